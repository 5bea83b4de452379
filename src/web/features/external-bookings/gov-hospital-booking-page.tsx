// /gov-hospital-booking?hospital_id=&department_id=: the department's doctors (get-department-doctors; its
// 404 'No doctor could be found.' shows the not-found page with the way to /other-doctor-booking), else
// the form: Self/Other, name, patient address, phone, age, problem, the
// doctor by type-ahead (address filled in), a date the Morning counter can still be booked for (one of the
// doctor's sitting days, and today only until the counter closes: lib/booking-days.ts; the field starts on
// the first one, with quick buttons for the next seven, since a native date input cannot disable weekdays),
// the fixed fee and slot (GOV_BOOKING), the app charge, the city sent unseen and an optional prescription.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DEPARTMENTS, GOV_BOOKING } from '../../../shared/constants';
import { parseWireDate, toDisplayDate, weekdayOf } from '../../../shared/dates';
import { useBookingFor } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { ApiError } from '../../lib/api-error';
import { doctorFullName } from '../../lib/booking-text';
import { dayRefusal, firstDayToBook, nextDaysToBook } from '../../lib/booking-days';
import { useFormat } from '../../lib/format';
import { useReferenceNames } from '../../api/reference-names';
import { useTranslation } from '../../lib/i18n';
import { positiveId } from '../../lib/positive-id';
import { selectedCity } from '../../lib/selected-city';
import { errorText } from '../../lib/server-text';
import { DateField } from '../../ui/date-field';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { NoticeLine, TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { PatientFields, type PatientField } from '../../ui/patient-fields';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { SubmitButton } from '../../ui/submit-button';
import { GOV_BOOKING_ERROR_FIELDS, govBookingResolver } from './external-bookings-schemas';
import { departmentDoctorsQuery, useAddGovBooking } from './external-bookings-queries';
import { BookingOutcomeDialogs, useBookingOutcome } from './form-parts';
import { AmountField } from '../../ui/amount-field';
import { GovDoctorPicker, type DepartmentDoctor } from './gov-doctor-picker';
import { govCounterHours } from './booking-hours';
import './external-bookings.css';
import { updatedChargesQuery } from '../reference/shared/reference-queries';

/** The government booking asks where the patient lives and a number to call before the age and problem. */
const GOV_FIELD_ORDER: readonly PatientField[] = ['name', 'address', 'phone_number', 'age', 'problem'];

export function GovHospitalBookingPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const hospitalId = positiveId(params.get('hospital_id'));
  const departmentId = positiveId(params.get('department_id'));
  const doctors = useQuery({
    ...departmentDoctorsQuery(user?.id ?? 0, hospitalId ?? 0, departmentId ?? 0),
    enabled: !!user && hospitalId !== null && departmentId !== null,
  });

  if (
    hospitalId === null ||
    departmentId === null ||
    (doctors.isError && doctors.error instanceof ApiError && doctors.error.status === 404)
  ) {
    return (
      <EmptyState
        title={t('messages.noDoctorFound')}
        body={t('patientServices.noDoctorBody')}
        action={
          <Link to="/other-doctor-booking" className="button button-primary">
            {t('appointments.bookOtherDoctor')}
          </Link>
        }
      />
    );
  }
  if (doctors.isPending) return <Loader />;
  if (doctors.isError) return <ErrorNotice message={errorText(t, doctors.error)} />;
  return <GovBookingForm hospitalId={hospitalId} departmentId={departmentId} doctors={doctors.data} />;
}

