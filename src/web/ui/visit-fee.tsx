// A visit's fee as the patient and the desk read it (decisions 0048 and 0049): paid (₹200 · UPI), free, or
// due; and, for the patient while it is due and the clinic takes UPI, "Pay ₹300 by UPI" (the upi:// link
// opens the phone's UPI app) with the same link as a QR code, for paying from another phone.
import type { Payment } from '../../shared/contract/fee-shapes';
import { FREE_FOLLOW_UP } from '../../shared/constants';
import { useTranslation } from '../lib/i18n';
import { QrCodeImage } from './qr-code-image';
import { StatusChip } from './status-chip';

export interface FeeOf {
  fee: number;
  payment: Payment | null;
  upi_link: string | null;
  /** 'Follow-up' says why a fee of 0 is free; the public token status does not carry it. */
  parchee_type?: string;
}

/** Where the fee stands, as a chip: paid (green), nothing to pay (green), due (amber). */
export function FeeChip({ booking }: { booking: FeeOf }) {
  const { t } = useTranslation();
  const { fee, payment } = booking;
  let text;
  if (payment)
    text =
      payment.method === 'Free'
        ? t('fees.paidFree')
        : t('fees.paid', { amount: payment.amount, method: t(`fees.methods.${payment.method}`) });
  else if (fee === 0) text = booking.parchee_type === FREE_FOLLOW_UP ? t('fees.freeFollowUp') : t('fees.noFee');
  else text = t('fees.due', { amount: fee });
  return (
    <StatusChip tone={payment || fee === 0 ? 'success' : 'progress'} testId="fee-state">
      {text}
    </StatusChip>
  );
}

/**
 * The patient's fee box: the chip, and while the fee is due (`payable`: a booking holding a token, on its day
 * or one to come) the way to pay it by UPI, or that it is paid at the clinic. A day past says only a payment
 * recorded: the visits before fees were recorded here were paid at the counter, on paper.
 */
export function VisitFee({ booking, payable }: { booking: FeeOf; payable: boolean }) {
  const { t } = useTranslation();
  if (!payable && booking.payment === null) return null;
  const due = booking.payment === null && booking.fee > 0;
  return (
    <section className="visit-fee" aria-label={t('fees.title')}>
      <p className="visit-fee-state">
        <FeeChip booking={booking} />
      </p>
      {due &&
        (booking.upi_link ? (
          <div className="upi-pay">
            <a className="button button-primary button-block" href={booking.upi_link}>
              {t('fees.payByUpi', { amount: booking.fee })}
            </a>
            <QrCodeImage text={booking.upi_link} label={t('fees.upiQr', { amount: booking.fee })} className="upi-qr" />
            <p className="upi-note">{t('fees.scanToPay')}</p>
            <p className="upi-note">{t('fees.afterPaying')}</p>
          </div>
        ) : (
          <p className="upi-note">{t('fees.payAtClinic')}</p>
        ))}
    </section>
  );
}
