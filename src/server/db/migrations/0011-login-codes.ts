// Sign-in by a one-time code: one live code per sign-in and phone number, stored hashed, with when it
// expires, how many tries it had and when it was sent (a new one waits a while). The outbox holds text
// messages and calls too, beside mails: its channel says which.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_codes')
    .addColumn('login_key', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('mail'))
    .execute();
}
