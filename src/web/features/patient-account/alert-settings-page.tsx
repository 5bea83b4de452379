// /patient-alert-settings: how the patient hears that their token is confirmed, their turn is near, the
// doctor is late, their token was skipped or cancelled, a lab report is ready, or the call centre answered
// their request to correct a booking: push notifications on this phone, SMS, both or neither; how many
// patients before their turn "your turn is near" comes; and the language of the SMS (until chosen, the
// language they use the app in: the page asks in it, and the server answers the language their texts will
// go in). A channel the patient withdrew in their privacy choices is shown off, with the way to those
// choices; its choice here is kept for when they give it again.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LANGUAGES, type Language } from '../../../shared/constants';
import type { AlertChannel } from '../../../shared/contract/patient-account';
import type { ResultOf } from '../../../shared/contract/catalogue';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { ChoiceGroup } from '../../ui/choice-group';
import { ErrorNotice } from '../../ui/error-notice';
import { CheckboxField, NoticeLine, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { SubmitButton } from '../../ui/submit-button';
import { alertPreferencesQuery, useUpdateAlertPreferences } from './patient-account-queries';
import { alertSettingsResolver } from './patient-account-schemas';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिंदी' };

/** A channel off by the patient's privacy choice: shown off, not to be ticked here, with the way to turn it on. */
function WithdrawnChannel({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      label={label}
      checked={false}
      disabled
      readOnly
      hint={
        <>
          {t('consent.withdrawnChannel')} <Link to="/privacy-choices">{t('titles.privacy-choices')}</Link>
        </>
      }
    />
  );
}

/** The form's values from the saved preferences. */
const valuesOf = (saved: ResultOf<'get-alert-preferences'>) => ({
  push: saved.channels.includes('push'),
  sms: saved.channels.includes('sms'),
  turn_near_at: String(saved.turn_near_at),
  language: saved.language,
});

function AlertSettingsForm({ patientId, saved }: { patientId: number; saved: ResultOf<'get-alert-preferences'> }) {
  const { t, i18n } = useTranslation();
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useUpdateAlertPreferences(patientId, i18n.language), {
    resolver: alertSettingsResolver,
    defaultValues: valuesOf(saved),
    request: (values) => {
      const channels: AlertChannel[] = [
        ...(values.push ? (['push'] as const) : []),
        ...(values.sms ? (['sms'] as const) : []),
      ];
      return { patient_id: patientId, channels, turn_near_at: values.turn_near_at, language: values.language };
    },
    successToast: (said) => said(t('alertSettings.saved')),
  });
  const { register, watch, setValue, reset, formState } = form;
  // A fresher answer than the one shown (a saved copy at start, then the server's) fills the form anew, unless
  // the patient has begun changing it: what they ticked or typed is never taken from under them.
  const untouched = !formState.isDirty;
  useEffect(() => {
    if (untouched) reset(valuesOf(saved));
  }, [saved, untouched, reset]);
  const push = watch('push');
  const withdrawn = (channel: AlertChannel) => saved.withdrawn.includes(channel);
  return (
    <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <fieldset className="choice-group">
        <legend>{t('alertSettings.channels')}</legend>
        {withdrawn('push') ? (
          <WithdrawnChannel label={t('alertSettings.push')} />
        ) : (
          <CheckboxField label={t('alertSettings.push')} {...register('push')} />
        )}
        {push && !saved.push_subscribed && !withdrawn('push') && (
          <p className="field-hint">{t('alertSettings.pushNotOn')}</p>
        )}
        {withdrawn('sms') ? (
          <WithdrawnChannel label={t('alertSettings.sms')} />
        ) : (
          <CheckboxField label={t('alertSettings.sms')} {...register('sms')} />
        )}
      </fieldset>
      <TextField
        label={t('alertSettings.turnNearAt')}
        hint={t('alertSettings.turnNearHint')}
        inputMode="numeric"
        error={err('turn_near_at')}
        {...register('turn_near_at')}
      />
      <ChoiceGroup
        legend={t('alertSettings.language')}
        name="language"
        options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={watch('language')}
        onChange={(value) => setValue('language', value)}
      />
      <NoticeLine notice={notice} />
      <SubmitButton label={t('alertSettings.submit')} submitting={submitting} />
    </form>
  );
}

export function AlertSettingsPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const saved = useQuery({ ...alertPreferencesQuery(user?.id ?? 0, i18n.language), enabled: !!user });
  if (saved.isPending) return <Loader />;
  if (saved.isError) return <ErrorNotice message={errorText(t, saved.error)} />;
  return (
    <div className="page-column">
      <p className="card-lead">{t('alertSettings.lead')}</p>
      <AlertSettingsForm patientId={user!.id} saved={saved.data} />
    </div>
  );
}
