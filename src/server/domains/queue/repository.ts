// Queries of the doctor's day: a day's and the coming days' bookings of a doctor (or of a hospital's
// doctors), the day's counts, and the doctor's state changes. Each change is one conditional UPDATE, so two
// people acting on one booking at once cannot both succeed.
import type { Insertable, Kysely } from 'kysely';
import type { Priority, Slot } from '../../../shared/constants';
import { AWAITING_DECISION, TOKEN_MOVES, type TokenMove } from '../../../shared/visit-rules';
import type { Database, PaymentsTable } from '../../db/schema';
import { bookingRows, inQueueOrder, type BookingRow } from '../appointments/booking-rows';
import type { QueuedToken } from '../waiting-room/progress';
import { releaseFreeFollowUp } from '../appointments/free-follow-ups';
import type { DayBooking } from './clinic-day';

/** A doctor's slot of a day. */
export interface SlotOfDay {
  doctorId: number;
  date: string;
  slot: Slot;
}

/** What one "Call next" changes: the tokens sent out, the one called in, the ones passed. */
export interface CallNextChanges {
  done: number[];
  called: number | null;
  passed: number[];
}

/** What one "Call next" changed, as the bookings stand after it (for the answer and the live events). */
export interface CallNextOutcome {
  /** The slot's tokens as the call left them (for the waiting room's alerts). */
  queue: QueuedToken[];
  changed: BookingRow[];
  called: BookingRow | null;
  passed: BookingRow[];
}

/**
 * The slot's tokens after a call's changes, worked out from those read before them rather than read again: the
 * slot is held, so each update above changed exactly the tokens named.
 */
function queueAfter(tokens: QueuedToken[], changes: CallNextChanges, now: string): QueuedToken[] {
  const done = new Set(changes.done);
  const passed = new Set(changes.passed);
  return tokens.map((row) => {
    if (done.has(row.id)) return { ...row, token: 'Done', done_at: now };
    if (row.id === changes.called) return { ...row, token: 'Live', called_at: now };
    if (passed.has(row.id)) return { ...row, passed: 1 };
    return row;
  });
}

