// /doctors-history: the bookings of one date (required; yyyy-mm-dd in the address, the shared date field on screen),
// previous/next day arrows, rows with serial, visit type and state, slot, name, age, problem, address, Details,
// and Change slot while the patient has not been called (shared/visit-rules.ts). The date lives in the
// address (?date=), so back and reload keep it. Refreshes by polling.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SLOTS } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { errorText } from '../../lib/server-text';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { VisitStatusChip } from '../../ui/visit-status-chip';
import { mayReschedule } from '../../../shared/visit-rules';
import { allBookingQuery } from './queue-queries';
import { slotLabel } from './slot-options';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { useQueueLiveRefresh } from './use-queue-live-refresh';
import { DoctorDayPage } from './doctor-day-page';
import './queue.css';

/** The day's bookings in slot order, then by token. */
function flatten(bySlot: Record<string, BookingView[]>): BookingView[] {
  const order = (slot: string) => {
    const i = (SLOTS as readonly string[]).indexOf(slot);
    return i === -1 ? SLOTS.length : i;
  };
  return Object.entries(bySlot)
    .sort(([a], [b]) => order(a) - order(b))
    .flatMap(([, list]) => [...list].sort((x, y) => (x.booking_number ?? 1e9) - (y.booking_number ?? 1e9)));
}

export function DoctorsHistoryPage() {
  const { link } = useActingDoctor();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <DoctorDayPage>
      {({ doctorId, date }) => (
        <HistoryRows doctorId={doctorId} date={date} link={link} from={`${pathname}?${search.toString()}`} />
      )}
    </DoctorDayPage>
  );
}

interface RowsProps {
  doctorId: number;
  date: string;
  link: (path: string, params?: Record<string, string | number>) => string;
  from: string;
}

function HistoryRows({ doctorId, date, link, from }: RowsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useQuery(allBookingQuery(doctorId, date));
  useQueueLiveRefresh();
  if (day.isPending) return <Loader />;
  if (day.isError) return <ErrorNotice message={errorText(t, day.error)} />;
  const rows = flatten(day.data);
  if (rows.length === 0) return <EmptyState title={t('queue.noBookingsOn', { date: format.date(date) })} />;
  return (
    <>
      <p className="dq-date-caption">{t('queue.bookingsOn', { date: format.date(date) })}</p>
      <ol className="stack-list">
        {rows.map((booking, index) => (
          <li key={booking.id} className="card dq-history-row">
            <div className="dq-history-head">
              <span className="number-badge dq-serial">
                <span aria-hidden="true">{index + 1}</span>
                <span className="visually-hidden">{t('queue.serial', { number: index + 1 })}</span>
              </span>
              <h3 className="dq-booking-name">{booking.name}</h3>
              <span className="badge">
                {booking.parchee_type === 'Old' ? t('queue.visitFollowUp') : t('queue.visitNew')}
              </span>
              <VisitStatusChip booking={booking} />
            </div>
            <dl className="dq-fact-list dq-fact-list-compact">
              <div className="dq-fact">
                <dt>{t('queue.slot')}</dt>
                <dd>{slotLabel(t, booking.slot)}</dd>
              </div>
              <div className="dq-fact">
                <dt>{t('queue.age')}</dt>
                <dd>{booking.age}</dd>
              </div>
              <div className="dq-fact">
                <dt>{t('queue.problem')}</dt>
                <dd>{booking.problem}</dd>
              </div>
              <div className="dq-fact">
                <dt>{t('queue.address')}</dt>
                <dd>{booking.address}</dd>
              </div>
            </dl>
            <div className="dq-booking-card-links">
              <Link
                to={link('/show-patient-details')}
                state={{ booking, from }}
                className="button button-link button-small"
              >
                {t('queue.details')}
              </Link>
              {mayReschedule(booking) && (
                <Link
                  to={link('/doctor-slot-join', {
                    booking_id: booking.id,
                    doctor_id: booking.doctor_id,
                    booking_date: booking.booking_date ?? date,
                    slot: booking.slot ?? '',
                  })}
                  className="button button-link button-small"
                >
                  {t('queue.changeSlot')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
