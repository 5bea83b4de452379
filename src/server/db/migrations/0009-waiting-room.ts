// The waiting room: when each token was called in and out (the day's average consultation comes from them),
// each doctor's average consultation and how early "your turn is near" goes out, the running-late notices
// per slot, the alerts already sent (each kind once per booking) and the printed slips' status links.
// A token may now also be 'Skipped' (the column is plain text, so no change of type is needed).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('called_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('done_at', 'text').execute();
  await db.schema
    .alterTable('doctor_details')
    .addColumn('average_consult_minutes', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();
  await db.schema
    .alterTable('doctor_details')
    .addColumn('alert_at', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();

  await db.schema
    .createTable('queue_delays')
    .addColumn('doctor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('booking_date', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('delay_minutes', 'integer', (c) => c.notNull())
    .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('queue_delays_pk', ['doctor_id', 'booking_date', 'slot'])
    .execute();

  await db.schema
    .createTable('queue_alerts')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('queue_alerts_pk', ['booking_id', 'kind'])
    .execute();

  await db.schema
    .createTable('token_status_links')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('token_status_links_expiry').on('token_status_links').column('expires_at').execute();
}
