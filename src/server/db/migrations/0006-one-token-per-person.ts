// One token per person per slot: the same patient account cannot hold two live tokens for the same person
// (same name, any case, outer spaces ignored) with the same doctor, date and slot. A unique partial index
// decides it, so two simultaneous requests cannot both win. Cancelled bookings and the doctor's own walk-ins
// (type Manual) are outside the rule.
import { sql, type Kysely } from 'kysely';

const PERSON_TOKEN =
  "booking_number IS NOT NULL AND patient_id IS NOT NULL AND status <> 'Cancelled' AND type <> 'Manual'";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Older databases may already hold such doubles: the later ones are cancelled (their token numbers stay
  // used), otherwise the index could not be made.
  await sql
    .raw(
      `UPDATE bookings SET status = 'Cancelled' WHERE ${PERSON_TOKEN} AND EXISTS (
        SELECT 1 FROM bookings earlier
        WHERE earlier.id < bookings.id AND earlier.patient_id = bookings.patient_id AND earlier.doctor_id = bookings.doctor_id
          AND earlier.booking_date = bookings.booking_date AND earlier.slot = bookings.slot
          AND lower(trim(earlier.name)) = lower(trim(bookings.name))
          AND earlier.booking_number IS NOT NULL AND earlier.status <> 'Cancelled' AND earlier.type <> 'Manual')`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE UNIQUE INDEX bookings_one_token_per_person ON bookings (patient_id, doctor_id, booking_date, slot, (lower(trim(name)))) WHERE ${PERSON_TOKEN}`,
    )
    .execute(db);
}
