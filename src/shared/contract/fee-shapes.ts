// Result shapes of a visit's fee, shared by the booking, the patient's live status and the public token
// status: what the visit costs, the payment the desk recorded, and the UPI link while the fee is due.
import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';

export const payment = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Rupees; 0 for a free visit. */
  amount: z.number(),
  /** When the desk recorded it (ISO). */
  recorded_at: z.string(),
});
export type Payment = z.infer<typeof payment>;

export const feeFields = {
  /** The visit's fee in rupees, fixed when the booking takes its token: the doctor's fee, or 0 for a free follow-up. */
  fee: z.number(),
  /** Recorded once by the doctor's desk; null while none is. */
  payment: payment.nullable(),
  /** "upi://pay?…" for the fee while it is due and the clinic takes UPI; otherwise null. */
  upi_link: z.string().nullable(),
};
