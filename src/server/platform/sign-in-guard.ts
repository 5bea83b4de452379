// Sign-in protection that one attacker cannot turn against everyone on a shared address. Attempts count per
// account: each is taken before its password is checked, in the statement that reads the lock, so a burst of
// parallel guesses gets no more checks than a run of single ones; every fifth attempt in a run locks the
// account for 1, then 5, then 15 minutes, and a correct password gives the run back. Failures also count per
// address, and an address over its (high) threshold gets one sign-in checked at a time, each after a wait:
// that caps a parallel attacker's rate too, and never refuses a correct password on its own for long. Both
// live in the database, so every server instance sees the same counts.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SignInLimits } from '../config';
import type { Database } from '../db/schema';
import { fillMessage, MESSAGES } from '../../shared/messages';
import { TooManyRequestsError } from './errors';
import { RateLimits } from './rate-limits';

const MINUTE = 60_000;
/** Attempts in a run before the account is locked. */
export const FAILURES_PER_LOCK = 5;
/** The lock after the first, second and any later run of failures. */
export const LOCK_STEPS_MS = [1 * MINUTE, 5 * MINUTE, 15 * MINUTE] as const;
/** A day without failures starts the account's count again. */
const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * MINUTE;
export const ADDRESS_WINDOW_MS = 15 * MINUTE;

const addressKey = (address: string) => `sign-in-address:${address}`;
const addressTurnKey = (address: string) => `sign-in-turn:${address}`;

export class SignInGuard {
  /** The address's turns are counted in wall time, as their wait is (the business clock may stand still in a test). */
  private readonly turns: RateLimits;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly rateLimits: RateLimits,
    private readonly limits: SignInLimits,
    private readonly now: () => Date,
  ) {
    this.turns = new RateLimits(db, () => new Date());
  }

  /**
   * Takes one attempt on the account before its password (or current password) is checked: refused with 429
   * and the minutes left while the account is locked. The attempt counts as a failure at once, and the one
   * that ends a run locks the account, so at most FAILURES_PER_LOCK checks run whatever arrives together.
   */
  async takeAttempt(accountKey: string): Promise<void> {
    const now = this.now().getTime();
    const forgotten = now - FAILURES_FORGOTTEN_AFTER_MS;
    const failures = sql<number>`(CASE WHEN sign_in_failures.last_failure_at <= ${forgotten} THEN 1 ELSE sign_in_failures.failures + 1 END)`;
    const taken = await this.db
      .insertInto('sign_in_failures')
      .values({ account_key: accountKey, failures: 1, locked_until: 0, last_failure_at: now })
      .onConflict((oc) =>
        oc
          .column('account_key')
          .doUpdateSet({ failures, last_failure_at: now, locked_until: lockAfter(failures, now) })
          .where('sign_in_failures.locked_until', '<=', now),
      )
      .returning('failures')
      .executeTakeFirst();
    if (taken) return;
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select('locked_until')
      .where('account_key', '=', accountKey)
      .executeTakeFirst();
    const lockedMs = Math.max(1, Number(row?.locked_until ?? 0) - now);
    throw new TooManyRequestsError(
      fillMessage(MESSAGES.signInLocked, { minutes: Math.ceil(lockedMs / MINUTE) }),
      Math.ceil(lockedMs / 1000),
    );
  }

  /**
   * An address with many failures waits its turn: one sign-in from it is checked per slowdown period, after
   * waiting that long; the others are refused with 429 and when to try again. Below the threshold: no wait.
   */
  async awaitAddressTurn(address: string): Promise<void> {
    const { addressFailures, slowdownMs } = this.limits;
    if (slowdownMs <= 0 || (await this.rateLimits.count(addressKey(address), ADDRESS_WINDOW_MS)) < addressFailures)
      return;
    await this.turns.take(addressTurnKey(address), slowdownMs, 1, {
      message: (seconds) => fillMessage(MESSAGES.tooManyRequests, { seconds }),
    });
    await new Promise((resolve) => setTimeout(resolve, slowdownMs));
  }

  /** A wrong password: counted against the address (the account's count was taken with the attempt). */
  async recordFailure(address: string): Promise<void> {
    await this.rateLimits.hit(addressKey(address), ADDRESS_WINDOW_MS);
  }

  /** Forgets an account's failures and its lock: a correct password, or a password reset. */
  async clear(accountKeys: readonly string[]): Promise<void> {
    if (accountKeys.length)
      await this.db.deleteFrom('sign_in_failures').where('account_key', 'in', accountKeys).execute();
  }
}

/**
 * The account's lock once it has `failures` attempts in its run: a new lock when they end a run, else the one it has.
 */
function lockAfter(failures: RawBuilder<number>, now: number): RawBuilder<number> {
  const runs = LOCK_STEPS_MS.map((lockMs, index) => {
    const last = index === LOCK_STEPS_MS.length - 1;
    // Every run after the last step's locks as long as the last step.
    return last
      ? sql`WHEN ${failures} % ${FAILURES_PER_LOCK} = 0 THEN ${now + lockMs}`
      : sql`WHEN ${failures} = ${FAILURES_PER_LOCK * (index + 1)} THEN ${now + lockMs}`;
  });
  return sql<number>`(CASE ${sql.join(runs, sql` `)} ELSE sign_in_failures.locked_until END)`;
}
