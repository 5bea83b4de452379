// The family members a patient books for (/family): listed, added (at most FAMILY_MEMBERS_MAX kept, no two
// of the same name), edited and removed (not while they hold a token not over). The booking paths of other
// areas ask here for the member a booking is for, and hold it in their transaction so it cannot be removed
// under them; the patient's lists ask here for the person they are narrowed to.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { FAMILY_MEMBERS_MAX } from '../../../shared/constants';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { FamilyMember, PersonFilter } from '../../../shared/contract/family-shapes';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { todayOf } from '../../platform/calendar';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { requireKeptMember, requireOwnFamilyMember, requireOwnPatientAccount } from './policy';
import { FamilyMembersRepository } from './repository';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The tables of a patient's records that name a family member, each with its column saying Self or Other. */
const TYPE_COLUMN = { bookings: 'type', lab_bookings: 'patient_type', external_bookings: 'patient_type' } as const;

/**
 * The condition that narrows a patient's records in `table` to one person, or null for everyone. "Myself"
 * is what they booked for themself (Self: a member's booking is always Other); a member is their member's.
 */
export function recordsOf(table: keyof typeof TYPE_COLUMN, person: PersonFilter): Expression<SqlBool> | null {
  if (person === 'Everyone') return null;
  if (person === 'Myself') return sql<SqlBool>`${sql.ref(`${table}.${TYPE_COLUMN[table]}`)} = 'Self'`;
  return sql<SqlBool>`${sql.ref(`${table}.family_member_id`)} = ${person}`;
}

/** The person a booking is for, as it is written: the name, age and type (Self, Other) and the member, if any. */
export interface BookedPerson<T extends string> {
  name: string;
  age: number;
  type: T;
  family_member_id: number | null;
}

export class FamilyMembersService {
  private readonly repo: FamilyMembersRepository;

  constructor(private readonly platform: Platform) {
    this.repo = new FamilyMembersRepository(platform.db, platform.engine);
  }

  async getFamilyMembers(user: AuthUser, patientId: number): Promise<FamilyMember[]> {
    return this.repo.live(requireOwnPatientAccount(user, patientId));
  }

  /**
   * Adds a member (no id) or edits one of the patient's kept members (404 otherwise). In one transaction
   * holding the account, so two adds at once cannot pass the limit or bring in one name twice.
   */
  async saveFamilyMember(user: AuthUser, input: ParsedRequestOf<'save-family-member'>): Promise<FamilyMember> {
    const patientId = requireOwnPatientAccount(user, input.patient_id);
    const fields = { name: input.name, age: input.age, sex: input.sex, relation: input.relation };
    const now = this.platform.now().toISOString();
    const id = await this.repo.transaction(async (trx) => {
      await this.repo.holdPatient(trx, patientId);
      const kept = await this.repo.live(patientId, trx);
      if (input.id !== undefined) requireKeptMember(kept, input.id);
      if (kept.some((member) => member.id !== input.id && sameName(member.name, input.name)))
        throw new ValidationError({ name: MESSAGES.familyMemberNameTaken });
      if (input.id === undefined) {
        if (kept.length >= FAMILY_MEMBERS_MAX)
          throw new ConflictError(fillMessage(MESSAGES.familyMembersFull, { count: FAMILY_MEMBERS_MAX }));
        return this.repo.insert(trx, patientId, fields, now);
      }
      // Removed meanwhile (a removal does not wait for the account): the same 404.
      if (!(await this.repo.update(trx, patientId, input.id, fields, now))) throw new NotFoundError();
      return input.id;
    });
    return { id, ...fields };
  }

  /**
   * Removes one of the patient's kept members; 409 while they hold a token not over (cancel it, or wait for
   * the visit). The mark holds the member's row first, so a booking for them either committed before (and is
   * seen here) or waits and finds them removed.
   */
  async removeFamilyMember(user: AuthUser, patientId: number, memberId: number): Promise<{ id: number }> {
    const own = requireOwnPatientAccount(user, patientId);
    const now = this.platform.now().toISOString();
    await this.repo.transaction(async (trx) => {
      // Not one of their kept members: the check is this statement's WHERE (policy.ts).
      if (!(await this.repo.markRemoved(trx, own, memberId, now))) throw new NotFoundError();
      if (await this.repo.holdsOpenToken(trx, memberId, todayOf(this.platform)))
        throw new ConflictError(MESSAGES.familyMemberHasToken);
    });
    return { id: memberId };
  }

  /**
   * Whom a patient's booking is for: one of their kept family members (with the member's name and age, type
   * Other; another patient's member, or one removed, is 404), or the person the form names.
   */
  async bookedFor<T extends string>(
    patientId: number,
    memberId: number | undefined,
    typed: Omit<BookedPerson<T>, 'family_member_id'>,
  ): Promise<BookedPerson<T | 'Other'>> {
    if (memberId === undefined) return { ...typed, family_member_id: null };
    const member = await requireOwnFamilyMember(this.repo, patientId, memberId);
    return { name: member.name, age: member.age, type: 'Other', family_member_id: member.id };
  }

  /**
   * Inside a booking's transaction, before its token: holds the member until the commit, so a removal waits
   * for the booking (and then sees its token). A member removed meanwhile is 409.
   */
  async holdForBooking(trx: Kysely<Database>, patientId: number, memberId: number): Promise<void> {
    if (!(await this.repo.holdMember(trx, patientId, memberId)))
      throw new ConflictError(MESSAGES.familyMemberRemovedMeanwhile);
  }

  /** The person a patient's list is narrowed to, checked: a member must be theirs (one removed still is), else 404. */
  async person(patientId: number, person: PersonFilter): Promise<PersonFilter> {
    if (typeof person === 'number') await requireOwnFamilyMember(this.repo, patientId, person, true);
    return person;
  }
}
