// /patient-details: the appointment form. Self fills the name with the
// user's own, a family member their name and age, Other clears it; the phone starts as the user's; an
// optional prescription photo with preview.
// The contract's add-booking rules check it; submit -> add-booking -> the slot picker.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { singleDoctorQuery } from './shared/appointments-queries';
import { useBookingFor } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { clinicToday } from '../../lib/clinic-today';
import { useTranslation } from '../../lib/i18n';
import { positiveId } from '../../lib/positive-id';
import { EmptyState } from '../../ui/error-notice';
import { NoticeLine } from '../../ui/form-field';
import { PatientFields } from '../../ui/patient-fields';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { SubmitButton } from '../../ui/submit-button';
import { PATIENT_DETAILS_ERROR_FIELDS, patientDetailsResolver } from './appointments-schemas';
import { doctorScheduleQuery, useAddBookingDraft } from './appointments-queries';
import { BookingWith } from './booking-with';
import './appointments.css';

export function PatientDetailsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as { doctor_id?: unknown };
  const doctorId = positiveId(state.doctor_id) ?? positiveId(params.get('doctor_id'));
  const doctor = useQuery({ ...singleDoctorQuery(user?.id ?? 0, doctorId ?? 0), enabled: !!user && doctorId !== null });
  // The slot picker's schedule for today, read while the patient fills the form: Continue then waits for the draft
  // only.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (doctorId !== null) void queryClient.prefetchQuery(doctorScheduleQuery(doctorId, clinicToday()));
  }, [queryClient, doctorId]);
  const photo = usePrescriptionPhoto();
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useAddBookingDraft(), {
    resolver: patientDetailsResolver,
    defaultValues: {
      type: 'Self',
      family_member_id: '',
      name: user?.full_name ?? '',
      age: '',
      problem: '',
      address: '',
      phone_number: user?.phone_number ?? '',
    },
    errorFields: PATIENT_DETAILS_ERROR_FIELDS,
    idempotent: true,
    photo,
    request: (values) =>
      user && doctorId !== null
        ? {
            ...values,
            doctor_id: doctorId,
            patient_id: user.id,
            slot: undefined,
            ...(photo.file ? { priscription_image: photo.file } : {}),
          }
        : null,
    onSuccess: ({ result: booking }) =>
      navigate(`/patient-book-appointment?booking_id=${booking.id}&doctor_id=${doctorId}`),
  });
  const { register, setValue, watch } = form;

  const bookingFor = useBookingFor({ type: watch('type'), familyMemberId: watch('family_member_id') }, (person) => {
    setValue('type', person.type);
    setValue('family_member_id', person.family_member_id);
    setValue('name', person.name, { shouldValidate: false });
    if (person.age !== undefined) setValue('age', person.age, { shouldValidate: false });
  });

  if (doctorId === null) return <EmptyState title={t('messages.noDoctorFound')} />;
  return (
    <div className="page-column">
      <BookingWith doctor={doctor.data} />
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <PatientFields
          register={register}
          errorOf={err}
          names={{ name: 'name', age: 'age', problem: 'problem', address: 'address', phone_number: 'phone_number' }}
          addressLabel={t('appointments.address')}
          bookingFor={bookingFor}
        />
        <PrescriptionPicker {...photo.picker} />
        <NoticeLine notice={notice} />
        <SubmitButton withLoader label={t('appointments.continueToSlot')} submitting={submitting} />
      </form>
    </div>
  );
}
