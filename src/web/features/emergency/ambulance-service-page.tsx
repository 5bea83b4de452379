// /ambulance-service: request an ambulance (pickup place and phone prefilled, the age from the profile, a
// note) through add-ambulance-request; the call centre calls back. The patient's own ambulance requests below, with
// their
// status and the call centre's note, changing as the call centre moves them on.
import { PhoneCall } from 'lucide-react';
import type { SessionUser } from '../../../shared/contract/users';
import { DEFAULT_CITY } from '../../../shared/constants';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { SubmitButton } from '../../ui/submit-button';
import { patientEmergencyRequestsQuery, useAddAmbulanceRequest, useLiveRequests } from './emergency-queries';
import { ageText, ambulanceResolver } from './emergency-schemas';
import { RequestList } from './request-list';
import './emergency.css';

function AmbulanceForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useAddAmbulanceRequest(), {
    resolver: ambulanceResolver,
    defaultValues: { pickup_address: user.address, phone_number: user.phone_number, age: ageText(user), note: '' },
    idempotent: true,
    request: (values) => ({ ...values, patient_id: user.id, city: readStorage(STORAGE_KEYS.location) || DEFAULT_CITY }),
    successToast: (said) => said(t('messages.emergencyReceived')),
    // Another request may follow: the place, phone and age stay, the note clears.
    onSuccess: (_answer, { values, form }) =>
      form.reset({
        pickup_address: values.pickup_address,
        phone_number: values.phone_number,
        age: values.age === undefined ? '' : String(values.age),
        note: '',
      }),
  });
  const { register } = form;
  return (
    <form
      className="card form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-labelledby="pc-ambulance-title"
    >
      <h2 id="pc-ambulance-title" className="card-title">
        {t('patientCare.ambulance.formTitle')}
      </h2>
      <TextField
        label={t('patientCare.ambulance.pickupAddress')}
        autoComplete="street-address"
        error={err('pickup_address')}
        {...register('pickup_address')}
      />
      <PhoneField
        label={t('patientCare.phone')}
        maxLength={10}
        error={err('phone_number')}
        {...register('phone_number')}
      />
      <TextField
        label={t('patientCare.ageOptional')}
        inputMode="numeric"
        maxLength={3}
        autoComplete="off"
        error={err('age')}
        {...register('age')}
      />
      <TextField label={t('patientCare.noteOptional')} error={err('note')} {...register('note')} />
      <NoticeLine notice={notice} />
      <SubmitButton label={t('patientCare.ambulance.submit')} submitting={submitting} />
    </form>
  );
}

export function AmbulanceServicePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const requests = useLiveRequests(patientEmergencyRequestsQuery(user?.id ?? 0), !!user);
  if (!user) return <Loader />;
  return (
    <div className="page-column">
      <p className="pc-note" role="note">
        <PhoneCall size={20} aria-hidden="true" />
        <span>{t('patientCare.emergency.callCentreNote')}</span>
      </p>
      <AmbulanceForm user={user} />
      <RequestList
        list={requests}
        title={t('patientCare.ambulance.yourRequests')}
        emptyTitle={t('patientCare.ambulance.noRequests')}
        filter={(request) => request.kind === 'Ambulance'}
        viewer="patient"
      />
    </div>
  );
}
