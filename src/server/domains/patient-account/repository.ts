// Queries for the patient's account page: their profile and the counts of their own doctor bookings.
import type { Kysely } from 'kysely';
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

  /** The patient's doctor bookings (the bookings table) per status, counted on their appointment date. */
  async bookingCounts(patientId: number, from: string | undefined, to: string | undefined) {
    let query = this.db
      .selectFrom('bookings')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('patient_id', '=', patientId)
      // A draft (no slot chosen yet) is not a booking.
      .where('booking_number', 'is not', null);
    if (from) query = query.where('booking_date', '>=', from);
    if (to) query = query.where('booking_date', '<=', to);
    const rows = await query.groupBy('status').execute();
    return new Map(rows.map((r) => [r.status, Number(r.count)]));
  }
}
