// /re-schedule: a booking (from navigation state) moves to another date, same slot, next free token; today
// only while that slot is open (lib/booking-days.ts). Success: 'Reschedule for the booking has been done.';
// a full slot answers 409 'Sorry slots are full.'. The booking is shown as its day's list has it now, so a
// patient called in meanwhile is seen at once. A booking the server would not move (its patient already
// called, or cancelled; shared/visit-rules.ts) gets no form, only the server's reason: the lists do not
// offer it, but Back or a page left open can lead here.
import { useState } from 'react';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { ANY_DAY } from '../../../shared/booking-days';
import { TIMING } from '../../../shared/constants';
import { addDays, toDisplayDate } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { mayReschedule } from '../../../shared/visit-rules';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { useCallForm } from '../../api/use-call-form';
import { dayRefusal, firstDayToBook, hoursOfSlot } from '../../lib/booking-days';
import { clinicToday } from '../../lib/clinic-today';
import { useTranslation } from '../../lib/i18n';
import { translateMessage } from '../../lib/server-text';
import { DateField } from '../../ui/date-field';
import { FormNotice, NoticeLine } from '../../ui/form-field';
import { SubmitButton } from '../../ui/submit-button';
import { BookingSummary } from './booking-summary';
import { MissingBooking } from './missing-booking';
import { useBookingState } from './nav-state';
import { useBookingNow, useDoctorSlots, useUpdateBooking } from './queue-queries';
import { useQueueLiveRefresh } from './use-queue-live-refresh';
import { dateResolver } from './queue-schemas';
import './queue.css';

export function ReSchedulePage() {
  const state = useBookingState();
  if (!state) return <MissingBooking />;
  return <Reschedule booking={state.booking} from={state.from} />;
}

function Reschedule({ booking, from }: { booking: BookingView; from: string | undefined }) {
  const { t } = useTranslation();
  const { link } = useActingDoctor();
  const [moved, setMoved] = useState<BookingView | null>(null);
  const now = useBookingNow(booking);
  useQueueLiveRefresh();
  const current = moved ?? now;
  const today = clinicToday();
  // The booking keeps its slot: today is offered only while that slot is open.
  const timing = useDoctorSlots(booking.doctor_id).data?.find((s) => s.slot === booking.slot)?.timing;
  const hours = timing === undefined ? ANY_DAY : hoursOfSlot(timing);
  const { form, onSubmit, errorOf, notice, submitting, done } = useCallForm(useUpdateBooking(), {
    resolver: dateResolver,
    defaultValues: { booking_date: toDisplayDate(addDays(today, 1)) },
    request: (values) => ({ booking_id: booking.id, booking_date: values.booking_date }),
    onSuccess: ({ result }, { said, say, finish }) => {
      setMoved(result);
      say(said(translateMessage(t, MESSAGES.rescheduled)));
      // The moved booking is shown a little longer than a plain save.
      finish(from ?? link('/today-booking'), TIMING.redirectDelayMs * 2);
    },
  });
  const { register, setValue } = form;

  return (
    <div className="page-column">
      <section className="card" aria-labelledby="reschedule-title">
        <h2 id="reschedule-title" className="card-title">
          {current.name}
        </h2>
        <BookingSummary booking={current} />
      </section>
      <section className="card">
        {mayReschedule(current) ? (
          <form className="form" noValidate onSubmit={onSubmit}>
            <p className="card-lead">{t('queue.rescheduleLead')}</p>
            <DateField
              label={t('queue.newDate')}
              hint={t('queue.dateHint')}
              minDate={firstDayToBook(hours)}
              refuseDate={(ymd) => dayRefusal(hours, ymd)}
              error={errorOf('booking_date')}
              onPick={(d) => setValue('booking_date', d, { shouldValidate: true })}
              {...register('booking_date')}
            />
            <NoticeLine notice={notice} />
            <SubmitButton label={t('queue.reschedule')} submitting={submitting} done={done} />
          </form>
        ) : (
          <FormNotice tone="error">
            {translateMessage(
              t,
              current.status === 'Cancelled' ? MESSAGES.invalidState : MESSAGES.patientAlreadyCalled,
            )}
          </FormNotice>
        )}
      </section>
    </div>
  );
}
