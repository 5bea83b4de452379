// Who may read the government directory: any patient, as the catalogue's roles say; the lists are the same
// for each. Its calls name the asking patient, and another patient's id is the same 404 as everywhere.
import { requireOwnId } from '../../platform/guards';
import type { AuthUser } from '../../platform/sessions';

/** The patient a directory call names: the caller. */
export function requireAskingPatient(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}