export class QueueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ofDoctorsOn(doctorIds: number[], date: string) {
    if (!doctorIds.length) return [];
    const rows = await bookingRows(this.db)
      .where('bookings.doctor_id', 'in', doctorIds)
      .where('bookings.booking_date', '=', date)
      .execute();
    return inQueueOrder(rows);
  }

  async ofDoctorAfter(doctorId: number, date: string, limit: number) {
    const rows = await bookingRows(this.db)
      .where('bookings.doctor_id', '=', doctorId)
      .where('bookings.booking_date', '>', date)
      .orderBy('bookings.booking_date')
      .limit(limit)
      .execute();
    return inQueueOrder(rows).sort((a, b) => (a.booking_date ?? '').localeCompare(b.booking_date ?? ''));
  }

  /** A day's bookings but the cancelled ones (countsInDay of shared/visit-rules.ts, as the lists count). */
  async countOf(doctorId: number, date: string): Promise<number> {
    const row = await this.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('doctor_id', '=', doctorId)
      .where('booking_date', '=', date)
      .where('status', '!=', 'Cancelled')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** What a clinic day's numbers read of the day's bookings with a token, with their payments (clinic-day.ts). */
  dayOfDoctor(doctorId: number, date: string): Promise<DayBooking[]> {
    return this.db
      .selectFrom('bookings')
      .leftJoin('payments', 'payments.booking_id', 'bookings.id')
      .select([
        'bookings.type',
        'bookings.status',
        'bookings.token',
        'bookings.priority',
        'bookings.arrived_at',
        'bookings.called_at',
        'bookings.done_at',
        'payments.method as payment_method',
        'payments.amount as payment_amount',
      ])
      .where('bookings.doctor_id', '=', doctorId)
      .where('bookings.booking_date', '=', date)
      .where('bookings.booking_number', 'is not', null)
      .execute();
  }

  /** Every doctor of a hospital, whose days the hospital runs. */
  async doctorIdsOf(hospitalId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Doctor')
      .where('hospital_id', '=', hospitalId)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Moves status from Pending only, while the token has not been called; answers whether it changed. A
   * cancelled free follow-up gives its visit back. `alsoWrite` writes what commits with the change (the
   * patient's alert).
   */
  decide(
    id: number,
    status: 'Approved' | 'Cancelled',
    now: string,
    alsoWrite: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('bookings')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', AWAITING_DECISION.status)
        .where('token', '=', AWAITING_DECISION.token)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows) === 1;
      if (!changed) return false;
      if (status === 'Cancelled') await releaseFreeFollowUp(trx, id);
      await alsoWrite(trx);
      return true;
    });
  }

  /**
   * Records a booking's payment, once: the payments table's key decides, so of two desks recording at once
   * one writes and the other is told it was already done. The audit entry commits with it. Answers whether
   * this call wrote it.
   */
  recordPayment(payment: Insertable<PaymentsTable>, audit: (trx: Kysely<Database>) => Promise<void>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const written = await trx
        .insertInto('payments')
        .values(payment)
        .onConflict((oc) => oc.column('booking_id').doNothing())
        .returning('booking_id')
        .executeTakeFirst();
      if (written) await audit(trx);
      return written !== undefined;
    });
  }

  /**
   * Moves the token of a numbered booking not cancelled, from the states that allow it (TOKEN_MOVES). Calling
   * a token accepts its booking: a Pending one becomes Approved with the move. The time it went Live or Done
   * is kept for the waiting room's average consultation.
   */
  async moveToken(id: number, token: TokenMove, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('bookings')
      .set({
        token,
        status: 'Approved',
        updated_at: now,
        ...(token === 'Live' ? { called_at: now } : token === 'Done' ? { done_at: now } : {}),
      })
      .where('id', '=', id)
      .where('token', 'in', TOKEN_MOVES[token])
      .where('status', '!=', 'Cancelled')
      .where('booking_number', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Runs one "Call next" of a slot in a transaction that holds the slot: `decide` is given the slot's tokens
   * (numbered, not cancelled) and answers what to change, which is written before the commit. Two desks
   * pressing at once for one slot take turns, so two calls never call the same token: on PostgreSQL the
   * first statement locks the slot's token counter row (a slot with tokens has one) until the commit; SQLite
   * runs one transaction at a time. Answers `decide`'s answer.
   */
  async callNext(
    ref: SlotOfDay,
    now: string,
    decide: (tokens: QueuedToken[], trx: Kysely<Database>) => Promise<CallNextChanges>,
  ): Promise<CallNextOutcome> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('token_counters')
        .set((eb) => ({ last: eb.ref('last') }))
        .where('doctor_id', '=', ref.doctorId)
        .where('booking_date', '=', ref.date)
        .where('slot', '=', ref.slot)
        .execute();
      // What the call order and the alerts read of every token of the slot, no more: a full slot is read at every
      // press.
      const tokens = await trx
        .selectFrom('bookings')
        .select([
          'id',
          'patient_id',
          'sms_language',
          'booking_number',
          'token',
          'called_at',
          'done_at',
          'arrived_at',
          'passed',
          'rejoins_after',
          'priority',
        ])
        .where('doctor_id', '=', ref.doctorId)
        .where('booking_date', '=', ref.date)
        .where('slot', '=', ref.slot)
        .where('booking_number', 'is not', null)
        .where('status', '!=', 'Cancelled')
        .orderBy('booking_number')
        .execute();
      const read = tokens.map((row) => ({ ...row, booking_number: row.booking_number! }));
      const changes = await decide(read, trx);
      if (changes.done.length) {
        await trx
          .updateTable('bookings')
          .set({ token: 'Done', done_at: now, updated_at: now })
          .where('id', 'in', changes.done)
          .where('token', '=', 'Live')
          .execute();
      }
      if (changes.called !== null) {
        const called = await trx
          .updateTable('bookings')
          .set({ token: 'Live', status: 'Approved', called_at: now, updated_at: now })
          .where('id', '=', changes.called)
          .where('token', '=', 'Pending')
          .where('status', '!=', 'Cancelled')
          .executeTakeFirst();
        // The slot is held: the token read waiting is still waiting.
        if (Number(called.numUpdatedRows) !== 1)
          throw new Error(`call-next: booking ${changes.called} was not waiting`);
      }
      if (changes.passed.length) {
        await trx
          .updateTable('bookings')
          .set({ passed: 1, updated_at: now })
          .where('id', 'in', changes.passed)
          .where('token', '=', 'Pending')
          .where('arrived_at', 'is', null)
          .execute();
      }
      const ids = [...changes.done, ...(changes.called === null ? [] : [changes.called]), ...changes.passed];
      const changed = ids.length ? await bookingRows(trx).where('bookings.id', 'in', ids).execute() : [];
      const byId = new Map(changed.map((row) => [row.id, row]));
      const rowOf = (id: number) => byId.get(id)!;
      return {
        queue: queueAfter(read, changes, now),
        changed,
        called: changes.called === null ? null : rowOf(changes.called),
        passed: changes.passed.map(rowOf),
      };
    });
  }

  /** The desk's priority of a booking not cancelled whose visit is not over; answers whether it changed. */
  async setPriority(id: number, priority: Priority, note: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('bookings')
      .set({ priority, priority_note: note, updated_at: now })
      .where('id', '=', id)
      .where('status', '!=', 'Cancelled')
      .where('token', '!=', 'Done')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
