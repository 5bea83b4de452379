// The audit log's entries that reached one person's records (record-access-log.ts says what each means).
//
// Two kinds of entry reach a record. One names it: the audit entry's record is the booking, lab booking,
// outside booking, report, order or request (its files' reads name it too), or the account itself. The
// other is a list read that held it: a clinic's list of a day (the entry names the doctor and the day it
// listed), a doctor's upcoming bookings (from the day after the one it names), a lab's list of a day, the
// lab bookings a doctor made, a hospital's or the call centre's emergency requests, the call centre's
// medicine orders; a list read after the record was made held it. Of list reads only the first per reader
// and record is kept: a clinic's screen reads its list every few minutes, and "Dr. Rai's clinic saw your
// booking in the day's list" once says what the patient needs.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whose records: the account holder (memberId null: what the account holds that is no member's), or one of their
 * members.
 */
export interface Person {
  patientId: number;
  memberId: number | null;
}

/** Where an entry reached: the audit log's record type for one naming its record, or the kind of record a list held. */
export type EntrySource =
  | 'booking'
  | 'external-booking'
  | 'lab-booking'
  | 'lab-test'
  | 'medical-delivery'
  | 'emergency-request'
  | 'user'
  | 'patient';

/** An audit entry, the record of the person it reached, and who acted as the directory names them now. */
export interface AccessRow {
  audit_id: number;
  record_id: number;
  source: EntrySource;
  in_list: number;
  at: string;
  user_id: number | null;
  role: string | null;
  action: string;
  full_name: string | null;
}

/** A place in the log, newest first: the entry and the record it reached. */
export interface LogPlace {
  auditId: number;
  recordId: number;
}

type BookingTable = 'bookings' | 'lab_bookings' | 'external_bookings';

