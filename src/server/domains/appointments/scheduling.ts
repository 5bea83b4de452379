// Slot schedules and the placing of a booking into a slot: the one place tokens are handed out.
import type { Kysely } from 'kysely';
import { SLOTS, type Slot } from '../../../shared/constants';
import type { Schedule } from '../../../shared/contract/booking-shapes';
import { MESSAGES } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { violatesUniqueIndex } from '../../db/unique-violation';
import { clinicMoment, requireBookableDay, todayOf } from '../../platform/calendar';
import { ConflictError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import type { DoctorsService } from '../doctors/service';
import type { AppointmentsRepository } from './repository';
import { hoursOfSlot, onlineLeftOf, onlinePlacesOf, slotStateOf } from './slot-state';

export class Scheduling {
  constructor(
    private readonly platform: Platform,
    private readonly repo: AppointmentsRepository,
    private readonly doctors: DoctorsService,
  ) {}

  today(): string {
    return todayOf(this.platform);
  }

  async getDoctorSchedule(doctorId: number, date: string, onlySlot?: string): Promise<Schedule> {
    const [rules, given] = await Promise.all([this.doctors.slotRules(doctorId), this.repo.tokensGiven(doctorId, date)]);
    const now = clinicMoment(this.platform);
    const schedule: Schedule = {};
    for (const [slot, rule] of rules) {
      if (onlySlot && SLOTS.includes(onlySlot as Slot) && onlySlot !== slot) continue;
      const tokens = given.get(slot) ?? { last: 0, online: 0 };
      const state = slotStateOf(rule, date, now, tokens.last);
      schedule[slot] = {
        timing: `${rule.open}-${rule.close}`,
        status: state === 'open' ? 'open' : 'closed',
        state,
        capacity: rule.capacity,
        booked: tokens.last,
        online_left: state === 'open' ? onlineLeftOf(rule, tokens) : 0,
      };
    }
    return schedule;
  }

  /**
   * Checks that a slot can be joined on a date and answers what a placement needs. Read before the
   * transaction: on SQLite a transaction holds the only connection. The day goes through the rule of every
   * booking path (requireBookableDay: 400 on booking_date for a day past, too far or not sat; 409 'This slot
   * is over for today.'); a slot the doctor does not keep is 409 'Sorry slots are full.' (the counter alone
   * decides fullness later). An online token keeps within the slot's places less those kept for the desk.
   */
  async placement(doctorId: number, date: string, slot: Slot, taker: TokenTaker): Promise<Placement> {
    const rule = await this.doctors.slotRule(doctorId, slot);
    if (!rule?.active) throw new ConflictError(MESSAGES.slotsFull);
    requireBookableDay(this.platform, hoursOfSlot(rule), date);
    return {
      doctorId,
      date,
      slot,
      capacity: rule.capacity,
      onlinePlaces: taker === 'online' ? onlinePlacesOf(rule) : null,
    };
  }

  /**
   * Takes the next `count` tokens of the placement's slot inside the caller's transaction and answers the
   * first of them. The counter's conditional upsert alone decides the capacity and the online share, under
   * any concurrency; tokens without room are 409.
   */
  async takeTokens(trx: Kysely<Database>, placement: Placement, count = 1): Promise<number> {
    const last = await this.repo.nextTokens(trx, placement, count);
    if (last === null) throw new ConflictError(await this.refusalOf(trx, placement, count));
    return last - count + 1;
  }

  /**
   * Why tokens were refused: the slot is full, or (online tokens of a slot that keeps desk places) the online
   * share is taken while places are left for the desk. Read only on a refusal, in its transaction.
   */
  private async refusalOf(trx: Kysely<Database>, placement: Placement, count: number): Promise<string> {
    if (placement.onlinePlaces === null || placement.onlinePlaces >= placement.capacity) return MESSAGES.slotsFull;
    const last = await this.repo.lastTokenOf(trx, placement);
    return last + count <= placement.capacity ? MESSAGES.onlineTokensOver : MESSAGES.slotsFull;
  }

  /** Counts tokens of the placement given once their transaction has committed (GET /metrics). */
  committed(placement: Placement, count: number): void {
    this.platform.metrics.tokensIssued(placement.onlinePlaces === null ? 'desk' : 'online', count);
  }

  /**
   * Gives an existing booking the next token of the placement's slot (the first time only while it has none;
   * later, a move to another date), in one transaction (with `alsoWrite`'s writes): a person already holding
   * that slot is 409. Answers the columns it changed.
   */
  async place(
    bookingId: number,
    placement: Placement,
    firstTime: boolean,
    alsoWrite?: (trx: Kysely<Database>) => Promise<void>,
    thenWrite?: ThenWrite,
  ): Promise<Placed> {
    const now = this.platform.now().toISOString();
    const placed = await oneTokenPerPerson(
      this.repo.transaction(async (trx) => {
        // The caller's writes first: from the token on, the slot's counter row is locked (on PostgreSQL) until
        // the commit, and every other join of the slot waits for it.
        await alsoWrite?.(trx);
        const token = await this.takeTokens(trx, placement);
        const placed = await this.repo.place(trx, bookingId, placement.date, placement.slot, token, now, firstTime);
        if (!placed) throw new ConflictError();
        await thenWrite?.(trx, [{ id: bookingId, booking_number: token }]);
        return placedAs(placement, token, now);
      }),
    );
    this.committed(placement, 1);
    return placed;
  }

  /**
   * Gives bookings never placed (patients' first joins of one slot, arrived together) the next tokens of the
   * placement's slot in one transaction, in the order given, with `alsoWrite`'s writes. Answers what each
   * booking got, or null when they cannot all go together (no room for all; one placed, cancelled or called
   * meanwhile; a person already holding a token in the slot), having changed nothing: the caller then places
   * them one by one, and each gets the answer it would have got alone.
   */
  async placeTogether(
    bookingIds: number[],
    placement: Placement,
    alsoWrite: (trx: Kysely<Database>) => Promise<void>,
    thenWrite?: ThenWrite,
  ): Promise<Placed[] | null> {
    const { date, slot } = placement;
    const now = this.platform.now().toISOString();
    try {
      const placed = await this.repo.transaction(async (trx) => {
        await alsoWrite(trx);
        const last = await this.repo.nextTokens(trx, placement, bookingIds.length);
        if (last === null) throw new NotTogether();
        const first = last - bookingIds.length + 1;
        if ((await this.repo.placeFirstTimes(trx, bookingIds, date, slot, first, now)) !== bookingIds.length)
          throw new NotTogether();
        await thenWrite?.(
          trx,
          bookingIds.map((id, i) => ({ id, booking_number: first + i })),
        );
        return bookingIds.map((_id, i) => placedAs(placement, first + i, now));
      });
      this.committed(placement, bookingIds.length);
      return placed;
    } catch (error) {
      if (error instanceof NotTogether || violatesUniqueIndex(error, PERSON_TOKEN_INDEX)) return null;
      throw error;
    }
  }
}

/** Writes in a placing transaction once the bookings have their tokens (the texts confirming them). */
export type ThenWrite = (trx: Kysely<Database>, tokens: { id: number; booking_number: number }[]) => Promise<void>;

/** Bookings that cannot be placed together (see placeTogether); nothing was changed. */
class NotTogether extends Error {}

/** The index behind 'one token per person per slot' (migration 0006). */
export const PERSON_TOKEN_INDEX = 'bookings_one_token_per_person';

/**
 * Runs a write that gives a token: when the database finds the same person already holds a token in that
 * slot (two tabs, a double tap, a retried form), the whole write is undone and the answer is 409.
 */
export async function oneTokenPerPerson<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violatesUniqueIndex(error, PERSON_TOKEN_INDEX)) throw new ConflictError(MESSAGES.alreadyHaveToken);
    throw error;
  }
}

