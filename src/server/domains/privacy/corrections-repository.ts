// Queries of the corrections (decision 0092): the requests, and the few fields of a patient's bookings and lab
// bookings a request may correct. Those fields (the person's name, age, address and phone as the booking
// keeps them) take part in no booking rule but one token per person in a slot, whose index refuses a name
// already holding a token there (the caller answers 409). A lab booking keeps its address as patient_address.
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { CorrectionField, CorrectionRecordType, CorrectionStatus } from '../../../shared/contract/privacy';
import type { BookingsTable, CorrectionRequestsTable, Database, LabBookingsTable } from '../../db/schema';

/** A record a correction names. */
export interface RecordRef {
  type: CorrectionRecordType;
  id: number;
}

/** A booking or lab booking as a correction reads it: whose it is, when, with whom, and its fields now. */
export interface CorrectableRecord {
  record_type: CorrectionRecordType;
  record_id: number;
  patient_id: number;
  record_date: string;
  /** The doctor's name, or the lab's. */
  record_with: string;
  values: Record<CorrectionField, string>;
}

export const refKey = (ref: RecordRef) => `${ref.type}:${ref.id}`;

/** Rows per IN list (PostgreSQL takes at most 65,535 parameters in one statement). */
const IDS_PER_QUERY = 1000;

/** A patient's bookings given a slot (a draft is not a booking yet: it is discarded and booked again). */
const bookingsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('bookings')
    .innerJoin('users as doctor', 'doctor.id', 'bookings.doctor_id')
    .select([
      'bookings.id',
      'bookings.patient_id',
      'bookings.booking_date',
      'bookings.name',
      'bookings.age',
      'bookings.address',
      'bookings.phone_number',
      'doctor.first_name',
      'doctor.last_name',
    ])
    .where('bookings.patient_id', 'is not', null)
    .where('bookings.booking_number', 'is not', null);

/** A patient's lab bookings (their own, and those a doctor made for them). */
const labBookingsQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('lab_bookings')
    .innerJoin('users as lab', 'lab.id', 'lab_bookings.lab_id')
    .select([
      'lab_bookings.id',
      'lab_bookings.patient_id',
      'lab_bookings.booking_date',
      'lab_bookings.name',
      'lab_bookings.age',
      'lab_bookings.patient_address',
      'lab_bookings.phone_number',
      'lab.full_name as lab_name',
    ])
    .where('lab_bookings.patient_id', 'is not', null);

type BookingFields = Awaited<ReturnType<ReturnType<typeof bookingsQuery>['executeTakeFirstOrThrow']>>;
type LabBookingFields = Awaited<ReturnType<ReturnType<typeof labBookingsQuery>['executeTakeFirstOrThrow']>>;

const fromBooking = (row: BookingFields): CorrectableRecord => ({
  record_type: 'booking',
  record_id: row.id,
  patient_id: row.patient_id!,
  record_date: row.booking_date ?? '',
  record_with: `${row.first_name} ${row.last_name}`.trim(),
  values: { name: row.name, age: String(row.age), address: row.address, phone_number: row.phone_number },
});

const fromLabBooking = (row: LabBookingFields): CorrectableRecord => ({
  record_type: 'lab-booking',
  record_id: row.id,
  patient_id: row.patient_id!,
  record_date: row.booking_date,
  record_with: row.lab_name,
  values: { name: row.name, age: String(row.age), address: row.patient_address, phone_number: row.phone_number },
});

/** A booking's column of each field, with its value as the column keeps it. */
function bookingChange(field: CorrectionField, value: string): Updateable<BookingsTable> {
  switch (field) {
    case 'name':
      return { name: value };
    case 'age':
      return { age: Number(value) };
    case 'address':
      return { address: value };
    case 'phone_number':
      return { phone_number: value };
  }
}

/** The same for a lab booking, whose address is patient_address. */
function labBookingChange(field: CorrectionField, value: string): Updateable<LabBookingsTable> {
  switch (field) {
    case 'name':
      return { name: value };
    case 'age':
      return { age: Number(value) };
    case 'address':
      return { patient_address: value };
    case 'phone_number':
      return { phone_number: value };
  }
}

