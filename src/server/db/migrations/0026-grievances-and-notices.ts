// Grievances and notices (decision 0094). A patient's grievance goes to the call centre's desk, which
// closes it with a reply; its acknowledgement number is made from its id (GRV-000123), so it is unique by
// the id's own key. A notice is one text in both languages that patients see in the app until they
// dismiss it; who was given it is a row each (patient_notices), with the text message that told them, if
// any. A breach notice is one kind: the desk sends it to every patient or to a list, and its report reads
// those rows back.
import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('grievances'), engine)
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('grievances_of_patient').on('grievances').columns(['patient_id', 'id']).execute();

  await withId(db.schema.createTable('notices'), engine)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message_en', 'text', (c) => c.notNull())
    .addColumn('message_hi', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('patient_notices')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id'))
    .addColumn('patient_id', 'integer', (c) => c.notNull().references('users.id'))
    // The text message that told them (null: none, the patient has no phone).
    .addColumn('outbox_id', 'integer', (c) => c.references('outbox.id'))
    // When their app first showed it, and when they dismissed it.
    .addColumn('seen_at', 'text')
    .addColumn('dismissed_at', 'text')
    .addPrimaryKeyConstraint('patient_notices_key', ['notice_id', 'patient_id'])
    .execute();
  // The patient's banner asks for their notices not dismissed.
  await db.schema
    .createIndex('patient_notices_of_patient')
    .on('patient_notices')
    .columns(['patient_id', 'dismissed_at'])
    .execute();

  await withId(db.schema.createTable('breach_notices'), engine)
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id'))
    // 'all': every patient when it was sent; 'list': the patients the desk named.
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
