// Who may change an account's records. A signed-in user changes only their own password, sign-in number,
// e-mail and devices: the calls take the account from the session, and an id a call names that is not the
// caller's is the same 404 as one that does not exist. A change of an account's number or e-mail the desk
// asked for waits for a second operator: the one who asked may not approve it (403: the desk sees the change,
// so the refusal hides nothing).
import { NotFoundError } from '../../platform/errors';
import type { AuthUser } from '../../platform/sessions';

/** The account a device's push subscription is saved for: the caller's (the call may leave it out). */
export function requireOwnAccount(user: AuthUser, accountId: unknown): number {
  if (accountId !== undefined && accountId !== null && accountId !== '' && Number(accountId) !== user.id)
    throw new NotFoundError();
  return user.id;
}

export function mayApproveContactChange(operator: AuthUser, change: { requested_by: number }): boolean {
  return change.requested_by !== operator.id;
}
