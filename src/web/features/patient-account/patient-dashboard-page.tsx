// /patient-dashboard: the patient's summary, of everyone they book for or of one person (?person=). Today's
// tokens with whom each is for, their live state and place in the queue (get-live-patient-booking-status:
// 'token number N has not started' / 'Token N is with the doctor' / 'Token N's visit is over'), the next
// booking (the history of today and the next days: the first day with one still to come, a visit already
// over is not) and quick links (the history, lab reports and totals keep the person chosen).
import { useQueries } from '@tanstack/react-query';
import {
  Activity,
  CalendarClock,
  ChartPie,
  ChevronRight,
  ClipboardList,
  History,
  Pill,
  Siren,
  Stethoscope,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { addDays } from '../../../shared/dates';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import { PersonFilterField, usePersonParam, useWhomFor } from './shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { useReferenceNames } from '../../api/reference-names';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { patientHistoryQuery } from '../appointments/shared/appointments-queries';
import { useLiveStatus } from '../appointments/shared/use-live-status';
import { historyTitle, isToCome, queueStateText, showText, slotText, statusName } from '../../lib/booking-text';
import { Loader } from '../../ui/loader';
import { clinicToday } from '../../lib/clinic-today';
import './patient-account.css';
import { InfoList } from '../../ui/info-list';
import { QueueProgress } from '../../ui/queue-progress';
import { floorOf } from '../../lib/progress-text';
import { VisitStatusChip } from '../../ui/visit-status-chip';

/** How many days from today the "next booking" looks at. */
const LOOK_AHEAD_DAYS = 7;

const LINKS: {
  to: string;
  key: `link${'Book' | 'History' | 'LabReports' | 'Delivery' | 'Emergency' | 'Totals'}`;
  icon: LucideIcon;
}[] = [
  { to: '/patient-selection', key: 'linkBook', icon: Stethoscope },
  { to: '/patient-history', key: 'linkHistory', icon: History },
  { to: '/patient-lab-reports', key: 'linkLabReports', icon: ClipboardList },
  { to: '/medical-delivery', key: 'linkDelivery', icon: Pill },
  { to: '/patient-emergency', key: 'linkEmergency', icon: Siren },
  { to: '/total-bookings', key: 'linkTotals', icon: ChartPie },
];

function TodayTokens({ person }: { person: PersonFilter }) {
  const { t } = useTranslation();
  const live = useLiveStatus(person);
  const whom = useWhomFor();

  return (
    <section className="card" aria-labelledby="ps-today">
      <h2 id="ps-today" className="card-title ps-title">
        <Ticket size={20} aria-hidden="true" /> {t('patientServices.todayToken')}
      </h2>
      {live.isPending ? (
        <Loader inline />
      ) : live.isError || live.data.length === 0 ? (
        <p className="state-text">{t('patientServices.noTokenToday')}</p>
      ) : (
        <ul className="plain-list ps-dash-list">
          {live.data.map((entry) => (
            <li key={entry.booking_id} className="ps-dash-token">
              <span className="token-number">{entry.booking_number}</span>
              <span>
                <strong>{t('common.doctorName', { name: entry.doctor_name })}</strong>
                <br />
                {t('family.forWhom', { who: whom(entry, entry.name) })}
                <br />
                {showText(t, queueStateText(entry.token, entry.booking_number))}
              </span>
              {entry.status !== 'Cancelled' && (
                <QueueProgress progress={entry} token={entry.token} floor={floorOf(entry)} />
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to="/patient-live" className="button button-secondary button-small">
        <Activity size={18} aria-hidden="true" /> {t('patientServices.seeLive')}
      </Link>
    </section>
  );
}

function NextBooking({ person }: { person: PersonFilter }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useReferenceNames();
  const user = useSignedInUser();
  const today = clinicToday();
  const days = Array.from({ length: LOOK_AHEAD_DAYS }, (_, i) => addDays(today, i));
  const results = useQueries({
    queries: days.map((day) => ({ ...patientHistoryQuery(user?.id ?? 0, day, person), enabled: !!user })),
  });
  const loading = results.some((r) => r.isPending);
  let next: { day: string; item: NonNullable<(typeof results)[number]['data']>[number] } | null = null;
  for (const [index, result] of results.entries()) {
    const item = result.data?.find(isToCome);
    if (item) {
      next = { day: days[index]!, item };
      break;
    }
  }
  return (
    <section className="card" aria-labelledby="ps-next">
      <h2 id="ps-next" className="card-title ps-title">
        <CalendarClock size={20} aria-hidden="true" /> {t('patientServices.nextBooking')}
      </h2>
      {loading && !next ? (
        <Loader inline />
      ) : !next ? (
        <p className="state-text">{t('patientServices.noNextBooking', { days: LOOK_AHEAD_DAYS })}</p>
      ) : (
        <InfoList
          rows={[
            [
              'lab_name' in next.item ? t('patientServices.lab') : t('appointments.doctor'),
              showText(t, historyTitle(next.item, names)),
            ],
            [t('appointments.date'), format.date(next.day)],
            [t('appointments.slot'), showText(t, slotText(next.item.slot))],
            [
              t('appointments.statusLabel'),
              'token' in next.item ? <VisitStatusChip booking={next.item} /> : statusName(t, next.item.status),
            ],
          ]}
        />
      )}
      {next && (
        <Link
          to={`/patient-history?${withPerson({ booking_date: next.day }, person)}`}
          className="button button-secondary button-small"
        >
          {t('patientServices.openHistory')}
        </Link>
      )}
    </section>
  );
}

/** A link's query with the person the dashboard is narrowed to, for the lists that can be narrowed too. */
function withPerson(query: Record<string, string>, person: PersonFilter): string {
  const params = new URLSearchParams(query);
  if (person !== 'Everyone') params.set('person', String(person));
  return params.toString();
}

/** The quick links that keep the person chosen: lists narrowed the same way. */
const NARROWED = new Set(['/patient-history', '/patient-lab-reports', '/total-bookings']);

export function PatientDashboardPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [person, setPerson] = usePersonParam();
  return (
    <div className="page-column">
      <h2 className="section-title">{t('patientServices.hello', { name: user?.full_name ?? '' })}</h2>
      <PersonFilterField person={person} onChange={setPerson} />
      <TodayTokens person={person} />
      <NextBooking person={person} />
      <nav className="card list-card" aria-label={t('patientServices.quickLinks')}>
        <ul className="link-list">
          {LINKS.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link
                to={NARROWED.has(to) && person !== 'Everyone' ? `${to}?${withPerson({}, person)}` : to}
                className="link-row"
              >
                <Icon size={22} aria-hidden="true" />
                <span>{t(`patientServices.${key}`)}</span>
                <ChevronRight size={20} className="link-row-chevron" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
