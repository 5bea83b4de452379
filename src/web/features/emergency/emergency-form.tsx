// The short emergency form behind each card of /patient-emergency: name and phone prefilled, where the
// patient is, an optional government hospital of the chosen city (that hospital then sees the request),
// a note. Sends add-emergency-booking with the card's type.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/contract/users';
import { DEFAULT_CITY, type EMERGENCY_TYPES } from '../../../shared/constants';
import { callWithMessage } from '../../api/client';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { toast } from '../../lib/toasts';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { useBookingSubmit } from '../../ui/use-booking-submit';
import { fieldError } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import { emergencyHospitalsQuery, EMERGENCY_KEY } from './emergency-queries';
import { EMERGENCY_FIELDS, emergencyResolver, type EmergencyFields, type EmergencyValues } from './emergency-schemas';
import { SubmitButton } from '../../ui/submit-button';

type EmergencyType = (typeof EMERGENCY_TYPES)[number];

export function EmergencyForm({ user, type, onDone }: { user: SessionUser; type: EmergencyType; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const city = readStorage(STORAGE_KEYS.location) || DEFAULT_CITY;
  const hospitals = useQuery(emergencyHospitalsQuery(user.id, city));
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmergencyFields, unknown, EmergencyValues>({
    resolver: emergencyResolver,
    defaultValues: { name: user.full_name, phone_number: user.phone_number, address: user.address, hospital_id: '', note: '' },
  });
  const submit = useBookingSubmit(setError, EMERGENCY_FIELDS);

  const onSubmit = handleSubmit(async ({ hospital_id, ...values }) => {
    setFailure(null);
    try {
      const payload = { ...values, type, patient_id: user.id, city, ...(hospital_id ? { hospital_id } : {}) };
      const { message } = await callWithMessage('add-emergency-booking', payload, submit.callOptions());
      toast.success(message ? translateMessage(t, message) : t('messages.emergencyReceived'));
      await queryClient.invalidateQueries({ queryKey: [EMERGENCY_KEY, 'requests'] });
      onDone();
    } catch (error) {
      if (submit.showFieldErrors(error)) return;
      setFailure(errorText(t, error));
    }
  });

  const err = (field: keyof EmergencyFields) => fieldError(t, errors[field]?.message);
  const headingId = `pc-emergency-${type}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title">
        {t(`patientCare.emergencyTypes.${type}`)}
      </h2>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <TextField label={t('patientCare.name')} autoComplete="name" error={err('name')} {...register('name')} />
        <PhoneField label={t('patientCare.phone')} maxLength={10} error={err('phone_number')} {...register('phone_number')} />
        <TextField label={t('patientCare.emergency.whereAreYou')} autoComplete="street-address" error={err('address')} {...register('address')} />
        <SelectField label={t('patientCare.emergency.hospitalOptional')} error={err('hospital_id')} {...register('hospital_id')}>
          <option value="">{hospitals.isPending ? t('common.loading') : t('patientCare.emergency.anyHospital')}</option>
          {hospitals.data?.map((hospital) => (
            <option key={hospital.id} value={String(hospital.id)}>
              {hospital.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t('patientCare.noteOptional')} error={err('note')} {...register('note')} />
        {failure && <FormNotice tone="error">{failure}</FormNotice>}
        <SubmitButton label={t('patientCare.emergency.submit')} submitting={isSubmitting} />
      </form>
    </section>
  );
}