function GovBookingForm({
  hospitalId,
  departmentId,
  doctors,
}: {
  hospitalId: number;
  departmentId: number;
  doctors: DepartmentDoctor[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSignedInUser();
  const names = useReferenceNames();
  const hospitalName = ((useLocation().state ?? {}) as { hospital_name?: unknown }).hospital_name;
  const department = DEPARTMENTS.find((d) => d.id === departmentId);
  const charges = useQuery(updatedChargesQuery);
  const [doctor, setDoctor] = useState<DepartmentDoctor | null>(null);
  const photo = usePrescriptionPhoto();
  const outcome = useBookingOutcome();
  // Until a doctor is picked, the counter's hours alone: late in the day the form starts tomorrow.
  const hours = govCounterHours(doctor?.doctor_sitting ?? null);
  const firstDay = firstDayToBook(hours);

  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useAddGovBooking(), {
    resolver: govBookingResolver,
    defaultValues: {
      type: 'Self',
      family_member_id: '',
      name: user?.full_name ?? '',
      address: '',
      phone_number: user?.phone_number ?? '',
      age: '',
      problem: '',
      doctor_name: '',
      doctor_id: '',
      doctor_address: '',
      booking_date: toDisplayDate(firstDay),
    },
    errorFields: GOV_BOOKING_ERROR_FIELDS,
    idempotent: true,
    photo,
    request: (values, { setError }) => {
      if (!user || !doctor) return null;
      const refusal = dayRefusal(hours, values.booking_date);
      if (refusal) {
        setError('booking_date', { type: 'day', message: refusal }, { shouldFocus: true });
        return null;
      }
      const { name, age, problem, address, phone_number, booking_date, type, family_member_id } = values;
      return {
        name,
        age,
        problem,
        address,
        phone_number,
        booking_date,
        type,
        family_member_id,
        patient_id: user.id,
        hospital_id: hospitalId,
        doctor_id: doctor.id,
        city: selectedCity(),
        slot: GOV_BOOKING.slot,
        booking_amount: GOV_BOOKING.fee,
        ...(photo.file ? { priscription_image: photo.file } : {}),
      };
    },
    onSuccess: ({ result }) =>
      outcome.showBooked(
        result,
        names.institution(result.hospital_name ?? (typeof hospitalName === 'string' ? hospitalName : '')) || undefined,
      ),
    onFailure: outcome.onFailure,
  });
  const { register, setValue, clearErrors, watch } = form;
  const doctorText = String(watch('doctor_name'));
  const chosenDate = parseWireDate(String(watch('booking_date')));

  const bookingFor = useBookingFor({ type: watch('type'), familyMemberId: watch('family_member_id') }, (person) => {
    setValue('type', person.type);
    setValue('family_member_id', person.family_member_id);
    setValue('name', person.name, { shouldValidate: false });
    if (person.age !== undefined) setValue('age', person.age, { shouldValidate: false });
  });

  const pickDoctor = (picked: DepartmentDoctor) => {
    setDoctor(picked);
    setValue('doctor_name', t('common.doctorName', { name: doctorFullName(picked) }), { shouldValidate: true });
    setValue('doctor_id', String(picked.id));
    setValue('doctor_address', picked.doctor_detail.address, { shouldValidate: true });
    // A date the doctor's counter cannot take moves forward to its first day that can be booked.
    const pickedHours = govCounterHours(picked.doctor_sitting);
    if (!chosenDate || dayRefusal(pickedHours, chosenDate)) {
      setValue('booking_date', toDisplayDate(firstDayToBook(pickedHours)));
      clearErrors('booking_date');
    }
  };

  const nameField = register('doctor_name');
  const quickDays = doctor ? nextDaysToBook(hours, 7) : [];
  return (
    <div className="page-column">
      <div className="card ps-hospital-head">
        {typeof hospitalName === 'string' && hospitalName && (
          <h2 className="card-title">{names.institution(hospitalName)}</h2>
        )}
        {department && <p className="card-lead">{t(`patientServices.departments.${department.key}`)}</p>}
      </div>
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <PatientFields
          register={register}
          errorOf={err}
          names={{ name: 'name', age: 'age', problem: 'problem', address: 'address', phone_number: 'phone_number' }}
          addressLabel={t('patientServices.patientAddress')}
          order={GOV_FIELD_ORDER}
          bookingFor={bookingFor}
        />
        <GovDoctorPicker
          label={t('patientServices.doctorName')}
          error={err('doctor_name') ?? err('doctor_id')}
          doctors={doctors}
          text={doctorText}
          name={nameField.name}
          ref={nameField.ref}
          onBlur={nameField.onBlur}
          onChange={(event) => {
            void nameField.onChange(event);
            // Typing again drops the picked doctor until one is picked from the list.
            if (doctor) {
              setDoctor(null);
              setValue('doctor_id', '');
              setValue('doctor_address', '');
            }
          }}
          onPick={pickDoctor}
        />
        <TextField
          label={t('patientServices.doctorAddress')}
          readOnly
          error={err('doctor_address')}
          {...register('doctor_address')}
        />
        <DateField
          label={t('patientServices.bookingDate')}
          hint={
            doctor
              ? t('patientServices.govDaysHint', { time: format.time(GOV_BOOKING.closes) })
              : t('patientServices.chooseDoctorFirst')
          }
          minDate={firstDay}
          refuseDate={(ymd) => dayRefusal(hours, ymd)}
          error={err('booking_date')}
          onPick={(display) => setValue('booking_date', display, { shouldValidate: true })}
          {...register('booking_date')}
        />
        {quickDays.length > 0 && (
          <div className="ps-quick-days" role="group" aria-label={t('patientServices.nextSittingDays')}>
            {quickDays.map((day) => (
              <button
                key={day}
                type="button"
                className={day === chosenDate ? 'ps-day active' : 'ps-day'}
                aria-pressed={day === chosenDate}
                onClick={() => setValue('booking_date', toDisplayDate(day), { shouldValidate: true })}
              >
                <span>{t(`appointments.weekdays.${weekdayOf(day)}`)}</span>
                <span>{format.date(day)}</span>
              </button>
            ))}
          </div>
        )}
        <AmountField label={t('patientServices.doctorFee')} amount={GOV_BOOKING.fee} />
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
    </div>
  );
}
