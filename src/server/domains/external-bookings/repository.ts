// Queries on external bookings (typed-in, unregistered and government-hospital doctors).
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Database, ExternalBookingsTable } from '../../db/schema';

export type NewExternalBooking = Omit<ExternalBookingsTable, 'id'>;

export class ExternalBookingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(booking: NewExternalBooking): Promise<number> {
    const row = await this.db.insertInto('external_bookings').values(booking).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async setPrescription(id: number, fileName: string): Promise<void> {
    await this.db.updateTable('external_bookings').set({ priscription_image: fileName }).where('id', '=', id).execute();
  }

  ofPatientOn(patientId: number, date: string, person: Expression<SqlBool> | null) {
    let query = this.withHospital()
      .where('external_bookings.patient_id', '=', patientId)
      .where('external_bookings.booking_date', '=', date);
    if (person) query = query.where(person);
    return query.orderBy('external_bookings.id').execute();
  }

  find(id: number) {
    return this.withHospital().where('external_bookings.id', '=', id).executeTakeFirst();
  }

  private withHospital() {
    return this.db
      .selectFrom('external_bookings')
      .leftJoin('users as hospital', 'hospital.id', 'external_bookings.hospital_id')
      .selectAll('external_bookings')
      .select('hospital.full_name as hospital_name');
  }
}

export type ExternalBookingRow = NonNullable<Awaited<ReturnType<ExternalBookingsRepository['find']>>>;
