// /doctor-forgot-password and /patient-forgot-password: an email, then resets-password. The doctor page
// also serves hospital and lab accounts: the account kind is chosen there (or preset by ?type=Lab).
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { useCallForm } from '../../api/use-call-form';
import { NoticeLine, TextField } from '../../ui/form-field';
import { AuthFrame } from './auth-frame';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import { SubmitButton } from '../../ui/submit-button';
import { useResetsPassword } from './accounts-queries';

type AccountKind = 'Doctor' | 'Hospital' | 'Lab' | 'Patient';
const STAFF_KINDS: AccountKind[] = ['Doctor', 'Hospital', 'Lab'];

const recoveryResolver = lazyResolver((r) => r.recovery);

function kindFromQuery(value: string | null): AccountKind {
  const match = STAFF_KINDS.find((kind) => kind.toLowerCase() === value?.toLowerCase());
  return match ?? 'Doctor';
}

function ForgotPassword({ variant }: { variant: 'doctor' | 'patient' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const groupId = useId();
  const [kind, setKind] = useState<AccountKind>(variant === 'patient' ? 'Patient' : kindFromQuery(params.get('type')));
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useResetsPassword(), {
    resolver: recoveryResolver,
    defaultValues: { email: '' },
    request: ({ email }) => ({ email, type: kind }),
    onSuccess: (_answer, { said, say, form }) => {
      say(said(t('auth.resetSent')));
      form.reset();
    },
  });
  const { register } = form;

  const back = variant === 'patient' ? '/patient-login' : kind === 'Lab' ? '/labs-login' : '/doctors-login';
  return (
    <AuthFrame
      title={t(variant === 'patient' ? 'titles.patient-forgot-password' : 'titles.doctor-forgot-password')}
      back={back}
    >
      <p className="card-lead">{t('auth.forgotLead')}</p>
      <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
        {variant === 'doctor' && (
          <fieldset className="choice-group">
            <legend id={groupId}>{t('auth.accountKind')}</legend>
            <div className="segmented">
              {STAFF_KINDS.map((option) => (
                <label key={option} className={kind === option ? 'segment active' : 'segment'}>
                  <input
                    type="radio"
                    name="account-kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => setKind(option)}
                  />
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
          error={errorOf('email')}
          {...register('email')}
        />
        <NoticeLine notice={notice} />
        <SubmitButton label={t('auth.sendResetLink')} submitting={submitting} />
      </form>
    </AuthFrame>
  );
}

export const DoctorForgotPasswordPage = () => <ForgotPassword variant="doctor" />;
export const PatientForgotPasswordPage = () => <ForgotPassword variant="patient" />;
