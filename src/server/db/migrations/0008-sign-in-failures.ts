// Failed sign-ins per account, with the time the account is locked until: the back-off grows with each
// run of failures (1, 5, then 15 minutes) and a correct password or a reset clears it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .execute();
}
