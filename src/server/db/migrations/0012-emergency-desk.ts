// The call centre's desk moves emergency and ambulance requests on (Pending -> Called -> Dispatched ->
// Closed, or Cancelled): each request keeps the operator's note with its latest change and when that was.
// Every change itself is in the audit log.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('emergency_requests')
    .addColumn('status_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('emergency_requests').addColumn('status_changed_at', 'text').execute();
}