export class CorrectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** One record as it is now (in `db`, a transaction's, when given); undefined when there is none. */
  async find(ref: RecordRef, db: Kysely<Database> = this.db): Promise<CorrectableRecord | undefined> {
    if (ref.type === 'booking') {
      const row = await bookingsQuery(db).where('bookings.id', '=', ref.id).executeTakeFirst();
      return row && fromBooking(row);
    }
    const row = await labBookingsQuery(db).where('lab_bookings.id', '=', ref.id).executeTakeFirst();
    return row && fromLabBooking(row);
  }

  /** The records named, by refKey; one no longer kept is missing. */
  async findAll(refs: readonly RecordRef[]): Promise<Map<string, CorrectableRecord>> {
    const found = new Map<string, CorrectableRecord>();
    const idsOf = (type: CorrectionRecordType) => [
      ...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id)),
    ];
    const bookingIds = idsOf('booking');
    const labIds = idsOf('lab-booking');
    for (let i = 0; i < bookingIds.length; i += IDS_PER_QUERY) {
      const rows = await bookingsQuery(this.db)
        .where('bookings.id', 'in', bookingIds.slice(i, i + IDS_PER_QUERY))
        .execute();
      for (const row of rows) found.set(refKey({ type: 'booking', id: row.id }), fromBooking(row));
    }
    for (let i = 0; i < labIds.length; i += IDS_PER_QUERY) {
      const rows = await labBookingsQuery(this.db)
        .where('lab_bookings.id', 'in', labIds.slice(i, i + IDS_PER_QUERY))
        .execute();
      for (const row of rows) found.set(refKey({ type: 'lab-booking', id: row.id }), fromLabBooking(row));
    }
    return found;
  }

  /** A patient's latest bookings and lab bookings, `limit` of them, the latest day first. */
  async ofPatient(patientId: number, limit: number): Promise<CorrectableRecord[]> {
    const [bookings, labBookings] = await Promise.all([
      bookingsQuery(this.db)
        .where('bookings.patient_id', '=', patientId)
        .orderBy('bookings.booking_date', 'desc')
        .orderBy('bookings.id', 'desc')
        .limit(limit)
        .execute(),
      labBookingsQuery(this.db)
        .where('lab_bookings.patient_id', '=', patientId)
        .orderBy('lab_bookings.booking_date', 'desc')
        .orderBy('lab_bookings.id', 'desc')
        .limit(limit)
        .execute(),
    ]);
    return (
      [...bookings.map(fromBooking), ...labBookings.map(fromLabBooking)]
        // A day's bookings before its lab bookings, each newest first.
        .sort(
          (a, b) =>
            b.record_date.localeCompare(a.record_date) ||
            a.record_type.localeCompare(b.record_type) ||
            b.record_id - a.record_id,
        )
        .slice(0, limit)
    );
  }

  /** Writes the corrected value into the record. */
  async correct(
    trx: Kysely<Database>,
    ref: RecordRef,
    field: CorrectionField,
    value: string,
    at: string,
  ): Promise<void> {
    if (ref.type === 'booking')
      await trx
        .updateTable('bookings')
        .set({ ...bookingChange(field, value), updated_at: at })
        .where('id', '=', ref.id)
        .execute();
    else await trx.updateTable('lab_bookings').set(labBookingChange(field, value)).where('id', '=', ref.id).execute();
  }

  /** Whether a request on this record's field waits for a decision. */
  async isWaiting(trx: Kysely<Database>, ref: RecordRef, field: CorrectionField): Promise<boolean> {
    const row = await trx
      .selectFrom('correction_requests')
      .select('id')
      .where('record_type', '=', ref.type)
      .where('record_id', '=', ref.id)
      .where('field', '=', field)
      .where('status', '=', 'Waiting')
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(trx: Kysely<Database>, row: Omit<Insertable<CorrectionRequestsTable>, 'id'>): Promise<number> {
    const inserted = await trx.insertInto('correction_requests').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  /**
   * Marks a waiting request decided: false when it waits no more (another operator decided it first; on
   * PostgreSQL this UPDATE waits for that operator's transaction and then finds it decided).
   */
  async decide(
    trx: Kysely<Database>,
    id: number,
    decision: { status: CorrectionStatus; reason: string; by: number; at: string },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('correction_requests')
      .set({ status: decision.status, reason: decision.reason, decided_by: decision.by, decided_at: decision.at })
      .where('id', '=', id)
      .where('status', '=', 'Waiting')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async keepOldValue(trx: Kysely<Database>, id: number, value: string): Promise<void> {
    await trx.updateTable('correction_requests').set({ old_value: value }).where('id', '=', id).execute();
  }

  /** The requests with the account that asked and the operator who decided. */
  private withPeople() {
    return this.db
      .selectFrom('correction_requests')
      .innerJoin('users as patient', 'patient.id', 'correction_requests.patient_id')
      .leftJoin('users as operator', 'operator.id', 'correction_requests.decided_by')
      .selectAll('correction_requests')
      .select([
        'patient.full_name as patient_name',
        'patient.phone_number as patient_phone',
        'operator.full_name as decided_by_name',
      ]);
  }

  findRequest(id: number) {
    return this.withPeople().where('correction_requests.id', '=', id).executeTakeFirst();
  }

  /** A patient's requests, newest first. */
  ofPatientRequests(patientId: number) {
    return this.withPeople()
      .where('correction_requests.patient_id', '=', patientId)
      .orderBy('correction_requests.id', 'desc')
      .execute();
  }

  /** Every waiting request, oldest first (the desk answers them in turn), then the latest `decided` decided ones. */
  async deskRequests(decided: number) {
    const [waiting, done] = await Promise.all([
      this.withPeople().where('correction_requests.status', '=', 'Waiting').orderBy('correction_requests.id').execute(),
      this.withPeople()
        .where('correction_requests.status', '!=', 'Waiting')
        .orderBy('correction_requests.id', 'desc')
        .limit(decided)
        .execute(),
    ]);
    return [...waiting, ...done];
  }
}

export type RequestRow = NonNullable<Awaited<ReturnType<CorrectionsRepository['findRequest']>>>;
