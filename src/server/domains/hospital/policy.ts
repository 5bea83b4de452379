// Who may read or change a hospital's records: its doctor list and its profile are the signed-in hospital's
// own; another hospital's id is the same 404 as one that does not exist. Its doctors' days and settings are
// the queue's and doctor-settings' rules.
import { requireOwnId } from '../../platform/guards';
import type { AuthUser } from '../../platform/sessions';

export function requireOwnHospital(user: AuthUser, hospitalId: unknown): number {
  return requireOwnId(user, hospitalId);
}
