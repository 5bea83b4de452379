// Who may read or change a patient's account: their profile, the counts of their bookings, their alert
// preferences and their family members are theirs alone. Another patient's id, or another patient's family
// member, is the same 404 as one that does not exist. Two checks are the WHERE of the write they guard, so a
// member removed meanwhile is the same 404 within that one statement: an edit changes, and a removal marks,
// only a kept member whose `patient_id` is the patient's (FamilyMembersRepository.update and markRemoved).
import type { FamilyMember } from '../../../shared/contract/family-shapes';
import { NotFoundError } from '../../platform/errors';
import { requireOwnId } from '../../platform/guards';
import type { AuthUser } from '../../platform/sessions';
import type { FamilyMembersRepository } from './repository';

/** The patient's account and what hangs on it (profile, counts, alert preferences, family): the caller's own. */
export function requireOwnPatientAccount(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}

/**
 * One of the patient's family members, as a booking names it (kept) or a list is narrowed to it (`removedToo`:
 * one since removed still names their records).
 */
export async function requireOwnFamilyMember(
  repo: FamilyMembersRepository,
  patientId: number,
  memberId: number,
  removedToo = false,
) {
  const member = await repo.find(patientId, memberId, removedToo);
  if (!member) throw new NotFoundError();
  return member;
}

/** The member an edit names: one the patient keeps, as their edit's transaction read them. */
export function requireKeptMember(kept: readonly FamilyMember[], memberId: number): void {
  if (!kept.some((member) => member.id === memberId)) throw new NotFoundError();
}
