// The writes that hand out tokens of a slot: new bookings (the doctor's walk-ins, the patient's form with a
// slot, and drafts, which take none) and patients' first joins. Those of one slot that arrive together go
// in one transaction (platform/write-batches.ts), and the waiting room hears of each batch once.
import type { AuditEntry } from '../../platform/audit';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { WriteBatches } from '../../platform/write-batches';
import type { WaitingRoomService } from '../waiting-room/service';
import { accessEntry } from './booking-access';
import type { AppointmentsRepository, NewBooking } from './repository';
import { placeKey, type Placed, type Placement, type Scheduling } from './scheduling';

/** A patient's first join of a slot, with its audit entry (written with its token). */
export interface FirstJoin {
  bookingId: number;
  placement: Placement;
  audit: AuditEntry;
}

/** A booking to write for a user, with the slot it takes a token of (none: a draft). */
export interface NewEntry {
  user: AuthUser;
  booking: NewBooking;
  placement: Placement | null;
}

/** What writing a new booking decided: its id and token. */
export interface Inserted {
  id: number;
  booking_number: number | null;
}

export class SlotWrites {
  private readonly firstJoins = new WriteBatches<FirstJoin, Placed>((joins) => this.inSlotOf(joins[0]!.placement, this.placeFirstJoins(joins)));
  private readonly newInSlots = new WriteBatches<NewEntry, Inserted>((entries) => this.inSlotOf(entries[0]!.placement!, this.insertAll(entries)));

  constructor(
    private readonly platform: Platform,
    private readonly repo: AppointmentsRepository,
    private readonly scheduling: Scheduling,
    private readonly waitingRoom: WaitingRoomService,
  ) {}

  /** Writes a new booking: with the next batch of its slot, or alone when it is a draft. */
  async add(entry: NewEntry): Promise<Inserted> {
    if (entry.placement) return this.newInSlots.write(placeKey(entry.placement), entry);
    return (await this.insertAll([entry]))[0]!;
  }

  /** Places a patient's booking never placed, with the next batch of its slot. */
  firstJoin(join: FirstJoin): Promise<Placed> {
    return this.firstJoins.write(placeKey(join.placement), join);
  }

  /**
   * Writes new bookings of one placement (or drafts, without one) in one transaction, in order: each
   * patient's booking counted against their cap, the slot's next tokens, the rows and their audit entries.
   * The token, the booking and its entry commit together. Answers each booking's id and token.
   */
  private insertAll(entries: NewEntry[]): Promise<Inserted[]> {
    const placement = entries[0]!.placement;
    return this.repo.transaction(async (trx) => {
      // A patient's own bookings are capped; a doctor's walk-ins are the clinic's business. The caps first:
      // from the token on, the slot's counter row is locked (on PostgreSQL) until the commit.
      for (const { user } of entries) if (user.role === 'Patient') await this.platform.writeCaps.take('booking', user.id, trx);
      const first = placement ? await this.scheduling.takeTokens(trx, placement, entries.length) : null;
      const inserted: Inserted[] = [];
      for (const [i, { booking }] of entries.entries()) {
        const booking_number = first === null ? null : first + i;
        inserted.push({ id: await this.repo.insert(trx, { ...booking, booking_number }), booking_number });
      }
      await this.platform.audit.recordAll(entries.map(({ user }, i) => accessEntry(user, 'add-booking', inserted[i]!.id)), trx);
      return inserted;
    });
  }

  /** After `written` (a batch of one slot) succeeded, tells the waiting room once that the slot's queue changed. */
  private async inSlotOf<T>(placement: Placement, written: Promise<T[] | null>): Promise<T[] | null> {
    const results = await written;
    if (results) await this.waitingRoom.queueChanged({ doctor_id: placement.doctorId, booking_date: placement.date, slot: placement.slot });
    return results;
  }

  /** Places patients' first joins of one placement: together, or (one join) with its own answer. */
  private async placeFirstJoins(joins: FirstJoin[]): Promise<Placed[] | null> {
    const { placement } = joins[0]!;
    if (joins.length === 1) {
      const [join] = joins as [FirstJoin];
      return [await this.scheduling.place(join.bookingId, placement, true, (trx) => this.platform.audit.record(join.audit, trx))];
    }
    const ids = joins.map((join) => join.bookingId);
    return this.scheduling.placeTogether(ids, placement, (trx) => this.platform.audit.recordAll(joins.map((join) => join.audit), trx));
  }
}
