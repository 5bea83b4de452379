// The pieces of every screen that takes a one-time code sent to a phone (the code sign-in, a number change):
// where the code went, and the one field the code is typed in.
import type { ComponentProps } from 'react';
import { formatPhone } from '../lib/countdown';
import { useTranslation } from '../lib/i18n';
import { TextField } from './form-field';

/** "We have sent an OTP to +91 98765 43210". */
export function CodeSentTo({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <p className="card-lead">
      {t('otp.sentTo')}{' '}
      <strong className="otp-phone" dir="ltr">
        {formatPhone(phone)}
      </strong>
    </p>
  );
}

/** The 6-digit code's field: large digits, the phone's number pad, filled from the SMS where the phone can. */
export function OneTimeCodeField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'className'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('otp.codeLabel')}
      className="otp-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      dir="ltr"
      {...props}
    />
  );
}
