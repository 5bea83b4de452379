// The accounts' forms: the contract's zod schemas as react-hook-form resolvers. The sign-in pages load them
// lazily (lazy-resolver.ts); the sign-in number's dialog, on the profile screens, imports them.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  changePasswordForm,
  confirmPhoneChange,
  doctorLogin,
  otpForm,
  passwordPairForm,
  recoveryForm,
  registrationForm,
  requestPhoneChange,
} from '../../../shared/contract/accounts';
import { phoneNumber } from '../../../shared/contract/fields';

export const resolvers = {
  login: zodResolver(doctorLogin.request),
  registration: zodResolver(registrationForm),
  /** A reset link proves the owner: the form's current password stays blank and is not checked. */
  passwordPair: zodResolver(z.object({ current_password: z.string() }).and(passwordPairForm)),
  changePassword: zodResolver(changePasswordForm),
  recovery: zodResolver(recoveryForm),
  /** The one-time-code screens ask only for a mobile number. */
  otpPhone: zodResolver(z.object({ phone_number: phoneNumber() })),
  /** The verify screen's 6-digit code, checked as the server checks it. */
  otpCode: zodResolver(otpForm),
  /** The sign-in number's change: the new number, then the code sent to it. */
  newPhone: zodResolver(requestPhoneChange.request),
  phoneCode: zodResolver(confirmPhoneChange.request),
};

export interface LoginValues {
  phone_number: string;
  password: string;
  remember: boolean;
}

/** The sign-in check without react-hook-form (the login form is on /home, whose JavaScript is budgeted). */
export function checkLogin(
  values: LoginValues,
): { ok: true; values: LoginValues } | { ok: false; errors: Partial<Record<keyof LoginValues, string>> } {
  const parsed = doctorLogin.request.safeParse(values);
  if (parsed.success)
    return { ok: true, values: { ...values, ...parsed.data, remember: parsed.data.remember ?? false } };
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
