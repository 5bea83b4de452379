// Who may read or change a medicine order. A patient places and reads their own orders; the delivery desk
// (an operator) reads every order and its prescription and moves any order on (the catalogue's roles say
// so). Another patient's order, or its picture, is the same 404 as one that does not exist.
import { requireOwnId } from '../../platform/guards';
import type { AuthUser } from '../../platform/sessions';

/** A patient's orders (a new one, their history): the caller's own. */
export function requireOwnDeliveries(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}

/** An order's prescription picture: the order's patient's, and the desk's (it delivers from it). */
export function mayReadDelivery(user: AuthUser, order: { patient_id: number } | undefined): boolean {
  if (user.role === 'Operator') return true;
  return user.role === 'Patient' && order?.patient_id === user.id;
}
