// Accounts and sessions: registration, sign-in per role, the current user, logout, passwords, push token.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { appLanguage, email, nameText, newPassword, optionalText, password, phoneNumber, requiredText } from './fields';
import { sessionUser } from './users';

const signInPhone = () =>
  requiredText(MESSAGES.phoneRequired, 20).pipe(z.string().regex(/^\d+$/, MESSAGES.loginPhoneInvalid));

const loginRequest = z.object({
  phone_number: signInPhone(),
  password: password(MESSAGES.passwordRequired),
  /** Remember me: a longer session. The password is never kept by the browser. */
  remember: z.boolean().optional(),
  lang: appLanguage(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const doctorLogin = defineCall({
  name: 'doctor-login',
  access: 'public',
  request: loginRequest,
  result: sessionUser,
});
export const patientLogin = defineCall({
  name: 'patient-login',
  access: 'public',
  request: loginRequest,
  result: sessionUser,
});
export const labLogin = defineCall({ name: 'lab-login', access: 'public', request: loginRequest, result: sessionUser });
/** The call centre's operators sign in at /operator-login. */
export const operatorLogin = defineCall({
  name: 'operator-login',
  access: 'public',
  request: loginRequest,
  result: sessionUser,
});

/** Registration's fields; confirm_password is checked when sent (the form always sends it). */
const registrationShape = {
  full_name: nameText(),
  phone_number: phoneNumber(),
  password: newPassword(),
};
const confirmMatches =
  (message: string) => (value: { password: string; confirm_password?: string | undefined }, ctx: z.RefinementCtx) => {
    if (value.confirm_password !== undefined && value.confirm_password !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message });
    }
  };
/** The form also asks that the privacy notice be accepted, and offers SMS and push alerts (decision 0090). */
export const registrationForm = z
  .object({
    ...registrationShape,
    confirm_password: password(MESSAGES.required),
    privacy_notice_accepted: z.boolean().refine((accepted) => accepted, MESSAGES.privacyNoticeRequired),
    alerts_consent: z.boolean(),
  })
  .superRefine(confirmMatches(MESSAGES.passwordMismatchRegistration));
export const registration = defineCall({
  name: 'registration',
  access: 'public',
  request: z
    .object({
      ...registrationShape,
      confirm_password: z.string().optional(),
      /**
       * The privacy notice's version the form showed and the patient accepted (409 when it is no longer the one
       * in force). Without it (an older client) no consent is recorded, and the patient is asked at sign-in.
       */
      privacy_notice_version: z.string().max(20).optional(),
      /** With the version: whether the patient agreed to SMS and push alerts (not ticked: neither). */
      alerts_consent: z.boolean({ error: MESSAGES.invalidValue }).optional(),
    })
    .superRefine(confirmMatches(MESSAGES.passwordMismatchRegistration)),
  result: z.object({ id: z.number() }),
});

/** Public so that a signed-out page load learns "no user" (null) without a 401 in the browser's console. */
export const getCurrentUser = defineCall({
  name: 'get-current-user',
  access: 'public',
  request: z.object({ lang: appLanguage() }),
  result: sessionUser.nullable(),
});
export const logout = defineCall({ name: 'logout', access: 'signed-in', request: z.object({}), result: z.null() });

const accountTable = z.enum(['Doctor', 'Patient', 'Hospital', 'Lab'], { error: MESSAGES.invalidValue });

/** Change and reset share the two password fields and their matching rule. */
export const passwordPairForm = z
  .object({ password: newPassword(), confirm_password: password(MESSAGES.required) })
  .superRefine(confirmMatches(MESSAGES.passwordMismatch));

/** The signed-in change also asks for the password in use now. */
export const changePasswordForm = z
  .object({
    current_password: password(MESSAGES.currentPasswordRequired),
    password: newPassword(),
    confirm_password: password(MESSAGES.required),
  })
  .superRefine(confirmMatches(MESSAGES.passwordMismatch));

export const changePassword = defineCall({
  name: 'change-password',
  access: 'signed-in',
  request: z
    .object({
      /** Sent by older clients; the server acts on the signed-in user whatever it says. */
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

/** Sign-in with a one-time code by SMS: the doctor's sign-in (doctors and hospitals) or the patient's. */
const otpSignIn = z.enum(['Patient', 'Doctor'], { error: MESSAGES.invalidValue });

/** The verify screen's one field. */
export const otpForm = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MESSAGES.otpInvalid),
});

/**
 * Sends a 6-digit code to the number when it has an account of that sign-in; the answer is the same either
 * way. `by: 'call'` asks for it by a voice call, only where a voice gateway is set (`by_call` says so).
 */
export const sendLoginOtp = defineCall({
  name: 'send-login-otp',
  access: 'public',
  request: z.object({
    phone_number: signInPhone(),
    type: otpSignIn,
    by: z.enum(['sms', 'call'], { error: MESSAGES.invalidValue }).optional(),
  }),
  result: z.object({ resend_after_seconds: z.number(), by_call: z.boolean() }),
});

/** Signs in with the code sent, exactly as a password sign-in does. */
export const verifyLoginOtp = defineCall({
  name: 'verify-login-otp',
  access: 'public',
  request: z.object({ phone_number: signInPhone(), type: otpSignIn, ...otpForm.shape, lang: appLanguage() }),
  result: sessionUser,
});

/** The roles whose own profile shows their sign-in number: they change it with a code sent to the new one. */
export const PHONE_CHANGE_ROLES = ['Patient', 'Doctor', 'Hospital'] as const;

/**
 * Sends a 6-digit code to the new number, to prove it before it becomes the sign-in number. The answer is
 * the same whether or not another account has the number (that is told only once the code is proved).
 */
export const requestPhoneChange = defineCall({
  name: 'request-phone-change',
  access: PHONE_CHANGE_ROLES,
  request: z.object({ phone_number: phoneNumber() }),
  result: z.object({ resend_after_seconds: z.number() }),
});

/** The code sent to the new number makes it the sign-in number; answers the updated user. */
export const confirmPhoneChange = defineCall({
  name: 'confirm-phone-change',
  access: PHONE_CHANGE_ROLES,
  request: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, MESSAGES.otpInvalid),
  }),
  result: sessionUser,
});

/** A change of the sign-in number or e-mail the call centre asked for, as the link to the old ones shows it. */
export const contactChangeView = z.object({
  changes: z.array(
    z.object({ field: z.enum(['phone_number', 'email']), old_value: z.string(), new_value: z.string() }),
  ),
  /** Waiting: still to be confirmed or stopped; Applied: in effect, and can still be stopped until expires_at. */
  status: z.enum(['Waiting', 'Applied', 'Stopped', 'Expired']),
  expires_at: z.string(),
});
export type ContactChangeView = z.infer<typeof contactChangeView>;

const contactChangeToken = () => requiredText(MESSAGES.contactChangeLinkInvalid, 100);

/** What the link sent to the old number or e-mail asks about. */
export const getContactChange = defineCall({
  name: 'get-contact-change',
  access: 'public',
  request: z.object({ token: contactChangeToken() }),
  result: contactChangeView,
});

/** The holder of the old number or e-mail confirms the change, or stops it (undoing it if already applied). */
export const decideContactChange = defineCall({
  name: 'decide-contact-change',
  access: 'public',
  request: z.object({
    token: contactChangeToken(),
    decision: z.enum(['Confirm', 'Stop'], { error: MESSAGES.invalidValue }),
  }),
  result: contactChangeView,
});
