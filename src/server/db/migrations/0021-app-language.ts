// The language a patient uses the app in, as the app last told it (at sign-in, at each start, on a switch):
// the language of their text messages until they choose one (decision 0071). Null: never told.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('app_language', 'text').execute();
}
