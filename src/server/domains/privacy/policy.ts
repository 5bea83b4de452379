// Who may read or change a patient's privacy records: their consents, notices, erasure, grievances,
// correction requests, record access log and copy of their data are theirs alone; the desk (an operator)
// answers grievances and corrections and sends notices (the catalogue's roles say so). Another patient's id,
// booking, notice or link is the same 404 as one that does not exist, with one exception: `export-my-data`
// refuses another account's id with 403 (decision 0091; `mayExportData`). A notice is dismissed only where
// it was given to the patient: that check is the WHERE of the dismissal (NoticeRepository.dismiss), one
// statement that also keeps the first time. A record access log narrowed to a family member takes the member
// through patient-account's rule (FamilyMembersService.person).
import { requireOwnId } from '../../platform/guards';
import type { AuthUser } from '../../platform/sessions';
import { sameSecret } from '../../platform/tokens';

/** The patient a privacy call names: the caller. */
export function requireOwnPatient(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}

/** A correction is asked of the patient's own booking or lab booking. */
export function mayRequestCorrection<T extends { patient_id: number }>(
  patientId: number,
  record: T | undefined,
): record is T {
  return record !== undefined && record.patient_id === patientId;
}

/**
 * A copy of the data of the caller only. Refused with 403, not the house's 404 (decision 0091): the id can
 * only name the caller's own data, so refusing it plainly reveals nothing of another account.
 */
export function mayExportData(user: AuthUser, patientId: number): boolean {
  return patientId === user.id;
}

/** A copy's link is used only by the session that asked for it (the patient's own other session neither). */
export function mayUseDataLink(
  user: AuthUser | null,
  sessionKey: string | null,
  link: { patient_id: number; session_key: string },
): boolean {
  if (!user || !sessionKey) return false;
  return user.id === link.patient_id && sameSecret(sessionKey, link.session_key);
}
