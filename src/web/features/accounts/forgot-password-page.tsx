// /doctor-forgot-password and /patient-forgot-password: an email, then resets-password. The doctor page
// also serves hospital and lab accounts: the account kind is chosen there (or preset by ?type=Lab).
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { callWithMessage } from '../../api/client';
import { errorText, translateMessage } from '../../lib/server-text';
import { NoticeLine, TextField } from '../../ui/form-field';
import { AuthFrame } from './auth-frame';
import { applyServerFieldErrors, fieldError } from '../../ui/form-errors';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import { SubmitButton } from '../../ui/submit-button';

type AccountKind = 'Doctor' | 'Hospital' | 'Lab' | 'Patient';
const STAFF_KINDS: AccountKind[] = ['Doctor', 'Hospital', 'Lab'];

function kindFromQuery(value: string | null): AccountKind {
  const match = STAFF_KINDS.find((kind) => kind.toLowerCase() === value?.toLowerCase());
  return match ?? 'Doctor';
}

function ForgotPassword({ variant }: { variant: 'doctor' | 'patient' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const groupId = useId();
  const [kind, setKind] = useState<AccountKind>(variant === 'patient' ? 'Patient' : kindFromQuery(params.get('type')));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: lazyResolver((r) => r.recovery), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setNotice(null);
    try {
      const { message } = await callWithMessage('resets-password', { email, type: kind });
      setNotice({ tone: 'success', text: message ? translateMessage(t, message) : t('auth.resetSent') });
      reset();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['email'])) return;
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  });

  const back = variant === 'patient' ? '/patient-login' : kind === 'Lab' ? '/labs-login' : '/doctors-login';
  return (
    <AuthFrame title={t(variant === 'patient' ? 'titles.patient-forgot-password' : 'titles.doctor-forgot-password')} back={back}>
      <p className="card-lead">{t('auth.forgotLead')}</p>
      <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
        {variant === 'doctor' && (
          <fieldset className="choice-group">
            <legend id={groupId}>{t('auth.accountKind')}</legend>
            <div className="segmented">
              {STAFF_KINDS.map((option) => (
                <label key={option} className={kind === option ? 'segment active' : 'segment'}>
                  <input type="radio" name="account-kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
                  <span>{t(`auth.kind${option}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(t, errors.email?.message)}
          {...register('email')}
        />
        <NoticeLine notice={notice} />
        <SubmitButton label={t('auth.sendResetLink')} submitting={isSubmitting} />
      </form>
    </AuthFrame>
  );
}

export const DoctorForgotPasswordPage = () => <ForgotPassword variant="doctor" />;
export const PatientForgotPasswordPage = () => <ForgotPassword variant="patient" />;
