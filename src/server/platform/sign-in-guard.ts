// Sign-in protection that one attacker cannot turn against everyone on a shared address. Failures count per
// account: every fifth failure locks that account for 1, then 5, then 15 minutes. Failures also count per
// address, but an address over its (high) threshold is only slowed down; it never refuses a correct
// password on its own. Both live in the database, so every server instance sees the same counts.
import { sql, type Kysely } from 'kysely';
import type { SignInLimits } from '../config';
import type { Database } from '../db/schema';
import type { RateLimits } from './rate-limits';

const MINUTE = 60_000;
/** Failures in a run before the account is locked. */
export const FAILURES_PER_LOCK = 5;
/** The lock after the first, second and any later run of failures. */
export const LOCK_STEPS_MS = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE] as const;
/** A day without failures starts the account's count again. */
const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * MINUTE;
export const ADDRESS_WINDOW_MS = 15 * MINUTE;

const addressKey = (address: string) => `sign-in-address:${address}`;

export class SignInGuard {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rateLimits: RateLimits,
    private readonly limits: SignInLimits,
    private readonly now: () => Date,
  ) {}

  /** How long the account is still locked for, in milliseconds (0: not locked). */
  async lockedFor(accountKey: string): Promise<number> {
    const row = await this.db.selectFrom('sign_in_failures').select('locked_until').where('account_key', '=', accountKey).executeTakeFirst();
    return Math.max(0, Number(row?.locked_until ?? 0) - this.now().getTime());
  }

  /** Waits before answering a sign-in from an address with many failures (slows guessing, refuses nobody). */
  async slowDownNoisyAddress(address: string): Promise<void> {
    const failures = await this.rateLimits.count(addressKey(address), ADDRESS_WINDOW_MS);
    if (failures >= this.limits.addressFailures && this.limits.slowdownMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, this.limits.slowdownMs));
    }
  }

  /** Counts a failure for the account (locking it at the end of each run) and for the address. */
  async recordFailure(accountKey: string, address: string): Promise<void> {
    const now = this.now().getTime();
    const forgotten = now - FAILURES_FORGOTTEN_AFTER_MS;
    const row = await this.db
      .insertInto('sign_in_failures')
      .values({ account_key: accountKey, failures: 1, locked_until: 0, last_failure_at: now })
      .onConflict((oc) =>
        oc.column('account_key').doUpdateSet({
          failures: sql`CASE WHEN sign_in_failures.last_failure_at <= ${forgotten} THEN 1 ELSE sign_in_failures.failures + 1 END`,
          last_failure_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    // The atomic count decides which failure ends a run, so concurrent failures lock exactly once per run.
    if (row.failures % FAILURES_PER_LOCK === 0) {
      const run = row.failures / FAILURES_PER_LOCK;
      const lock = LOCK_STEPS_MS[Math.min(run, LOCK_STEPS_MS.length) - 1]!;
      await this.db.updateTable('sign_in_failures').set({ locked_until: now + lock }).where('account_key', '=', accountKey).execute();
    }
    await this.rateLimits.hit(addressKey(address), ADDRESS_WINDOW_MS);
  }

  /** Forgets an account's failures: a correct password, or a password reset. */
  async clear(accountKeys: readonly string[]): Promise<void> {
    if (accountKeys.length) await this.db.deleteFrom('sign_in_failures').where('account_key', 'in', accountKeys).execute();
  }
}
