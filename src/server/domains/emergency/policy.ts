// Who may read or change an emergency or ambulance request. A patient asks for one and reads their own; a
// hospital reads those that named it; the call centre (an operator) reads and moves on every one (the
// catalogue's roles say so). Another patient's or hospital's id is the same 404 as one that does not exist.
import { requireOwnId } from '../../platform/guards';
import type { AuthUser } from '../../platform/sessions';

/** A patient's requests (a new one, their list): the caller's own. */
export function requireOwnEmergencyRequests(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}

/** The requests that named a hospital: the signed-in hospital's own. */
export function requireOwnHospitalRequests(user: AuthUser, hospitalId: unknown): number {
  return requireOwnId(user, hospitalId);
}
