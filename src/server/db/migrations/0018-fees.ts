// Fees (decisions 0048 and 0049). A doctor's clinic settings gain the UPI ID patients pay to ('' for none)
// and the free follow-ups: within how many days of a paid visit (0: none) and how many visits. A booking
// gains its own fee, fixed when it takes its token (the doctor's fee, or 0 for a free follow-up), the paid
// visit a free follow-up follows (follow_up_of), and, on a paid visit, how many free follow-ups it has
// given: the counter one conditional UPDATE takes, so two bookings at once cannot both take the last one.
// The desk's payments are a table of their own, one row per booking at most (its primary key decides).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctor_details')
    .addColumn('upi_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('doctor_details')
    .addColumn('free_follow_up_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('doctor_details')
    .addColumn('free_follow_up_visits', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .alterTable('bookings')
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('follow_up_of', 'integer', (c) => c.references('bookings.id'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('free_follow_ups_used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The bookings already made were made at their doctor's fee, as far as anyone knows now.
  await sql`UPDATE bookings SET fee = COALESCE((SELECT fees FROM doctor_details WHERE doctor_details.user_id = bookings.doctor_id), 0)`.execute(
    db,
  );

  await db.schema
    .createTable('payments')
    .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
}
