// The writes that hand out tokens of a slot: new bookings (the doctor's walk-ins, the patient's form with a
// slot, and drafts, which take none) and patients' first joins. Those of one slot that arrive together go
// in one transaction (platform/write-batches.ts), and the waiting room hears of each batch once. A write
// offered a free follow-up takes it in that transaction, or, when another booking took the last one
// meanwhile, goes ahead at the fee.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditEntry } from '../../platform/audit';
import type { AlertPreferences } from '../../platform/patient-alerts';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { WriteBatches } from '../../platform/write-batches';
import type { FamilyMembersService } from '../patient-account/family-members';
import type { WaitingRoomService } from '../waiting-room/service';
import { accessEntry } from './booking-audit';
import {
  claimFreeFollowUp,
  followUpColumns,
  markFreeFollowUp,
  type FollowUpColumns,
  type FreeFollowUp,
} from './free-follow-ups';
import type { AppointmentsRepository, NewBooking } from './repository';
import { placeKey, type Placed, type Placement, type Scheduling } from './scheduling';

/**
 * A patient's first join of a slot, with its audit entry (written with its token), its free follow-up offer
 * and the family member it is for, if any.
 */
export interface FirstJoin {
  bookingId: number;
  placement: Placement;
  audit: AuditEntry;
  followUp: FreeFollowUp | null;
  member: BookedMember | null;
}

/** The family member a booking is for, of the patient account it belongs to. */
export interface BookedMember {
  patientId: number;
  memberId: number;
}

/** The family member a booking row is for, or null. */
export const bookedMemberOf = (booking: {
  patient_id: number | null;
  family_member_id: number | null;
}): BookedMember | null =>
  booking.patient_id !== null && booking.family_member_id !== null
    ? { patientId: booking.patient_id, memberId: booking.family_member_id }
    : null;

/** A booking to write for a user, with the slot it takes a token of (none: a draft) and its free follow-up offer. */
export interface NewEntry {
  user: AuthUser;
  booking: NewBooking;
  placement: Placement | null;
  followUp: FreeFollowUp | null;
}

/** Whom a token's confirming text is for: a patient's account, or a walk-in's phone and language. */
type Person = Pick<NewBooking, 'patient_id' | 'sms_language' | 'phone_number'>;

/** What prepareConfirmations read: the people's preferences, whether each is texted, the doctor's name. */
interface Confirmations {
  preferences: Map<number, AlertPreferences>;
  texted: (person: Person) => boolean;
  doctorName: string;
}

/** What writing a new booking decided: its id and token, and its fee. */
export type Inserted = { id: number; booking_number: number | null } & Pick<NewBooking, keyof FollowUpColumns>;

/** What a first join changed: its place, and the columns of the free follow-up it took. */
export type Joined = Placed & Partial<FollowUpColumns>;

/**
 * Takes the free follow-ups offered to the items of one transaction, in the order of their paid visits (so
 * two transactions never wait for each other's visits); answers the items that got theirs.
 */
async function claimAll<T extends { followUp: FreeFollowUp | null }>(
  trx: Kysely<Database>,
  items: T[],
): Promise<Set<T>> {
  const offered = items
    .filter((item) => item.followUp !== null)
    .sort((a, b) => a.followUp!.paidBookingId - b.followUp!.paidBookingId);
  const claimed = new Set<T>();
  for (const item of offered) if (await claimFreeFollowUp(trx, item.followUp!)) claimed.add(item);
  return claimed;
}

export class SlotWrites {
  private readonly firstJoins = new WriteBatches<FirstJoin, Joined>((joins) =>
    this.inSlotOf(joins[0]!.placement, this.placeFirstJoins(joins)),
  );
  private readonly newInSlots = new WriteBatches<NewEntry, Inserted>((entries) =>
    this.inSlotOf(entries[0]!.placement!, this.insertAll(entries)),
  );

  constructor(
    private readonly platform: Platform,
    private readonly repo: AppointmentsRepository,
    private readonly scheduling: Scheduling,
    private readonly waitingRoom: WaitingRoomService,
    private readonly family: FamilyMembersService,
  ) {}

