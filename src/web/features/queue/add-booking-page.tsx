// /add-booking, 'Details of Patient': the doctor's walk-in form (part 1 section 5). The booking gets the
// next token of the chosen slot and date at once (the doctor's own bookings need no acceptance), with its
// token slip to print for the patient at the counter.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { PARCHEE_TYPES } from '../../../shared/constants';
import { toDisplayDate } from '../../../shared/dates';
import { callWithMessage } from '../../api/client';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { DateField } from '../../ui/date-field';
import { FormNotice, PhoneField, TextField } from '../../ui/form-field';
import { applyServerFieldErrors, fieldError } from '../../ui/form-errors';
import { NoDoctorChosen } from '../../api/no-doctor-chosen';
import { useDoctorSlots, useRefreshQueue } from './queue-queries';
import { manualBookingResolver, todayIst, type ManualBookingValues } from './queue-schemas';
import { SelectField } from '../../ui/select-field';
import { currentSlot, slotLabel, SlotOptions } from './slot-options';
import { useActingDoctor } from '../../api/acting-doctor';
import './queue.css';
import { SubmitButton } from '../../ui/submit-button';
import { PrintTokenSlipLink } from '../../ui/print-token-slip-link';

/** A random key (crypto.randomUUID needs a secure context; plain-HTTP clinic networks fall back). */
function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const FIELDS = ['name', 'age', 'problem', 'address', 'phone_number', 'slot', 'parchee_type', 'booking_date'] as const;

export function AddBookingPage() {
  const { doctorId } = useActingDoctor();
  if (doctorId === null) return <NoDoctorChosen />;
  return <AddBookingForm doctorId={doctorId} />;
}

function AddBookingForm({ doctorId }: { doctorId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const refresh = useRefreshQueue();
  const slots = useDoctorSlots(doctorId);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<{ booking: BookingView; message: string | null } | null>(null);
  // One key per filled form: a retried submit of the same form creates one booking.
  const attempt = useRef(newAttemptKey());
  const today = todayIst();
  const blank: ManualBookingValues = {
    name: '',
    age: '',
    problem: '',
    address: '',
    phone_number: '',
    slot: '',
    parchee_type: 'New',
    booking_date: toDisplayDate(today),
  };
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ManualBookingValues>({ resolver: manualBookingResolver, defaultValues: blank });
  const parcheeType = watch('parchee_type');
  const resultRef = useRef<HTMLElement>(null);
  // The token given is the answer the doctor is waiting for: bring it into view (the form is long).
  useEffect(() => {
    if (added) resultRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [added]);

  // The slot running now is the natural default once the doctor's slots are known.
  useEffect(() => {
    if (!slots.data || getValues('slot') !== '') return;
    const slot = currentSlot(slots.data);
    if (slot) setValue('slot', slot);
  }, [slots.data, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { result, message } = await callWithMessage(
        'add-booking',
        { ...values, type: 'Manual', doctor_id: doctorId, patient_id: 0 },
        { idempotencyKey: attempt.current },
      );
      setAdded({ booking: result, message: message ? translateMessage(t, message) : null });
      attempt.current = newAttemptKey();
      reset({ ...blank, slot: values.slot, booking_date: values.booking_date });
      await refresh();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS)) return;
      setFailure(errorText(t, error));
    }
  });

  const err = (field: keyof ManualBookingValues) => fieldError(t, errors[field]?.message);

  return (
    <div className="page-column">
      {added && (
        <section ref={resultRef} className="card dq-token-result" role="status" aria-labelledby="token-result-title">
          <h2 id="token-result-title" className="card-title">
            {t('queue.bookingAdded')}
          </h2>
          {added.message && <p>{added.message}</p>}
          <p className="dq-token-given">{t('queue.tokenGiven', { number: added.booking.booking_number ?? '–' })}</p>
          <p className="dq-booking-meta">
            {added.booking.name} · {slotLabel(t, added.booking.slot)} · <span>{added.booking.booking_date ? format.date(added.booking.booking_date) : ''}</span>
          </p>
          {added.booking.booking_number !== null && <PrintTokenSlipLink bookingId={added.booking.id} className="button button-secondary button-block" />}
        </section>
      )}
      {/* The page title (top bar h1) is the spec's 'Details of Patient'. */}
      <section className="card" aria-label={t('titles.add-booking')}>
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField label={t('queue.name')} autoComplete="off" error={err('name')} {...register('name')} />
          <TextField label={t('queue.age')} inputMode="numeric" autoComplete="off" error={err('age')} {...register('age')} />
          <TextField label={t('queue.problem')} autoComplete="off" error={err('problem')} {...register('problem')} />
          <TextField label={t('queue.address')} autoComplete="off" error={err('address')} {...register('address')} />
          <PhoneField label={t('queue.phone')} autoComplete="off" error={err('phone_number')} {...register('phone_number')} />
          <SelectField label={t('queue.slot')} error={err('slot')} {...register('slot')}>
            <SlotOptions slots={slots.data ?? []} />
          </SelectField>
          <fieldset className="choice-group">
            <legend>{t('queue.parcheeType')}</legend>
            <div className="segmented">
              {PARCHEE_TYPES.map((type) => (
                <label key={type} className={`segment${parcheeType === type ? ' active' : ''}`}>
                  <input type="radio" value={type} {...register('parchee_type')} />
                  {t(`queue.parchee.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <DateField
            label={t('queue.date')}
            hint={t('queue.dateHint')}
            minDate={today}
            error={err('booking_date')}
            onPick={(d) => setValue('booking_date', d, { shouldValidate: true })}
            {...register('booking_date')}
          />
          {failure && <FormNotice tone="error">{failure}</FormNotice>}
          <SubmitButton label={t('queue.addBooking')} submitting={isSubmitting} />
        </form>
      </section>
    </div>
  );
}
