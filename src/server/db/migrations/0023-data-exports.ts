// A patient's copy of their data (export-my-data): each link asked for is a row, its token only as its
// SHA-256, tied to the session that asked (that session's stored key), good once and for a day. The ZIP is
// built when the link is used, so nothing of the data is kept here.
//
// Who saw a patient's records (get-record-access-log) reads the audit log by record: its index lets that
// question, and the desk's history of a record, read a record's entries instead of the whole log.
import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('data_exports'), engine)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('data_exports_of_patient').on('data_exports').column('patient_id').execute();

  await db.schema
    .createIndex('audit_log_of_record')
    .on('audit_log')
    .columns(['record_type', 'record_id', 'id'])
    .execute();
}
