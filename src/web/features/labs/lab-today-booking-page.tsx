// /lab-today-booking: today's bookings of the signed-in lab (tomorrow's with ?day=tomorrow, which the
// dashboard's Tomorrow's count opens) with a refresh button; each booking's status, tests, reports
// (lab-booking-card.tsx). Live lab events reload the list at once.
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { clinicTomorrow } from './labs-schemas';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { LabBookingCard } from './lab-booking-card';
import { labBookingQuery, useLabLiveRefresh, useStoreLabBooking } from './labs-queries';
import './labs.css';

export function LabTodayBookingPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const labId = user?.id ?? 0;
  const [params] = useSearchParams();
  const tomorrow = params.get('day') === 'tomorrow';
  const list = useQuery({ ...labBookingQuery(labId, tomorrow ? clinicTomorrow() : undefined), enabled: !!user });
  const store = useStoreLabBooking();
  useLabLiveRefresh();
  return (
    <div className="page-column">
      <div className="lb-toolbar">
        <h2 className="section-title">{t(tomorrow ? 'labs.tomorrowBookings' : 'labs.todayBookings')}</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
        >
          <RefreshCw size={18} aria-hidden="true" />
          {t('labs.refresh')}
        </button>
      </div>
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        // A failed fetch (docs/wire-api.md "Failures on screen") shows the server's error and the list is emptied.
        <ErrorNotice message={errorText(t, list.error)} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t(tomorrow ? 'labs.noBookingsTomorrow' : 'labs.noBookingsToday')} />
      ) : (
        <ul className="lb-list">
          {list.data.map((booking, index) => (
            <li key={booking.id}>
              <LabBookingCard booking={booking} serial={index + 1} onChanged={(next) => store(labId, next)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
