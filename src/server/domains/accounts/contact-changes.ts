// The call centre's change of an account's sign-in number or e-mail never takes effect on one operator's
// word: either the new number or e-mail would let whoever holds it take the account over (a sign-in code, a
// password link). The change waits until the account confirms it through a link sent to its old number and
// e-mail (valid a day), or until a second, different operator approves it on the desk. The same link stops
// it: while it waits, and for the rest of that day after it was made, which puts the old number and e-mail
// back and ends every session of the account. Every step is audited on the account's record.
import type { Kysely } from 'kysely';
import type { ContactChangeView } from '../../../shared/contract/accounts';
import { MESSAGES } from '../../../shared/messages';
import type { ContactChangesTable, ContactField, Database } from '../../db/schema';
import { violatesUniqueIndex } from '../../db/unique-violation';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { PHONE_TEXTS } from '../../platform/phone-texts';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { hashSecret, newSecret } from '../../platform/tokens';
import { mayApproveContactChange } from './policy';
import type { ContactChange, SignInContacts } from './sign-in-contacts';

/** How long a change may be confirmed, approved or stopped. */
export const CONTACT_CHANGE_LIFETIME_MS = 24 * 3_600_000;

export interface WaitingContactChange {
  id: number;
  field: ContactField;
  new_value: string;
  requested_by: number;
  requested_by_name: string;
  requested_at: string;
}

interface ChangedAccount {
  id: number;
  phone_number: string;
  email: string;
}

type ChangeRow = Pick<
  ContactChangesTable,
  'user_id' | 'field' | 'old_value' | 'new_value' | 'status' | 'expires_at'
> & { id: number };

const changeOf = (rows: readonly Pick<ChangeRow, 'field' | 'new_value'>[]): ContactChange =>
  Object.fromEntries(rows.map((row) => [row.field, row.new_value])) as ContactChange;

export class ContactChanges {
  constructor(
    private readonly platform: Platform,
    private readonly contacts: SignInContacts,
  ) {}

  /**
   * Keeps the desk's change of the account's number or e-mail waiting, and sends the old number and e-mail a
   * link to confirm or stop it; answers whether anything now waits. 400 on a field that already has a change
   * waiting.
   */
  async ask(operator: AuthUser, account: ChangedAccount, change: ContactChange): Promise<boolean> {
    const now = this.platform.now();
    const fields = (['phone_number', 'email'] as const).filter(
      (field) => change[field] !== undefined && change[field] !== account[field],
    );
    if (!fields.length) return false;
    const waiting = await this.waitingFor(account.id);
    const alreadyWaiting = () =>
      new ValidationError(Object.fromEntries(fields.map((field) => [field, MESSAGES.contactChangeAlreadyWaiting])));
    if (fields.some((field) => waiting.some((row) => row.field === field))) throw alreadyWaiting();
    const token = newSecret();
    const expiresAt = new Date(now.getTime() + CONTACT_CHANGE_LIFETIME_MS).toISOString();
    // The link is written with the change it asks about: neither is kept without the other.
    await this.platform.db
      .transaction()
      .execute(async (trx) => {
        // An expired change still marked Waiting would block the index: it is over.
        await trx
          .updateTable('contact_changes')
          .set({ status: 'Stopped' })
          .where('user_id', '=', account.id)
          .where('status', '=', 'Waiting')
          .where('expires_at', '<=', now.toISOString())
          .execute();
        await trx
          .insertInto('contact_changes')
          .values(
            fields.map((field) => ({
              user_id: account.id,
              field,
              old_value: account[field],
              new_value: change[field] ?? '',
              requested_by: operator.id,
              requested_at: now.toISOString(),
              expires_at: expiresAt,
              token_hash: hashSecret(token),
              status: 'Waiting' as const,
            })),
          )
          .execute();
        await this.writeLink(
          trx,
          account,
          changeOf(fields.map((field) => ({ field, new_value: change[field] ?? '' }))),
          token,
        );
      })
      .catch((error: unknown) => {
        // Two desks asking at once: the index lets one through.
        throw violatesUniqueIndex(error, 'contact_changes_waiting') ? alreadyWaiting() : error;
      });
    for (const field of fields) {
      await this.platform.audit.record({
        user: operator,
        action: `ask-contact-change:${field}`,
        recordType: 'user',
        recordId: account.id,
        outcome: 'ok',
      });
    }
    this.platform.outbox.wake();
    return true;
  }

  /** The changes of the account waiting for a decision, with who asked for them. */
  async waitingFor(userId: number): Promise<WaitingContactChange[]> {
    return this.platform.db
      .selectFrom('contact_changes')
      .leftJoin('users as operator', 'operator.id', 'contact_changes.requested_by')
      .select([
        'contact_changes.id',
        'contact_changes.field',
        'contact_changes.new_value',
        'contact_changes.requested_by',
        'contact_changes.requested_at',
        (eb) => eb.fn.coalesce('operator.full_name', eb.val('')).as('requested_by_name'),
      ])
      .where('contact_changes.user_id', '=', userId)
      .where('contact_changes.status', '=', 'Waiting')
      .where('contact_changes.expires_at', '>', this.platform.now().toISOString())
      .orderBy('contact_changes.id')
      .execute();
  }

