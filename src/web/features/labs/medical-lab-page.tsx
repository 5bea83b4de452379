// /medical-lab: the patient's lab test booking: whom the tests are for (the
// patient, a family member, whose name and age then show read-only, or someone else), name, age, test name,
// address, phone, date (dd-mm-yyyy, tomorrow by default and at the earliest), the app charge (the
// other-booking price, read-only), booking_amount 0 and the chosen city sent unseen, an optional
// prescription photo.
// Success shows a notice, then the patient's lab reports.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CITY } from '../../../shared/constants';
import { toDisplayDate } from '../../../shared/dates';
import { useBookingFor } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { AmountField } from '../../ui/amount-field';
import { DateField } from '../../ui/date-field';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { PersonChoice } from '../../ui/person-choice';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { SubmitButton } from '../../ui/submit-button';
import { useAddLabTestBooking } from './labs-queries';
import { clinicTomorrow, medicalLabResolver } from './labs-schemas';
import './labs.css';
import { updatedChargesQuery } from '../reference/shared/reference-queries';

export function MedicalLabPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const charges = useQuery(updatedChargesQuery);
  const photo = usePrescriptionPhoto();
  const tomorrow = clinicTomorrow();
  const selfAge = user?.age ? String(user.age) : '';
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
    done,
  } = useCallForm(useAddLabTestBooking(), {
    resolver: medicalLabResolver,
    defaultValues: {
      patient_type: 'Self',
      family_member_id: '',
      name: user?.full_name ?? '',
      age: selfAge,
      test_name: '',
      patient_address: user?.address ?? '',
      phone_number: user?.phone_number ?? '',
      booking_date: toDisplayDate(tomorrow),
    },
    idempotent: true,
    photo,
    // The photo rides beside the contract's fields (its `files` entry); the client then sends multipart.
    request: (values) =>
      user
        ? {
            ...values,
            patient_id: user.id,
            booking_amount: '0',
            city: readStorage(STORAGE_KEYS.location) || DEFAULT_CITY,
            ...(photo.file ? { priscription_image: photo.file } : {}),
          }
        : null,
    onSuccess: (_answer, { said, say, finish }) => {
      say(said(t('labs.booked')));
      finish('/patient-lab-reports');
    },
  });
  const { register, setValue, watch } = form;
  const bookingFor = useBookingFor(
    { type: watch('patient_type'), familyMemberId: watch('family_member_id') },
    (person) => {
      setValue('patient_type', person.type);
      setValue('family_member_id', person.family_member_id);
      setValue('name', person.name, { shouldValidate: false });
      if (person.age !== undefined) setValue('age', person.age, { shouldValidate: false });
    },
    selfAge,
  );
  const member = bookingFor.member;
  // A member's name and age are theirs: shown, not typed.
  const kept = member ? { readOnly: true, className: 'field-kept' } : {};

  return (
    <div className="page-column">
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <PersonChoice {...bookingFor} />
        <TextField
          label={t('labs.name')}
          autoComplete="name"
          hint={member ? t('family.fromFamily', { name: member.name }) : undefined}
          {...kept}
          error={err('name')}
          {...register('name')}
        />
        <TextField label={t('labs.age')} inputMode="numeric" {...kept} error={err('age')} {...register('age')} />
        <TextField label={t('labs.testName')} error={err('test_name')} {...register('test_name')} />
        <TextField
          label={t('labs.address')}
          autoComplete="street-address"
          error={err('patient_address')}
          {...register('patient_address')}
        />
        <PhoneField label={t('labs.phone')} error={err('phone_number')} {...register('phone_number')} />
        <DateField
          label={t('labs.bookingDate')}
          hint={t('labs.dateHint')}
          minDate={tomorrow}
          error={err('booking_date')}
          onPick={(display) => setValue('booking_date', display, { shouldValidate: true })}
          {...register('booking_date')}
        />
        <AmountField
          label={t('labs.appCharge')}
          amount={charges.data?.other_booking_price}
          loading={charges.isPending}
        />
        <PrescriptionPicker {...photo.picker} />
        <NoticeLine notice={notice} />
        <SubmitButton withLoader label={t('labs.bookTest')} submitting={submitting} done={done} />
      </form>
    </div>
  );
}
