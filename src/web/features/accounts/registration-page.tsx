// /patient-registration: full name, mobile number, password, confirm password. The server is called
// only when every field passes; success returns to /home after a delay, its sign-in filled with the number.
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { translateMessage } from '../../lib/server-text';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { useRegister } from './account-mutations';
import { AuthFrame } from './auth-frame';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import type { RegisteredNumber } from './login-form';
import { PasswordPairFields } from './password-pair-fields';

const registrationResolver = lazyResolver((r) => r.registration);

export function RegistrationPage() {
  const { t } = useTranslation();
  const { form, onSubmit, errorOf, notice, submitting, done } = useCallForm(useRegister(), {
    resolver: registrationResolver,
    defaultValues: { full_name: '', phone_number: '', password: '', confirm_password: '' },
    request: (values) => values,
    onSuccess: (_answer, { values, said, say, finish }) => {
      say(said(translateMessage(t, MESSAGES.registered)));
      const registered: RegisteredNumber = { registered_phone: values.phone_number };
      finish('/home', undefined, registered);
    },
  });
  const { register, formState } = form;

  return (
    <AuthFrame title={t('titles.patient-registration')} back="/home">
      <p className="card-lead">{t('auth.registrationLead')}</p>
      <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
        <TextField
          label={t('auth.fullName')}
          autoComplete="name"
          error={errorOf('full_name')}
          {...register('full_name')}
        />
        <PhoneField label={t('auth.mobileNumber')} error={errorOf('phone_number')} {...register('phone_number')} />
        <PasswordPairFields register={register} errors={formState.errors} />
        <NoticeLine notice={notice} />
        <SubmitButton label={t('auth.register')} submitting={submitting} done={done} />
        <div className="form-links">
          <Link to="/home">{t('auth.haveAccount')}</Link>
        </div>
      </form>
    </AuthFrame>
  );
}
