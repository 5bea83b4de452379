// Whom a patient's booking, lab booking or report is for: the patient themself, one of their family members
// (get-family-members), or someone else typed in. The shapes shared by the family calls, the booking calls
// that take a family member, and the patient's lists that can be narrowed to one person.
import { z } from 'zod';
import { RELATIONS, SEXES } from '../constants';
import { MESSAGES } from '../messages';
import { id } from './fields';

export const familyMember = z.object({
  id: z.number(),
  name: z.string(),
  age: z.number(),
  sex: z.enum(SEXES),
  relation: z.enum(RELATIONS),
});
export type FamilyMember = z.infer<typeof familyMember>;

const blankAsAbsent = (v: unknown) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v);

/** A booking for one of the patient's family members: its id (blank or absent: not for a member). */
export const familyMemberId = () => z.preprocess(blankAsAbsent, id().optional());

/** The people a patient's lists can be narrowed to besides each family member (by its id). */
export const PERSON_CHOICES = ['Everyone', 'Myself'] as const;

/**
 * Whose records a patient's list shows: 'Everyone' (also when blank or absent), 'Myself' (what they booked
 * for themself), or one of their family members, by id.
 */
export const personFilter = () =>
  z.preprocess(
    blankAsAbsent,
    z.union([z.enum(PERSON_CHOICES), id()], { error: MESSAGES.invalidValue }).default('Everyone'),
  );
export type PersonFilter = z.output<ReturnType<typeof personFilter>>;

/** On every view of a patient's booking: the family member it is for (null: the patient or someone typed in). */
export const forFamilyMember = { family_member_id: z.number().nullable() };
