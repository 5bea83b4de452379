// The form of /other-doctor-booking and /unregistered-doctor-booking:
// whom it is for (Self fills the user's name, a family member their name and age, Other clears them), name,
// age, problem, the patient's address, phone (prefilled), the date (dd-mm-yyyy, from today), the read-only
// app charge, the city sent unseen and an optional prescription photo. For a doctor the patient types in, also the
// doctor's name, address and
// fee; for a listed unregistered doctor those come from its record (the server takes them from doctor_id),
// and the date is one of its sitting days, today only until its hours end (lib/booking-days.ts).
import { useQuery } from '@tanstack/react-query';
import { ANY_DAY, closeOf } from '../../../shared/booking-days';
import { toDisplayDate } from '../../../shared/dates';
import { useBookingFor } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { dayRefusal, firstDayToBook } from '../../lib/booking-days';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { selectedCity } from '../../lib/selected-city';
import { DateField } from '../../ui/date-field';
import { CheckboxField, NoticeLine, TextField } from '../../ui/form-field';
import { PatientFields } from '../../ui/patient-fields';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { SubmitButton } from '../../ui/submit-button';
import { OTHER_BOOKING_ERROR_FIELDS, otherBookingResolver } from './external-bookings-schemas';
import { useAddOtherBooking } from './external-bookings-queries';
import { BookingOutcomeDialogs, useBookingOutcome } from './form-parts';
import { AmountField } from '../../ui/amount-field';
import { doctorDayHours, type Sitting } from './booking-hours';
import { updatedChargesQuery } from '../reference/shared/reference-queries';

/** A listed unregistered doctor, as its card passes it. */
export interface ListedDoctor {
  id: number;
  name: string;
  address: string;
  fees: number;
  /** Its sitting days: other dates cannot be booked. */
  sitting: Sitting;
  /** Its hours, 'hh:mm-hh:mm' (blank when not known): today cannot be booked after they end. */
  timing: string;
}

export function OtherBookingForm({ doctor }: { doctor?: ListedDoctor }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const charges = useQuery(updatedChargesQuery);
  const photo = usePrescriptionPhoto();
  const outcome = useBookingOutcome();
  const format = useFormat();
  const hours = doctor ? doctorDayHours(doctor.sitting, doctor.timing) : ANY_DAY;
  const firstDay = firstDayToBook(hours);
  const closes = doctor ? closeOf(doctor.timing) : null;

  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useAddOtherBooking(), {
    resolver: otherBookingResolver,
    defaultValues: {
      patient_type: 'Self',
      family_member_id: '',
      name: user?.full_name ?? '',
      age: '',
      problem: '',
      address: doctor?.address ?? '',
      phone_number: user?.phone_number ?? '',
      doctor_name: doctor?.name ?? '',
      patient_address: '',
      booking_date: toDisplayDate(firstDay),
      booking_amount: doctor ? String(doctor.fees) : '',
      free_consultation: doctor ? doctor.fees === 0 : false,
    },
    errorFields: OTHER_BOOKING_ERROR_FIELDS,
    idempotent: true,
    photo,
    request: (values, { setError }) => {
      if (!user) return null;
      const refusal = dayRefusal(hours, values.booking_date);
      if (refusal) {
        setError('booking_date', { type: 'day', message: refusal }, { shouldFocus: true });
        return null;
      }
      return {
        ...values,
        patient_id: user.id,
        city: selectedCity(),
        ...(doctor ? { doctor_id: doctor.id } : {}),
        ...(photo.file ? { priscription_image: photo.file } : {}),
      };
    },
    // No slot row: these doctors keep their own hours, the booking is for the day.
    onSuccess: ({ result }) => outcome.showBooked({ ...result, slot: null }, result.doctor_address),
    onFailure: outcome.onFailure,
  });
  const { register, setValue, clearErrors, watch } = form;
  const free = Boolean(watch('free_consultation'));

  const bookingFor = useBookingFor(
    { type: watch('patient_type'), familyMemberId: watch('family_member_id') },
    (person) => {
      setValue('patient_type', person.type);
      setValue('family_member_id', person.family_member_id);
      setValue('name', person.name, { shouldValidate: false });
      if (person.age !== undefined) setValue('age', person.age, { shouldValidate: false });
    },
  );

  return (
    <>
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        {!doctor && (
          <>
            <TextField
              label={t('patientServices.doctorName')}
              error={err('doctor_name')}
              {...register('doctor_name')}
            />
            <TextField label={t('patientServices.doctorAddress')} error={err('address')} {...register('address')} />
          </>
        )}
        <PatientFields
          register={register}
          errorOf={err}
          names={{
            name: 'name',
            age: 'age',
            problem: 'problem',
            address: 'patient_address',
            phone_number: 'phone_number',
          }}
          addressLabel={t('patientServices.patientAddress')}
          bookingFor={bookingFor}
        />
        <DateField
          label={t('patientServices.bookingDate')}
          hint={
            !doctor
              ? t('patientServices.dateFromToday')
              : closes
                ? t('patientServices.doctorDaysHint', { time: format.time(closes) })
                : t('patientServices.sittingDaysOnly')
          }
          minDate={firstDay}
          refuseDate={(ymd) => dayRefusal(hours, ymd)}
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
        <AmountField
          label={t('patientServices.appCharge')}
          amount={charges.data?.other_booking_price}
          loading={charges.isPending}
        />
        <PrescriptionPicker {...photo.picker} />
        <NoticeLine notice={notice} />
        <SubmitButton
          withLoader
          label={t('patientServices.bookNow')}
          submitting={submitting}
          done={outcome.booked !== null}
        />
      </form>
      <BookingOutcomeDialogs outcome={outcome} />
    </>
  );
}
