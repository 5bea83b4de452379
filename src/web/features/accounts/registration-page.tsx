// /patient-registration: full name, mobile number, password, confirm password. The server is called
// only when every field passes; success returns to /home after a delay.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { callWithMessage } from '../../api/client';
import { errorText, translateMessage } from '../../lib/server-text';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { AuthFrame } from './auth-frame';
import { applyServerFieldErrors, fieldError } from '../../ui/form-errors';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import { PasswordPairFields } from './password-pair-fields';
import { SubmitButton } from '../../ui/submit-button';
import { useNavigateLater } from '../../ui/use-navigate-later';

export function RegistrationPage() {
  const { t } = useTranslation();
  const navigateLater = useNavigateLater();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: lazyResolver((r) => r.registration),
    defaultValues: { full_name: '', phone_number: '', password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const { message } = await callWithMessage('registration', values);
      setNotice({ tone: 'success', text: translateMessage(t, message ?? MESSAGES.registered) });
      setDone(true);
      navigateLater('/home');
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['full_name', 'phone_number', 'password', 'confirm_password'])) return;
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  });

  return (
    <AuthFrame title={t('titles.patient-registration')} back="/home">
      <p className="card-lead">{t('auth.registrationLead')}</p>
      <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
        <TextField
          label={t('auth.fullName')}
          autoComplete="name"
          error={fieldError(t, errors.full_name?.message)}
          {...register('full_name')}
        />
        <PhoneField label={t('auth.mobileNumber')} error={fieldError(t, errors.phone_number?.message)} {...register('phone_number')} />
        <PasswordPairFields register={register} errors={errors} />
        <NoticeLine notice={notice} />
        <SubmitButton label={t('auth.register')} submitting={isSubmitting} done={done} />
        <div className="form-links">
          <Link to="/home">{t('auth.haveAccount')}</Link>
        </div>
      </form>
    </AuthFrame>
  );
}
