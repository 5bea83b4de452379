// Pieces the three outside-the-queue booking forms share: a read-only rupee amount and the "booked" dialog.
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { TextField } from '../../ui/form-field';
import { SuccessDialog } from '../../ui/success-dialog';
import { slotName } from '../../lib/slot-name';

/** A read-only amount in rupees (the fee, the app charge); blank while it loads. */
export function AmountField({ label, amount, loading = false }: { label: string; amount: number | undefined; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      readOnly
      value={amount === undefined ? '' : t('appointments.rupees', { amount })}
      placeholder={loading ? t('common.loading') : ''}
      className="ps-amount"
    />
  );
}

export interface BookedSummary {
  doctorName: string;
  /** dd-mm-yyyy. */
  date: string;
  place?: string;
  slot?: string | null;
  fee?: number;
  appCharge?: number;
}

/** The success dialog; its Continue moves on. */
export function BookedDialog({ booked, onContinue }: { booked: BookedSummary | null; onContinue: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, string | undefined][] = booked
    ? [
        [t('appointments.doctor'), booked.doctorName],
        [t('patientServices.place'), booked.place],
        [t('appointments.date'), format.date(booked.date)],
        [t('appointments.slot'), booked.slot ? slotName(t, booked.slot) : undefined],
        [t('patientServices.doctorFee'), booked.fee !== undefined ? t('appointments.rupees', { amount: booked.fee }) : undefined],
        [t('patientServices.appCharge'), booked.appCharge !== undefined ? t('appointments.rupees', { amount: booked.appCharge }) : undefined],
      ]
    : [];
  return (
    <SuccessDialog open={booked !== null} title={t('patientServices.bookedTitle')} onContinue={onContinue}>
      <p>{t('messages.bookingReceived')}</p>
      <dl className="info-list confirmation-list">
        {rows
          .filter((row): row is [string, string] => !!row[1])
          .map(([label, value]) => (
            <div key={label} className="info-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </SuccessDialog>
  );
}
