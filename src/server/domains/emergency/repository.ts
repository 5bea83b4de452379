// Queries on emergency and ambulance requests.
import type { Kysely } from 'kysely';
import type { EmergencyStatus } from '../../../shared/constants';
import type { Database, EmergencyRequestsTable } from '../../db/schema';

export type NewEmergencyRequest = Omit<EmergencyRequestsTable, 'id'>;

/** The hospitals that receive emergencies: government hospitals and registered hospital accounts. */
export const RECEIVING_LISTINGS = ['government', 'registered'] as const;

export class EmergencyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(request: NewEmergencyRequest): Promise<number> {
    const row = await this.db
      .insertInto('emergency_requests')
      .values(request)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private withHospital() {
    return this.db
      .selectFrom('emergency_requests')
      .leftJoin('users as hospital', 'hospital.id', 'emergency_requests.hospital_id')
      .selectAll('emergency_requests')
      .select('hospital.full_name as hospital_name');
  }

  find(id: number) {
    return this.withHospital().where('emergency_requests.id', '=', id).executeTakeFirst();
  }

  ofPatient(patientId: number) {
    return this.withHospital()
      .where('emergency_requests.patient_id', '=', patientId)
      .orderBy('emergency_requests.id', 'desc')
      .execute();
  }

  ofHospital(hospitalId: number) {
    return this.withHospital()
      .where('emergency_requests.hospital_id', '=', hospitalId)
      .where('emergency_requests.kind', '=', 'Emergency')
      .orderBy('emergency_requests.id', 'desc')
      .execute();
  }

  /**
   * Moves a request from one status to another, with the operator's note: answers false when it was not in
   * `from` any more (another operator moved it first).
   */
  async moveStatus(id: number, from: EmergencyStatus, to: EmergencyStatus, note: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('emergency_requests')
      .set({ status: to, status_note: note, status_changed_at: at })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Every request, newest first (the operator's list), optionally from an instant on. */
  all(since: string | undefined) {
    let query = this.withHospital();
    if (since) query = query.where('emergency_requests.created_at', '>=', since);
    return query.orderBy('emergency_requests.id', 'desc').execute();
  }

  /** A hospital a patient may send an emergency to: a government hospital or a registered hospital account. */
  receivingHospital(id: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'full_name', 'city'])
      .where('id', '=', id)
      .where('role', '=', 'Hospital')
      .where('listing', 'in', RECEIVING_LISTINGS)
      .executeTakeFirst();
  }

  patientName(id: number) {
    return this.db.selectFrom('users').select(['full_name', 'city']).where('id', '=', id).executeTakeFirst();
  }
}

export type EmergencyRow = NonNullable<Awaited<ReturnType<EmergencyRepository['find']>>>;
