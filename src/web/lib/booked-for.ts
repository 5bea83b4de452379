// Whom a patient's booking is for, read from its record, and the person a list is narrowed to, read from
// the address. Pure, so they are unit-tested.
import type { FamilyMember, PersonFilter } from '../../shared/contract/family-shapes';
import type { TFunction } from './i18n';
import { positiveId } from './positive-id';

/** The patient themself ('Self'), one of their family members (its id), or someone else ('Other'). */
export type BookedFor = 'Self' | 'Other' | number;

/** What a record says of whom it is for: its type (a booking's `type`, the others' `patient_type`) and member. */
export interface WhomRecord {
  type?: string;
  patient_type?: string;
  family_member_id: number | null;
}

export function bookedForOf(record: WhomRecord): BookedFor {
  if (record.family_member_id !== null) return record.family_member_id;
  return (record.patient_type ?? record.type) === 'Self' ? 'Self' : 'Other';
}

/** What a member is to the patient, said with their sex where the language has a word: "Daughter", "Father". */
export function relationText(t: TFunction, member: Pick<FamilyMember, 'relation' | 'sex'>): string {
  return t(`family.relationOf.${member.relation}.${member.sex}`);
}

/** A member as every list and choice names them: "Munni Kumari (Daughter)". */
export function memberText(t: TFunction, member: Pick<FamilyMember, 'name' | 'relation' | 'sex'>): string {
  return t('family.memberLabel', { name: member.name, relation: relationText(t, member) });
}

/** ?person=Myself or a member's id; anything else (absent too) is everyone. */
export function personFromParam(value: string | null): PersonFilter {
  if (value === 'Myself') return 'Myself';
  return positiveId(value) ?? 'Everyone';
}
