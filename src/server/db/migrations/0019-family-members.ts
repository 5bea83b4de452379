// Family members (decision 0060): the people a patient account books for besides the patient, at most
// FAMILY_MEMBERS_MAX live ones each. A member removed keeps its row (removed_at), so the bookings, lab bookings
// and outside bookings made for them still say whom they were for. Each of those tables names the member a
// booking is for; a lab booking also says, as the others did, whether it is for the patient (Self) or not.
//
// One token per person per slot (decision 0006) counts a member as the person: the index's person is the
// member when the booking names one, else the name as before. A member renamed is still the same person; a
// member and the account holder are two people, whatever their names.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { withId } from './column-types';

const PERSON_TOKEN =
  "booking_number IS NOT NULL AND patient_id IS NOT NULL AND status <> 'Cancelled' AND type <> 'Manual'";

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('family_members'), engine)
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('sex', 'text', (c) => c.notNull())
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema
    .createIndex('family_members_of_patient')
    .on('family_members')
    .columns(['patient_id', 'removed_at'])
    .execute();

  for (const table of ['bookings', 'lab_bookings', 'external_bookings']) {
    await db.schema
      .alterTable(table)
      .addColumn('family_member_id', 'integer', (c) => c.references('family_members.id'))
      .execute();
  }
  await db.schema
    .alterTable('lab_bookings')
    .addColumn('patient_type', 'text', (c) => c.notNull().defaultTo('Self'))
    .execute();
  // Whether a member holds a token is asked before they are removed.
  await sql`CREATE INDEX bookings_of_family_member ON bookings (family_member_id) WHERE family_member_id IS NOT NULL`.execute(
    db,
  );

  // The same index name, so every write that gives a token reads its refusal as before (appointments/scheduling.ts).
  // The key is an expression on both engines, which is also what makes SQLite name the index in its error.
  await sql`DROP INDEX bookings_one_token_per_person`.execute(db);
  await sql
    .raw(
      `CREATE UNIQUE INDEX bookings_one_token_per_person ON bookings
        (patient_id, doctor_id, booking_date, slot, (COALESCE('#' || CAST(family_member_id AS TEXT), lower(trim(name)))))
        WHERE ${PERSON_TOKEN}`,
    )
    .execute(db);
}
