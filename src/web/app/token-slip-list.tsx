// The saved token slips as printable cards (the offline view's way out): doctor, clinic, date, slot,
// token number, patient and booking id, in the chosen language. Print prints only the slips.
import { Printer } from 'lucide-react';
import { useTranslation } from '../lib/i18n';
import { useFormat } from '../lib/format';
import type { TokenSlip } from '../features/waiting-room/shared/token-slips';
import { slotName } from '../lib/slot-name';

export function TokenSlipList({ slips }: { slips: TokenSlip[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (slips.length === 0) {
    return (
      <p className="state-text" role="status">
        {t('pwa.noSlips', { defaultValue: 'No token slips are saved on this device yet.' })}
      </p>
    );
  }
  return (
    <div className="token-slips">
      <ul className="token-slip-list" aria-label={t('pwa.savedSlips', { defaultValue: 'Saved token slips' })}>
        {slips.map((slip) => (
          <li key={slip.booking_id} className="card token-slip" data-testid="token-slip">
            <p className="token-slip-brand">{t('pwa.slipTitle', { defaultValue: 'Parchee token slip' })}</p>
            <dl className="info-list">
              <div className="info-row token-row">
                <dt>{t('pwa.tokenNumber', { defaultValue: 'Token number' })}</dt>
                <dd className="token-number">{slip.token_number}</dd>
              </div>
              <div className="info-row">
                <dt>{t('pwa.doctor', { defaultValue: 'Doctor' })}</dt>
                <dd>{slip.doctor_name ? t('common.doctorName', { name: slip.doctor_name }) : '—'}</dd>
              </div>
              {slip.clinic && (
                <div className="info-row">
                  <dt>{t('pwa.clinic', { defaultValue: 'Clinic' })}</dt>
                  <dd>{slip.clinic}</dd>
                </div>
              )}
              <div className="info-row">
                <dt>{t('pwa.date', { defaultValue: 'Date' })}</dt>
                <dd>{format.date(slip.date)}</dd>
              </div>
              <div className="info-row">
                <dt>{t('pwa.slot', { defaultValue: 'Slot' })}</dt>
                <dd>{slotName(t, slip.slot)}</dd>
              </div>
              {slip.patient_name && (
                <div className="info-row">
                  <dt>{t('pwa.patient', { defaultValue: 'Patient' })}</dt>
                  <dd>{slip.patient_name}</dd>
                </div>
              )}
              <div className="info-row">
                <dt>{t('pwa.bookingId', { defaultValue: 'Booking ID' })}</dt>
                <dd dir="ltr">{slip.booking_id}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary button-block no-print" onClick={() => window.print()}>
        <Printer size={18} aria-hidden="true" />
        {t('pwa.print', { defaultValue: 'Print' })}
      </button>
    </div>
  );
}
