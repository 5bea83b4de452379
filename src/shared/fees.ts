// A visit's fee as every screen shows it (decisions 0048 and 0049): what it costs, the payment the desk
// recorded, and, while the fee is due, the "upi://pay" link every UPI app opens (NPCI's deep link), which
// the patient's screens show as a button and as a QR code. The server builds them, so the booking, the live
// page and the public token-status page carry the same link.
import type { PaymentMethod } from './constants';
import type { Payment } from './contract/fee-shapes';
import { toDisplayDate } from './dates';

/**
 * A UPI ID (virtual payment address), as its holder's bank gives it: a name of letters, digits, dots,
 * hyphens or underscores, '@', and the bank's handle (okhdfcbank, ybl, paytm). Kept in lower case: UPI IDs
 * are not case-sensitive.
 */
export const UPI_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{1,254}@[a-z][a-z0-9]{1,63}$/;

/** A value of the link's query, percent-encoded (RFC 3986; a space is %20, never +). The '@' of a UPI ID
 *  stays as it is, which a query allows and every UPI app reads, as in the banks' own QR codes. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

export interface UpiPayment {
  /** Whom to pay (pa). */
  upiId: string;
  /** The name the patient's app shows for the payee (pn). */
  payee: string;
  /** Rupees (am), written with paise. */
  amount: number;
  /** What the payment is for (tn), on both statements. */
  note: string;
}

export function upiPayLink({ upiId, payee, amount, note }: UpiPayment): string {
  return `upi://pay?pa=${encodeValue(upiId)}&pn=${encodeValue(payee)}&am=${amount.toFixed(2)}&cu=INR&tn=${encodeValue(note)}`;
}

/**
 * Whether the desk may record a booking's payment: it holds a token and is not cancelled (a draft is no
 * visit yet). A payment already recorded is the database's refusal, told apart (decision 0048).
 */
export function takesPayment(booking: { status: string; booking_number: number | null }): boolean {
  return booking.status !== 'Cancelled' && booking.booking_number !== null;
}

/** A booking row as far as its fee goes, with its payment's columns (null while none is recorded). */
export interface FeeRow {
  fee: number;
  status: string;
  booking_number: number | null;
  booking_date: string | null;
  slot: string | null;
  payment_method: PaymentMethod | null;
  payment_amount: number | null;
  paid_at: string | null;
}

/** The clinic a booking's fee is paid to. */
export interface Payee {
  /** '' or null when the clinic takes no UPI. */
  upi_id: string | null;
  clinic_name: string | null;
  doctor_name: string;
}

/**
 * The fee, the payment and the UPI link of a booking. The link is there while the fee is due: a fee above
 * 0, no payment recorded, a token held, not cancelled, and a UPI ID to pay to. Its note names the token,
 * slot and date, never the patient (the token-status page is public).
 */
export function feeFieldsOf(
  row: FeeRow,
  payee: Payee,
): { fee: number; payment: Payment | null; upi_link: string | null } {
  const { fee, booking_number, booking_date, slot, payment_method, payment_amount, paid_at } = row;
  const payment =
    payment_method === null
      ? null
      : { method: payment_method, amount: payment_amount ?? 0, recorded_at: paid_at ?? '' };
  const due = fee > 0 && payment === null && takesPayment(row) && booking_date !== null && slot !== null;
  const upi_link =
    due && payee.upi_id
      ? upiPayLink({
          upiId: payee.upi_id,
          payee: payee.clinic_name || `Dr ${payee.doctor_name}`,
          amount: fee,
          note: `Token ${booking_number} ${slot} ${toDisplayDate(booking_date)}`,
        })
      : null;
  return { fee, payment, upi_link };
}
