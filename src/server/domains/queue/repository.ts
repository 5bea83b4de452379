// Queries of the doctor's day: a day's and the coming days' bookings of a doctor (or of a hospital's
// doctors), the day's counts, and the doctor's state changes. Each change is one conditional UPDATE, so two
// people acting on one booking at once cannot both succeed.
import type { Insertable, Kysely } from 'kysely';
import { PRIORITIES, type Priority, type Slot } from '../../../shared/constants';
import { AWAITING_DECISION, TOKEN_MOVES, type TokenMove } from '../../../shared/visit-rules';
import { PreparedQuery } from '../../db/prepared';
import type { Database, PaymentsTable } from '../../db/schema';
import { bookingRows, inQueueOrder, type BookingRow } from '../appointments/booking-rows';
import { dependsOnCalls, type FloorToken } from '../waiting-room/call-order';
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
  changed: BookingRow[];
  called: BookingRow | null;
  passed: BookingRow[];
}

/** The head of a slot a call looks at (waiting-room/call-order.ts, nextCall), and the slot's calls so far. */
export interface SlotHead {
  tokens: FloorToken[];
  /** The slot's calls so far when the head's order depends on them (call-order.ts, dependsOnCalls); else 0. */
  calls: number;
}

/** What the call order reads of a token (waiting-room/call-order.ts, FloorToken). */
const FLOOR_COLUMNS = [
  'id',
  'booking_number',
  'token',
  'called_at',
  'arrived_at',
  'passed',
  'rejoins_after',
  'priority',
] as const;

/** A slot's numbered tokens, not cancelled: its queue. */
const slotQueue = (db: Kysely<Database>, p: SlotOfDay) =>
  db
    .selectFrom('bookings')
    .where('doctor_id', '=', p.doctorId)
    .where('booking_date', '=', p.date)
    .where('slot', '=', p.slot)
    .where('booking_number', 'is not', null)
    .where('status', '!=', 'Cancelled');

/**
 * A slot's waiting tokens in turn: neither a priority nor passed. The slot's index is keyed by state, priority and
 * passing (migration 0030), so these are one range of it, by number.
 */
const inTurn = (db: Kysely<Database>, p: SlotOfDay) =>
  slotQueue(db, p).where('token', '=', 'Pending').where('priority', '=', 'None').where('passed', '=', 0);

/** The priorities that call a token out of turn. */
const PRIORITY_CATEGORIES = PRIORITIES.filter((priority) => priority !== 'None');

/**
 * The statements of every "Call next" (50 desks may press at once), compiled once. The slot's reads are
 * answered from the index of its tokens' floor columns (migrations 0029 and 0030) without reading the bookings, and
 * answer the slot's head (waiting-room/call-order.ts, nextCall): a full slot costs a call a few rows, not all.
 */
