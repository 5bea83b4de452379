// /labs-dashboard: a welcome with the lab's name, Today's (active) and Tomorrow's (future_booking)
// counters, which reload first after TIMING.firstRefreshMs then every TIMING.refreshIntervalMs (and at once
// on a live lab event), and the way to today's lab bookings.
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../api/queries';
import { errorText } from '../../api/server-text';
import { useTranslation } from '../../app/i18n';
import { labCountsQuery, useLabLiveRefresh } from './lab-queries';
import './labs.css';

export function LabsDashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const counts = useQuery({ ...labCountsQuery(user?.id ?? 0), enabled: !!user });
  useLabLiveRefresh();
  const name = user?.name || user?.full_name || '';
  return (
    <div className="page-column">
      <section className="card lb-welcome" aria-labelledby="lab-welcome-title">
        <h2 id="lab-welcome-title" className="lb-welcome-title">
          {name ? t('labs.welcomeName', { name }) : t('labs.welcome')}
        </h2>
        {counts.isError ? (
          <p role="alert">{errorText(t, counts.error)}</p>
        ) : (
          <dl className="lb-counts" aria-live="polite">
            <div className="lb-count">
              <dt>{t('labs.todayCount')}</dt>
              <dd data-testid="lab-count-today">{counts.data?.active ?? '–'}</dd>
            </div>
            <div className="lb-count">
              <dt>{t('labs.tomorrowCount')}</dt>
              <dd data-testid="lab-count-tomorrow">{counts.data?.future_booking ?? '–'}</dd>
            </div>
          </dl>
        )}
      </section>
      <Link to="/lab-today-booking" className="button button-primary button-block">
        <ClipboardList size={22} aria-hidden="true" />
        {t('labs.todayBookings')}
      </Link>
    </div>
  );
}
