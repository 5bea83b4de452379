// The sign-in number on a profile form: shown, never typed into (the profile calls do not change it), with
// "Change number" for the signed-in holder. A dialog takes the new number and has a 6-digit code sent to it
// (request-phone-change); only that code makes it the sign-in number (confirm-phone-change), whose answer
// is the signed-in user, cached at once. The patient's, the doctor's and the hospital's profiles show it. A
// hospital editing its doctor sees the number alone: the doctor changes it from their own sign-in.
import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { SessionUser } from '../../../../shared/contract/users';
import { clockText, useCountdown } from '../../../lib/countdown';
import { useTranslation } from '../../../lib/i18n';
import { errorText, translateMessage } from '../../../lib/server-text';
import { NoticeLine, PhoneField, type Notice } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { CodeSentTo, OneTimeCodeField } from '../../../ui/one-time-code';
import { SubmitButton } from '../../../ui/submit-button';
import { useCallForm } from '../../../api/use-call-form';
import { useConfirmPhoneChange, useRequestPhoneChange } from '../accounts-queries';
import { resolvers } from '../accounts-schemas';

/** The dialog's forms sit in the profile's form in React's tree: their submit must not reach it. */
const submitOnly = (submit: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
  event.stopPropagation();
  void submit(event);
};

/** The code sent: to which number, and when another may be asked for. */
interface SentCode {
  phone: string;
  resendAfterSeconds: number;
}

function NewNumberForm({ onSent }: { onSent: (sent: SentCode) => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useRequestPhoneChange(), {
    resolver: resolvers.newPhone,
    defaultValues: { phone_number: '' },
    request: (values) => values,
    onSuccess: ({ result }, { values }) =>
      onSent({ phone: values.phone_number, resendAfterSeconds: result.resend_after_seconds }),
  });
  return (
    <form className="form" noValidate onSubmit={submitOnly(onSubmit)}>
      <p className="card-lead">{t('account.changeNumber.lead')}</p>
      <PhoneField
        label={t('account.changeNumber.newNumber')}
        error={errorOf('phone_number')}
        {...form.register('phone_number')}
      />
      <NoticeLine notice={notice} />
      <SubmitButton label={t('account.changeNumber.sendCode')} submitting={submitting} />
    </form>
  );
}

function CodeForm({
  sent,
  onOtherNumber,
  onChanged,
}: {
  sent: SentCode;
  onOtherNumber: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { secondsLeft, restart } = useCountdown(Date.now() + sent.resendAfterSeconds * 1000);
  const [resent, setResent] = useState<Notice | null>(null);
  const resend = useRequestPhoneChange();
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useConfirmPhoneChange(), {
    resolver: resolvers.phoneCode,
    defaultValues: { code: '' },
    request: (values) => values,
    successToast: (said) => said(t('messages.phoneChanged')),
    onSuccess: onChanged,
  });
  const sendAgain = async () => {
    setResent(null);
    try {
      const { result, message } = await resend.mutateAsync({ request: { phone_number: sent.phone } });
      restart(result.resend_after_seconds);
      setResent({ tone: 'success', text: translateMessage(t, message ?? '') });
    } catch (error) {
      setResent({ tone: 'error', text: errorText(t, error) });
    }
  };
  const waiting = secondsLeft > 0;
  return (
    <form className="form" noValidate onSubmit={submitOnly(onSubmit)}>
      <CodeSentTo phone={sent.phone} />
      <OneTimeCodeField error={errorOf('code')} {...form.register('code')} />
      <NoticeLine notice={notice ?? resent} />
      <div className="otp-actions">
        <button type="button" className="button button-link" onClick={onOtherNumber}>
          {t('account.changeNumber.otherNumber')}
        </button>
        <button
          type="button"
          className="button button-link"
          disabled={waiting || resend.isPending}
          onClick={() => void sendAgain()}
        >
          {waiting ? t('otp.resendIn', { time: clockText(secondsLeft) }) : t('otp.resendOtp')}
        </button>
      </div>
      <SubmitButton label={t('account.changeNumber.confirm')} submitting={submitting} />
    </form>
  );
}

interface SignInNumberFieldProps {
  label: string;
  /** The account's sign-in number, as it is now. */
  phone: string;
  /** The signed-in holder may change it; a hospital showing its doctor's number may not. */
  holder: SessionUser | null;
}

export function SignInNumberField({ label, phone, holder }: SignInNumberFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<SentCode | null>(null);
  const close = () => {
    setOpen(false);
    setSent(null);
  };
  return (
    <div className="sign-in-number">
      <PhoneField
        label={label}
        value={phone}
        readOnly
        hint={holder ? undefined : t('account.changeNumber.byTheDoctor')}
      />
      {holder && (
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          {t('account.changeNumber.button')}
        </button>
      )}
      {createPortal(
        <Modal
          open={open}
          title={t('account.changeNumber.title')}
          onClose={close}
          actions={
            <button type="button" className="button button-secondary" onClick={close}>
              {t('common.close')}
            </button>
          }
        >
          {sent ? (
            <CodeForm sent={sent} onOtherNumber={() => setSent(null)} onChanged={close} />
          ) : (
            <NewNumberForm onSent={setSent} />
          )}
        </Modal>,
        // Outside the profile's form in the page, where a form may not hold another.
        document.body,
      )}
    </div>
  );
}