export const callStatements = (db: Kysely<Database>) => ({
  /**
   * Touches the slot's token counter row: on PostgreSQL it stays locked until the commit (a slot with tokens
   * has one), so two calls of one slot take turns; SQLite runs one transaction at a time.
   */
  hold: new PreparedQuery(db, (q, p: SlotOfDay) =>
    q
      .updateTable('token_counters')
      .set((eb) => ({ last: eb.ref('last') }))
      .where('doctor_id', '=', p.doctorId)
      .where('booking_date', '=', p.date)
      .where('slot', '=', p.slot),
  ),
  /** The doctor's late_rejoin_after (the call order's setting); none for an id that is not a doctor's. */
  lateRejoinAfter: new PreparedQuery(db, (q, p: { doctorId: number }) =>
    q
      .selectFrom('doctor_details')
      .innerJoin('users', 'users.id', 'doctor_details.user_id')
      .select('doctor_details.late_rejoin_after')
      .where('users.id', '=', p.doctorId)
      .where('users.role', '=', 'Doctor'),
  ),
  /**
   * The slot's head (waiting-room/call-order.ts, nextCall), each part one seek of the slot's index: the tokens
   * in with the doctor, the waiting ones out of turn (a priority, or passed), and the waiting ones in turn up to
   * the lowest arrived one (all of them when none has arrived).
   */
  head: new PreparedQuery(db, (q, p: SlotOfDay) =>
    slotQueue(q, p)
      .select(FLOOR_COLUMNS)
      .where('token', '=', 'Live')
      .unionAll(
        slotQueue(q, p)
          .select(FLOOR_COLUMNS)
          .where('token', '=', 'Pending')
          .where('priority', 'in', PRIORITY_CATEGORIES),
      )
      .unionAll(
        slotQueue(q, p)
          .select(FLOOR_COLUMNS)
          .where('token', '=', 'Pending')
          .where('priority', '=', 'None')
          .where('passed', '=', 1),
      )
      .unionAll(
        inTurn(q, p)
          .select(FLOOR_COLUMNS)
          .where((eb) =>
            eb(
              'booking_number',
              '<=',
              eb.fn.coalesce(
                inTurn(q, p)
                  .select('booking_number')
                  .where('arrived_at', 'is not', null)
                  .orderBy('booking_number')
                  .limit(1),
                inTurn(q, p).select((max) => max.fn.max('booking_number').as('highest')),
              ),
            ),
          ),
      ),
  ),
  /** The slot's calls so far (call-order.ts, callsMade). */
  calls: new PreparedQuery(db, (q, p: SlotOfDay) =>
    slotQueue(q, p)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('called_at', 'is not', null),
  ),
  sendOut: new PreparedQuery(db, (q, p: { id: number; now: string }) =>
    q
      .updateTable('bookings')
      .set({ token: 'Done', done_at: p.now, updated_at: p.now })
      .where('id', '=', p.id)
      .where('token', '=', 'Live'),
  ),
  callIn: new PreparedQuery(db, (q, p: { id: number; now: string }) =>
    q
      .updateTable('bookings')
      .set({ token: 'Live', status: 'Approved', called_at: p.now, updated_at: p.now })
      .where('id', '=', p.id)
      .where('token', '=', 'Pending')
      .where('status', '!=', 'Cancelled'),
  ),
  /** A booking as the answer and the live events carry it. */
  row: new PreparedQuery(db, (q, p: { id: number }) => bookingRows(q).where('bookings.id', '=', p.id)),
});

export class QueueRepository {
  private readonly call: ReturnType<typeof callStatements>;

  constructor(private readonly db: Kysely<Database>) {
    this.call = callStatements(db);
  }

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

  /** The slot's head (waiting-room/call-order.ts, nextCall) and its calls so far, in the caller's transaction. */
  private async headOf(trx: Kysely<Database>, ref: SlotOfDay): Promise<SlotHead> {
    const tokens = (await this.call.head.all(trx, ref)).map((row) => ({ ...row, booking_number: row.booking_number! }));
    // The count reads every token called so far: read only when the call order depends on it.
    const calls = dependsOnCalls(tokens) ? Number((await this.call.calls.one(trx, ref)).n) : 0;
    return { tokens, calls };
  }

  /**
   * Runs one "Call next" of a slot inside the caller's transaction, which then holds the slot (`hold` above):
   * `decide` is given the slot's head and the doctor's late_rejoin_after (undefined for an id that is not a
   * doctor's) and answers what to change, which is written before the commit. Two calls of one slot take
   * turns, so two calls never call the same token. Answers the bookings changed.
   */
  async callNext(
    trx: Kysely<Database>,
    ref: SlotOfDay,
    now: string,
    decide: (head: SlotHead, lateRejoinAfter: number | undefined) => CallNextChanges,
  ): Promise<CallNextOutcome> {
    await this.call.hold.execute(trx, ref);
    const doctor = await this.call.lateRejoinAfter.first(trx, ref);
    const changes = decide(await this.headOf(trx, ref), doctor?.late_rejoin_after);
    for (const id of changes.done) await this.call.sendOut.execute(trx, { id, now });
    if (changes.called !== null) {
      // The slot is held: the token read waiting is still waiting.
      if ((await this.call.callIn.changed(trx, { id: changes.called, now })) !== 1)
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
    const changed: BookingRow[] = [];
    for (const id of [...changes.done, ...(changes.called === null ? [] : [changes.called]), ...changes.passed])
      changed.push(await this.call.row.one(trx, { id }));
    const byId = new Map(changed.map((row) => [row.id, row]));
    return {
      changed,
      called: changes.called === null ? null : byId.get(changes.called)!,
      passed: changes.passed.map((id) => byId.get(id)!),
    };
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
