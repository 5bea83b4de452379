// One token's status for its holder: the token number and what it means now (wait, go in, seen, skipped),
// the token in now, and for a waiting token the patients before it, about how long and the time to come by.
import type { TokenStatus } from '../../../shared/contract/waiting-room';
import { useFormat } from '../../lib/format';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { slotName } from '../../lib/slot-name';
import { InfoList, InfoRow } from '../../ui/info-list';

function aheadText(t: TFunction, ahead: number): string {
  if (ahead === 0) return t('waitingRoom.status.aheadNone');
  if (ahead === 1) return t('waitingRoom.status.aheadOne');
  return t('waitingRoom.status.aheadMany', { count: ahead });
}

export function TokenStatusCard({ status, updatedAt }: { status: TokenStatus; updatedAt: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const waiting = status.token === 'Pending';
  return (
    <>
      <section className={`card token-status token-status-${status.token}`} aria-labelledby="token-status-number" data-testid="token-status">
        <p className="token-status-label">{t('waitingRoom.tokenNumber')}</p>
        <p id="token-status-number" className="token-status-number">
          {status.booking_number}
        </p>
        <p className="token-status-state" role="status">
          {t(`waitingRoom.status.state.${status.token}`)}
        </p>
        {waiting && (
          <div className="token-status-wait">
            <p className="token-status-ahead" data-testid="token-ahead">
              {aheadText(t, status.ahead)}
            </p>
            <p>
              {t('waitingRoom.status.eta', { duration: format.duration(status.eta_minutes, 'minute') })} ·{' '}
              <strong>{t('waitingRoom.status.comeBy', { time: format.time(status.come_by) })}</strong>
            </p>
          </div>
        )}
        <p className="token-status-now">
          {t('waitingRoom.nowServing')}: <strong data-testid="token-now-serving">{status.now_serving ?? t('waitingRoom.notStarted')}</strong>
        </p>
        {(status.delay_minutes > 0 || status.notice) && (
          <div className="pc-note token-status-delay">
            {status.delay_minutes > 0 && <p>{t('waitingRoom.runningLate', { minutes: status.delay_minutes })}</p>}
            {status.notice && <p>{status.notice}</p>}
          </div>
        )}
      </section>
      <section className="card">
        <InfoList>
          <InfoRow label={t('waitingRoom.status.doctor')}>{t('common.doctorName', { name: status.doctor_name })}</InfoRow>
          <InfoRow label={t('waitingRoom.status.clinic')}>{status.clinic_name}</InfoRow>
          <InfoRow label={t('waitingRoom.status.date')}>{format.date(status.booking_date)}</InfoRow>
          <InfoRow label={t('waitingRoom.status.slot')}>{slotName(t, status.slot)}</InfoRow>
        </InfoList>
        <p className="token-status-updated">{t('waitingRoom.status.updatedAt', { time: format.time(new Date(updatedAt)) })}</p>
      </section>
    </>
  );
}
