// /doctor-slot-join?booking_id=&doctor_id=&booking_date=&slot=: the doctor moves a booking to a slot
// of the given date or of another date (tabs). The schedule loads after TIMING.scheduleLoadDelayMs; an
// open slot offers Join and says how full it is, any other is a disabled Closed saying why (ui/slot-note).
// A join takes the next token of that slot, then the doctor returns to /doctors-history.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TIMING, type Slot } from '../../../shared/constants';
import { parseWireDate } from '../../../shared/dates';
import { errorText, translateMessage } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { toast } from '../../lib/toasts';
import { DayField } from '../../ui/day-field';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { SlotNote } from '../../ui/slot-note';
import { clinicToday } from '../../lib/clinic-today';
import { slotLabel } from './slot-options';
import { doctorScheduleQuery, useSlotConfirmationByDoctor } from './queue-queries';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import './queue.css';
import { useNavigateLater } from '../../ui/use-navigate-later';

function useDelayed(key: string, ms: number): boolean {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(key), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return ready === key;
}

export function DoctorSlotJoinPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const bookingId = Number(search.get('booking_id'));
  const doctorId = Number(search.get('doctor_id'));
  const givenDate = parseWireDate(search.get('booking_date') ?? '') ?? clinicToday();
  const [tab, setTab] = useState<'given' | 'another'>('given');
  const [another, setAnother] = useState(givenDate);
  if (!Number.isInteger(bookingId) || bookingId <= 0 || !Number.isInteger(doctorId) || doctorId <= 0) {
    return (
      <div className="page-column">
        <EmptyState title={t('queue.noBookingChosen')} />
      </div>
    );
  }
  const date = tab === 'given' ? givenDate : another;
  return (
    <div className="page-column">
      <div className="tabs" role="tablist" aria-label={t('queue.chooseDate')}>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'given'}
          className={`tab${tab === 'given' ? ' active' : ''}`}
          onClick={() => setTab('given')}
        >
          {t('queue.dayNumber', { day: Number(givenDate.slice(8)) })}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'another'}
          className={`tab${tab === 'another' ? ' active' : ''}`}
          onClick={() => setTab('another')}
        >
          {t('queue.anotherSchedule')}
        </button>
      </div>
      {tab === 'another' && (
        <DayField
          className="dq-date-input"
          label={t('queue.date')}
          value={another}
          minDate={clinicToday()}
          onDay={setAnother}
        />
      )}
      <ScheduleRows bookingId={bookingId} doctorId={doctorId} date={date} />
    </div>
  );
}

function ScheduleRows({ bookingId, doctorId, date }: { bookingId: number; doctorId: number; date: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigateLater = useNavigateLater();
  const confirmSlot = useSlotConfirmationByDoctor();
  const { link } = useActingDoctor();
  const ready = useDelayed(date, TIMING.scheduleLoadDelayMs);
  const [joining, setJoining] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);
  const schedule = useQuery({ ...doctorScheduleQuery(doctorId, date), enabled: ready });

  const join = async (slot: Slot) => {
    setJoining(slot);
    try {
      const { result, message } = await confirmSlot.mutateAsync({
        request: { booking_date: date, booking_id: bookingId, slot, type: 'Doctor' },
      });
      toast.success(
        message ? translateMessage(t, message) : t('queue.slotJoined', { number: result.booking_number ?? '' }),
      );
      setJoined(true);
      navigateLater(link('/doctors-history', { date }));
    } catch (error) {
      toast.error(errorText(t, error));
      await schedule.refetch();
    } finally {
      setJoining(null);
    }
  };

  if (!ready || schedule.isPending) return <Loader />;
  if (schedule.isError) return <ErrorNotice message={errorText(t, schedule.error)} />;
  const entries = Object.entries(schedule.data);
  if (entries.length === 0) return <EmptyState title={t('queue.noSchedule')} />;
  return (
    <ul className="stack-list">
      {entries.map(([slot, entry]) => {
        const open = entry.status === 'open';
        return (
          <li key={slot} className="card dq-slot-row">
            <div>
              <p className="dq-slot-name">{slotLabel(t, slot)}</p>
              <p className={open ? 'slot-timing' : 'slot-timing dq-slot-timing-closed'}>
                {format.timeRange(entry.timing)}
              </p>
              <SlotNote
                slot={entry}
                reader="desk"
                className={open ? 'dq-slot-note dq-slot-note-open' : 'dq-slot-note dq-slot-note-closed'}
              />
            </div>
            {open ? (
              <button
                type="button"
                className="button button-primary"
                disabled={joining !== null || joined}
                onClick={() => void join(slot as Slot)}
              >
                {joining === slot ? t('common.pleaseWait') : t('queue.join')}
              </button>
            ) : (
              <button type="button" className="button dq-button-closed" disabled>
                {t('queue.closed')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
