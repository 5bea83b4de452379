// Thin handlers of the account calls: signed-in user -> service -> envelope.
import { MESSAGES } from '../../../shared/messages';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import { userOf, type CallContext, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { OtpSignIn } from './otp-sign-in';
import { AccountsService } from './service';
import type { SignInKind } from './sign-in-groups';

export function accountRoutes(platform: Platform): CallHandlers {
  const accounts = new AccountsService(platform);
  const otp = new OtpSignIn(platform, accounts);
  const signIn = (kind: SignInKind) => async (input: ParsedRequestOf<'patient-login'>, ctx: CallContext) => ({
      result: await accounts.signIn(kind, input, ctx.request.ip, ctx.request, ctx.reply),
      message: MESSAGES.loggedIn,
    });
  return {
    registration: async (input, ctx) => ({ result: await accounts.register(input, ctx.request.ip), message: MESSAGES.registered }),
    'patient-login': signIn('patient'),
    'doctor-login': signIn('doctor'),
    'lab-login': signIn('lab'),
    'operator-login': signIn('operator'),
    'send-login-otp': async (input, ctx) => ({ result: await otp.send(input, ctx.request.ip), message: MESSAGES.otpSent }),
    'verify-login-otp': async (input, ctx) => ({ result: await otp.verify(input, ctx.request, ctx.reply), message: MESSAGES.loggedIn }),
    'get-current-user': async (_input, ctx) => ({ result: ctx.user ? await accounts.currentUser(ctx.user.id) : null }),
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
    'get-push-public-key': async () => ({ result: { public_key: await platform.push.publicKey() } }),
    'update-notification-token': async (input, ctx) => {
      await accounts.updatePushToken(userOf(ctx).id, input);
      return { result: null, message: MESSAGES.tokenSaved };
    },
  };
}
