// A database that refuses every new outbox row, as a full disk or a broken constraint would: a trigger on
// the outbox table, on SQLite or PostgreSQL. Tests use it to see that a change whose message could not be
// written is not kept either (the two commit together or not at all).
import { sql } from 'kysely';
import type { Platform } from '../platform/platform';

/** Runs `work` while the outbox refuses every insert; the refusal ends with it, whatever its outcome. */
export async function whileOutboxRefuses<T>(
  platform: Pick<Platform, 'db' | 'engine'>,
  work: () => Promise<T>,
): Promise<T> {
  const { db, engine } = platform;
  if (engine === 'sqlite') {
    await sql`CREATE TRIGGER outbox_refused BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox refused'); END`.execute(
      db,
    );
  } else {
    await sql`CREATE FUNCTION outbox_refused() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox refused'; END $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER outbox_refused BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_refused()`.execute(
      db,
    );
  }
  try {
    return await work();
  } finally {
    if (engine === 'sqlite') {
      await sql`DROP TRIGGER outbox_refused`.execute(db);
    } else {
      await sql`DROP TRIGGER outbox_refused ON outbox`.execute(db);
      await sql`DROP FUNCTION outbox_refused()`.execute(db);
    }
  }
}
