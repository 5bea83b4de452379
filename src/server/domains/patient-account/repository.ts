// Queries for the patient's account page: their profile, the counts of their own doctor bookings, and their
// family members and their alert preferences (platform/patient-alerts.ts reads them for every alert).
import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { Engine } from '../../db/database';
import type { Database, FamilyMembersTable, UsersTable } from '../../db/schema';

/** What the profile form changes itself; the number and e-mail change through accounts/sign-in-contacts.ts. */
export type ProfileChanges = Pick<UsersTable, 'full_name' | 'first_name' | 'last_name' | 'age' | 'address'>;

export class PatientAccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async updateProfile(userId: number, changes: ProfileChanges): Promise<void> {
    await this.db.updateTable('users').set(changes).where('id', '=', userId).where('role', '=', 'Patient').execute();
  }

  /** The patient's doctor bookings (the bookings table) per status, counted on their appointment date. */
  async bookingCounts(
    patientId: number,
    from: string | undefined,
    to: string | undefined,
    person: Expression<SqlBool> | null,
  ) {
    let query = this.db
      .selectFrom('bookings')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('patient_id', '=', patientId)
      // A draft (no slot chosen yet) is not a booking.
      .where('booking_number', 'is not', null);
    if (from) query = query.where('booking_date', '>=', from);
    if (to) query = query.where('booking_date', '<=', to);
    if (person) query = query.where(person);
    const rows = await query.groupBy('status').execute();
    return new Map(rows.map((r) => [r.status, Number(r.count)]));
  }

  async saveAlertPreferences(
    patientId: number,
    row: { channels: string; turn_near_at: number; language: string; updated_at: string },
  ): Promise<void> {
    await this.db
      .insertInto('alert_preferences')
      .values({ patient_id: patientId, ...row })
      .onConflict((oc) => oc.column('patient_id').doUpdateSet(row))
      .execute();
  }
}

/** A family member as /family shows it. */
const MEMBER_COLUMNS = ['id', 'name', 'age', 'sex', 'relation'] as const;

/** What /family's form gives of a member. */
export type MemberFields = Pick<FamilyMembersTable, 'name' | 'age' | 'sex' | 'relation'>;

/**
 * The family members of patient accounts. A removed member keeps its row (removed_at): the bookings made for
 * them still point at it. The writes that must not cross (two adds past the limit, a removal and a booking for
 * the same member) hold a row until their commit: on PostgreSQL with FOR UPDATE; on SQLite a transaction holds
 * the only connection, so nothing else runs until it commits.
 */
export class FamilyMembersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The patient's members kept, in the order they were added. */
  live(patientId: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('family_members')
      .select(MEMBER_COLUMNS)
      .where('patient_id', '=', patientId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** One of the patient's members, kept or (with `removedToo`) removed; undefined when it is not theirs. */
  find(patientId: number, memberId: number, removedToo = false) {
    let query = this.db
      .selectFrom('family_members')
      .select(MEMBER_COLUMNS)
      .where('id', '=', memberId)
      .where('patient_id', '=', patientId);
    if (!removedToo) query = query.where('removed_at', 'is', null);
    return query.executeTakeFirst();
  }

  /** Holds the patient's account row until the commit: the adds of one account go one after another. */
  async holdPatient(trx: Transaction<Database>, patientId: number): Promise<void> {
    const query = trx.selectFrom('users').select('id').where('id', '=', patientId);
    await (this.engine === 'postgres' ? query.forUpdate() : query).execute();
  }

  /**
   * Holds a member kept until the commit (a removal waits for it, or it finds the member removed): answers whether it
   * was kept.
   */
  async holdMember(trx: Kysely<Database>, patientId: number, memberId: number): Promise<boolean> {
    const query = trx
      .selectFrom('family_members')
      .select('id')
      .where('id', '=', memberId)
      .where('patient_id', '=', patientId)
      .where('removed_at', 'is', null);
    return (await (this.engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
  }

  async insert(trx: Transaction<Database>, patientId: number, fields: MemberFields, now: string): Promise<number> {
    const row = await trx
      .insertInto('family_members')
      .values({ patient_id: patientId, ...fields, created_at: now, updated_at: now, removed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Answers whether a kept member of the patient's was changed. */
  async update(
    trx: Transaction<Database>,
    patientId: number,
    memberId: number,
    fields: MemberFields,
    now: string,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('family_members')
      .set({ ...fields, updated_at: now })
      .where('id', '=', memberId)
      .where('patient_id', '=', patientId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks a kept member removed (holding its row until the commit); answers whether it was kept. */
  async markRemoved(trx: Transaction<Database>, patientId: number, memberId: number, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('family_members')
      .set({ removed_at: now, updated_at: now })
      .where('id', '=', memberId)
      .where('patient_id', '=', patientId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Whether the member holds a token not over: one of today or a day to come, numbered, not cancelled, not
   * seen yet. Read in the removal's transaction after its hold, so a booking committed meanwhile is seen.
   */
  async holdsOpenToken(trx: Transaction<Database>, memberId: number, today: string): Promise<boolean> {
    const row = await trx
      .selectFrom('bookings')
      .select('id')
      .where('family_member_id', '=', memberId)
      .where('booking_number', 'is not', null)
      .where('status', '!=', 'Cancelled')
      .where('token', '!=', 'Done')
      .where('booking_date', '>=', today)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
