// A booking as every booking view is built from it: the booking row with its payment's columns (left-joined
// payments) and its doctor's columns (users as doctor, left-joined doctor_details), and the queue's order of
// such rows. The appointments and queue repositories both read bookings through this one select.
import type { Kysely } from 'kysely';
import { SLOTS, type Slot } from '../../../shared/constants';
import type { Database } from '../../db/schema';

/** What a booking row carries of its doctor. */
const DOCTOR_COLUMNS = [
  'doctor.first_name as doctor_first_name',
  'doctor.last_name as doctor_last_name',
  'doctor.hospital_id as doctor_hospital_id',
  'doctor.lab_id as doctor_lab_id',
  'doctor_details.clinic_name as doctor_clinic_name',
  'doctor_details.upi_id as doctor_upi_id',
] as const;

/** What a booking row carries of its payment: null columns while none is recorded. */
export const PAYMENT_COLUMNS = ['payments.method as payment_method', 'payments.amount as payment_amount', 'payments.recorded_at as paid_at'] as const;

export function bookingRows(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin('users as doctor', 'doctor.id', 'bookings.doctor_id')
    .leftJoin('doctor_details', 'doctor_details.user_id', 'bookings.doctor_id')
    .leftJoin('payments', 'payments.booking_id', 'bookings.id')
    .selectAll('bookings')
    .select(PAYMENT_COLUMNS)
    .select(DOCTOR_COLUMNS);
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingRows>['executeTakeFirstOrThrow']>>;
export type DoctorColumns = Pick<BookingRow, 'doctor_first_name' | 'doctor_last_name' | 'doctor_hospital_id' | 'doctor_lab_id' | 'doctor_clinic_name' | 'doctor_upi_id'>;
export type PaymentColumns = Pick<BookingRow, 'payment_method' | 'payment_amount' | 'paid_at'>;

/** The payment columns of a booking none is recorded for (one just made). */
export const NO_PAYMENT: PaymentColumns = { payment_method: null, payment_amount: null, paid_at: null };

const slotOrder = (slot: string | null) => (slot ? SLOTS.indexOf(slot as Slot) : -1);

/** Slot by slot, then by token (drafts last), then as made. Sorts in place and answers the rows. */
export function inQueueOrder<T extends { slot: string | null; booking_number: number | null; id: number }>(rows: T[]): T[] {
  return rows.sort(
    (a, b) => slotOrder(a.slot) - slotOrder(b.slot) || (a.booking_number ?? 1e9) - (b.booking_number ?? 1e9) || a.id - b.id,
  );
}
