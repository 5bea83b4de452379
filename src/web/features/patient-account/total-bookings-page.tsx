// /total-bookings: the patient's booking counts (get-agent-analytics with the two blank filters), of everyone
// they book for or of one person (?person=): a heading
// with the total, a locally drawn pie of pending, cancelled and accepted, and the four counts as text.
import { useQuery } from '@tanstack/react-query';
import { PersonFilterField, usePersonParam } from './shared/family-members';
import { useSignedInUser } from '../../api/query-client';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { PieChart, type PieSlice } from './pie-chart';
import { agentAnalyticsQuery } from './patient-account-queries';
import './patient-account.css';

export function TotalBookingsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [person, setPerson] = usePersonParam();
  const analytics = useQuery({ ...agentAnalyticsQuery(user?.id ?? 0, person), enabled: !!user });
  const filter = <PersonFilterField person={person} onChange={setPerson} />;

  if (analytics.isPending)
    return (
      <div className="page-column">
        {filter}
        <Loader />
      </div>
    );
  if (analytics.isError)
    return (
      <div className="page-column">
        {filter}
        <ErrorNotice message={errorText(t, analytics.error)} />
      </div>
    );
  const counts = analytics.data.data;
  const slices: PieSlice[] = [
    { key: 'pending', label: t('patientServices.pending'), value: counts.pending, color: 'var(--accent)' },
    { key: 'cancelled', label: t('patientServices.cancelled'), value: counts.cancelled, color: 'var(--danger)' },
    { key: 'accepted', label: t('patientServices.accepted'), value: counts.accepted, color: 'var(--success)' },
  ];
  const chartLabel = t('patientServices.chartLabel', {
    pending: counts.pending,
    cancelled: counts.cancelled,
    accepted: counts.accepted,
  });
  return (
    <div className="page-column">
      {filter}
      <h2 className="section-title">{t('patientServices.totalHeading', { total: counts.total })}</h2>
      <div className="card">
        <PieChart slices={slices} label={chartLabel} />
        {counts.total === 0 && <p className="state-text">{t('patientServices.noBookingsYet')}</p>}
      </div>
      <ul className="stats ps-counts" aria-label={t('patientServices.countsLabel')}>
        {(
          [
            ['total', counts.total],
            ['pending', counts.pending],
            ['cancelled', counts.cancelled],
            ['accepted', counts.accepted],
          ] as const
        ).map(([key, value]) => (
          <li key={key} className="stat" data-count={key}>
            <span className="stat-value">{value}</span>
            <span className="stat-label">{t(`patientServices.${key}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