  /** Which of these accounts have a change waiting for a decision. */
  async accountsWaiting(userIds: readonly number[]): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows = await this.platform.db
      .selectFrom('contact_changes')
      .select('user_id')
      .distinct()
      .where('user_id', 'in', userIds)
      .where('status', '=', 'Waiting')
      .where('expires_at', '>', this.platform.now().toISOString())
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  /** A second operator approves a waiting change: it takes effect. The operator who asked for it cannot. */
  async approve(operator: AuthUser, id: number): Promise<number> {
    const row = await this.platform.db
      .selectFrom('contact_changes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new NotFoundError();
    if (!this.isOpen(row, 'Waiting')) throw new ConflictError(MESSAGES.contactChangeNotWaiting);
    if (!mayApproveContactChange(operator, row)) {
      await this.platform.audit.record({
        user: operator,
        action: `approve-contact-change:${row.field}`,
        recordType: 'user',
        recordId: row.user_id,
        outcome: 'refused',
      });
      throw new ForbiddenError(MESSAGES.contactChangeOtherOperator);
    }
    await this.contacts.change(row.user_id, changeOf([row]), 'call-centre');
    await this.settle([row.id], 'Applied', operator.id);
    await this.platform.audit.record({
      user: operator,
      action: `approve-contact-change:${row.field}`,
      recordType: 'user',
      recordId: row.user_id,
      outcome: 'ok',
    });
    return row.user_id;
  }

  /** What the link's changes are, for its page. */
  async getContactChange(token: string): Promise<ContactChangeView> {
    return this.viewOf(await this.rowsOf(token));
  }

  /**
   * The link's holder confirms the waiting changes (they take effect), or stops them: a waiting one is
   * dropped, one in effect is undone while the link is valid (the old value back, every session ended).
   */
  async decideContactChange(token: string, decision: 'Confirm' | 'Stop'): Promise<ContactChangeView> {
    const rows = await this.rowsOf(token);
    const userId = rows[0]!.user_id;
    const waiting = rows.filter((row) => this.isOpen(row, 'Waiting'));
    if (decision === 'Confirm') {
      if (!waiting.length) throw new ConflictError(MESSAGES.contactChangeNotWaiting);
      await this.contacts.change(userId, changeOf(waiting), 'call-centre');
      await this.settle(
        waiting.map((row) => row.id),
        'Applied',
        null,
      );
    } else {
      const applied = rows.filter((row) => this.isOpen(row, 'Applied'));
      if (!waiting.length && !applied.length) throw new ConflictError(MESSAGES.contactChangeNotWaiting);
      await this.undo(userId, applied);
      await this.settle(
        [...waiting, ...applied].map((row) => row.id),
        'Stopped',
        null,
      );
    }
    await this.platform.audit.record({
      user: null,
      action: `${decision.toLowerCase()}-contact-change`,
      recordType: 'user',
      recordId: userId,
      outcome: 'ok',
    });
    return this.viewOf(await this.rowsOf(token));
  }

  /** Puts back the old values of changes in effect that still stand, and ends the account's sessions. */
  private async undo(userId: number, applied: ChangeRow[]): Promise<void> {
    if (!applied.length) return;
    const account = await this.platform.db
      .selectFrom('users')
      .select(['phone_number', 'email'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // A value changed again since is left alone: only what this change made is undone.
    const standing = applied.filter((row) => account[row.field] === row.new_value);
    await this.contacts.change(
      userId,
      Object.fromEntries(standing.map((row) => [row.field, row.old_value])) as ContactChange,
      'account',
    );
    await this.platform.sessions.endAllOf(userId);
  }

  private async rowsOf(token: string): Promise<ChangeRow[]> {
    const rows = await this.platform.db
      .selectFrom('contact_changes')
      .select(['id', 'user_id', 'field', 'old_value', 'new_value', 'status', 'expires_at'])
      .where('token_hash', '=', hashSecret(token))
      .orderBy('id')
      .execute();
    if (!rows.length) throw new ValidationError({ token: MESSAGES.contactChangeLinkInvalid });
    return rows;
  }

  private isOpen(row: Pick<ChangeRow, 'status' | 'expires_at'>, status: 'Waiting' | 'Applied'): boolean {
    return row.status === status && row.expires_at > this.platform.now().toISOString();
  }

  private async settle(ids: number[], status: 'Applied' | 'Stopped', decidedBy: number | null): Promise<void> {
    if (!ids.length) return;
    await this.platform.db
      .updateTable('contact_changes')
      .set({ status, decided_by: decidedBy, decided_at: this.platform.now().toISOString() })
      .where('id', 'in', ids)
      .execute();
  }

  private viewOf(rows: ChangeRow[]): ContactChangeView {
    const waiting = rows.some((row) => row.status === 'Waiting');
    const expired = rows.every((row) => row.expires_at <= this.platform.now().toISOString());
    const status = waiting
      ? expired
        ? 'Expired'
        : 'Waiting'
      : rows.some((row) => row.status === 'Applied')
        ? 'Applied'
        : 'Stopped';
    return {
      changes: rows.map((row) => ({ field: row.field, old_value: row.old_value, new_value: row.new_value })),
      status,
      expires_at: rows[0]!.expires_at,
    };
  }

  /** The link to confirm or stop, to the old number and e-mail, in the transaction that keeps the change waiting. */
  private async writeLink(
    trx: Kysely<Database>,
    account: ChangedAccount,
    change: ContactChange,
    token: string,
  ): Promise<void> {
    const link = `${this.platform.config.baseUrl}/contact-change?token=${token}`;
    const changes = (['phone_number', 'email'] as const)
      .filter((field) => change[field] !== undefined)
      .map((field) => ({ field, value: change[field] ?? '' }));
    const text = PHONE_TEXTS.contactChangeAsked(changes, link);
    if (account.phone_number)
      await this.platform.textMessages.write(trx, { to: account.phone_number, by: 'sms', body: text });
    if (account.email)
      await this.platform.mailer.write(trx, {
        to: account.email,
        subject: 'Confirm or stop a change of your Parchee account',
        body: text,
      });
  }
}