/** What placing a booking changes in its row (a new place is waited for afresh: not arrived, not passed). */
export interface Placed {
  booking_date: string;
  slot: Slot;
  booking_number: number;
  token: 'Pending';
  updated_at: string;
  arrived_at: null;
  passed: 0;
  rejoins_after: null;
}

const placedAs = (placement: Placement, token: number, now: string): Placed => ({
  booking_date: placement.date,
  slot: placement.slot,
  booking_number: token,
  token: 'Pending',
  updated_at: now,
  arrived_at: null,
  passed: 0,
  rejoins_after: null,
});

/**
 * Who takes a token: a patient online (the booking form with a slot, the slot join), or the doctor's side at
 * the desk (walk-ins, follow-ups, moving a booking), which may take any free place.
 */
export type TokenTaker = 'online' | 'desk';

export const takerOf = (user: AuthUser): TokenTaker => (user.role === 'Patient' ? 'online' : 'desk');

/** A slot of a doctor on a date, with the limits a token there keeps. */
export interface Placement {
  doctorId: number;
  date: string;
  slot: Slot;
  capacity: number;
  /** Online tokens: how many the slot gives online in all (its capacity less the desk places). Null for the desk's. */
  onlinePlaces: number | null;
}

/** Names a placement: the writes of one key share one token counter and the same limits. */
export const placeKey = (placement: Placement) =>
  `${placement.doctorId}|${placement.date}|${placement.slot}|${placement.capacity}|${placement.onlinePlaces ?? 'desk'}`;
