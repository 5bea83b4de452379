// Queries of the waiting room. They read bookings by their numbers, states and fees only (never a patient's
// name, phone, age, address or problem), the doctors' names, slots, UPI IDs and waiting-room settings, and write the
// slots' delays, the alerts sent and the token slips' status links.
import { sql, type Kysely } from 'kysely';
import type { Slot } from '../../../shared/constants';
import { PreparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { AWAITING_ARRIVAL } from '../../db/awaiting-arrival';
import { HEARS_ALERTS } from '../../db/hears-alerts';
import { SLOT_STARTED } from '../../db/slot-started';

/** The booking columns the waiting room may see. */
const TOKEN_COLUMNS = [
  'bookings.id',
  'bookings.patient_id',
  'bookings.doctor_id',
  'bookings.booking_date',
  'bookings.slot',
  'bookings.booking_number',
  'bookings.token',
  'bookings.sms_language',
  'bookings.status',
  'bookings.called_at',
  'bookings.done_at',
  'bookings.arrived_at',
  'bookings.passed',
  'bookings.rejoins_after',
  'bookings.priority',
] as const;

/** Inserts and updates of many rows are cut into parts this long (the engines cap the values of one statement). */
const ROWS_PER_INSERT = 500;

export type SlotRef = { doctorId: number; date: string; slot: Slot };

/** Whether a slot has a booking matching the rest of the query: its first one's id. */
const anyOfSlot = (db: Kysely<Database>, p: SlotRef) =>
  db
    .selectFrom('bookings')
    .select('id')
    .where('doctor_id', '=', p.doctorId)
    .where('booking_date', '=', p.date)
    .where('slot', '=', p.slot)
    .limit(1);

/** The two short questions asked after every change of a slot (alerts.ts, lookAt), compiled once. */
export const lookStatements = (db: Kysely<Database>) => ({
  slotStarted: new PreparedQuery(db, (q, p: SlotRef) => anyOfSlot(q, p).where(sql.raw<boolean>(SLOT_STARTED))),
  hasListeners: new PreparedQuery(db, (q, p: SlotRef) =>
    anyOfSlot(q, p)
      .where('booking_number', 'is not', null)
      .where('status', '!=', 'Cancelled')
      .where('token', 'in', ['Pending', 'Skipped'])
      .where(sql.raw<boolean>(HEARS_ALERTS)),
  ),
});

export class WaitingRoomRepository {
  private readonly look: ReturnType<typeof lookStatements>;

  constructor(private readonly db: Kysely<Database>) {
    this.look = lookStatements(db);
  }

  /** The numbered, not cancelled tokens of doctors on a date (one slot when named), by number. */
  async queues(doctorIds: number[], date: string, slot?: Slot) {
    if (!doctorIds.length) return [];
    let query = this.db
      .selectFrom('bookings')
      .select(TOKEN_COLUMNS)
      .where('bookings.doctor_id', 'in', doctorIds)
      .where('bookings.booking_date', '=', date)
      .where('bookings.booking_number', 'is not', null)
      .where('bookings.status', '!=', 'Cancelled');
    if (slot) query = query.where('bookings.slot', '=', slot);
    // Sorted here rather than by the query: unordered, the query is answered from the index of the floor's
    // columns alone (migration 0030), which holds a slot's tokens by state before number.
    const rows = await query.execute();
    return rows
      .flatMap((row) =>
        row.booking_number === null || row.slot === null
          ? []
          : [{ ...row, booking_number: row.booking_number, slot: row.slot }],
      )
      .sort((a, b) => a.booking_number - b.booking_number);
  }

  /** A doctor's consultations of a day: the bookings called in and then out. */
  async consultations(doctorId: number, date: string) {
    const rows = await this.db
      .selectFrom('bookings')
      .select(['called_at', 'done_at'])
      .where('doctor_id', '=', doctorId)
      .where('booking_date', '=', date)
      .where('called_at', 'is not', null)
      .where('done_at', 'is not', null)
      .execute();
    return rows.flatMap((r) => (r.called_at && r.done_at ? [{ called_at: r.called_at, done_at: r.done_at }] : []));
  }

  /** One booking's token and place, and its fee and payment (a slip's holder sees what is due), without its person. */
  booking(id: number) {
    return this.db
      .selectFrom('bookings')
      .leftJoin('payments', 'payments.booking_id', 'bookings.id')
      .select(TOKEN_COLUMNS)
      .select([
        'bookings.fee',
        'payments.method as payment_method',
        'payments.amount as payment_amount',
        'payments.recorded_at as paid_at',
      ])
      .where('bookings.id', '=', id)
      .executeTakeFirst();
  }

  /** Doctors (role Doctor) with their clinic and waiting-room settings. */
  doctors(ids: number[]) {
    return this.db
      .selectFrom('users')
      .innerJoin('doctor_details', 'doctor_details.user_id', 'users.id')
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.hospital_id',
        'users.listing',
        'users.address',
        'users.city',
        'doctor_details.clinic_name',
        'doctor_details.sitting',
        'doctor_details.average_consult_minutes',
        'doctor_details.alert_at',
        'doctor_details.upi_id',
        'doctor_details.late_rejoin_after',
      ])
      .where('users.role', '=', 'Doctor')
      .where('users.id', 'in', ids.length ? ids : [-1])
      .execute();
  }

  slotsOf(doctorIds: number[]) {
    return this.db
      .selectFrom('doctor_slots')
      .select(['doctor_id', 'slot', 'open_time', 'close_time', 'active'])
      .where('doctor_id', 'in', doctorIds.length ? doctorIds : [-1])
      .execute();
  }

  /** A registered hospital's name and its registered doctors. */
  async hospital(hospitalId: number): Promise<{ name: string; doctorIds: number[] } | undefined> {
    const hospital = await this.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', hospitalId)
      .where('role', '=', 'Hospital')
      .where('listing', '=', 'registered')
      .executeTakeFirst();
    if (!hospital) return undefined;
    const doctors = await this.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Doctor')
      .where('listing', '=', 'registered')
      .where('hospital_id', '=', hospitalId)
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    return { name: hospital.full_name, doctorIds: doctors.map((d) => d.id) };
  }

  delays(doctorIds: number[], date: string) {
    return this.db
      .selectFrom('queue_delays')
      .select(['doctor_id', 'slot', 'delay_minutes', 'notice'])
      .where('doctor_id', 'in', doctorIds.length ? doctorIds : [-1])
      .where('booking_date', '=', date)
      .execute();
  }

  async saveDelay(ref: SlotRef, minutes: number, notice: string, now: string): Promise<void> {
    await this.db
      .insertInto('queue_delays')
      .values({
        doctor_id: ref.doctorId,
        booking_date: ref.date,
        slot: ref.slot,
        delay_minutes: minutes,
        notice,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['doctor_id', 'booking_date', 'slot'])
          .doUpdateSet({ delay_minutes: minutes, notice, updated_at: now }),
      )
      .execute();
  }

  async clearDelay(ref: SlotRef): Promise<void> {
    await this.db
      .deleteFrom('queue_delays')
      .where('doctor_id', '=', ref.doctorId)
      .where('booking_date', '=', ref.date)
      .where('slot', '=', ref.slot)
      .execute();
  }

  /** Whether the doctor has acted on the slot's queue yet (a token called in, done or skipped). */
  async slotStarted(ref: SlotRef): Promise<boolean> {
    return (await this.look.slotStarted.first(this.db, ref)) !== undefined;
  }

  /**
   * Whether a slot has a waiting or skipped token someone hears alerts on: a patient's, or a walk-in's who asked
   * the desk for texts (the tokens dueAlerts looks at). One look-up in the partial index of those tokens (migration
   * 0030).
   */
  async hasListeners(ref: SlotRef): Promise<boolean> {
    return (await this.look.hasListeners.first(this.db, ref)) !== undefined;
  }

  /** The alerts already sent to the bookings of a slot. */
  sentAlerts(ref: SlotRef) {
    return this.db
      .selectFrom('queue_alerts')
      .innerJoin('bookings', 'bookings.id', 'queue_alerts.booking_id')
      .select(['queue_alerts.booking_id', 'queue_alerts.kind'])
      .where('bookings.doctor_id', '=', ref.doctorId)
      .where('bookings.booking_date', '=', ref.date)
      .where('bookings.slot', '=', ref.slot)
      .execute();
  }

  /** Records alerts, each (booking, kind) once: answers the booking ids of the rows this call inserted. */
  async recordAlerts(kind: string, bookingIds: number[], now: string): Promise<Set<number>> {
    const inserted = new Set<number>();
    for (let i = 0; i < bookingIds.length; i += ROWS_PER_INSERT) {
      const rows = await this.db
        .insertInto('queue_alerts')
        .values(bookingIds.slice(i, i + ROWS_PER_INSERT).map((booking_id) => ({ booking_id, kind, sent_at: now })))
        .onConflict((oc) => oc.columns(['booking_id', 'kind']).doNothing())
        .returning('booking_id')
        .execute();
      for (const row of rows) inserted.add(row.booking_id);
    }
    return inserted;
  }

  /** Keeps the booking's one status link: a code of an earlier placement goes, this one stays or is added. */
  saveLink(bookingId: number, codeHash: string, expiresAt: string): Promise<void> {
    return this.saveLinks([{ booking_id: bookingId, code_hash: codeHash, expires_at: expiresAt }]);
  }

  /** saveLink for several bookings in two statements. */
  async saveLinks(links: { booking_id: number; code_hash: string; expires_at: string }[]): Promise<void> {
    for (let i = 0; i < links.length; i += ROWS_PER_INSERT) {
      const chunk = links.slice(i, i + ROWS_PER_INSERT);
      await this.db
        .deleteFrom('token_status_links')
        .where(
          'booking_id',
          'in',
          chunk.map((l) => l.booking_id),
        )
        .where(
          'code_hash',
          'not in',
          chunk.map((l) => l.code_hash),
        )
        .execute();
      // Printed again (or twice at once): the row is there already, and the same.
      await this.db
        .insertInto('token_status_links')
        .values(chunk)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }

  linkOf(codeHash: string) {
    return this.db
      .selectFrom('token_status_links')
      .select(['booking_id', 'expires_at'])
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
  }

  /**
   * The numbered tokens of bookings not cancelled, dated from `from` to `to`, still waiting for their patient
   * (the partial index of migration 0016), with their slot's closing time.
   */
  awaitingArrival(from: string, to: string) {
    return this.db
      .selectFrom('bookings')
      .innerJoin('doctor_slots', (join) =>
        join
          .onRef('doctor_slots.doctor_id', '=', 'bookings.doctor_id')
          .onRef('doctor_slots.slot', '=', 'bookings.slot'),
      )
      .select(['bookings.id', 'bookings.booking_date', 'doctor_slots.close_time'])
      .where('bookings.booking_date', '>=', from)
      .where('bookings.booking_date', '<=', to)
      .where(sql.raw<boolean>(AWAITING_ARRIVAL))
      .where('bookings.booking_number', 'is not', null)
      .where('bookings.status', '!=', 'Cancelled')
      .execute();
  }

  /** Marks tokens Missed that still wait for their patient; answers how many it marked. */
  async markMissed(ids: number[], now: string): Promise<number> {
    let marked = 0;
    for (let i = 0; i < ids.length; i += ROWS_PER_INSERT) {
      const result = await this.db
        .updateTable('bookings')
        .set({ token: 'Missed', updated_at: now })
        .where('id', 'in', ids.slice(i, i + ROWS_PER_INSERT))
        .where(sql.raw<boolean>(AWAITING_ARRIVAL))
        .executeTakeFirst();
      marked += Number(result.numUpdatedRows);
    }
    return marked;
  }

  /** Removes the links expired before `now`; answers how many. */
  async removeExpiredLinks(now: string): Promise<number> {
    const result = await this.db.deleteFrom('token_status_links').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
