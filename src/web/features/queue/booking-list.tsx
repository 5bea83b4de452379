// The doctor's list of one day (today's or tomorrow's bookings): today's "Call next" and "Running late",
// search by patient name as typed, the booking cards, the follow-up, payment and priority dialogs; loading,
// error and empty states.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useLocation } from 'react-router';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, RetryNotice } from '../../ui/error-notice';
import { TextField } from '../../ui/form-field';
import { Loader } from '../../ui/loader';
import { LabBookingButton } from './lab-booking-button';
import { useBookingActions } from './booking-actions';
import { BookingCard } from './booking-card';
import { FollowUpDialog } from './follow-up-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { NoDoctorChosen } from '../hospital/shared/no-doctor-chosen';
import { activeBookingQuery, pendingBookingQuery } from './queue-queries';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { useQueueLiveRefresh } from './use-queue-live-refresh';
import { RunningLate } from './running-late';
import { BookingCount } from './booking-count';
import { CallNextPanel } from './call-next-panel';
import { PriorityDialog } from './priority-dialog';

export function BookingList({ day }: { day: 'today' | 'tomorrow' }) {
  const { doctorId, link } = useActingDoctor();
  if (doctorId === null) return <NoDoctorChosen />;
  return <DayList day={day} doctorId={doctorId} link={link} />;
}

function DayList({
  day,
  doctorId,
  link,
}: {
  day: 'today' | 'tomorrow';
  doctorId: number;
  link: (path: string) => string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const list = useQuery(day === 'today' ? activeBookingQuery(doctorId) : pendingBookingQuery(doctorId));
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const { run, busyId } = useBookingActions();
  const [followUp, setFollowUp] = useState<BookingView | null>(null);
  const [paying, setPaying] = useState<BookingView | null>(null);
  const [priorityOf, setPriorityOf] = useState<BookingView | null>(null);
  useQueueLiveRefresh();

  const bookings = list.data ?? [];
  const shown = deferred ? bookings.filter((b) => b.name.toLowerCase().includes(deferred)) : bookings;

  return (
    <div className="page-column">
      {day === 'today' && list.data && <CallNextPanel doctorId={doctorId} bookings={list.data} link={link} />}
      {day === 'today' && <RunningLate doctorId={doctorId} />}
      <div className="dq-search-bar">
        <TextField
          label={t('queue.searchLabel')}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('queue.searchPlaceholder')}
          autoComplete="off"
        />
      </div>
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        // A failed fetch (docs/wire-api.md "Failures on screen") shows the server's error and empties the list.
        <RetryNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={
            deferred ? t('queue.noMatch') : day === 'today' ? t('queue.noBookingsToday') : t('queue.noBookingsTomorrow')
          }
        />
      ) : (
        <>
          <p className="dq-list-count" aria-live="polite">
            <BookingCount bookings={shown} />
          </p>
          <ul className="stack-list">
            {shown.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  busy={busyId === booking.id}
                  onAction={(b, action) => void run(b, action)}
                  onFollowUp={setFollowUp}
                  onRecordPayment={setPaying}
                  onPriority={setPriorityOf}
                  link={link}
                  from={pathname + search}
                  labBookingSlot={day === 'today' ? (b) => <LabBookingButton booking={b} /> : undefined}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <FollowUpDialog booking={followUp} onClose={() => setFollowUp(null)} />
      <RecordPaymentDialog booking={paying} onClose={() => setPaying(null)} />
      <PriorityDialog booking={priorityOf} onClose={() => setPriorityOf(null)} />
    </div>
  );
}
