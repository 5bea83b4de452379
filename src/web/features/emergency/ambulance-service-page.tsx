// /ambulance-service: request an ambulance (pickup place, phone prefilled, a note) through
// add-ambulance-request; the call centre calls back. The patient's own ambulance requests below.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/contract/users';
import { DEFAULT_CITY } from '../../../shared/constants';
import { callWithMessage } from '../../api/client';
import { useSignedInUser } from '../../api/queries';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { toast } from '../../lib/toasts';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { useBookingSubmit } from '../../ui/use-booking-submit';
import { fieldError } from '../../ui/form-errors';
import { EMERGENCY_KEY, patientRequestsQuery } from './emergency-queries';
import { AMBULANCE_FIELDS, ambulanceResolver, type AmbulanceFields, type AmbulanceValues } from './emergency-schemas';
import { RequestList } from './request-list';
import './emergency.css';
import { SubmitButton } from '../../ui/submit-button';

function AmbulanceForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AmbulanceFields, unknown, AmbulanceValues>({
    resolver: ambulanceResolver,
    defaultValues: { pickup_address: user.address, phone_number: user.phone_number, note: '' },
  });
  const submit = useBookingSubmit(setError, AMBULANCE_FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const payload = { ...values, patient_id: user.id, city: readStorage(STORAGE_KEYS.location) || DEFAULT_CITY };
      const { message } = await callWithMessage('add-ambulance-request', payload, submit.callOptions());
      toast.success(message ? translateMessage(t, message) : t('messages.emergencyReceived'));
      // A later request is a new one.
      submit.renewKey();
      reset({ pickup_address: values.pickup_address, phone_number: values.phone_number, note: '' });
      await queryClient.invalidateQueries({ queryKey: [EMERGENCY_KEY, 'requests'] });
    } catch (error) {
      if (submit.showFieldErrors(error)) return;
      setFailure(errorText(t, error));
    }
  });

  const err = (field: keyof AmbulanceFields) => fieldError(t, errors[field]?.message);
  return (
    <form className="card form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting} aria-labelledby="pc-ambulance-title">
      <h2 id="pc-ambulance-title" className="card-title">
        {t('patientCare.ambulance.formTitle')}
      </h2>
      <TextField label={t('patientCare.ambulance.pickupAddress')} autoComplete="street-address" error={err('pickup_address')} {...register('pickup_address')} />
      <PhoneField label={t('patientCare.phone')} maxLength={10} error={err('phone_number')} {...register('phone_number')} />
      <TextField label={t('patientCare.noteOptional')} error={err('note')} {...register('note')} />
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <SubmitButton label={t('patientCare.ambulance.submit')} submitting={isSubmitting} />
    </form>
  );
}

export function AmbulanceServicePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const requests = useQuery({ ...patientRequestsQuery(user?.id ?? 0), enabled: !!user });
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
        showHospital={false}
      />
    </div>
  );
}