  /** Holds the family members the writes are for until the commit (they cannot be removed under a token). */
  private async holdMembers(trx: Kysely<Database>, members: (BookedMember | null)[]): Promise<void> {
    for (const member of members) if (member) await this.family.holdForBooking(trx, member.patientId, member.memberId);
  }

  /** Writes a new booking: with the next batch of its slot, or alone when it is a draft. */
  async add(entry: NewEntry): Promise<Inserted> {
    if (entry.placement) return this.newInSlots.write(placeKey(entry.placement), entry);
    return (await this.insertAll([entry]))[0]!;
  }

  /** Places a patient's booking never placed, with the next batch of its slot. */
  firstJoin(join: FirstJoin): Promise<Joined> {
    return this.firstJoins.write(placeKey(join.placement), join);
  }

  /**
   * Writes new bookings of one placement (or drafts, without one) in one transaction, in order: each
   * patient's booking counted against their cap, the free follow-ups offered, the slot's next tokens, the
   * rows and their audit entries. The token, the booking and its entry commit together. Answers each
   * booking's id, token and fee.
   */
  private async insertAll(entries: NewEntry[]): Promise<Inserted[]> {
    const placement = entries[0]!.placement;
    let confirmed = () => {};
    const written = await this.repo.transaction(async (trx) => {
      // A patient's own bookings are capped; a doctor's walk-ins are the clinic's business. The caps, the family
      // members booked for and the follow-ups first: from the token on, the slot's counter row is locked (on
      // PostgreSQL) until the commit.
      for (const { user } of entries)
        if (user.role === 'Patient') await this.platform.writeCaps.take('booking', user.id, trx);
      await this.holdMembers(
        trx,
        entries.map(({ booking }) => bookedMemberOf(booking)),
      );
      const free = await claimAll(trx, entries);
      const prepared = placement
        ? await this.prepareConfirmations(
            trx,
            placement,
            entries.map((e) => e.booking),
          )
        : null;
      const first = placement ? await this.scheduling.takeTokens(trx, placement, entries.length) : null;
      const inserted: Inserted[] = [];
      for (const [i, entry] of entries.entries()) {
        const booking_number = first === null ? null : first + i;
        const booking = {
          ...entry.booking,
          ...(free.has(entry) ? followUpColumns(entry.followUp!) : {}),
          booking_number,
        };
        inserted.push({
          id: await this.repo.insert(trx, booking),
          booking_number,
          fee: booking.fee,
          parchee_type: booking.parchee_type,
          follow_up_of: booking.follow_up_of,
        });
      }
      await this.platform.audit.recordAll(
        entries.map(({ user }, i) => accessEntry(user, 'add-booking', inserted[i]!.id)),
        trx,
      );
      if (placement && prepared) {
        const given = inserted.flatMap((b, i) =>
          b.booking_number === null ? [] : [{ ...entries[i]!.booking, id: b.id, booking_number: b.booking_number }],
        );
        confirmed = await this.writeConfirmations(trx, placement, prepared, given);
      }
      return inserted;
    });
    if (placement) this.scheduling.committed(placement, entries.length);
    confirmed();
    return written;
  }

  /**
   * What the texts confirming new tokens of a placement need, read before the slot's token is taken (from
   * then on the slot is held until the commit): who of these people is texted (patients who chose SMS,
   * walk-ins who asked the desk), their preferences and the doctor's name. Null when nobody is texted. A
   * batch costs a few queries, whatever its size.
   */
  private async prepareConfirmations(
    trx: Kysely<Database>,
    placement: Placement,
    people: readonly Person[],
  ): Promise<Confirmations | null> {
    const patientIds = people.flatMap((p) => (p.patient_id === null ? [] : [p.patient_id]));
    const preferences = patientIds.length
      ? await this.platform.alerts.preferencesOf(patientIds, trx)
      : new Map<number, AlertPreferences>();
    const texted = (p: Person) =>
      p.patient_id === null
        ? p.sms_language !== null
        : (preferences.get(p.patient_id)?.channels.includes('sms') ?? false);
    if (!people.some(texted)) return null;
    const doctor = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', placement.doctorId)
      .executeTakeFirst();
    return { preferences, texted, doctorName: `${doctor?.first_name ?? ''} ${doctor?.last_name ?? ''}`.trim() };
  }

