// Who may read the doctors' records. The list and a doctor's profile are any patient's to read (the lists
// are the same for each), but their calls name the asking patient, and another patient's id is 404. A
// doctor's own account (its sign-in number and e-mail) is the doctor's and its hospital's: for anyone else
// the same 404 as a doctor that does not exist.
import { requireOwnDoctor, requireOwnId } from '../../platform/guards';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';

/** The patient a directory call names: the caller. */
export function requireAskingPatient(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}

/** A doctor's own account: the doctor itself, or one of the signed-in hospital's doctors. */
export function requireOwnDoctorAccount(platform: Platform, user: AuthUser, doctorId: number): Promise<number> {
  return requireOwnDoctor(platform, user, doctorId);
}
