// The one place an account's sign-in number or e-mail changes, whoever changes it (the holder after proving
// the new number, the holder's own profile for the e-mail, the call centre once the change is confirmed or
// approved). A change ends every password link of the account, remembers when it happened (no link goes to
// the new number or e-mail for a day: password-links.ts) and is told to the old number or e-mail.
import type { Kysely } from 'kysely';
import type { Role } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { ConflictError, ValidationError } from '../../platform/errors';
import { PHONE_TEXTS, type ContactChangeText } from '../../platform/phone-texts';
import type { Platform } from '../../platform/platform';
import { signInRolesOf } from './sign-in-groups';

export interface ContactChange {
  phone_number?: string;
  email?: string;
}

/**
 * Who made a change, as the old number or e-mail is told of it: the account (its holder, or a hospital for its doctor)
 * or the call centre.
 */
export type ChangedBy = 'account' | 'call-centre';

interface ContactAccount {
  id: number;
  role: Role;
  phone_number: string;
  email: string;
}

export class SignInContacts {
  constructor(private readonly platform: Platform) {}

  /**
   * A profile form's number must be the account's own: the number is changed only with a code sent to the new
   * one (request-phone-change), so the form can neither change it nor tell which numbers are taken.
   */
  async keepNumber(accountId: number, given: string | undefined): Promise<void> {
    if (given === undefined) return;
    const account = await this.platform.db
      .selectFrom('users')
      .select('phone_number')
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (account && account.phone_number !== given)
      throw new ValidationError({ phone_number: MESSAGES.phoneChangeByCode });
  }

  /** Whether another account of the same sign-in has this number. */
  async phoneTaken(
    account: Pick<ContactAccount, 'id' | 'role'>,
    phoneNumber: string,
    db: Kysely<Database> = this.platform.db,
  ): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', signInRolesOf(account.role))
      .where('phone_number', '=', phoneNumber)
      .where('password_hash', 'is not', null)
      .where('id', '!=', account.id)
      .executeTakeFirst();
    return Boolean(row);
  }

  /**
   * Changes the account's number and e-mail to the ones given (the same value is no change), ends its password
   * links and tells the old ones, in one transaction: a change is never kept without its notices. 409 when
   * the number is another account's by then.
   */
  async change(accountId: number, change: ContactChange, by: ChangedBy): Promise<void> {
    const now = this.platform.now().toISOString();
    const changed = await this.platform.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('users')
        .select(['id', 'role', 'phone_number', 'email'])
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      const phone =
        change.phone_number !== undefined && change.phone_number !== account.phone_number ? change.phone_number : null;
      const email = change.email !== undefined && change.email !== account.email ? change.email : null;
      if (phone === null && email === null) return false;
      if (phone !== null && (await this.phoneTaken(account, phone, trx))) throw new ConflictError(MESSAGES.phoneTaken);
      await trx
        .updateTable('users')
        .set({
          ...(phone !== null ? { phone_number: phone, phone_changed_at: now } : {}),
          ...(email !== null ? { email, email_changed_at: now } : {}),
        })
        .where('id', '=', accountId)
        .execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', accountId).execute();
      await this.tellOldContacts(trx, account, phone, email, by);
      return true;
    });
    if (changed) this.platform.outbox.wake();
  }

  /** The old number and e-mail hear of a change, so one their holder did not make does not go unseen. */
  private async tellOldContacts(
    trx: Kysely<Database>,
    account: ContactAccount,
    phone: string | null,
    email: string | null,
    by: ChangedBy,
  ): Promise<void> {
    const changes: ContactChangeText[] = [
      ...(phone !== null ? [{ field: 'phone_number' as const, value: phone }] : []),
      ...(email !== null ? [{ field: 'email' as const, value: email }] : []),
    ];
    const text = PHONE_TEXTS.contactsChanged(changes, by);
    if (account.phone_number)
      await this.platform.textMessages.write(trx, { to: account.phone_number, by: 'sms', body: text });
    if (account.email)
      await this.platform.mailer.write(trx, {
        to: account.email,
        subject: 'Your Parchee sign-in details were changed',
        body: text,
      });
  }
}