  /** Writes the texts confirming the tokens given, in their transaction; answers what goes once it commits. */
  private async writeConfirmations(
    trx: Kysely<Database>,
    placement: Placement,
    prepared: Confirmations,
    tokens: readonly (Person & { id: number; booking_number: number })[],
  ): Promise<() => void> {
    const texted = tokens.filter(prepared.texted);
    if (!texted.length) return () => {};
    const ref = { doctorId: placement.doctorId, date: placement.date, slot: placement.slot };
    const links = await this.waitingRoom.shortLinks(ref, texted, trx);
    return this.platform.alerts.write(
      trx,
      texted.map((p) => ({
        patientId: p.patient_id,
        ...(p.patient_id === null
          ? {
              walkIn: {
                bookingId: p.id,
                phone: p.phone_number,
                language: p.sms_language === 'hi' ? ('hi' as const) : ('en' as const),
              },
            }
          : {}),
        sms: {
          kind: 'tokenConfirmed' as const,
          vars: {
            doctor: prepared.doctorName,
            date: placement.date,
            slot: placement.slot,
            token: p.booking_number,
            link: links.get(p.id),
          },
        },
      })),
      prepared.preferences,
    );
  }

  /** After `written` (a batch of one slot) succeeded, tells the waiting room once that the slot's queue changed. */
  private async inSlotOf<T>(placement: Placement, written: Promise<T[] | null>): Promise<T[] | null> {
    const results = await written;
    if (results)
      await this.waitingRoom.queueChanged({
        doctor_id: placement.doctorId,
        booking_date: placement.date,
        slot: placement.slot,
      });
    return results;
  }

  /**
   * Places patients' first joins of one placement: together, or (one join) with its own answer. Their audit
   * entries and free follow-ups are written in the same transaction.
   */
  private async placeFirstJoins(joins: FirstJoin[]): Promise<Joined[] | null> {
    const { placement } = joins[0]!;
    // Decided anew by each attempt: a batch that could not go together changed nothing.
    let free = new Set<FirstJoin>();
    let confirmed = () => {};
    let prepared: { confirmations: Confirmations; people: Map<number, Person> } | null = null;
    const thenWrite = async (trx: Kysely<Database>, tokens: { id: number; booking_number: number }[]) => {
      const ready = prepared;
      if (ready)
        confirmed = await this.writeConfirmations(
          trx,
          placement,
          ready.confirmations,
          tokens.map((t) => ({ ...ready.people.get(t.id)!, ...t })),
        );
    };
    const alsoWrite = async (trx: Kysely<Database>) => {
      await this.holdMembers(
        trx,
        joins.map((join) => join.member),
      );
      await this.platform.audit.recordAll(
        joins.map((join) => join.audit),
        trx,
      );
      free = await claimAll(trx, joins);
      for (const join of free) await markFreeFollowUp(trx, join.bookingId, join.followUp!);
      const people = await trx
        .selectFrom('bookings')
        .select(['id', 'patient_id', 'sms_language', 'phone_number'])
        .where(
          'id',
          'in',
          joins.map((j) => j.bookingId),
        )
        .execute();
      const confirmations = await this.prepareConfirmations(trx, placement, people);
      prepared = confirmations ? { confirmations, people: new Map(people.map((p) => [p.id, p])) } : null;
    };
    const ids = joins.map((join) => join.bookingId);
    const placed =
      ids.length === 1
        ? [await this.scheduling.place(ids[0]!, placement, true, alsoWrite, thenWrite)]
        : await this.scheduling.placeTogether(ids, placement, alsoWrite, thenWrite);
    confirmed();
    return (
      placed?.map((place, i) => ({ ...place, ...(free.has(joins[i]!) ? followUpColumns(joins[i]!.followUp!) : {}) })) ??
      null
    );
  }
}
