// Queries on medicine delivery orders.
import { sql, type Kysely } from 'kysely';
import type { Database, MedicalDeliveriesTable } from '../../db/schema';

export type NewDelivery = Omit<MedicalDeliveriesTable, 'id'>;
export type DeliveryChanges = Partial<Pick<MedicalDeliveriesTable, 'status' | 'amount' | 'payment_status'>>;

export class DeliveryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(delivery: NewDelivery): Promise<number> {
    const row = await this.db
      .insertInto('medical_deliveries')
      .values(delivery)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setPrescription(id: number, fileName: string): Promise<void> {
    await this.db
      .updateTable('medical_deliveries')
      .set({ priscription_image: fileName })
      .where('id', '=', id)
      .execute();
  }

  find(id: number) {
    return this.db.selectFrom('medical_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Pending orders first (the ones still to come), then the latest delivery date. */
  ofPatient(patientId: number) {
    return this.db
      .selectFrom('medical_deliveries')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy(sql`case when status = 'Pending' then 0 else 1 end`)
      .orderBy('delivery_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Orders with who ordered them (the delivery desk's view). */
  private withPatient() {
    return this.db
      .selectFrom('medical_deliveries')
      .innerJoin('users as patient', 'patient.id', 'medical_deliveries.patient_id')
      .selectAll('medical_deliveries')
      .select('patient.full_name as patient_name');
  }

  /** Every order, newest first (the delivery desk's list). */
  all() {
    return this.withPatient().orderBy('medical_deliveries.id', 'desc').execute();
  }

  /** One order with who ordered it. */
  findWithPatient(id: number) {
    return this.withPatient().where('medical_deliveries.id', '=', id).executeTakeFirst();
  }

  /** Answers whether the order exists. */
  async update(id: number, changes: DeliveryChanges, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('medical_deliveries')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
