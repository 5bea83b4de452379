// The OPD floor: when each patient arrived (their check-in or the desk's mark), whether "Call next" passed
// them while they were away and, for one who then arrives, after how many calls they come in; the desk's
// priority (a category and a note); and each doctor's number of arrived patients a late one waits behind.
// A token may now also be 'Missed' (the column is plain text). The index finds, among a few days' bookings,
// the tokens still waiting for their patient: those that become Missed when their slot is over.
import { sql, type Kysely } from 'kysely';
import { FLOOR } from '../../../shared/constants';
import { AWAITING_ARRIVAL } from '../awaiting-arrival';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('arrived_at', 'text').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('rejoins_after', 'integer').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('None'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('priority_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('doctor_details')
    .addColumn('late_rejoin_after', 'integer', (c) => c.notNull().defaultTo(FLOOR.lateRejoinAfter.default))
    .execute();
  await db.schema
    .createIndex('bookings_awaiting_arrival')
    .on('bookings')
    .column('booking_date')
    .where(sql.raw<boolean>(AWAITING_ARRIVAL))
    .execute();
}
