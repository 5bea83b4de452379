// The sign-in codes' table: one live code per sign-in and phone number (its login key), kept as a hash.
// Every decision that two requests at once could both pass is one conditional statement: a new code only
// once the last one's resend wait is over, a try only while tries and time are left, a use only once.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class LoginCodes {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a new code for the key unless its last one was sent after `resendFrom` (ms): answers whether it
   * did. A new code starts with no tries.
   */
  async replace(loginKey: string, codeHash: string, now: number, expiresAt: number, resendFrom: number): Promise<boolean> {
    const stored = await this.db
      .insertInto('login_codes')
      .values({ login_key: loginKey, code_hash: codeHash, expires_at: expiresAt, tries: 0, sent_at: now })
      .onConflict((oc) =>
        oc
          .column('login_key')
          .doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, tries: 0, sent_at: now })
          .where('login_codes.sent_at', '<=', resendFrom),
      )
      .returning('login_key')
      .executeTakeFirst();
    return stored !== undefined;
  }

  /** When the key's last code was sent (ms), if it has one. */
  async sentAt(loginKey: string): Promise<number | null> {
    const row = await this.db.selectFrom('login_codes').select('sent_at').where('login_key', '=', loginKey).executeTakeFirst();
    return row ? Number(row.sent_at) : null;
  }

  /** Spends one try of the key's code while it has tries left and has not expired: answers its hash, or null. */
  async spendTry(loginKey: string, triesAllowed: number, now: number): Promise<string | null> {
    const row = await this.db
      .updateTable('login_codes')
      .set({ tries: sql<number>`tries + 1` })
      .where('login_key', '=', loginKey)
      .where('tries', '<', triesAllowed)
      .where('expires_at', '>', now)
      .returning('code_hash')
      .executeTakeFirst();
    return row?.code_hash ?? null;
  }

  /** Uses the code up: answers false when another request used it first. */
  async use(loginKey: string, codeHash: string): Promise<boolean> {
    const result = await this.db.deleteFrom('login_codes').where('login_key', '=', loginKey).where('code_hash', '=', codeHash).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
