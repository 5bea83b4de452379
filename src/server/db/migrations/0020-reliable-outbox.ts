// The outbox keeps every message until it is delivered or given up (decision 0070): its state (queued,
// sent, failed, or dropped over a number's daily limit), the attempts made, when the next is due (also the
// lease of a sender that took it: a row is taken by moving this forward, so two senders never take one
// row), and the gateway's last answer. The rows already there were either sent or held without a gateway.
// A patient's alert preferences: the channels, how many patients ahead "your turn is near" goes out, and
// the language of their text messages. A desk's walk-in who asked for texts keeps their language on the
// booking (null: no texts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('last_answer', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE outbox SET state = 'sent' WHERE sent_at IS NOT NULL`.execute(db);
  await sql`UPDATE outbox SET next_attempt_at = created_at WHERE sent_at IS NULL`.execute(db);
  // The sender's question (what is due), and the daily limit's (what went to this number lately).
  await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_to').on('outbox').columns(['to_address', 'created_at']).execute();

  await db.schema
    .createTable('alert_preferences')
    .addColumn('patient_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('turn_near_at', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('bookings').addColumn('sms_language', 'text').execute();
}
