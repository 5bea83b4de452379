// Queries of the call centre's directory: records of its kinds (a role and a listing each), their doctor
// details, and the checks of what a form names (a city, a category, a hospital...).
import { sql, type Kysely } from 'kysely';
import type { DirectoryKind, DirectoryLookupKind, Role } from '../../../shared/constants';
import type { Database, DoctorDetailsTable, UsersTable } from '../../db/schema';

interface KindRecord {
  role: Role;
  /** Null: any (labs and patients have no listing of their own). */
  listing: 'registered' | 'unregistered' | 'government' | null;
}

export const KIND_RECORDS: Record<DirectoryLookupKind, KindRecord> = {
  doctor: { role: 'Doctor', listing: 'registered' },
  'unregistered-doctor': { role: 'Doctor', listing: 'unregistered' },
  hospital: { role: 'Hospital', listing: 'registered' },
  'government-hospital': { role: 'Hospital', listing: 'government' },
  'government-doctor': { role: 'Doctor', listing: 'government' },
  lab: { role: 'Lab', listing: null },
  patient: { role: 'Patient', listing: null },
};

/** The directory kind of a user row, or null when the directory does not edit it (patients, operators). */
export function kindOf(row: { role: Role; listing: string }): DirectoryKind | null {
  for (const [kind, record] of Object.entries(KIND_RECORDS) as [DirectoryLookupKind, KindRecord][]) {
    if (kind === 'patient') continue;
    if (record.role === row.role && (record.listing === null || record.listing === row.listing)) return kind;
  }
  return null;
}

/** `%` and `_` typed in a search are letters, not patterns. */
const likeText = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

export type UserChanges = Partial<
  Pick<
    UsersTable,
    | 'full_name'
    | 'first_name'
    | 'last_name'
    | 'phone_number'
    | 'email'
    | 'address'
    | 'city'
    | 'state'
    | 'pincode'
    | 'hospital_id'
    | 'lab_id'
  >
>;
export type PracticeChanges = Partial<
  Pick<
    DoctorDetailsTable,
    'clinic_name' | 'specialization_text' | 'category_id' | 'department_id' | 'fees' | 'registration_fees'
  >
>;

export class DirectoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  entries(kind: DirectoryLookupKind, city: string, search: string, limit: number) {
    const { role, listing } = KIND_RECORDS[kind];
    let query = this.db
      .selectFrom('users')
      .leftJoin('doctor_details', 'doctor_details.user_id', 'users.id')
      .leftJoin('users as hospital', 'hospital.id', 'users.hospital_id')
      .select([
        'users.id',
        'users.full_name',
        'users.phone_number',
        'users.city',
        'users.password_hash',
        'doctor_details.clinic_name',
        'doctor_details.specialization_text',
        'doctor_details.department_id',
        'hospital.full_name as hospital_name',
      ])
      .where('users.role', '=', role);
    if (listing) query = query.where('users.listing', '=', listing);
    if (city) query = query.where('users.city', '=', city);
    if (kind === 'patient') {
      // A patient is found by the number only: the desk has no business browsing patients.
      query = query.where('users.phone_number', '=', search);
    } else if (search) {
      const text = likeText(search);
      // ESCAPE names the backslash on both engines (SQLite has no escape character by default).
      query = query.where(
        sql<boolean>`(lower(users.full_name) like ${`%${text}%`} escape '\\' or users.phone_number like ${`${text}%`} escape '\\')`,
      );
    }
    return query.orderBy('users.full_name').orderBy('users.id').limit(limit).execute();
  }

  record(id: number) {
    return this.db
      .selectFrom('users')
      .leftJoin('doctor_details', 'doctor_details.user_id', 'users.id')
      .select([
        'users.id',
        'users.role',
        'users.listing',
        'users.full_name',
        'users.phone_number',
        'users.email',
        'users.address',
        'users.city',
        'users.state',
        'users.pincode',
        'users.hospital_id',
        'users.lab_id',
        'users.password_hash',
        'users.created_at',
        'users.phone_changed_at',
        'users.email_changed_at',
        'doctor_details.clinic_name',
        'doctor_details.specialization_text',
        'doctor_details.category_id',
        'doctor_details.department_id',
        'doctor_details.fees',
        'doctor_details.registration_fees',
      ])
      .where('users.id', '=', id)
      .executeTakeFirst();
  }

  async update(id: number, user: UserChanges, practice: PracticeChanges | null): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (Object.keys(user).length) await trx.updateTable('users').set(user).where('id', '=', id).execute();
      if (practice && Object.keys(practice).length)
        await trx.updateTable('doctor_details').set(practice).where('user_id', '=', id).execute();
    });
  }

  /** Another account that signs in with this number in the same sign-in (doctors and hospitals share one). */
  async phoneTaken(roles: readonly Role[], phoneNumber: string, exceptId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', roles)
      .where('phone_number', '=', phoneNumber)
      .where('password_hash', 'is not', null);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return Boolean(await query.executeTakeFirst());
  }

  async cityExists(name: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('cities').select('id').where('name', '=', name).executeTakeFirst());
  }

  async referenceExists(table: 'categories' | 'departments', id: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
  }

  /** A user of the role (and listing) a form's choice must name, with where it is. */
  ofKind(kind: DirectoryKind, id: number) {
    const { role, listing } = KIND_RECORDS[kind];
    let query = this.db
      .selectFrom('users')
      .select(['id', 'full_name', 'address', 'city', 'state', 'pincode'])
      .where('id', '=', id)
      .where('role', '=', role);
    if (listing) query = query.where('listing', '=', listing);
    return query.executeTakeFirst();
  }
}

export type DirectoryRow = NonNullable<Awaited<ReturnType<DirectoryRepository['record']>>>;
