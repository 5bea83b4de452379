// Fixed-window counters in the database, so every server instance counts the same attempts.
import { sql, type Kysely } from 'kysely';
import { PreparedQuery } from '../db/prepared';
import type { Database } from '../db/schema';
import { TooManyRequestsError } from './errors';

/** Run with every capped write: compiled once. `expired`: a window that started then or before has passed. */
const hitQuery = (db: Kysely<Database>) =>
  new PreparedQuery(db, (q, p: { key: string; now: number; expired: number }) =>
    q
      .insertInto('rate_limits')
      .values({ key: p.key, window_start: p.now, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`CASE WHEN rate_limits.window_start <= ${p.expired} THEN 1 ELSE rate_limits.count + 1 END`,
          window_start: sql`CASE WHEN rate_limits.window_start <= ${p.expired} THEN ${p.now} ELSE rate_limits.window_start END`,
        }),
      )
      .returning(['count', 'window_start']),
  );

export class RateLimits {
  private readonly hitOnce: ReturnType<typeof hitQuery>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.hitOnce = hitQuery(db);
  }

  /** How many hits the key has in its current window. */
  async count(key: string, windowMs: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['window_start', 'count'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || Number(row.window_start) <= this.now().getTime() - windowMs) return 0;
    return row.count;
  }

  /** Counts one hit, in one statement (two at once both count); a window that has passed starts again at 1.
   *  Answers the count with this hit and when its window started (ms). Inside the caller's transaction when
   *  given one. */
  async hit(
    key: string,
    windowMs: number,
    executor: Kysely<Database> = this.db,
  ): Promise<{ count: number; windowStart: number }> {
    const now = this.now().getTime();
    const row = await this.hitOnce.one(executor, { key, now, expired: now - windowMs });
    return { count: row.count, windowStart: Number(row.window_start) };
  }

  /**
   * Counts one attempt and refuses it (429, with the seconds until the window ends) when the window then
   * holds more than `limit`. The count and the decision are one statement, so a burst of parallel attempts
   * lets exactly `limit` through; a refused attempt counts too.
   */
  async take(
    key: string,
    windowMs: number,
    limit: number,
    options: { message?: (retryAfterSeconds: number) => string; executor?: Kysely<Database> } = {},
  ): Promise<void> {
    const { count, windowStart } = await this.hit(key, windowMs, options.executor);
    if (count <= limit) return;
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - this.now().getTime()) / 1000));
    throw new TooManyRequestsError(options.message?.(retryAfter), retryAfter);
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
