// A patient's requests to correct a detail of a booking or lab booking they cannot change themself, and the
// call centre's decision on each (decision 0092). The record is named by its type and id (a booking or a lab
// booking), so it has no foreign key; a draft booking, the one kind removed by the server, is never asked on.
// One request per record and field waits at a time: the unique index decides between two sent at once.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { notNullText, withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('correction_requests'), engine)
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('proposed_value', 'text', (c) => c.notNull())
    .addColumn('note', 'text', notNullText)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', notNullText)
    // The record's value when the request was decided (null while it waits: the record itself says it).
    .addColumn('old_value', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('correction_requests_of_patient')
    .on('correction_requests')
    .columns(['patient_id', 'id'])
    .execute();
  // The desk lists the waiting ones first, then the latest decided.
  await db.schema
    .createIndex('correction_requests_by_status')
    .on('correction_requests')
    .columns(['status', 'id'])
    .execute();
  await sql`CREATE UNIQUE INDEX correction_requests_waiting ON correction_requests (record_type, record_id, field) WHERE status = 'Waiting'`.execute(
    db,
  );
}
