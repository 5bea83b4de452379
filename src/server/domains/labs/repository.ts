// Queries on lab bookings and their tests.
import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { Database, LabBookingsTable } from '../../db/schema';

export type NewLabBooking = Omit<LabBookingsTable, 'id'>;

export class LabsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insert(booking: NewLabBooking): Promise<number> {
    const row = await this.db.insertInto('lab_bookings').values(booking).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  private withNames() {
    return this.db
      .selectFrom('lab_bookings')
      .innerJoin('users as lab', 'lab.id', 'lab_bookings.lab_id')
      .leftJoin('users as doctor', 'doctor.id', 'lab_bookings.doctor_id')
      .selectAll('lab_bookings')
      .select([
        'lab.full_name as lab_name',
        'lab.name_hi as lab_name_hi',
        'doctor.first_name as doctor_first_name',
        'doctor.last_name as doctor_last_name',
        'doctor.hospital_id as doctor_hospital_id',
      ]);
  }

  find(id: number) {
    return this.withNames().where('lab_bookings.id', '=', id).executeTakeFirst();
  }

  ofLabOn(labId: number, date: string) {
    return this.withNames()
      .where('lab_bookings.lab_id', '=', labId)
      .where('lab_bookings.booking_date', '=', date)
      .orderBy('lab_bookings.id')
      .execute();
  }

  /** The patient's lab bookings, newest first: of a day, of one person (a condition of family-members.ts), or all. */
  ofPatient(patientId: number, only: { date?: string; person: Expression<SqlBool> | null }) {
    let query = this.withNames().where('lab_bookings.patient_id', '=', patientId);
    if (only.date) query = query.where('lab_bookings.booking_date', '=', only.date);
    if (only.person) query = query.where(only.person);
    return query.orderBy('lab_bookings.booking_date', 'desc').orderBy('lab_bookings.id', 'desc').limit(500).execute();
  }

  ofDoctor(doctorId: number) {
    return this.withNames()
      .where('lab_bookings.doctor_id', '=', doctorId)
      .orderBy('lab_bookings.booking_date', 'desc')
      .orderBy('lab_bookings.id', 'desc')
      .limit(500)
      .execute();
  }

  testsOf(bookingIds: number[]) {
    return this.db
      .selectFrom('lab_tests')
      .selectAll()
      .where('lab_booking_id', 'in', bookingIds.length ? bookingIds : [-1])
      .orderBy('id')
      .execute();
  }

  findTest(testId: number) {
    return this.db.selectFrom('lab_tests').selectAll().where('id', '=', testId).executeTakeFirst();
  }

  async countOn(labId: number, date: string): Promise<number> {
    const row = await this.db
      .selectFrom('lab_bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lab_id', '=', labId)
      .where('booking_date', '=', date)
      .where('status', 'not in', ['Cancelled', 'Denied'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Adds the tests not picked yet; tests already there keep their status and report. */
  async addTests(bookingId: number, codes: string[], now: string): Promise<void> {
    if (!codes.length) return;
    await this.db
      .insertInto('lab_tests')
      .values(
        codes.map((code) => ({
          lab_booking_id: bookingId,
          test_code: code,
          status: 'Scheduled' as const,
          report: null,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['lab_booking_id', 'test_code']).doNothing())
      .execute();
  }

  async setStatus(bookingId: number, status: LabBookingsTable['status']): Promise<void> {
    await this.db.updateTable('lab_bookings').set({ status }).where('id', '=', bookingId).execute();
  }

  async setTestStatus(testId: number, status: 'Scheduled' | 'Sample Collected' | 'Completed'): Promise<void> {
    await this.db.updateTable('lab_tests').set({ status }).where('id', '=', testId).execute();
  }

  /** Attaches a report to a completed test without one, in the caller's transaction; answers whether it did. */
  async setReport(trx: Kysely<Database>, testId: number, fileName: string): Promise<boolean> {
    const result = await trx
      .updateTable('lab_tests')
      .set({ report: fileName })
      .where('id', '=', testId)
      .where('status', '=', 'Completed')
      .where('report', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setPrescription(bookingId: number, fileName: string): Promise<void> {
    await this.db
      .updateTable('lab_bookings')
      .set({ priscription_image: fileName })
      .where('id', '=', bookingId)
      .execute();
  }

  firstLabIn(city: string) {
    return this.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Lab')
      .where('city', '=', city)
      .orderBy('id')
      .executeTakeFirst();
  }

  isLab(id: number) {
    return this.db.selectFrom('users').select('id').where('role', '=', 'Lab').where('id', '=', id).executeTakeFirst();
  }

  async catalogue(): Promise<Map<string, string>> {
    return new Map((await this.catalogueInBothLanguages()).map((r) => [r.code, r.name]));
  }

  catalogueInBothLanguages() {
    return this.db.selectFrom('medical_tests').select(['code', 'name', 'name_hi']).execute();
  }
}

export type LabBookingRow = NonNullable<Awaited<ReturnType<LabsRepository['find']>>>;
