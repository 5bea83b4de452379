// /patient-details: the appointment form (spec part 2, sections 2, 4, 5). Self fills the name with the
// user's own, Other clears it; the phone starts as the user's; an optional prescription photo with preview.
// The contract's add-booking rules check it; submit -> add-booking -> the slot picker.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { useSignedInUser } from '../../api/queries';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { EmptyState } from '../../ui/error-notice';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { fieldError } from '../../ui/form-errors';
import { positiveId } from '../../lib/positive-id';
import { singleDoctorQuery } from '../../api/appointment-queries';
import {
  PATIENT_DETAILS_FIELDS,
  patientDetailsResolver,
  type PatientDetailsFields,
  type PatientDetailsValues,
} from './booking-form-schema';
import { doctorFullName } from '../../lib/booking-text';
import { PatientTypeChoice } from '../../ui/patient-type-choice';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { useBookingSubmit } from '../../ui/use-booking-submit';
import { SubmitButton } from '../../ui/submit-button';

export function PatientDetailsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const state = (location.state ?? {}) as { doctor_id?: unknown };
  const doctorId = positiveId(state.doctor_id) ?? positiveId(params.get('doctor_id'));
  const doctor = useQuery({ ...singleDoctorQuery(user?.id ?? 0, doctorId ?? 0), enabled: !!user && doctorId !== null });
  const photo = usePrescriptionPhoto();
  const [notice, setNotice] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PatientDetailsFields, unknown, PatientDetailsValues>({
    resolver: patientDetailsResolver,
    defaultValues: { type: 'Self', name: user?.full_name ?? '', age: '', problem: '', address: '', phone_number: user?.phone_number ?? '' },
  });
  const type = watch('type');
  const submit = useBookingSubmit(setError, PATIENT_DETAILS_FIELDS, photo);

  const chooseType = (value: 'Self' | 'Other', name: string) => {
    setValue('type', value);
    setValue('name', name, { shouldValidate: false });
  };

  const onSubmit = handleSubmit(async (values) => {
    // The photo the user chose was refused: say so beside it rather than book without it.
    if (photo.holdsSubmit()) return;
    if (!user || doctorId === null) return;
    setNotice(null);
    try {
      const booking = await call(
        'add-booking',
        { ...values, doctor_id: doctorId, patient_id: user.id, slot: undefined, ...(photo.file ? { priscription_image: photo.file } : {}) },
        submit.callOptions(),
      );
      await queryClient.invalidateQueries({ queryKey: ['appointments', 'prescriptions'] });
      void navigate(`/patient-book-appointment?booking_id=${booking.id}&doctor_id=${doctorId}`);
    } catch (error) {
      if (submit.showFieldErrors(error)) return;
      setNotice(errorText(t, error));
    }
  });

  if (doctorId === null) return <EmptyState title={t('messages.noDoctorFound')} />;
  return (
    <div className="page-column">
      {doctor.data && (
        <p className="card doctor-summary">
          {t('appointments.bookingWith', { name: t('common.doctorName', { name: doctorFullName(doctor.data) }) })}
        </p>
      )}
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <PatientTypeChoice value={type} selfName={user?.full_name ?? ''} onChange={chooseType} />
        <TextField label={t('appointments.name')} autoComplete="name" error={fieldError(t, errors.name?.message)} {...register('name')} />
        <TextField label={t('appointments.age')} inputMode="numeric" error={fieldError(t, errors.age?.message)} {...register('age')} />
        <TextField label={t('appointments.problem')} error={fieldError(t, errors.problem?.message)} {...register('problem')} />
        <TextField
          label={t('appointments.address')}
          autoComplete="street-address"
          error={fieldError(t, errors.address?.message)}
          {...register('address')}
        />
        <PhoneField label={t('auth.mobileNumber')} error={fieldError(t, errors.phone_number?.message)} {...register('phone_number')} />
        <PrescriptionPicker {...photo.picker} />
        {notice && <FormNotice tone="error">{notice}</FormNotice>}
        <SubmitButton withLoader label={t('appointments.continueToSlot')} submitting={isSubmitting} />
      </form>
    </div>
  );
}
