// A booking form's submit: the inline "please wait" loader while the form is sent, then the button itself,
// disabled while sending (and once the form is done, when the caller says so).
import { useTranslation } from '../app/i18n';
import { Loader } from './loader';

interface SubmitButtonProps {
  label: string;
  submitting: boolean;
  /** Keeps the button disabled after a success, so the same form is not sent twice. */
  done?: boolean;
}

export function SubmitButton({ label, submitting, done = false }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <>
      {submitting && <Loader inline label={t('common.pleaseWait')} />}
      <button type="submit" className="button button-primary button-block" disabled={submitting || done}>
        {submitting ? t('common.pleaseWait') : label}
      </button>
    </>
  );
}
