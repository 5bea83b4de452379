// The doctor's dashboard: a welcome banner with today's and tomorrow's counts (the
// bookings not cancelled, as the lists count them), tiles to the day's work, and the future bookings grouped
// by date in collapsible sections.
import { useQuery } from '@tanstack/react-query';
import {
  CalendarCheck,
  CalendarPlus,
  ChartColumn,
  ClipboardList,
  Clock,
  FlaskConical,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { TokenNumber } from './booking-card';
import { BookingCount } from './booking-count';
import { VisitStatusChip } from '../../ui/visit-status-chip';
import { NoDoctorChosen } from '../hospital/shared/no-doctor-chosen';
import { doctorDetailsQuery } from '../doctors/shared/doctors-queries';
import { dashboardBookingCountQuery, futureBookingsQuery } from './queue-queries';
import { slotLabel } from './slot-options';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { useQueueLiveRefresh } from './use-queue-live-refresh';
import type { TextKey } from '../../lib/text-key';

interface Tile {
  to: string;
  labelKey: TextKey;
  icon: LucideIcon;
}

const TILES: Tile[] = [
  { to: '/today-booking', labelKey: 'titles.today-booking', icon: CalendarCheck },
  { to: '/clinic-day', labelKey: 'titles.clinic-day', icon: ChartColumn },
  { to: '/add-booking', labelKey: 'queue.addBooking', icon: UserPlus },
  { to: '/pending-booking', labelKey: 'queue.tomorrowBookings', icon: CalendarPlus },
  { to: '/today-lab-report', labelKey: 'titles.today-lab-report', icon: FlaskConical },
  // Timings and slot capacities: the doctor's own, or (for a hospital) the chosen doctor's.
  { to: '/doctors-hospital-timing', labelKey: 'titles.doctors-hospital-timing', icon: Clock },
];

/** The doctor's name for the banner: the signed-in doctor's own, or (for a hospital) the chosen one's. */
function useDoctorName(doctorId: number): string {
  const user = useSignedInUser();
  const own = user?.type === 'Doctor' && user.id === doctorId;
  const details = useQuery({ ...doctorDetailsQuery(doctorId), enabled: !own, staleTime: 5 * 60 * 1000 });
  if (own) return `${user.first_name} ${user.last_name}`.trim() || user.name;
  return details.data ? `${details.data.first_name} ${details.data.last_name}`.trim() : '';
}

export function DashboardContent() {
  const { doctorId, link } = useActingDoctor();
  if (doctorId === null) return <NoDoctorChosen />;
  return <Dashboard doctorId={doctorId} link={link} />;
}

function Dashboard({ doctorId, link }: { doctorId: number; link: (path: string) => string }) {
  const { t } = useTranslation();
  const name = useDoctorName(doctorId);
  const counts = useQuery(dashboardBookingCountQuery(doctorId));
  useQueueLiveRefresh();
  return (
    <div className="page-column">
      <section className="card dq-welcome-banner" aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="dq-welcome-title">
          {name ? t('queue.welcomeDoctor', { name }) : t('queue.welcome')}
        </h2>
        {counts.isError ? (
          <p className="dq-welcome-error">{errorText(t, counts.error)}</p>
        ) : (
          <dl className="dq-count-pair">
            <div className="dq-count">
              <dt>{t('queue.todayCount')}</dt>
              <dd data-testid="count-today">{counts.data?.active ?? '–'}</dd>
            </div>
            <div className="dq-count">
              <dt>{t('queue.tomorrowCount')}</dt>
              <dd data-testid="count-tomorrow">{counts.data?.future_booking ?? '–'}</dd>
            </div>
          </dl>
        )}
        <p className="dq-count-note">{t('queue.countsLeaveOutCancelled')}</p>
      </section>
      <nav aria-label={t('queue.quickLinks')}>
        <ul className="dq-tile-grid">
          {TILES.map(({ to, labelKey, icon: Icon }) => (
            <li key={to}>
              <Link to={link(to)} className="dq-tile">
                <Icon size={30} aria-hidden="true" />
                <span>{t(labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FutureBookings doctorId={doctorId} link={link} />
    </div>
  );
}

function FutureBookings({ doctorId, link }: { doctorId: number; link: (path: string) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const future = useQuery(futureBookingsQuery(doctorId));
  return (
    <section className="dq-future-bookings" aria-labelledby="future-title">
      <h2 id="future-title" className="dq-section-title">
        <ClipboardList size={22} aria-hidden="true" />
        {t('queue.futureBookings')}
      </h2>
      {future.isPending ? (
        <Loader />
      ) : future.isError ? (
        <ErrorNotice message={errorText(t, future.error)} />
      ) : future.data.length === 0 ? (
        <p className="card dq-muted-text">{t('queue.noFutureBookings')}</p>
      ) : (
        future.data.map((group) => (
          <details key={group.date} className="card dq-date-group">
            <summary className="dq-date-group-summary">
              <span>{format.date(group.date)}</span>
              <span className="badge">
                <BookingCount bookings={group.bookings} />
              </span>
            </summary>
            <ul className="stack-list dq-compact-list">
              {group.bookings.map((booking) => (
                <li key={booking.id} className="dq-compact-row">
                  <TokenNumber number={booking.booking_number} />
                  <span className="dq-compact-name">
                    {booking.name}
                    <span className="dq-booking-meta">{slotLabel(t, booking.slot)}</span>
                  </span>
                  <span className="dq-compact-end">
                    <VisitStatusChip booking={booking} />
                    <Link
                      to={link('/show-patient-details')}
                      state={{ booking }}
                      className="button button-link button-small"
                    >
                      {t('queue.details')}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ))
      )}
    </section>
  );
}
