// A booking as every booking view is built from it: the booking row with its payment's columns and its
// doctor's columns, and the queue's order of such rows. The appointments and queue repositories both read bookings
// through this one select.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { SLOTS, type Slot } from '../../../shared/constants';
import type { Database } from '../../db/schema';

// What a booking row carries of its payment and of its doctor is read by key beside the booking's columns, not
// joined: on SQLite a join beside the booking's forty-odd columns makes reading one booking several times as
// dear (about 40 µs against 6 µs), and one booking is read on every booking call's path.

/** What a booking row carries of its payment: null columns while none is recorded. */
export function paymentColumns(eb: ExpressionBuilder<Database, 'bookings'>) {
  const payment = () => eb.selectFrom('payments').whereRef('payments.booking_id', '=', 'bookings.id');
  return [
    payment().select('method').as('payment_method'),
    payment().select('amount').as('payment_amount'),
    payment().select('recorded_at').as('paid_at'),
  ];
}

/** What a booking row carries of its doctor. */
function doctorColumns(eb: ExpressionBuilder<Database, 'bookings'>) {
  const doctor = () => eb.selectFrom('users').whereRef('users.id', '=', 'bookings.doctor_id');
  const details = () => eb.selectFrom('doctor_details').whereRef('doctor_details.user_id', '=', 'bookings.doctor_id');
  return [
    // Every booking has its doctor (a key that is never null), so its names are never null.
    doctor().select('first_name').$asScalar().$notNull().as('doctor_first_name'),
    doctor().select('last_name').$asScalar().$notNull().as('doctor_last_name'),
    doctor().select('hospital_id').as('doctor_hospital_id'),
    doctor().select('lab_id').as('doctor_lab_id'),
    details().select('clinic_name').as('doctor_clinic_name'),
    details().select('upi_id').as('doctor_upi_id'),
  ];
}

export function bookingRows(db: Kysely<Database>) {
  return db.selectFrom('bookings').selectAll('bookings').select(paymentColumns).select(doctorColumns);
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingRows>['executeTakeFirstOrThrow']>>;
export type DoctorColumns = Pick<
  BookingRow,
  | 'doctor_first_name'
  | 'doctor_last_name'
  | 'doctor_hospital_id'
  | 'doctor_lab_id'
  | 'doctor_clinic_name'
  | 'doctor_upi_id'
>;
export type PaymentColumns = Pick<BookingRow, 'payment_method' | 'payment_amount' | 'paid_at'>;

/** The payment columns of a booking none is recorded for (one just made). */
export const NO_PAYMENT: PaymentColumns = { payment_method: null, payment_amount: null, paid_at: null };

const slotOrder = (slot: string | null) => (slot ? SLOTS.indexOf(slot as Slot) : -1);

/** Slot by slot, then by token (drafts last), then as made. Sorts in place and answers the rows. */
export function inQueueOrder<T extends { slot: string | null; booking_number: number | null; id: number }>(
  rows: T[],
): T[] {
  return rows.sort(
    (a, b) =>
      slotOrder(a.slot) - slotOrder(b.slot) || (a.booking_number ?? 1e9) - (b.booking_number ?? 1e9) || a.id - b.id,
  );
}
