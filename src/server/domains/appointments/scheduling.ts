// Slot schedules and the placing of a booking into a slot: the one place tokens are handed out.
import type { Kysely } from 'kysely';
import { SLOTS, type Slot } from '../../../shared/constants';
import type { Schedule } from '../../../shared/contract/booking-shapes';
import { minutesNowIn } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { todayOf } from '../../platform/calendar';
import { ConflictError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { DoctorsService } from '../doctors/service';
import type { AppointmentsRepository } from './repository';
import { slotIsOpen, type Moment } from './slot-state';

export class Scheduling {
  constructor(
    private readonly platform: Platform,
    private readonly repo: AppointmentsRepository,
    private readonly doctors: DoctorsService,
  ) {}

  moment(): Moment {
    const now = this.platform.now();
    return { today: todayOf(this.platform, now), minutes: minutesNowIn(this.platform.config.timeZone, now) };
  }

  today(): string {
    return todayOf(this.platform);
  }

  async schedule(doctorId: number, date: string, onlySlot?: string): Promise<Schedule> {
    const [rules, given] = await Promise.all([this.doctors.slotRules(doctorId), this.repo.tokensGiven(doctorId, date)]);
    const now = this.moment();
    const schedule: Schedule = {};
    for (const [slot, rule] of rules) {
      if (onlySlot && SLOTS.includes(onlySlot as Slot) && onlySlot !== slot) continue;
      const booked = given.get(slot) ?? 0;
      schedule[slot] = {
        timing: `${rule.open}-${rule.close}`,
        status: slotIsOpen(rule, date, now, booked) ? 'open' : 'closed',
        capacity: rule.capacity,
        booked,
      };
    }
    return schedule;
  }

  /**
   * Checks that a slot can be joined on a date (the day, the clock, the sitting days) and answers what a
   * placement needs. Read before the transaction: on SQLite a transaction holds the only connection.
   * A closed slot answers 409 'Sorry slots are full.'.
   */
  async placement(doctorId: number, date: string, slot: Slot): Promise<Placement> {
    const rule = await this.doctors.slotRule(doctorId, slot);
    if (!rule || !slotIsOpen(rule, date, this.moment(), 0)) throw new ConflictError(MESSAGES.slotsFull);
    return { doctorId, date, slot, capacity: rule.capacity };
  }

  /**
   * Takes the next token of the placement's slot inside the caller's transaction. The counter's
   * conditional upsert alone decides the capacity, under any concurrency; a full slot is 409.
   */
  async takeToken(trx: Kysely<Database>, placement: Placement): Promise<number> {
    const { doctorId, date, slot, capacity } = placement;
    const token = await this.repo.nextToken(trx, doctorId, date, slot, capacity);
    if (token === null) throw new ConflictError(MESSAGES.slotsFull);
    return token;
  }

  /** Gives an existing booking the next token of the placement's slot, inside the caller's transaction. */
  async place(trx: Kysely<Database>, bookingId: number, placement: Placement, firstTime: boolean): Promise<number> {
    const token = await this.takeToken(trx, placement);
    const placed = await this.repo.place(trx, bookingId, placement.date, placement.slot, token, this.platform.now().toISOString(), firstTime);
    if (!placed) throw new ConflictError();
    return token;
  }
}

export interface Placement {
  doctorId: number;
  date: string;
  slot: Slot;
  capacity: number;
}
