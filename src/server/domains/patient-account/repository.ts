// Queries for the patient's account page: their profile, the counts of their own doctor bookings, and their
// alert preferences (platform/patient-alerts.ts reads them for every alert).
import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

/** What the profile form changes itself; the number and e-mail change through accounts/sign-in-contacts.ts. */
export type ProfileChanges = Pick<UsersTable, 'full_name' | 'first_name' | 'last_name' | 'age' | 'address'>;

export class PatientAccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

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

  async saveAlertPreferences(patientId: number, row: { channels: string; turn_near_at: number; language: string; updated_at: string }): Promise<void> {
    await this.db
      .insertInto('alert_preferences')
      .values({ patient_id: patientId, ...row })
      .onConflict((oc) => oc.column('patient_id').doUpdateSet(row))
      .execute();
  }
}
