// /doctor-change-password, /patient-change-password, /hospital-change-password: the new password twice;
// success returns to the account page of that role after a delay.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../app/i18n';
import { useNavigate } from 'react-router';
import { TIMING } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { callWithMessage } from '../../api/client';
import { errorText, translateMessage } from '../../api/server-text';
import { toast } from '../../app/toasts';
import { FormNotice } from '../../ui/form-field';
import { applyServerFieldErrors } from './form-errors';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import { PasswordPairFields, type PasswordPair } from './password-pair-fields';

type Table = 'Doctor' | 'Patient' | 'Hospital';
const ACCOUNT_PAGE: Record<Table, string> = {
  Doctor: '/doctors-account',
  Patient: '/patient-account',
  Hospital: '/hospital-account',
};

function ChangePassword({ type }: { type: Table }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordPair>({ resolver: lazyResolver('passwordPair'), defaultValues: { password: '', confirm_password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await callWithMessage('change-password', { ...values, type });
      toast.success(translateMessage(t, message ?? MESSAGES.passwordChanged));
      setDone(true);
      timer.current = window.setTimeout(() => navigate(ACCOUNT_PAGE[type], { replace: true }), TIMING.redirectDelayMs);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['password', 'confirm_password'])) return;
      setFailure(errorText(t, error));
    }
  });

  return (
    <div className="page-column">
      <section className="card">
        <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
          <PasswordPairFields register={register} errors={errors} />
          {failure && <FormNotice tone="error">{failure}</FormNotice>}
          <button type="submit" className="button button-primary button-block" disabled={isSubmitting || done}>
            {isSubmitting ? t('common.pleaseWait') : t('auth.savePassword')}
          </button>
        </form>
      </section>
    </div>
  );
}

export const DoctorChangePasswordPage = () => <ChangePassword type="Doctor" />;
export const PatientChangePasswordPage = () => <ChangePassword type="Patient" />;
export const HospitalChangePasswordPage = () => <ChangePassword type="Hospital" />;