export class RecordAccessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Up to `limit` entries before `before` (or the newest), newest first. */
  async entries(person: Person, before: LogPlace | null, limit: number): Promise<AccessRow[]> {
    const rows = await this.db
      .selectFrom(this.reaching(person).as('m'))
      .innerJoin('audit_log as a', 'a.id', 'm.audit_id')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'm.audit_id',
        'm.record_id',
        'm.source',
        'm.in_list',
        'a.at',
        'a.user_id',
        'a.role',
        'a.action',
        'u.full_name',
      ])
      .$if(before !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('m.audit_id', '<', before!.auditId),
            eb.and([eb('m.audit_id', '=', before!.auditId), eb('m.record_id', '<', before!.recordId)]),
          ]),
        ),
      )
      .orderBy('m.audit_id', 'desc')
      .orderBy('m.record_id', 'desc')
      .limit(limit)
      .execute();
    // PostgreSQL answers min() and the literals as text or bigint: the same numbers either way.
    return rows.map((row) => ({
      ...row,
      audit_id: Number(row.audit_id),
      record_id: Number(row.record_id),
      in_list: Number(row.in_list),
      source: row.source as EntrySource,
    }));
  }

  /**
   * Every (audit entry, record) of the person: the entries naming their records, and the first list read holding each.
   */
  private reaching(person: Person) {
    const { db } = this;
    const holder = person.memberId === null;
    const ofPerson = (table: BookingTable) =>
      db
        .selectFrom(table)
        .select('id')
        .where('patient_id', '=', person.patientId)
        .where(
          person.memberId === null
            ? sql<SqlBool>`family_member_id IS NULL`
            : sql<SqlBool>`family_member_id = ${person.memberId}`,
        );

    const naming = db
      .selectFrom('audit_log as a')
      .select([
        'a.id as audit_id',
        sql<number>`a.record_id`.as('record_id'),
        sql<string>`a.record_type`.as('source'),
        sql<number>`0`.as('in_list'),
      ])
      .where('a.outcome', '=', 'ok')
      .where((eb) =>
        eb.or([
          eb.and([eb('a.record_type', '=', 'booking'), eb('a.record_id', 'in', ofPerson('bookings'))]),
          eb.and([
            eb('a.record_type', '=', 'external-booking'),
            eb('a.record_id', 'in', ofPerson('external_bookings')),
          ]),
          eb.and([eb('a.record_type', '=', 'lab-booking'), eb('a.record_id', 'in', ofPerson('lab_bookings'))]),
          ...(holder
            ? [
                eb.and([
                  eb('a.record_type', '=', 'medical-delivery'),
                  eb(
                    'a.record_id',
                    'in',
                    db.selectFrom('medical_deliveries').select('id').where('patient_id', '=', person.patientId),
                  ),
                ]),
                eb.and([
                  eb('a.record_type', '=', 'emergency-request'),
                  eb(
                    'a.record_id',
                    'in',
                    db.selectFrom('emergency_requests').select('id').where('patient_id', '=', person.patientId),
                  ),
                ]),
                eb.and([eb('a.record_type', 'in', ['user', 'patient']), eb('a.record_id', '=', person.patientId)]),
              ]
            : []),
        ]),
      );

    // A report's file names its test; the log speaks of the test's lab booking.
    const reports = db
      .selectFrom('audit_log as a')
      .innerJoin('lab_tests as t', 't.id', 'a.record_id')
      .select([
        'a.id as audit_id',
        sql<number>`t.lab_booking_id`.as('record_id'),
        sql<string>`'lab-test'`.as('source'),
        sql<number>`0`.as('in_list'),
      ])
      .where('a.outcome', '=', 'ok')
      .where('a.record_type', '=', 'lab-test')
      .where('t.lab_booking_id', 'in', ofPerson('lab_bookings'));

    const dayLists = db
      .selectFrom('audit_log as a')
      .innerJoin('bookings as b', 'b.doctor_id', 'a.record_id')
      .select([
        sql<number>`min(a.id)`.as('audit_id'),
        sql<number>`b.id`.as('record_id'),
        sql<string>`'booking'`.as('source'),
        sql<number>`1`.as('in_list'),
      ])
      .where('a.outcome', '=', 'ok')
      .where('a.record_type', '=', 'doctor')
      .where('b.id', 'in', ofPerson('bookings'))
      .whereRef('a.at', '>=', 'b.created_at')
      .where((eb) =>
        eb.or([
          eb('a.action', '=', sql<string>`'read-queue:' || b.booking_date`),
          eb('a.action', '=', sql<string>`'read-day:' || b.booking_date`),
          eb.and([
            eb('a.action', 'like', 'read-future:%'),
            eb('b.booking_date', '>', sql<string>`substr(a.action, 13)`),
          ]),
        ]),
      )
      .groupBy(['a.user_id', 'b.id']);

    const labLists = db
      .selectFrom('audit_log as a')
      .innerJoin('lab_bookings as lb', (join) => join.onRef('a.at', '>=', 'lb.created_at'))
      .select([
        sql<number>`min(a.id)`.as('audit_id'),
        sql<number>`lb.id`.as('record_id'),
        sql<string>`'lab-booking'`.as('source'),
        sql<number>`1`.as('in_list'),
      ])
      .where('a.outcome', '=', 'ok')
      .where('lb.id', 'in', ofPerson('lab_bookings'))
      .where((eb) =>
        eb.or([
          eb.and([
            eb('a.record_type', '=', 'lab'),
            eb('a.record_id', '=', eb.ref('lb.lab_id')),
            eb('a.action', '=', sql<string>`'read-lab-bookings:' || lb.booking_date`),
          ]),
          eb.and([
            eb('a.record_type', '=', 'doctor'),
            eb('a.record_id', '=', eb.ref('lb.doctor_id')),
            eb('a.action', '=', 'read-lab-reports'),
          ]),
        ]),
      )
      .groupBy(['a.user_id', 'lb.id']);

    let all = naming.unionAll(reports).unionAll(dayLists).unionAll(labLists);
    if (!holder) return all;

    const emergencyLists = db
      .selectFrom('audit_log as a')
      .innerJoin('emergency_requests as e', (join) => join.onRef('a.at', '>=', 'e.created_at'))
      .select([
        sql<number>`min(a.id)`.as('audit_id'),
        sql<number>`e.id`.as('record_id'),
        sql<string>`'emergency-request'`.as('source'),
        sql<number>`1`.as('in_list'),
      ])
      .where('a.outcome', '=', 'ok')
      .where('e.patient_id', '=', person.patientId)
      .where('a.action', '=', 'read-emergency-requests')
      .where((eb) =>
        eb.or([
          eb('a.record_type', '=', 'emergency-desk'),
          eb.and([eb('a.record_type', '=', 'hospital'), eb('a.record_id', '=', eb.ref('e.hospital_id'))]),
        ]),
      )
      .groupBy(['a.user_id', 'e.id']);

    const orderLists = db
      .selectFrom('audit_log as a')
      .innerJoin('medical_deliveries as d', (join) => join.onRef('a.at', '>=', 'd.created_at'))
      .select([
        sql<number>`min(a.id)`.as('audit_id'),
        sql<number>`d.id`.as('record_id'),
        sql<string>`'medical-delivery'`.as('source'),
        sql<number>`1`.as('in_list'),
      ])
      .where('a.outcome', '=', 'ok')
      .where('d.patient_id', '=', person.patientId)
      .where('a.record_type', '=', 'delivery-desk')
      .where('a.action', '=', 'read-medical-deliveries')
      .groupBy(['a.user_id', 'd.id']);

    all = all.unionAll(emergencyLists).unionAll(orderLists);
    return all;
  }
}
