// What pressing Login does (login-form.tsx): the contract's check, the portal's sign-in call, the phone
// kept for Remember me, then what every sign-in does once the server said yes (afterSignIn, shared with
// the one-time-code sign-in of otp-pages.tsx): the user known to the guards, the device's push token, and
// the welcome, in the user's language. Loaded when the form is first focused (lazy-resolver.ts),
// with the messages it shows: the form is on /home, whose first screen carries neither zod nor the table
// of messages.
import type { SessionUser } from '../../../shared/contract/users';
import { MESSAGES } from '../../../shared/messages';
import { callWithMessage } from '../../api/client';
import { setCurrentUser } from '../../api/current-user';
import { ApiError } from '../../lib/api-error';
import { displayName } from '../../lib/display-name';
import { appLanguage, type TFunction } from '../../lib/i18n';
import { errorText, translateMessage } from '../../lib/server-text';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { toast } from '../../lib/toasts';
import { checkLogin, type LoginValues } from './accounts-schemas';

// The form shows its errors (the server's English texts) through this, which needs the table of messages.
export { fieldError } from '../../ui/form-errors';

export type Portal = 'patient' | 'doctor' | 'lab' | 'operator';

const LOGIN_CALL = {
  patient: 'patient-login',
  doctor: 'doctor-login',
  lab: 'lab-login',
  operator: 'operator-login',
} as const;

/** Field -> its error, the server's English text (fieldError shows it in the user's language). */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export type SignInOutcome =
  | { kind: 'invalid'; errors: LoginErrors }
  | { kind: 'failed'; text: string }
  | { kind: 'signed-in'; user: SessionUser };

export async function signIn(portal: Portal, values: LoginValues, t: TFunction): Promise<SignInOutcome> {
  const checked = checkLogin(values);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  try {
    const { result: user, message } = await callWithMessage(LOGIN_CALL[portal], {
      phone_number: checked.values.phone_number,
      password: checked.values.password,
      remember: checked.values.remember,
      lang: appLanguage(),
    });
    writeStorage(STORAGE_KEYS.rememberedPhone(portal), values.remember ? checked.values.phone_number : null);
    afterSignIn(user, message, t);
    return { kind: 'signed-in', user };
  } catch (error) {
    if (error instanceof ApiError && (error.fieldErrors.phone_number || error.fieldErrors.password)) {
      return {
        kind: 'invalid',
        errors: { phone_number: error.fieldErrors.phone_number, password: error.fieldErrors.password },
      };
    }
    return { kind: 'failed', text: errorText(t, error) };
  }
}

/**
 * What every sign-in does once the server said yes (the password's and the one-time code's): the user
 * known to the guards, the device's push token, and the welcome in the user's language: the server's
 * message and a line with the user's name, as a toast over the screen the sign-in goes on to at once (a
 * welcome that held the sign-in back cost every patient a second and a half on a slow phone).
 */
export function afterSignIn(user: SessionUser, message: string | undefined, t: TFunction): void {
  // Known now for the guards; the first signed-in screen checks it again (no TanStack Query on /home).
  setCurrentUser(user, { stale: true });
  // The device's push token (asks for notification permission: the submit is the user gesture).
  // Loaded on demand; failures are only logged.
  void import('../../api/push').then(({ registerPushToken }) => registerPushToken(user));
  toast.success(
    `${translateMessage(t, message ?? MESSAGES.loggedIn)} ${t('auth.welcomeBody', { name: displayName(user) })}`,
  );
}
