// A patient's erasure of their account (decision 0093). One row per account asked for: waiting until
// erase_at (the patient may drop it: the row goes), then the account's personal data is erased and the row
// stays with erased_at and nothing personal, so the retention job knows whose kept health records to delete
// when their time ends.
//
// One token per person per slot (decisions 0006, 0060) keys a booking on its family member, else its name. An
// erased account's bookings have neither (names blanked, members deleted), so two people's tokens of one slot
// would become one key: those rows leave the rule (a booking always has a name until then, and nobody books on
// an erased account). The same index name, so every refusal is read as before (appointments/scheduling.ts).
import { sql, type Kysely } from 'kysely';

const PERSON_TOKEN =
  "booking_number IS NOT NULL AND patient_id IS NOT NULL AND status <> 'Cancelled' AND type <> 'Manual' AND name <> ''";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_erasures')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('erase_at', 'text', (c) => c.notNull())
    .addColumn('erased_at', 'text')
    .execute();
  // The chore's question every few minutes: which waiting erasures are due.
  await sql`CREATE INDEX account_erasures_due ON account_erasures (erase_at) WHERE erased_at IS NULL`.execute(db);

  await sql`DROP INDEX bookings_one_token_per_person`.execute(db);
  await sql
    .raw(
      `CREATE UNIQUE INDEX bookings_one_token_per_person ON bookings
        (patient_id, doctor_id, booking_date, slot, (COALESCE('#' || CAST(family_member_id AS TEXT), lower(trim(name)))))
        WHERE ${PERSON_TOKEN}`,
    )
    .execute(db);
}
