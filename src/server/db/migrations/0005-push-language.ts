// Each push subscription remembers the language of the device that made it, so pushes arrive in it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
