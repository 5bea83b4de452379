// A form's submit button: "please wait" and disabled while the form is sent (and once it is done, when
// the caller says so). Booking forms also show the inline loader above it while sending.
import { useTranslation } from '../lib/i18n';
import { Loader } from './loader';

interface SubmitButtonProps {
  label: string;
  submitting: boolean;
  /** Keeps the button disabled after a success, so the same form is not sent twice. */
  done?: boolean;
  /** The inline "please wait" loader above the button while sending (the booking forms). */
  withLoader?: boolean;
  /** The form's width (the default); false beside a Cancel button in a row. */
  block?: boolean;
}

export function SubmitButton({ label, submitting, done = false, withLoader = false, block = true }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <>
      {withLoader && submitting && <Loader inline label={t('common.pleaseWait')} />}
      <button
        type="submit"
        className={`button button-primary${block ? ' button-block' : ''}`}
        disabled={submitting || done}
      >
        {submitting ? t('common.pleaseWait') : label}
      </button>
    </>
  );
}
