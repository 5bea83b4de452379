// Queries on accounts, password resets and push subscriptions.
import type { Kysely } from 'kysely';
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
    return this.db.selectFrom('users').select(['id', 'role', 'phone_number', 'password_hash']).where('id', '=', userId).executeTakeFirst();
  }

  findByEmail(roles: readonly Role[], email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'role', 'email', 'phone_number'])
      .where('role', 'in', roles)
      .where('password_hash', 'is not', null)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .limit(5)
      .execute();
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  }

  async addPasswordReset(tokenHash: string, userId: number, expiresAt: string): Promise<void> {
    await this.db.insertInto('password_resets').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null }).execute();
  }

  /** Marks an unused, unexpired reset as used and answers its user; null when there is none (single use under races). */
  async consumePasswordReset(tokenHash: string, roles: readonly Role[], now: string): Promise<number | null> {
    const reset = await this.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.user_id'])
      .where('password_resets.token_hash', '=', tokenHash)
      .where('password_resets.used_at', 'is', null)
      .where('password_resets.expires_at', '>', now)
      .where('users.role', 'in', roles)
      .executeTakeFirst();
    if (!reset) return null;
    const used = await this.db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1 ? reset.user_id : null;
  }

  /** Saves (or refreshes) a device's subscription, keeping the user's `keep` most recent ones. */
  async addPushSubscription(userId: number, token: string, lang: string, now: string, keep: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
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
      if (older.length) await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('token', 'in', older.map((row) => row.token)).execute();
    });
  }

  async removePushSubscriptions(userId: number, token: string): Promise<void> {
    let query = this.db.deleteFrom('push_subscriptions').where('user_id', '=', userId);
    if (token) query = query.where('token', '=', token);
    await query.execute();
  }
}
