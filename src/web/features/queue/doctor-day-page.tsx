// The frame of the doctor's side pages of one day (/doctors-history, /clinic-day): the acting doctor, the day
// in the page's address (?date=, today without one, so back and reload keep it), and the day bar above what
// the page shows of that day.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { parseWireDate } from '../../../shared/dates';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { NoDoctorChosen } from '../hospital/shared/no-doctor-chosen';
import { clinicToday } from '../../lib/clinic-today';
import { useTranslation } from '../../lib/i18n';
import { DayNavigator } from '../../ui/day-navigator';

export function DoctorDayPage({ children }: { children: (day: { doctorId: number; date: string }) => ReactNode }) {
  const { t } = useTranslation();
  const { doctorId } = useActingDoctor();
  const [search, setSearch] = useSearchParams();
  const date = parseWireDate(search.get('date') ?? '') ?? clinicToday();
  const setDate = (next: string) => {
    const params = new URLSearchParams(search);
    params.set('date', next);
    setSearch(params, { replace: true });
  };
  if (doctorId === null) return <NoDoctorChosen />;
  return (
    <div className="page-column">
      <DayNavigator
        className="card dq-date-nav"
        date={date}
        onDay={setDate}
        labels={{
          previous: t('queue.previousDay'),
          next: t('queue.nextDay'),
          date: t('queue.date'),
          group: t('queue.chooseDate'),
        }}
      />
      {children({ doctorId, date })}
    </div>
  );
}
