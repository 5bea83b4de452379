// The printed token slip: clinic and its address, doctor, date, slot, the token number in large type, and a
// QR code of the token's public status page (/token-status?t=<code>), for a patient without the app. It
// names no patient: a slip left on a bench tells nobody who waits.
import type { TokenSlip } from '../../../shared/contract/waiting-room';
import { useReferenceNames } from '../../api/reference-names';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { slotName } from '../../lib/slot-name';
import { QrCodeImage } from '../../ui/qr-code-image';
import type { Paper } from './slip-papers';

/** The absolute address the QR code opens: a phone scanning it knows nothing of this app. */
export function tokenStatusUrl(code: string): string {
  return `${window.location.origin}/token-status?t=${encodeURIComponent(code)}`;
}

export function TokenSlipCard({ slip, paper }: { slip: TokenSlip; paper: Paper }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useReferenceNames();
  return (
    <article className={`slip slip-paper-${paper}`} data-testid="token-slip" aria-label={t('titles.token-slip')}>
      <p className="slip-clinic">{names.institution(slip.clinic_name)}</p>
      {slip.clinic_address && <p className="slip-address">{slip.clinic_address}</p>}
      <p className="slip-doctor">{t('common.doctorName', { name: slip.doctor_name })}</p>
      <p className="slip-when">
        {format.date(slip.booking_date)}
        <br />
        {slotName(t, slip.slot)}
        {slip.slot_timing && ` · ${format.timeRange(slip.slot_timing)}`}
      </p>
      <p className="slip-token-label">{t('waitingRoom.tokenNumber')}</p>
      <p className="slip-token" data-testid="slip-token">
        {slip.booking_number}
      </p>
      <QrCodeImage text={tokenStatusUrl(slip.status_code)} label={t('waitingRoom.slip.qrCode')} className="slip-qr" />
      <p className="slip-scan">{t('waitingRoom.slip.scanToFollow')}</p>
    </article>
  );
}
