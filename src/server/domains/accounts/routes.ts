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
  const login = (kind: SignInKind) => async (input: ParsedRequestOf<'patient-login'>, ctx: CallContext) => ({
    result: await accounts.login(kind, input, ctx.request.ip, ctx.request, ctx.reply),
    message: MESSAGES.loggedIn,
  });
  return {
    registration: async (input, ctx) => ({
      result: await accounts.registration(input, ctx.request.ip),
      message: MESSAGES.registered,
    }),
    'patient-login': login('patient'),
    'doctor-login': login('doctor'),
    'lab-login': login('lab'),
    'operator-login': login('operator'),
    'send-login-otp': async (input, ctx) => ({
      result: await otp.sendLoginOtp(input, ctx.request.ip),
      message: MESSAGES.otpSent,
    }),
    'verify-login-otp': async (input, ctx) => ({
      result: await otp.verifyLoginOtp(input, ctx.request, ctx.reply),
      message: MESSAGES.loggedIn,
    }),
    'get-current-user': async (input, ctx) => ({
      result: ctx.user ? await accounts.getCurrentUser(ctx.user.id, input.lang) : null,
    }),
    logout: async (_input, ctx) => {
      await accounts.logout(ctx.request, ctx.reply);
      return { result: null, message: MESSAGES.loggedOut };
    },
    'change-password': async (input, ctx) => {
      await accounts.changePassword(userOf(ctx).id, input, ctx.request.ip, ctx.reply);
      return { result: null, message: MESSAGES.passwordChanged };
    },
    'resets-password': async (input, ctx) => {
      await accounts.resetsPassword(input, ctx.request.ip);
      return { result: null, message: MESSAGES.resetMailSent };
    },
    'generate-password': async (input) => {
      await accounts.generatePassword(input);
      return { result: null, message: MESSAGES.passwordChanged };
    },
    'request-phone-change': async (input, ctx) => ({
      result: await phoneChange.requestPhoneChange(userOf(ctx), input, ctx.request.ip),
      message: MESSAGES.phoneChangeCodeSent,
    }),
    'confirm-phone-change': async (input, ctx) => ({
      result: await phoneChange.confirmPhoneChange(userOf(ctx), input),
      message: MESSAGES.phoneChanged,
    }),
    'get-contact-change': async (input) => ({ result: await contactChanges.getContactChange(input.token) }),
    'decide-contact-change': async (input) => {
      const result = await contactChanges.decideContactChange(input.token, input.decision);
      return {
        result,
        message: input.decision === 'Confirm' ? MESSAGES.contactChangeConfirmed : MESSAGES.contactChangeStopped,
      };
    },
    'get-push-public-key': async () => ({ result: await accounts.getPushPublicKey() }),
    'update-notification-token': async (input, ctx) => {
      await accounts.updateNotificationToken(userOf(ctx), input);
      return { result: null, message: MESSAGES.tokenSaved };
    },
  };
}
