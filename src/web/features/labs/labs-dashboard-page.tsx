// /labs-dashboard: a welcome with the lab's name, Today's (active) and Tomorrow's (future_booking)
// counters, which reload first after TIMING.firstRefreshMs then every TIMING.refreshIntervalMs (and at once
// on a live lab event) and each open their day's list, and the way to today's lab bookings.
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { useReferenceNames } from '../../api/reference-names';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { labDashboardBookingCountQuery, useLabLiveRefresh } from './labs-queries';
import './labs.css';

export function LabsDashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const counts = useQuery({ ...labDashboardBookingCountQuery(user?.id ?? 0), enabled: !!user });
  useLabLiveRefresh();
  const names = useReferenceNames();
  const name = names.institution(user?.name || user?.full_name || '');
  return (
    <div className="page-column">
      <section className="card lb-welcome" aria-labelledby="lab-welcome-title">
        <h2 id="lab-welcome-title" className="lb-welcome-title">
          {name ? t('labs.welcomeName', { name }) : t('labs.welcome')}
        </h2>
        {counts.isError ? (
          <p role="alert">{errorText(t, counts.error)}</p>
        ) : (
          <ul className="lb-counts" aria-live="polite">
            <li>
              <Link to="/lab-today-booking" className="lb-count">
                <span className="lb-count-label">{t('labs.todayCount')}</span>
                <span className="lb-count-value" data-testid="lab-count-today">
                  {counts.data?.active ?? '–'}
                </span>
              </Link>
            </li>
            <li>
              <Link to="/lab-today-booking?day=tomorrow" className="lb-count">
                <span className="lb-count-label">{t('labs.tomorrowCount')}</span>
                <span className="lb-count-value" data-testid="lab-count-tomorrow">
                  {counts.data?.future_booking ?? '–'}
                </span>
              </Link>
            </li>
          </ul>
        )}
      </section>
      <Link to="/lab-today-booking" className="button button-primary button-block">
        <ClipboardList size={22} aria-hidden="true" />
        {t('labs.todayBookings')}
      </Link>
    </div>
  );
}
