// Thin handlers of the account calls: signed-in user -> service -> envelope.
import { MESSAGES } from '../../../shared/messages';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import { userOf, type CallContext, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { ContactChanges } from './contact-changes';
import { OtpSignIn } from './otp-sign-in';
import { PhoneChange } from './phone-change';
import { AccountsService } from './service';
import { SignInContacts } from './sign-in-contacts';
import type { SignInKind } from './sign-in-groups';

export function accountRoutes(platform: Platform): CallHandlers {
  const accounts = new AccountsService(platform);
  const otp = new OtpSignIn(platform, accounts);
  const contacts = new SignInContacts(platform);
  const phoneChange = new PhoneChange(platform, contacts);
  const contactChanges = new ContactChanges(platform, contacts);
  const signIn = (kind: SignInKind) => async (input: ParsedRequestOf<'patient-login'>, ctx: CallContext) => ({
    result: await accounts.signIn(kind, input, ctx.request.ip, ctx.request, ctx.reply),
    message: MESSAGES.loggedIn,
  });
  return {
    registration: async (input, ctx) => ({
      result: await accounts.register(input, ctx.request.ip),
      message: MESSAGES.registered,
    }),
    'patient-login': signIn('patient'),
    'doctor-login': signIn('doctor'),
    'lab-login': signIn('lab'),
    'operator-login': signIn('operator'),
    'send-login-otp': async (input, ctx) => ({
      result: await otp.send(input, ctx.request.ip),
      message: MESSAGES.otpSent,
    }),
    'verify-login-otp': async (input, ctx) => ({
      result: await otp.verify(input, ctx.request, ctx.reply),
      message: MESSAGES.loggedIn,
    }),
    'get-current-user': async (input, ctx) => ({
      result: ctx.user ? await accounts.currentUser(ctx.user.id, input.lang) : null,
    }),
    logout: async (_input, ctx) => {
      await platform.sessions.end(ctx.request, ctx.reply);
      return { result: null, message: MESSAGES.loggedOut };
    },
    'change-password': async (input, ctx) => {
      await accounts.changePassword(userOf(ctx).id, input, ctx.request.ip, ctx.reply);
      return { result: null, message: MESSAGES.passwordChanged };
    },
    'resets-password': async (input, ctx) => {
      await accounts.requestReset(input, ctx.request.ip);
      return { result: null, message: MESSAGES.resetMailSent };
    },
    'generate-password': async (input) => {
      await accounts.resetPassword(input);
      return { result: null, message: MESSAGES.passwordChanged };
    },
    'request-phone-change': async (input, ctx) => ({
      result: await phoneChange.request(userOf(ctx), input, ctx.request.ip),
      message: MESSAGES.phoneChangeCodeSent,
    }),
    'confirm-phone-change': async (input, ctx) => ({
      result: await phoneChange.confirm(userOf(ctx), input),
      message: MESSAGES.phoneChanged,
    }),
    'get-contact-change': async (input) => ({ result: await contactChanges.view(input.token) }),
    'decide-contact-change': async (input) => {
      const result = await contactChanges.decide(input.token, input.decision);
      return {
        result,
        message: input.decision === 'Confirm' ? MESSAGES.contactChangeConfirmed : MESSAGES.contactChangeStopped,
      };
    },
    'get-push-public-key': async () => ({ result: { public_key: await platform.push.publicKey() } }),
    'update-notification-token': async (input, ctx) => {
      await accounts.updatePushToken(userOf(ctx).id, input);
      return { result: null, message: MESSAGES.tokenSaved };
    },
  };
}
