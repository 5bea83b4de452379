// Consents (decision 0090): one row per consent event of a patient, never changed: the privacy notice
// accepted at a version ('service'), and the purposes beyond the service itself ('sms' alerts, 'push'
// notifications) given or withdrawn. The newest row of a purpose is its state; the rows before it are the
// proof of what the patient agreed to, and when.
import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { withId } from './column-types';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('consents'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('given', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  // A purpose's state is its newest row: asked per patient on every sign-in and of a slot's patients per alert.
  await db.schema.createIndex('consents_of_user').on('consents').columns(['user_id', 'purpose', 'id']).execute();
}
