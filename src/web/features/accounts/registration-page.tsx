// /patient-registration: full name, mobile number, password, confirm password, the privacy notice accepted
// (required; it opens over the form, which keeps what was typed) and SMS and push alerts (optional). The
// server is called only when every field passes, with the notice's version the form showed; a notice changed
// meanwhile is refused, so the box is ticked again after reading the new one (decision 0090). Success returns
// to /home after a delay, its sign-in filled with the number.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { PrivacyNoticeDialog } from '../privacy/shared/privacy-notice';
import { useCallForm } from '../../api/use-call-form';
import { ApiError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { translateMessage } from '../../lib/server-text';
import { RetryNotice } from '../../ui/error-notice';
import { CheckboxField, NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { SubmitButton } from '../../ui/submit-button';
import { useRegistration } from './accounts-queries';
import { AuthFrame } from './auth-frame';
import { lazyResolver, preloadSchemas } from './lazy-resolver';
import type { RegisteredNumber } from './login-form';
import { PasswordPairFields } from './password-pair-fields';
import { privacyNoticeQuery } from '../privacy/shared/privacy-queries';

const registrationResolver = lazyResolver((r) => r.registration);

function RegistrationForm({ noticeVersion }: { noticeVersion: string }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const { form, onSubmit, errorOf, notice, submitting, done } = useCallForm(useRegistration(), {
    resolver: registrationResolver,
    defaultValues: {
      full_name: '',
      phone_number: '',
      password: '',
      confirm_password: '',
      privacy_notice_accepted: false,
      alerts_consent: false,
    },
    request: ({ privacy_notice_accepted: _accepted, ...values }) => ({
      ...values,
      privacy_notice_version: noticeVersion,
    }),
    onSuccess: (_answer, { values, said, say, finish }) => {
      say(said(translateMessage(t, MESSAGES.registered)));
      const registered: RegisteredNumber = { registered_phone: values.phone_number };
      finish('/home', undefined, registered);
    },
    onFailure: (error) => {
      // The notice changed since the form showed it: what was accepted is not the notice in force.
      if (error instanceof ApiError && error.message === MESSAGES.privacyNoticeChanged)
        form.setValue('privacy_notice_accepted', false);
      return false;
    },
  });
  const { register, formState } = form;

  return (
    <>
      <form className="form" noValidate onSubmit={onSubmit} onFocus={preloadSchemas}>
        <TextField
          label={t('auth.fullName')}
          autoComplete="name"
          error={errorOf('full_name')}
          {...register('full_name')}
        />
        <PhoneField label={t('auth.mobileNumber')} error={errorOf('phone_number')} {...register('phone_number')} />
        <PasswordPairFields register={register} errors={formState.errors} />
        <CheckboxField
          label={t('consent.registration.accept')}
          error={errorOf('privacy_notice_accepted')}
          hint={
            // The notice opens over the form, so nothing typed is lost; the address still opens it as a page.
            <a
              href="/privacy-policy"
              onClick={(event) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey) return;
                event.preventDefault();
                setReading(true);
              }}
            >
              {t('consent.readNotice')}
            </a>
          }
          {...register('privacy_notice_accepted')}
        />
        <CheckboxField
          label={t('consent.registration.alerts')}
          hint={t('consent.registration.alertsHint')}
          {...register('alerts_consent')}
        />
        <NoticeLine notice={notice} />
        <SubmitButton label={t('auth.register')} submitting={submitting} done={done} />
        <div className="form-links">
          <Link to="/home">{t('auth.haveAccount')}</Link>
        </div>
      </form>
      <PrivacyNoticeDialog open={reading} onClose={() => setReading(false)} />
    </>
  );
}

export function RegistrationPage() {
  const { t, i18n } = useTranslation();
  // The form is built on the version of the notice it shows: it waits for it.
  const privacyNotice = useQuery(privacyNoticeQuery(i18n.language));
  return (
    <AuthFrame title={t('titles.patient-registration')} back="/home">
      <p className="card-lead">{t('auth.registrationLead')}</p>
      {privacyNotice.isPending ? (
        <Loader />
      ) : privacyNotice.isError ? (
        <RetryNotice error={privacyNotice.error} onRetry={() => void privacyNotice.refetch()} />
      ) : (
        <RegistrationForm noticeVersion={privacyNotice.data.version} />
      )}
    </AuthFrame>
  );
}
