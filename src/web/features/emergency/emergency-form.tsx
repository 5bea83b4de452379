// The short emergency form behind each card of /patient-emergency: name, phone and age prefilled from the
// patient's profile (the age may be left blank), where the patient is, an optional government hospital of
// the chosen city (that hospital then sees the request), a note. Sends add-emergency-booking with the card's type.
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../../shared/contract/users';
import { DEFAULT_CITY, type EMERGENCY_TYPES } from '../../../shared/constants';
import { useCallForm } from '../../api/use-call-form';
import { useReferenceNames } from '../../api/reference-names';
import { useTranslation } from '../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { emergencyHospitalsQuery, useAddEmergencyBooking } from './emergency-queries';
import { ageText, emergencyResolver } from './emergency-schemas';

type EmergencyType = (typeof EMERGENCY_TYPES)[number];

export function EmergencyForm({ user, type, onDone }: { user: SessionUser; type: EmergencyType; onDone: () => void }) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const city = readStorage(STORAGE_KEYS.location) || DEFAULT_CITY;
  const hospitals = useQuery(emergencyHospitalsQuery(user.id, city));
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useAddEmergencyBooking(), {
    resolver: emergencyResolver,
    defaultValues: {
      name: user.full_name,
      phone_number: user.phone_number,
      age: ageText(user),
      address: user.address,
      hospital_id: '',
      note: '',
    },
    idempotent: true,
    request: ({ hospital_id, ...values }) => ({
      ...values,
      type,
      patient_id: user.id,
      city,
      ...(hospital_id ? { hospital_id } : {}),
    }),
    successToast: (said) => said(t('messages.emergencyReceived')),
    onSuccess: onDone,
  });
  const { register } = form;
  const headingId = `pc-emergency-${type}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {t(`patientCare.emergencyTypes.${type}`)}
      </h2>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <TextField label={t('patientCare.name')} autoComplete="name" error={err('name')} {...register('name')} />
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
        <TextField
          label={t('patientCare.emergency.whereAreYou')}
          autoComplete="street-address"
          error={err('address')}
          {...register('address')}
        />
        <SelectField
          label={t('patientCare.emergency.hospitalOptional')}
          error={err('hospital_id')}
          {...register('hospital_id')}
        >
          <option value="">{hospitals.isPending ? t('common.loading') : t('patientCare.emergency.anyHospital')}</option>
          {hospitals.data?.map((hospital) => (
            <option key={hospital.id} value={String(hospital.id)}>
              {names.institution(hospital.name)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('patientCare.noteOptional')} error={err('note')} {...register('note')} />
        <NoticeLine notice={notice} />
        <SubmitButton label={t('patientCare.emergency.submit')} submitting={submitting} />
      </form>
    </section>
  );
}
