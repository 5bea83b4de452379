// /patient-history: a date navigator (previous day, next day, the shared date field; ?booking_date= presets
// it; today in India by default) and that day's bookings: doctor, patient, age, slot ('Pending' when
// missing), token number ('Not Assingned at the moment.' when missing), status (Approved green) and fee;
// lab bookings of the day show their lab and test. A change of a booking (the desk recording its fee, the
// doctor calling it) shows at once.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { parseWireDate } from '../../../shared/dates';
import { clinicToday } from '../../lib/clinic-today';
import { useSignedInUser } from '../../api/queries';
import { useFormat } from '../../lib/format';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { DayNavigator } from '../../ui/day-navigator';
import { Loader } from '../../ui/loader';
import { historyQuery } from '../../api/appointment-queries';
import { useLiveRefreshOf } from '../../api/live-events';
import { HistoryCard } from './history-card';

export function PatientHistoryPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const date = parseWireDate(params.get('booking_date') ?? '') ?? clinicToday();
  const history = useQuery({ ...historyQuery(user?.id ?? 0, date), enabled: !!user });
  useLiveRefreshOf('booking', [historyQuery(user?.id ?? 0, date).queryKey], !!user);
  const go = (next: string) => {
    if (parseWireDate(next)) setParams({ booking_date: next }, { replace: true });
  };

  return (
    <div className="page-column">
      <DayNavigator
        className="card date-nav"
        fieldClassName="date-nav-field"
        date={date}
        onDay={go}
        labels={{ previous: t('appointments.previousDay'), next: t('appointments.nextDay'), date: t('appointments.date') }}
      />
      <h2 className="section-title">{t('appointments.bookingsOn', { date: format.date(date) })}</h2>
      {history.isPending ? (
        <Loader />
      ) : history.isError ? (
        <ErrorNotice message={errorText(t, history.error)} />
      ) : history.data.length === 0 ? (
        <EmptyState title={t('appointments.noBookingsOn', { date: format.date(date) })} />
      ) : (
        <ul className="booking-list">
          {history.data.map((item) => (
            <HistoryCard key={`${'lab_name' in item ? 'lab' : 'booking'}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
