// Queries of the patient's bookings and the token counters: making and placing bookings, drafts, the
// patient's cancel, the live queue. State changes are single conditional UPDATEs, so two people acting on one
// booking at once cannot both succeed. The doctor's day has its own queries (domains/queue/repository.ts).
import { sql, type Expression, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { Slot } from '../../../shared/constants';
import { ARRIVAL_STATES } from '../../../shared/visit-rules';
import { placeholderRow, PreparedQuery } from '../../db/prepared';
import type { AuditEntry } from '../../platform/audit';
import type { BookingsTable, Database } from '../../db/schema';
import { bookingRows, inQueueOrder, paymentColumns } from './booking-rows';
import { releaseFreeFollowUp } from './free-follow-ups';
import type { Placement } from './scheduling';

/** A booking as it is written: every column named (those with a default too). */
export type NewBooking = Omit<Selectable<BookingsTable>, 'id'>;

/** The tokens given in a slot: the last one, and how many were taken online. */
export interface TokensGiven {
  last: number;
  online: number;
}

/** Every column a new booking names (a record, so a column added to the table cannot be left out). */
const NAMED_COLUMNS: Record<keyof NewBooking, true> = {
  patient_id: true,
  doctor_id: true,
  created_by: true,
  name: true,
  age: true,
  problem: true,
  address: true,
  phone_number: true,
  type: true,
  family_member_id: true,
  parchee_type: true,
  created_on: true,
  booking_date: true,
  slot: true,
  booking_number: true,
  token: true,
  status: true,
  lab_booking: true,
  priscription_image: true,
  created_at: true,
  updated_at: true,
  called_at: true,
  done_at: true,
  fee: true,
  follow_up_of: true,
  free_follow_ups_used: true,
  arrived_at: true,
  passed: true,
  rejoins_after: true,
  priority: true,
  priority_note: true,
  sms_language: true,
};

/** How many old drafts one cleaning round removes at most (the next round takes the rest). */
const STALE_DRAFTS_PER_ROUND = 500;

/**
 * Gives a booking a token in a slot, unless it was called or cancelled; `firstTime`: only while it has none.
 * A new place is a new wait: the patient arrives for it afresh, and has not been passed in it.
 */
const placing = (db: Kysely<Database>, firstTime: boolean) =>
  new PreparedQuery(db, (q, p: { id: number; date: string; slot: Slot; token: number; now: string }) => {
    const update = q
      .updateTable('bookings')
      .set({
        booking_date: p.date,
        slot: p.slot,
        booking_number: p.token,
        token: 'Pending',
        updated_at: p.now,
        arrived_at: null,
        passed: 0,
        rejoins_after: null,
      })
      .where('id', '=', p.id)
      .where('token', '=', 'Pending')
      .where('status', '!=', 'Cancelled');
    return firstTime ? update.where('booking_number', 'is', null) : update;
  });

/** The statements of every booking and join (a rush runs them thousands of times a second): compiled once. */
const hotStatements = (db: Kysely<Database>) => ({
  nextTokens: new PreparedQuery(
    db,
    (q, p: { doctorId: number; date: string; slot: Slot; count: number; roomBelow: number }) =>
      q
        .insertInto('token_counters')
        .values({ doctor_id: p.doctorId, booking_date: p.date, slot: p.slot, last: p.count })
        .onConflict((oc) =>
          oc
            .columns(['doctor_id', 'booking_date', 'slot'])
            .doUpdateSet((eb) => ({ last: eb('token_counters.last', '+', p.count) }))
            .where('token_counters.last', '<', p.roomBelow),
        )
        .returning('last'),
  ),
  /** As nextTokens, counting them as online tokens too, while the online ones stay within their share. */
  nextOnlineTokens: new PreparedQuery(
    db,
    (q, p: { doctorId: number; date: string; slot: Slot; count: number; roomBelow: number; onlineRoomBelow: number }) =>
      q
        .insertInto('token_counters')
        .values({ doctor_id: p.doctorId, booking_date: p.date, slot: p.slot, last: p.count, online: p.count })
        .onConflict((oc) =>
          oc
            .columns(['doctor_id', 'booking_date', 'slot'])
            .doUpdateSet((eb) => ({
              last: eb('token_counters.last', '+', p.count),
              online: eb('token_counters.online', '+', p.count),
            }))
            .where('token_counters.last', '<', p.roomBelow)
            .where('token_counters.online', '<', p.onlineRoomBelow),
        )
        .returning('last'),
  ),
  insert: new PreparedQuery(db, (q, p: NewBooking) =>
    q.insertInto('bookings').values(placeholderRow(p, NAMED_COLUMNS)).returning('id'),
  ),
  find: new PreparedQuery(db, (q, p: { id: number }) =>
    q.selectFrom('bookings').selectAll('bookings').select(paymentColumns).where('bookings.id', '=', p.id),
  ),
  place: placing(db, false),
  placeFirst: placing(db, true),
  /** A patient's arrival, once, while the token takes one (a rush of check-ins at a clinic's opening). */
  arrive: new PreparedQuery(db, (q, p: { id: number; now: string; rejoinsAfter: number }) =>
    q
      .updateTable('bookings')
      .set({
        arrived_at: p.now,
        updated_at: p.now,
        rejoins_after: sql<number | null>`CASE WHEN passed = 1 THEN CAST(${p.rejoinsAfter} AS integer) END`,
      })
      .where('id', '=', p.id)
      .where('arrived_at', 'is', null)
      .where('token', 'in', ARRIVAL_STATES)
      .where('status', '!=', 'Cancelled')
      .where('booking_number', 'is not', null),
  ),
});

/** One arrival to record: the booking, when, the rejoin point of a patient seen passed (else 0), its audit entry. */
export interface Arrival {
  id: number;
  now: string;
  rejoinsAfter: number;
  audit: AuditEntry;
}

export class AppointmentsRepository {
  private readonly hot: ReturnType<typeof hotStatements>;

  constructor(private readonly db: Kysely<Database>) {
    this.hot = hotStatements(db);
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insert(trx: Kysely<Database>, booking: NewBooking): Promise<number> {
    return (await this.hot.insert.one(trx, booking)).id;
  }

  /**
   * Hands out the next `count` tokens of a doctor's slot on a date, all or none: answers the last of them, or
   * null when the slot has not room for all, or (online tokens, `onlinePlaces` given) when the online ones
   * would pass their share. One upsert on the counter row decides it (the first tokens create the row; later
   * ones count up while there is room), so concurrent joins are serialised by the database on both engines.
   */
  async nextTokens(trx: Kysely<Database>, at: Placement, count = 1): Promise<number | null> {
    const { doctorId, date, slot, capacity, onlinePlaces } = at;
    if (count > capacity || (onlinePlaces !== null && count > onlinePlaces)) return null;
    // Room for `count` more while last + count <= capacity, i.e. last < capacity - count + 1 (and so for online).
    const values = { doctorId, date, slot, count, roomBelow: capacity - count + 1 };
    const row =
      onlinePlaces === null
        ? await this.hot.nextTokens.first(trx, values)
        : await this.hot.nextOnlineTokens.first(trx, { ...values, onlineRoomBelow: onlinePlaces - count + 1 });
    return row?.last ?? null;
  }

  /** The last token given in a slot (0 when none), inside the caller's transaction. */
  async lastTokenOf(trx: Kysely<Database>, at: Placement): Promise<number> {
    const row = await trx
      .selectFrom('token_counters')
      .select('last')
      .where('doctor_id', '=', at.doctorId)
      .where('booking_date', '=', at.date)
      .where('slot', '=', at.slot)
      .executeTakeFirst();
    return row?.last ?? 0;
  }

  /** A doctor's slots of a date: the tokens given in each, and how many of them online. */
  async tokensGiven(doctorId: number, date: string): Promise<Map<string, TokensGiven>> {
    const rows = await this.db
      .selectFrom('token_counters')
      .select(['slot', 'last', 'online'])
      .where('doctor_id', '=', doctorId)
      .where('booking_date', '=', date)
      .execute();
    return new Map(rows.map((r) => [r.slot, { last: r.last, online: r.online }]));
  }

  /**
   * A booking's own row with its payment (its doctor's columns come from the doctor directory: BookingService.find).
   */
  find(id: number) {
    return this.hot.find.first(this.db, { id });
  }

  /**
   * A patient's bookings of a day: those dated that day, and those made that day still without a slot; of one
   * person with `person` (a condition of patient-account/family-members.ts), else of everyone.
   */
  async ofPatientOn(patientId: number, date: string, person: Expression<SqlBool> | null) {
    let query = bookingRows(this.db)
      .where('bookings.patient_id', '=', patientId)
      .where((eb) =>
        eb.or([
          eb('bookings.booking_date', '=', date),
          eb.and([eb('bookings.booking_date', 'is', null), eb('bookings.created_on', '=', date)]),
        ]),
      );
    if (person) query = query.where(person);
    return inQueueOrder(await query.execute());
  }

  /** A patient's bookings with a slot (drafts are not bookings yet), newest first; of one person with `person`. */
  ofPatient(patientId: number, person: Expression<SqlBool> | null) {
    let query = bookingRows(this.db)
      .where('bookings.patient_id', '=', patientId)
      .where('bookings.booking_number', 'is not', null);
    if (person) query = query.where(person);
    return query.orderBy('bookings.booking_date', 'desc').orderBy('bookings.id', 'desc').limit(500).execute();
  }

  /** The patients holding a booking (not cancelled) with a doctor on a date: who hears that queue move. */
  async queuedPatients(doctorId: number, date: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('bookings')
      .select('patient_id')
      .distinct()
      .where('doctor_id', '=', doctorId)
      .where('booking_date', '=', date)
      .where('status', '!=', 'Cancelled')
      .where('patient_id', 'is not', null)
      .execute();
    // Walk-ins have no account, hence no patient id and no stream.
    return rows.flatMap((row) => (row.patient_id === null ? [] : [row.patient_id]));
  }

  async hasBookedWith(patientId: number, doctorId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('bookings')
      .select('id')
      .where('patient_id', '=', patientId)
      .where('doctor_id', '=', doctorId)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Removes a draft (a booking still without a token); answers whether it did. */
  async deleteDraft(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('bookings')
      .where('id', '=', id)
      .where('booking_number', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** The drafts made before `createdBefore` (ISO time) that nothing else refers to. */
  async staleDrafts(createdBefore: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('bookings')
      .select('id')
      .where('booking_number', 'is', null)
      .where('created_at', '<', createdBefore)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('lab_bookings')
              .select('lab_bookings.id')
              .whereRef('lab_bookings.patient_booking_id', '=', 'bookings.id'),
          ),
        ),
      )
      .limit(STALE_DRAFTS_PER_ROUND)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * The patient's cancel: from Pending or Approved while the token is still Pending (not called in);
   * answers whether it changed. The token number stays used; a free follow-up's visit is given back.
   */
  cancelByPatient(id: number, now: string): Promise<boolean> {
    return this.transaction(async (trx) => {
      const result = await trx
        .updateTable('bookings')
        .set({ status: 'Cancelled', updated_at: now })
        .where('id', '=', id)
        .where('status', '!=', 'Cancelled')
        .where('token', '=', 'Pending')
        .where('booking_number', 'is not', null)
        .executeTakeFirst();
      const cancelled = Number(result.numUpdatedRows) === 1;
      if (cancelled) await releaseFreeFollowUp(trx, id);
      return cancelled;
    });
  }

  /** Gives a booking its (new) date, slot and token; only while the patient has not been seen (and, the
   * first time, only if no token was given meanwhile). */
  async place(
    trx: Kysely<Database>,
    id: number,
    date: string,
    slot: Slot,
    token: number,
    now: string,
    firstTime: boolean,
  ): Promise<boolean> {
    const values = { id, date, slot, token, now };
    return (await (firstTime ? this.hot.placeFirst : this.hot.place).changed(trx, values)) === 1;
  }

  /**
   * Gives bookings never placed their first tokens, `firstToken` onwards in the order given; answers how many
   * it placed (all, unless one was placed, cancelled or seen meanwhile).
   */
  async placeFirstTimes(
    trx: Kysely<Database>,
    ids: number[],
    date: string,
    slot: Slot,
    firstToken: number,
    now: string,
  ): Promise<number> {
    const result = await trx
      .updateTable('bookings')
      .set({
        booking_date: date,
        slot,
        booking_number: sql<number>`CASE ${sql.join(
          ids.map((id, i) => sql`WHEN id = ${id} THEN CAST(${firstToken + i} AS integer)`),
          sql` `,
        )} END`,
        token: 'Pending',
        updated_at: now,
      })
      .where('id', 'in', ids)
      .where('token', '=', 'Pending')
      .where('status', '!=', 'Cancelled')
      .where('booking_number', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * After how many calls of its slot a patient passed while away, arriving now, is called in: the calls made
   * so far and the doctor's late_rejoin_after.
   */
  async rejoinPoint(doctorId: number, date: string, slot: Slot): Promise<number> {
    const [calls, doctor] = await Promise.all([
      this.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('doctor_id', '=', doctorId)
        .where('booking_date', '=', date)
        .where('slot', '=', slot)
        .where('called_at', 'is not', null)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('doctor_details')
        .select('late_rejoin_after')
        .where('user_id', '=', doctorId)
        .executeTakeFirst(),
    ]);
    return Number(calls.n) + (doctor?.late_rejoin_after ?? 0);
  }

  /**
   * Records a patient's arrival once (a second check-in keeps the first time), while the token is in a state
   * that takes one (ARRIVAL_STATES) and the booking is not cancelled; a patient passed while away is called
   * after `rejoinsAfter` calls of the slot (the caller reads it only for a booking it saw passed: one passed
   * in the same moment gets 0 and is called next). Inside the caller's transaction; answers whether this
   * call recorded it.
   */
  async arrive(trx: Kysely<Database>, arrival: Omit<Arrival, 'audit'>): Promise<boolean> {
    return (await this.hot.arrive.changed(trx, arrival)) === 1;
  }

  /** Takes back an arrival marked by mistake, while the token still waits; answers whether it did. */
  async unarrive(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('bookings')
      .set({ arrived_at: null, rejoins_after: null, updated_at: now })
      .where('id', '=', id)
      .where('arrived_at', 'is not', null)
      .where('token', '=', 'Pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setPrescription(id: number, fileName: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('bookings')
      .set({ priscription_image: fileName, updated_at: now })
      .where('id', '=', id)
      .where('priscription_image', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks the appointment as sent to the lab, once: answers whether this call did it. */
  async claimLabBooking(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('bookings')
      .set({ lab_booking: 1, updated_at: now })
      .where('id', '=', id)
      .where('lab_booking', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
