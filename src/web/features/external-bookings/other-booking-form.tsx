// The form of /other-doctor-booking and /unregistered-doctor-booking (spec part 2, sections 2, 3, 5):
// Self/Other (Self fills the user's name, Other clears it), name, age, problem, the patient's address,
// phone (prefilled), the date (dd-mm-yyyy, from today), the read-only app charge, the city sent unseen and
// an optional prescription photo. For a doctor the patient types in, also the doctor's name, address and
// fee; for a listed unregistered doctor those come from its record (the server takes them from doctor_id).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { parseWireDate, toDisplayDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { call } from '../../api/client';
import { ApiError } from '../../lib/api-error';
import { useSignedInUser, chargesQuery } from '../../api/queries';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { DateField } from '../../ui/date-field';
import { CheckboxField, FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { BookingFailedDialog } from '../../api/booking-failed-dialog';
import { PatientTypeChoice } from '../../ui/patient-type-choice';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { useBookingSubmit } from '../../ui/use-booking-submit';
import { fieldError } from '../../ui/form-errors';
import { OTHER_BOOKING_FIELDS, otherBookingResolver, type OtherBookingFields, type OtherBookingValues } from './booking-schemas';
import { todayInIndia } from '../../lib/today-in-india';
import { AmountField, BookedDialog, type BookedSummary } from './form-parts';
import { selectedCity } from '../../lib/selected-city';
import { SubmitButton } from '../../ui/submit-button';
import { firstSittingDay, sitsOn, type Sitting } from './sitting-days';

/** A listed unregistered doctor, as its card passes it. */
export interface ListedDoctor {
  id: number;
  name: string;
  address: string;
  fees: number;
  /** Its sitting days: other dates cannot be booked. */
  sitting: Sitting;
}

export function OtherBookingForm({ doctor }: { doctor?: ListedDoctor }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const charges = useQuery(chargesQuery);
  const photo = usePrescriptionPhoto();
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [booked, setBooked] = useState<(BookedSummary & { ymd: string }) | null>(null);
  const today = todayInIndia();
  const allowDate = doctor ? (ymd: string) => sitsOn(doctor.sitting, ymd) : undefined;

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<OtherBookingFields, unknown, OtherBookingValues>({
    resolver: otherBookingResolver,
    defaultValues: {
      patient_type: 'Self',
      name: user?.full_name ?? '',
      age: '',
      problem: '',
      address: doctor?.address ?? '',
      phone_number: user?.phone_number ?? '',
      doctor_name: doctor?.name ?? '',
      patient_address: '',
      booking_date: toDisplayDate(doctor ? firstSittingDay(doctor.sitting, today) : today),
      booking_amount: doctor ? String(doctor.fees) : '',
      free_consultation: doctor ? doctor.fees === 0 : false,
    },
  });
  const patientType = watch('patient_type');
  const free = watch('free_consultation');
  const submit = useBookingSubmit(setError, OTHER_BOOKING_FIELDS, photo);

  const chooseType = (value: 'Self' | 'Other', name: string) => {
    setValue('patient_type', value);
    setValue('name', name, { shouldValidate: false });
  };

  const onSubmit = handleSubmit(async (values) => {
    // The photo the user chose was refused: say so beside it rather than book without it.
    if (photo.holdsSubmit()) return;
    if (!user) return;
    setNotice(null);
    const ymd = parseWireDate(values.booking_date);
    if (ymd && allowDate && !allowDate(ymd)) {
      setError('booking_date', { type: 'sitting', message: MESSAGES.notSittingDay }, { shouldFocus: true });
      return;
    }
    try {
      const result = await call(
        'add-other-booking',
        {
          ...values,
          patient_id: user.id,
          city: selectedCity(),
          ...(doctor ? { doctor_id: doctor.id } : {}),
          ...(photo.file ? { priscription_image: photo.file } : {}),
        },
        submit.callOptions(),
      );
      setBooked({
        doctorName: t('common.doctorName', { name: result.doctor_name }),
        place: result.doctor_address,
        date: toDisplayDate(result.booking_date),
        fee: result.booking_amount,
        appCharge: result.app_charges,
        ymd: result.booking_date,
      });
    } catch (error) {
      if (submit.showFieldErrors(error)) return;
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) setFailed(true);
      else setNotice(errorText(t, error));
    }
  });

  const err = (field: keyof OtherBookingFields) => fieldError(t, errors[field]?.message);
  return (
    <>
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        {!doctor && (
          <>
            <TextField label={t('patientServices.doctorName')} error={err('doctor_name')} {...register('doctor_name')} />
            <TextField label={t('patientServices.doctorAddress')} error={err('address')} {...register('address')} />
          </>
        )}
        <PatientTypeChoice value={patientType} selfName={user?.full_name ?? ''} onChange={chooseType} />
        <TextField label={t('appointments.name')} autoComplete="name" error={err('name')} {...register('name')} />
        <TextField label={t('appointments.age')} inputMode="numeric" error={err('age')} {...register('age')} />
        <TextField label={t('appointments.problem')} error={err('problem')} {...register('problem')} />
        <TextField
          label={t('patientServices.patientAddress')}
          autoComplete="street-address"
          error={err('patient_address')}
          {...register('patient_address')}
        />
        <PhoneField label={t('auth.mobileNumber')} error={err('phone_number')} {...register('phone_number')} />
        <DateField
          label={t('patientServices.bookingDate')}
          hint={doctor ? t('patientServices.sittingDaysOnly') : t('patientServices.dateFromToday')}
          minDate={today}
          allowDate={allowDate}
          refusedMessage={t('messages.notSittingDay')}
          error={err('booking_date')}
          onPick={(display) => setValue('booking_date', display, { shouldValidate: true })}
          {...register('booking_date')}
        />
        {doctor ? (
          <AmountField label={t('patientServices.doctorFee')} amount={doctor.fees} />
        ) : (
          <>
            <TextField
              label={t('patientServices.doctorFee')}
              inputMode="numeric"
              prefix="₹"
              disabled={free}
              error={err('booking_amount')}
              {...register('booking_amount')}
            />
            <CheckboxField
              label={t('patientServices.freeConsultation')}
              {...register('free_consultation', {
                onChange: () => {
                  setValue('booking_amount', '');
                  clearErrors('booking_amount');
                },
              })}
            />
          </>
        )}
        <AmountField label={t('patientServices.appCharge')} amount={charges.data?.other_booking_price} loading={charges.isPending} />
        <PrescriptionPicker {...photo.picker} />
        {notice && <FormNotice tone="error">{notice}</FormNotice>}
        <SubmitButton withLoader label={t('patientServices.bookNow')} submitting={isSubmitting} done={booked !== null} />
      </form>
      <BookedDialog
        booked={booked}
        onContinue={() => {
          if (booked) void navigate(`/patient-history?booking_date=${booked.ymd}`);
        }}
      />
      <BookingFailedDialog open={failed} onClose={() => setFailed(false)} />
    </>
  );
}
