// /add-booking, 'Details of Patient': the doctor's walk-in form. The booking gets the
// next token of the chosen slot and date at once (the doctor's own bookings need no acceptance), with its
// token slip to print for the patient at the counter. Only the slots still open on the chosen date are
// offered (useOpenSlots): late in the day the form starts on the next day with one.
import { useEffect, useRef, useState } from 'react';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { PARCHEE_TYPES } from '../../../shared/constants';
import { toDisplayDate } from '../../../shared/dates';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { NoDoctorChosen } from '../hospital/shared/no-doctor-chosen';
import { useCallForm } from '../../api/use-call-form';
import { clinicToday } from '../../lib/clinic-today';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { DateField } from '../../ui/date-field';
import { NoticeLine, PhoneField, TextField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { PrintTokenSlipLink } from '../../ui/print-token-slip-link';
import { useAddBookingByDoctor, useDoctorSlots } from './queue-queries';
import { manualBookingResolver } from './queue-schemas';
import { refuseDay, slotLabel, SlotOptions, useOpenSlots } from './slot-options';
import './queue.css';

export function AddBookingPage() {
  const { doctorId } = useActingDoctor();
  if (doctorId === null) return <NoDoctorChosen />;
  return <AddBookingForm doctorId={doctorId} />;
}

function AddBookingForm({ doctorId }: { doctorId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const slots = useDoctorSlots(doctorId);
  const [added, setAdded] = useState<{ booking: BookingView; message: string } | null>(null);
  const today = clinicToday();
  const blank = {
    name: '',
    age: '',
    problem: '',
    address: '',
    phone_number: '',
    slot: '',
    parchee_type: 'New' as const,
    booking_date: toDisplayDate(today),
  };
  // One key per filled form: a retried submit of the same form creates one booking.
  const {
    form,
    onSubmit,
    errorOf: err,
    notice,
    submitting,
  } = useCallForm(useAddBookingByDoctor(), {
    resolver: manualBookingResolver,
    defaultValues: blank,
    idempotent: true,
    request: (values) => ({ ...values, type: 'Manual', doctor_id: doctorId, patient_id: 0 }),
    onSuccess: ({ result }, { values, said, form }) => {
      setAdded({ booking: result, message: said('') });
      // The next walk-in is likely for the same slot and day.
      form.reset({ ...blank, slot: values.slot, booking_date: values.booking_date });
    },
  });
  const { register, setValue, watch } = form;
  const parcheeType = watch('parchee_type');
  const { offered, firstDay, noneLeft } = useOpenSlots(form, slots.data);
  const resultRef = useRef<HTMLElement>(null);
  // The token given is the answer the doctor is waiting for: bring it into view (the form is long).
  useEffect(() => {
    if (added) resultRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [added]);

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
            {added.booking.name} · {slotLabel(t, added.booking.slot)} ·{' '}
            <span>{added.booking.booking_date ? format.date(added.booking.booking_date) : ''}</span>
          </p>
          {added.booking.booking_number !== null && (
            <PrintTokenSlipLink bookingId={added.booking.id} className="button button-secondary button-block" />
          )}
        </section>
      )}
      {/* The page title (top bar h1) is 'Details of Patient', as it has always been. */}
      <section className="card" aria-label={t('titles.add-booking')}>
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField label={t('queue.name')} autoComplete="off" error={err('name')} {...register('name')} />
          <TextField
            label={t('queue.age')}
            inputMode="numeric"
            autoComplete="off"
            error={err('age')}
            {...register('age')}
          />
          <TextField label={t('queue.problem')} autoComplete="off" error={err('problem')} {...register('problem')} />
          <TextField label={t('queue.address')} autoComplete="off" error={err('address')} {...register('address')} />
          <PhoneField
            label={t('queue.phone')}
            autoComplete="off"
            error={err('phone_number')}
            {...register('phone_number')}
          />
          <SelectField label={t('queue.slot')} error={err('slot')} {...register('slot')}>
            <SlotOptions slots={offered} />
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
            minDate={firstDay}
            refuseDate={refuseDay}
            error={err('booking_date') ?? (noneLeft ? t('queue.noSlotLeft') : undefined)}
            onPick={(d) => setValue('booking_date', d, { shouldValidate: true })}
            {...register('booking_date')}
          />
          <NoticeLine notice={notice} />
          <SubmitButton label={t('queue.addBooking')} submitting={submitting} />
        </form>
      </section>
    </div>
  );
}
