// /medical-lab: the patient's lab test booking (part 2 sections 2, 3, 5): name, age, test name, address,
// phone, date (dd-mm-yyyy, tomorrow by default and at the earliest), the app charge (the other-booking
// price, read-only), booking_amount 0 and the chosen city sent unseen, an optional prescription photo.
// Success shows a notice, then the patient's lab reports.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DEFAULT_CITY, TIMING } from '../../../shared/constants';
import { toDisplayDate } from '../../../shared/dates';
import { callWithMessage } from '../../api/client';
import { useSignedInUser, chargesQuery, LABS_KEY } from '../../api/queries';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { DateField } from '../../ui/date-field';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { PrescriptionPicker, usePrescriptionPhoto } from '../../ui/prescription-picker';
import { useBookingSubmit } from '../../ui/use-booking-submit';
import { fieldError } from '../../ui/form-errors';
import { MEDICAL_LAB_FIELDS, medicalLabResolver, tomorrowInIndia, type MedicalLabFields, type MedicalLabValues } from './medical-lab-schema';
import './labs.css';
import { SubmitButton } from '../../ui/submit-button';

export function MedicalLabPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const charges = useQuery(chargesQuery);
  const photo = usePrescriptionPhoto();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const tomorrow = tomorrowInIndia();

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MedicalLabFields, unknown, MedicalLabValues>({
    resolver: medicalLabResolver,
    defaultValues: {
      name: user?.full_name ?? '',
      age: user?.age ? String(user.age) : '',
      test_name: '',
      patient_address: user?.address ?? '',
      phone_number: user?.phone_number ?? '',
      booking_date: toDisplayDate(tomorrow),
    },
  });
  const submit = useBookingSubmit(setError, MEDICAL_LAB_FIELDS, photo);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate('/patient-lab-reports'), TIMING.redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    // The photo the user chose was refused: say so beside it rather than book without it.
    if (photo.holdsSubmit()) return;
    if (!user) return;
    setNotice(null);
    try {
      // The photo rides beside the contract's fields (its `files` entry); the client then sends multipart.
      const payload = {
        ...values,
        patient_id: user.id,
        booking_amount: '0',
        city: readStorage(STORAGE_KEYS.location) || DEFAULT_CITY,
        ...(photo.file ? { priscription_image: photo.file } : {}),
      };
      const { message } = await callWithMessage('add-lab-test-booking', payload, submit.callOptions());
      void queryClient.invalidateQueries({ queryKey: [LABS_KEY] });
      setNotice({ tone: 'success', text: message ? translateMessage(t, message) : t('labs.booked') });
      setDone(true);
    } catch (error) {
      if (submit.showFieldErrors(error)) return;
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  });

  const err = (field: keyof MedicalLabFields) => fieldError(t, errors[field]?.message);
  const charge = charges.data?.other_booking_price;
  return (
    <div className="page-column">
      <form className="card form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <TextField label={t('labs.name')} autoComplete="name" error={err('name')} {...register('name')} />
        <TextField label={t('labs.age')} inputMode="numeric" error={err('age')} {...register('age')} />
        <TextField label={t('labs.testName')} error={err('test_name')} {...register('test_name')} />
        <TextField label={t('labs.address')} autoComplete="street-address" error={err('patient_address')} {...register('patient_address')} />
        <PhoneField label={t('labs.phone')} error={err('phone_number')} {...register('phone_number')} />
        <DateField
          label={t('labs.bookingDate')}
          hint={t('labs.dateHint')}
          minDate={tomorrow}
          error={err('booking_date')}
          onPick={(display) => setValue('booking_date', display, { shouldValidate: true })}
          {...register('booking_date')}
        />
        <TextField
          label={t('labs.appCharge')}
          readOnly
          value={charge === undefined ? '' : t('labs.rupees', { amount: charge })}
          placeholder={charges.isPending ? t('common.loading') : ''}
          className="lb-charge"
        />
        <PrescriptionPicker {...photo.picker} />
        {notice && <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
        <SubmitButton withLoader label={t('labs.bookTest')} submitting={isSubmitting} done={done} />
      </form>
    </div>
  );
}
