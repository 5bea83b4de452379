// /re-schedule: a booking (from navigation state) moves to another date, same slot, next free token.
// Success: 'Reschedule for the booking has been done.'; a full slot answers 409 'Sorry slots are full.'.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { TIMING } from '../../../shared/constants';
import { addDays, toDisplayDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { callWithMessage } from '../../api/client';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { DateField } from '../../ui/date-field';
import { FormNotice } from '../../ui/form-field';
import { applyServerFieldErrors, fieldError } from '../../ui/form-errors';
import { BookingSummary } from './booking-summary';
import { MissingBooking } from './missing-booking';
import { useBookingState } from './nav-state';
import { useRefreshQueue } from './queue-queries';
import { dateResolver, todayIst, type DateValues } from './queue-schemas';
import { useActingDoctor } from '../../api/acting-doctor';
import './queue.css';
import { SubmitButton } from '../../ui/submit-button';
import { useNavigateLater } from '../../ui/use-navigate-later';

export function ReSchedulePage() {
  const state = useBookingState();
  if (!state) return <MissingBooking />;
  return <Reschedule booking={state.booking} from={state.from} />;
}

function Reschedule({ booking, from }: { booking: BookingView; from: string | undefined }) {
  const { t } = useTranslation();
  const navigateLater = useNavigateLater();
  const { link } = useActingDoctor();
  const refresh = useRefreshQueue();
  const [current, setCurrent] = useState(booking);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayIst();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DateValues>({ resolver: dateResolver, defaultValues: { booking_date: toDisplayDate(addDays(today, 1)) } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    try {
      const { result, message } = await callWithMessage('update-booking', { booking_id: booking.id, booking_date: values.booking_date });
      setCurrent(result);
      setDone(translateMessage(t, message ?? MESSAGES.rescheduled));
      await refresh();
      navigateLater(from ?? link('/today-booking'), TIMING.redirectDelayMs * 2);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['booking_date'])) return;
      setFailure(errorText(t, error));
    }
  });

  return (
    <div className="page-column">
      <section className="card" aria-labelledby="reschedule-title">
        <h2 id="reschedule-title" className="card-title">
          {current.name}
        </h2>
        <BookingSummary booking={current} />
      </section>
      <section className="card">
        <form className="form" noValidate onSubmit={onSubmit}>
          <p className="card-lead">{t('queue.rescheduleLead')}</p>
          <DateField
            label={t('queue.newDate')}
            hint={t('queue.dateHint')}
            minDate={today}
            error={fieldError(t, errors.booking_date?.message)}
            onPick={(d) => setValue('booking_date', d, { shouldValidate: true })}
            {...register('booking_date')}
          />
          {done && <FormNotice tone="success">{done}</FormNotice>}
          {failure && <FormNotice tone="error">{failure}</FormNotice>}
          <SubmitButton label={t('queue.reschedule')} submitting={isSubmitting} done={done !== null} />
        </form>
      </section>
    </div>
  );
}
