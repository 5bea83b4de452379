// /clinic-day: a day of the doctor's clinic in numbers (get-clinic-day-stats), for the doctor or its hospital
// (?doctor_id=), on the day the navigator picks (?date=, today by default): the tokens (online and at the
// desk), who arrived, was seen or missed, the cancelled and the priority visits, the middle wait and
// consultation, the share who never came, the fees collected, and the arrivals and calls by half hour. It
// follows the day's changes as the day's lists do.
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { ClinicDayChart } from './clinic-day-chart';
import { clinicDayStatsQuery } from './queue-queries';
import { DoctorDayPage } from './doctor-day-page';
import { useQueueLiveRefresh } from './use-queue-live-refresh';
import './queue.css';

function Tile({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="clinic-tile" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className="clinic-tile-value">{value}</span>
        {detail && <span className="clinic-tile-detail">{detail}</span>}
      </dd>
    </div>
  );
}

function DayNumbers({ doctorId, date }: { doctorId: number; date: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useQuery(clinicDayStatsQuery(doctorId, date));
  useQueueLiveRefresh();
  if (day.isPending) return <Loader />;
  if (day.isError) return <ErrorNotice message={errorText(t, day.error)} />;
  const stats = day.data;
  const minutes = (value: number | null) => (value === null ? '—' : t('clinicDay.minutes', { count: value }));
  return (
    <>
      <section className="card" aria-labelledby="clinic-day-counts">
        <h2 id="clinic-day-counts" className="card-title">
          {t('clinicDay.patients')}
        </h2>
        <dl className="clinic-tiles">
          <Tile
            testId="stat-tokens"
            label={t('clinicDay.tokens')}
            value={format.number(stats.tokens)}
            detail={t('clinicDay.onlineAndDesk', { online: stats.online, desk: stats.desk })}
          />
          <Tile testId="stat-arrived" label={t('clinicDay.arrived')} value={format.number(stats.arrived)} />
          <Tile testId="stat-seen" label={t('clinicDay.seen')} value={format.number(stats.seen)} />
          <Tile
            testId="stat-missed"
            label={t('clinicDay.missed')}
            value={format.number(stats.missed)}
            detail={
              stats.no_show_rate === null
                ? undefined
                : t('clinicDay.noShowRate', { percent: Math.round(stats.no_show_rate * 100) })
            }
          />
          <Tile testId="stat-cancelled" label={t('clinicDay.cancelled')} value={format.number(stats.cancelled)} />
          <Tile testId="stat-priority" label={t('clinicDay.priority')} value={format.number(stats.priority)} />
          <Tile testId="stat-wait" label={t('clinicDay.medianWait')} value={minutes(stats.median_wait_minutes)} />
          <Tile
            testId="stat-consult"
            label={t('clinicDay.medianConsult')}
            value={minutes(stats.median_consult_minutes)}
          />
        </dl>
      </section>
      <section className="card" aria-labelledby="clinic-day-fees">
        <h2 id="clinic-day-fees" className="card-title">
          {t('clinicDay.collected')}
        </h2>
        <dl className="clinic-tiles">
          <Tile testId="stat-cash" label={t('fees.methods.Cash')} value={`₹${format.number(stats.collected.cash)}`} />
          <Tile testId="stat-upi" label={t('fees.methods.UPI')} value={`₹${format.number(stats.collected.upi)}`} />
          <Tile testId="stat-free" label={t('clinicDay.freeVisits')} value={format.number(stats.collected.free)} />
        </dl>
      </section>
      <section className="card" aria-labelledby="clinic-day-chart">
        <h2 id="clinic-day-chart" className="card-title">
          {t('clinicDay.chartTitle')}
        </h2>
        {stats.by_half_hour.length ? (
          <ClinicDayChart rows={stats.by_half_hour} />
        ) : (
          <p className="field-hint">{t('clinicDay.chartEmpty')}</p>
        )}
      </section>
    </>
  );
}

export function ClinicDayPage() {
  return <DoctorDayPage>{({ doctorId, date }) => <DayNumbers doctorId={doctorId} date={date} />}</DoctorDayPage>;
}
