// One-time 6-digit codes sent to a phone: a sign-in code, or the code that proves an account's new number.
// One live code per key (a sign-in and phone number, or an account's number change), kept as a hash, with
// what it confirms (a number change's new number); good for 5 minutes and 5 tries; a new one only after the
// resend wait. Every decision that two requests at once could both pass is one conditional statement: a new
// code only once the last one's resend wait is over, a try only while tries and time are left, a use only
// once; so a burst of guesses gets no more checks than CODE_TRIES.
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { TooManyRequestsError } from '../../platform/errors';
import { hashSecret, sameSecret } from '../../platform/tokens';

const MINUTE = 60_000;
export const CODE_LIFETIME_MS = 5 * MINUTE;
export const CODE_TRIES = 5;

const codeHashOf = (key: string, code: string) => hashSecret(`${key}:${code}`);

export class LoginCodes {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A new code for the key, replacing its last one (and that one's tries), unless the last was sent less than
   * `resendAfterSeconds` ago: then 429 with the seconds left. Answers the code, to be sent to the phone.
   */
  async issue(key: string, options: { now: number; resendAfterSeconds: number; payload?: string }): Promise<string> {
    const { now, resendAfterSeconds } = options;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hash = codeHashOf(key, code);
    const payload = options.payload ?? '';
    const expiresAt = now + CODE_LIFETIME_MS;
    const stored = await this.db
      .insertInto('login_codes')
      .values({ login_key: key, code_hash: hash, expires_at: expiresAt, tries: 0, sent_at: now, payload })
      .onConflict((oc) =>
        oc
          .column('login_key')
          .doUpdateSet({ code_hash: hash, expires_at: expiresAt, tries: 0, sent_at: now, payload })
          .where('login_codes.sent_at', '<=', now - resendAfterSeconds * 1000),
      )
      .returning('login_key')
      .executeTakeFirst();
    if (stored) return code;
    const last = await this.db
      .selectFrom('login_codes')
      .select('sent_at')
      .where('login_key', '=', key)
      .executeTakeFirst();
    const seconds = Math.max(1, Math.ceil((Number(last?.sent_at ?? now) + resendAfterSeconds * 1000 - now) / 1000));
    throw new TooManyRequestsError(fillMessage(MESSAGES.otpWait, { seconds }), seconds);
  }

  /**
   * Uses the key's code up when `code` is it, answering what the code confirms; null for a wrong, expired or
   * used code (one and the same answer). A live code that has had all its tries is 429: ask for a new one.
   */
  async redeem(key: string, code: string, now: number): Promise<{ payload: string } | null> {
    const tried = await this.db
      .updateTable('login_codes')
      .set({ tries: sql<number>`tries + 1` })
      .where('login_key', '=', key)
      .where('tries', '<', CODE_TRIES)
      .where('expires_at', '>', now)
      .returning(['code_hash', 'payload'])
      .executeTakeFirst();
    if (!tried) {
      const wornOut = await this.db
        .selectFrom('login_codes')
        .select('login_key')
        .where('login_key', '=', key)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (wornOut) throw new TooManyRequestsError(MESSAGES.otpTriesUsed);
      return null;
    }
    if (!sameSecret(tried.code_hash, codeHashOf(key, code))) return null;
    // Of two right answers at once, only the one that deletes the code uses it.
    const used = await this.db
      .deleteFrom('login_codes')
      .where('login_key', '=', key)
      .where('code_hash', '=', tried.code_hash)
      .executeTakeFirst();
    return Number(used.numDeletedRows) > 0 ? { payload: tried.payload } : null;
  }
}
