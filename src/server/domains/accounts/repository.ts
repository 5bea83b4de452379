// Queries on accounts, password resets and push subscriptions.
import type { Kysely, Transaction } from 'kysely';
import type { Role } from '../../../shared/constants';
import type { Database } from '../../db/schema';

export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findSignInAccount(roles: readonly Role[], phoneNumber: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('role', 'in', roles)
      .where('phone_number', '=', phoneNumber)
      .where('password_hash', 'is not', null)
      .executeTakeFirst();
  }

  findById(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'role', 'phone_number', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  findByEmail(roles: readonly Role[], email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'role', 'email', 'phone_number', 'phone_changed_at', 'email_changed_at'])
      .where('role', 'in', roles)
      .where('password_hash', 'is not', null)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .limit(5)
      .execute();
  }

  /** Sets the account's password; every password link of the account ends with it. */
  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    });
  }

  /** A new password link for the account, ending every older one. */
  async replacePasswordLinks(userId: number, tokenHash: string, expiresAt: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
      await trx
        .insertInto('password_resets')
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
        .execute();
    });
  }

  /**
   * Uses up a live link of an account of these roles and answers its user; null when there is none. The
   * delete decides, so of two requests with one link only one gets its user.
   */
  async consumePasswordLink(tokenHash: string, roles: readonly Role[], now: string): Promise<number | null> {
    const used = await this.db
      .deleteFrom('password_resets')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('role', 'in', roles))
      .returning('user_id')
      .executeTakeFirst();
    return used?.user_id ?? null;
  }

  /** Saves (or refreshes) a device's subscription, keeping the user's `keep` most recent ones. */
  /** Saves a device's subscription in `trx` (the caller's transaction) and drops the oldest past `keep`. */
  async addPushSubscription(
    trx: Transaction<Database>,
    userId: number,
    token: string,
    lang: string,
    now: string,
    keep: number,
  ): Promise<void> {
    await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, token, lang, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'token']).doUpdateSet({ lang, created_at: now }))
      .execute();
    const older = await trx
      .selectFrom('push_subscriptions')
      .select('token')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .offset(keep)
      .limit(1000)
      .execute();
    if (older.length)
      await trx
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where(
          'token',
          'in',
          older.map((row) => row.token),
        )
        .execute();
  }

  /** Deletes what an account signs in with, in the caller's transaction (its erasure); its sessions are ended apart. */
  async forgetSignIn(
    trx: Kysely<Database>,
    account: { userId: number; codeKeys: string[]; failureKey: string },
  ): Promise<void> {
    await trx.deleteFrom('password_resets').where('user_id', '=', account.userId).execute();
    await trx.deleteFrom('login_codes').where('login_key', 'in', account.codeKeys).execute();
    await trx.deleteFrom('sign_in_failures').where('account_key', '=', account.failureKey).execute();
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', account.userId).execute();
    await trx.deleteFrom('contact_changes').where('user_id', '=', account.userId).execute();
  }

  async removePushSubscriptions(userId: number, token: string): Promise<void> {
    let query = this.db.deleteFrom('push_subscriptions').where('user_id', '=', userId);
    if (token) query = query.where('token', '=', token);
    await query.execute();
  }
}
