// Queries of an account's erasure: the request waiting in account_erasures, and what the erasure itself
// blanks or deletes of the account besides its sign-in (accounts' forgetPatientSignIn) and its kept records
// (kept-records.ts): its own data, what it asked under its data rights, its personal fields.
import type { Kysely, Transaction } from 'kysely';
import { WAITING_ROOM } from '../../../shared/constants';
import type { Database } from '../../db/schema';
import { erasedAccounts } from '../../platform/erased-accounts';

/** What an erasure must know of the account before it blanks it. */
export interface ErasedAccount {
  id: number;
  phone_number: string;
  email: string;
}

export class ErasureRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The account's erasure waiting to be carried out, if any. */
  waiting(userId: number) {
    return this.db
      .selectFrom('account_erasures')
      .select(['erase_at'])
      .where('user_id', '=', userId)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
  }

  /** Asks for the account's erasure at `eraseAt`; one asked already keeps its time. Answers the time that holds. */
  async request(userId: number, requestedAt: string, eraseAt: string): Promise<string> {
    await this.db
      .insertInto('account_erasures')
      .values({ user_id: userId, requested_at: requestedAt, erase_at: eraseAt, erased_at: null })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('account_erasures')
      .select('erase_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.erase_at;
  }

  /** Drops the account's waiting erasure; answers whether one was waiting. */
  async cancel(userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('account_erasures')
      .where('user_id', '=', userId)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async isErased(userId: number): Promise<boolean> {
    const row = await erasedAccounts(this.db).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  /** The accounts whose erasure is due (the partial index of migration 0025), at most `limit`. */
  async due(now: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('account_erasures')
      .select('user_id')
      .where('erased_at', 'is', null)
      .where('erase_at', '<=', now)
      .orderBy('erase_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /**
   * Takes the account's erasure for this transaction, while it is still waiting and due: the first statement,
   * so a cancel at the same moment either came first (nothing to take) or waits and then finds it carried out.
   */
  async take(trx: Kysely<Database>, userId: number, now: string): Promise<ErasedAccount | null> {
    const taken = await trx
      .updateTable('account_erasures')
      .set({ erased_at: now })
      .where('user_id', '=', userId)
      .where('erased_at', 'is', null)
      .where('erase_at', '<=', now)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return null;
    return (
      (await trx
        .selectFrom('users')
        .select(['id', 'phone_number', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst()) ?? null
    );
  }

  /**
   * Deletes what the account kept of its own (family members, the answers kept for a retried call) and every
   * message to its number or e-mail in the outbox: one not sent yet is never sent, one sent names the account's
   * number and what it was told. Its alert preferences become "no channel": without any, an account is alerted
   * by SMS to its number, and a booking of its still to come may yet change.
   */
  async forgetOwnData(trx: Kysely<Database>, account: ErasedAccount, now: string): Promise<void> {
    await trx.deleteFrom('family_members').where('patient_id', '=', account.id).execute();
    // No channel: the count and the language are never used.
    const silent = { channels: '', turn_near_at: WAITING_ROOM.alertAt.min, language: 'en', updated_at: now };
    await trx
      .insertInto('alert_preferences')
      .values({ patient_id: account.id, ...silent })
      .onConflict((oc) => oc.column('patient_id').doUpdateSet(silent))
      .execute();
    await trx.deleteFrom('idempotency_keys').where('user_id', '=', account.id).execute();
    await trx
      .deleteFrom('outbox')
      .where((eb) => {
        const toPhone = eb.and([eb('channel', 'in', ['sms', 'call']), eb('to_address', '=', account.phone_number)]);
        if (!account.email) return toPhone;
        return eb.or([
          toPhone,
          eb.and([eb('channel', '=', 'mail'), eb(eb.fn('lower', ['to_address']), '=', account.email.toLowerCase())]),
        ]);
      })
      .execute();
  }

  /**
   * What the account asked of us under its data rights and was told, in the app's own tables: its links to a
   * copy of its data, its consents (the audit log keeps the fact of each change, naming only the purpose and
   * the notice's version), its correction requests, waiting or decided (each held a value of its records,
   * the patient's note and the desk's reason; the audit log keeps who decided which request and which field
   * of which record changed), the words of its grievances and of their replies (the row stays, with its
   * number, subject, status and times, for the grievance officer's register), and the notices it was given.
   */
  async forgetRightsRequests(trx: Kysely<Database>, userId: number): Promise<void> {
    await trx.deleteFrom('data_exports').where('patient_id', '=', userId).execute();
    await trx.deleteFrom('consents').where('user_id', '=', userId).execute();
    await trx.deleteFrom('correction_requests').where('patient_id', '=', userId).execute();
    await trx.updateTable('grievances').set({ message: '', reply: '' }).where('patient_id', '=', userId).execute();
    await trx.deleteFrom('patient_notices').where('patient_id', '=', userId).execute();
  }

  /**
   * Blanks the account's personal fields. The number becomes one that can be no phone's and no other
   * account's, and without a password the row signs in to nothing: the number is free to register again.
   */
  async blank(trx: Kysely<Database>, userId: number): Promise<void> {
    await trx
      .updateTable('users')
      .set({
        phone_number: `erased-${userId}`,
        password_hash: null,
        full_name: '',
        first_name: '',
        last_name: '',
        email: '',
        image: null,
        age: null,
        address: '',
        city: '',
        state: '',
        pincode: '',
        additional_phone: '',
        app_language: null,
        phone_changed_at: null,
        email_changed_at: null,
      })
      .where('id', '=', userId)
      .execute();
  }
}
