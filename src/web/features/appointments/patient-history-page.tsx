// /patient-history: a date navigator (previous day, next day, the shared date field; ?booking_date= presets
// it; today in India by default), whose bookings (everyone, the patient, or one family member: ?person=) and
// that day's bookings: doctor, patient, age, slot ('Pending' when
// missing), token number ('Not Assingned at the moment.' when missing), status (Approved green) and fee;
// lab bookings of the day show their lab and test. A change of a booking (the desk recording its fee, the
// doctor calling it) shows at once.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { parseWireDate } from '../../../shared/dates';
import { clinicToday } from '../../lib/clinic-today';
import { PersonFilterField, usePersonParam } from '../patient-account/shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { useFormat } from '../../lib/format';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { DayNavigator } from '../../ui/day-navigator';
import { Loader } from '../../ui/loader';
import { patientHistoryQuery } from './shared/appointments-queries';
import { useLiveRefreshOf } from '../../api/live-events';
import { HistoryCard } from './history-card';
import './appointments.css';

export function PatientHistoryPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const [person, setPerson] = usePersonParam();
  const date = parseWireDate(params.get('booking_date') ?? '') ?? clinicToday();
  const history = useQuery({ ...patientHistoryQuery(user?.id ?? 0, date, person), enabled: !!user });
  useLiveRefreshOf('booking', [patientHistoryQuery(user?.id ?? 0, date, person).queryKey], !!user);
  const go = (next: string) => {
    if (!parseWireDate(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('booking_date', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div className="page-column">
      <DayNavigator
        className="card date-nav"
        date={date}
        onDay={go}
        labels={{
          previous: t('appointments.previousDay'),
          next: t('appointments.nextDay'),
          date: t('appointments.date'),
        }}
      />
      <PersonFilterField person={person} onChange={setPerson} />
      <h2 className="section-title">{t('appointments.bookingsOn', { date: format.date(date) })}</h2>
      {history.isPending ? (
        <Loader />
      ) : history.isError ? (
        <ErrorNotice message={errorText(t, history.error)} />
      ) : history.data.length === 0 ? (
        <EmptyState title={t('appointments.noBookingsOn', { date: format.date(date) })} />
      ) : (
        <ul className="stack-list booking-list">
          {history.data.map((item) => (
            <HistoryCard key={`${'lab_name' in item ? 'lab' : 'booking'}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
