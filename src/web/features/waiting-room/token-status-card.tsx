// One token's status for its holder: the token number, then its place in the queue as the patient's own
// screens show it (ui/queue-progress.tsx: who is in, patients before it, about how long, come by, the
// doctor's delay; go in; skipped), or that the consultation is done; "Read aloud" of both; and the visit's fee
// (paid, free, or "Pay by UPI" with its QR code: the link dies with the day, so it is never a day past).
import type { TokenStatus } from '../../../shared/contract/waiting-room';
import { useReferenceNames } from '../../api/reference-names';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { slotName } from '../../lib/slot-name';
import { InfoList, InfoRow } from '../../ui/info-list';
import { QueueProgress } from '../../ui/queue-progress';
import { VisitFee } from '../../ui/visit-fee';
import { floorOf, progressView } from '../../lib/progress-text';
import { tokenWords } from '../../lib/read-aloud';
import { ReadAloudButton } from '../../ui/read-aloud-button';

export function TokenStatusCard({ status, updatedAt }: { status: TokenStatus; updatedAt: number }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const names = useReferenceNames();
  return (
    <>
      <section
        className={`card token-status token-status-${status.token}`}
        aria-labelledby="token-status-number"
        data-testid="token-status"
      >
        <p className="token-status-label">{t('waitingRoom.tokenNumber')}</p>
        <p id="token-status-number" className="token-status-number">
          {status.booking_number}
        </p>
        {status.token === 'Done' ? (
          <p className="token-status-done">{t('visit.yoursDone')}</p>
        ) : (
          <QueueProgress progress={status} token={status.token} floor={floorOf(status)} />
        )}
        <ReadAloudButton
          words={tokenWords(
            t,
            i18n.language,
            status.booking_number,
            progressView(status, status.token, floorOf(status)),
          )}
        />
        <VisitFee booking={status} payable />
      </section>
      <section className="card">
        <InfoList>
          <InfoRow label={t('waitingRoom.status.doctor')}>
            {t('common.doctorName', { name: status.doctor_name })}
          </InfoRow>
          <InfoRow label={t('waitingRoom.status.clinic')}>{names.institution(status.clinic_name)}</InfoRow>
          <InfoRow label={t('waitingRoom.status.date')}>{format.date(status.booking_date)}</InfoRow>
          <InfoRow label={t('waitingRoom.status.slot')}>{slotName(t, status.slot)}</InfoRow>
        </InfoList>
        <p className="token-status-updated">
          {t('waitingRoom.status.updatedAt', { time: format.time(new Date(updatedAt)) })}
        </p>
      </section>
    </>
  );
}
