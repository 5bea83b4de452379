// Queries for the patient's account page: their profile and the counts of their own doctor bookings.
import { sql, type Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export type ProfileChanges = Pick<UsersTable, 'full_name' | 'first_name' | 'last_name' | 'phone_number' | 'email' | 'age' | 'address'>;

export class PatientAccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether another patient signs in with this number (numbers are unique per sign-in group). */
  async phoneTakenByOther(userId: number, phoneNumber: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Patient')
      .where('phone_number', '=', phoneNumber)
      .where('password_hash', 'is not', null)
      .where('id', '!=', userId)
      .executeTakeFirst();
    return Boolean(row);
  }

  async updateProfile(userId: number, changes: ProfileChanges): Promise<void> {
    await this.db.updateTable('users').set(changes).where('id', '=', userId).where('role', '=', 'Patient').execute();
  }

  /**
   * The patient's doctor bookings (the bookings table) per status. A booking counts on its appointment date,
   * or on the day it was made while it has no slot yet.
   */
  async bookingCounts(patientId: number, from: string | undefined, to: string | undefined) {
    const day = sql<string>`coalesce(booking_date, created_on)`;
    let query = this.db
      .selectFrom('bookings')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('patient_id', '=', patientId);
    if (from) query = query.where(day, '>=', from);
    if (to) query = query.where(day, '<=', to);
    const rows = await query.groupBy('status').execute();
    return new Map(rows.map((r) => [r.status, Number(r.count)]));
  }
}
