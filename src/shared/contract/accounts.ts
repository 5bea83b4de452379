// Accounts and sessions: registration, sign-in per role, the current user, logout, passwords, push token.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { email, newPassword, optionalText, password, phoneNumber, plainText, requiredText } from './fields';
import { sessionUser } from './users';

const loginRequest = z.object({
  phone_number: requiredText(MESSAGES.phoneRequired, 20).pipe(z.string().regex(/^\d+$/, MESSAGES.loginPhoneInvalid)),
  password: password(MESSAGES.passwordRequired),
  /** Remember me: a longer session. The password is never kept by the browser. */
  remember: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const doctorLogin = defineCall({ name: 'doctor-login', access: 'public', request: loginRequest, result: sessionUser });
export const patientLogin = defineCall({ name: 'patient-login', access: 'public', request: loginRequest, result: sessionUser });
export const labLogin = defineCall({ name: 'lab-login', access: 'public', request: loginRequest, result: sessionUser });

/** Registration's fields; confirm_password is checked when sent (the form always sends it). */
const registrationShape = {
  full_name: plainText(),
  phone_number: phoneNumber(),
  password: newPassword(),
};
const confirmMatches =
  (message: string) =>
  (value: { password: string; confirm_password?: string | undefined }, ctx: z.RefinementCtx) => {
    if (value.confirm_password !== undefined && value.confirm_password !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message });
    }
  };
export const registrationForm = z
  .object({ ...registrationShape, confirm_password: password(MESSAGES.required) })
  .superRefine(confirmMatches(MESSAGES.passwordMismatchRegistration));
export const registration = defineCall({
  name: 'registration',
  access: 'public',
  request: z
    .object({ ...registrationShape, confirm_password: z.string().optional() })
    .superRefine(confirmMatches(MESSAGES.passwordMismatchRegistration)),
  result: z.object({ id: z.number() }),
});

/** Public so that a signed-out page load learns "no user" (null) without a 401 in the browser's console. */
export const getCurrentUser = defineCall({ name: 'get-current-user', access: 'public', request: z.object({}), result: sessionUser.nullable() });
export const logout = defineCall({ name: 'logout', access: 'signed-in', request: z.object({}), result: z.null() });

const accountTable = z.enum(['Doctor', 'Patient', 'Hospital', 'Lab'], { error: MESSAGES.invalidValue });

/** Change and reset share the two password fields and their matching rule. */
export const passwordPairForm = z
  .object({ password: newPassword(), confirm_password: password(MESSAGES.required) })
  .superRefine(confirmMatches(MESSAGES.passwordMismatch));

/** The signed-in change also asks for the password in use now. */
export const changePasswordForm = z
  .object({ current_password: password(MESSAGES.currentPasswordRequired), password: newPassword(), confirm_password: password(MESSAGES.required) })
  .superRefine(confirmMatches(MESSAGES.passwordMismatch));

export const changePassword = defineCall({
  name: 'change-password',
  access: 'signed-in',
  request: z
    .object({
      /** Sent by the spec's client; the server acts on the signed-in user whatever it says. */
      id: z.unknown().optional(),
      /** The password in use now: a stolen session alone cannot change it. */
      current_password: password(MESSAGES.currentPasswordRequired),
      password: newPassword(),
      confirm_password: z.string().optional(),
      type: accountTable,
    })
    .superRefine(confirmMatches(MESSAGES.passwordMismatch)),
  result: z.null(),
});

export const recoveryForm = z.object({ email: email(MESSAGES.emailInvalid) });
export const resetsPassword = defineCall({
  name: 'resets-password',
  access: 'public',
  request: z.object({ email: email(MESSAGES.emailInvalid), type: accountTable }),
  result: z.null(),
});

export const generatePassword = defineCall({
  name: 'generate-password',
  access: 'public',
  request: z
    .object({
      token: requiredText(MESSAGES.resetTokenInvalid, 200),
      password: newPassword(),
      confirm_password: z.string().optional(),
      type: accountTable,
    })
    .superRefine(confirmMatches(MESSAGES.passwordMismatch)),
  result: z.null(),
});

export const updateNotificationToken = defineCall({
  name: 'update-notification-token',
  access: 'signed-in',
  request: z.object({
    id: z.unknown().optional(),
    /** The browser's push subscription as JSON text; empty on logout. */
    token: optionalText(4000),
    type: z.string().max(20).optional(),
    page: z.enum(['login', 'logout'], { error: MESSAGES.invalidValue }),
    /** The device's language, for the pushes it will receive. */
    lang: z.enum(LANGUAGES).optional(),
  }),
  result: z.null(),
});

/** The server's VAPID public key, which the browser needs to subscribe to pushes. */
export const getPushPublicKey = defineCall({
  name: 'get-push-public-key',
  access: 'public',
  request: z.object({}),
  result: z.object({ public_key: z.string() }),
});
