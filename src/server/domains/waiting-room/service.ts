// The waiting room (docs/decisions/0027-waiting-room.md): a queue's progress for the patient's live status,
// the public boards, the doctor's running-late notice, the alerts after each change of a queue, the token
// slips' status links, and the tokens missed when their slot is over (decision 0045). It depends on no other
// domain: appointments and queue call it.
import { hoursOver } from '../../../shared/booking-days';
import type { Slot } from '../../../shared/constants';
import type { QueueBoard, TokenSlip, TokenStatus } from '../../../shared/contract/waiting-room';
import { addDays } from '../../../shared/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { clinicMoment } from '../../platform/calendar';
import { NotFoundError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { QueueAlerts } from './alerts';
import { QueueViews, type SlotView, type TokenRow } from './queue-views';
import { WaitingRoomRepository, type SlotRef } from './repository';
import { TokenLinks } from './token-links';

/** Where a booking is, as the other domains hold it (a draft has no date or slot yet). */
export interface BookingPlace {
  doctor_id: number;
  booking_date: string | null;
  slot: Slot | null;
}

export class WaitingRoomService {
  readonly views: QueueViews;
  private readonly repo: WaitingRoomRepository;
  private readonly alerts: QueueAlerts;
  private readonly links: TokenLinks;

  constructor(private readonly platform: Platform) {
    this.repo = new WaitingRoomRepository(platform.db);
    this.views = new QueueViews(platform, this.repo);
    this.links = new TokenLinks(platform, this.repo, this.views);
    this.alerts = new QueueAlerts(platform, this.repo, (ref, entries) => this.links.shortLinks(ref, entries));
  }

  /** A numbered booking's place in its queue (the patient's live status). */
  slotView(booking: TokenRow): Promise<SlotView | undefined> {
    return this.views.slotView(booking);
  }

  /** Today's board of a registered doctor; 404 for any other id. */
  async getQueueBoard(doctorId: number): Promise<QueueBoard> {
    const [board] = await this.views.boards([doctorId]);
    if (!board) throw new NotFoundError();
    return board;
  }

  /** The boards of a registered hospital's doctors who sit today. */
  async getHospitalQueueBoards(hospitalId: number): Promise<{ hospital_name: string; boards: QueueBoard[] }> {
    const hospital = await this.repo.hospital(hospitalId);
    if (!hospital) throw new NotFoundError();
    const sitting = (await this.views.days(hospital.doctorIds)).filter((day) => day.sitsToday);
    return { hospital_name: hospital.name, boards: this.views.boardsOf(sitting) };
  }

  getTokenSlip(user: AuthUser, bookingId: number): Promise<TokenSlip> {
    return this.links.slip(user, bookingId);
  }

  getTokenStatus(code: string): Promise<TokenStatus> {
    return this.links.status(code);
  }

  /**
   * The short status links of bookings of a slot for their text messages, written in `db` (the caller's transaction).
   */
  shortLinks(
    ref: SlotRef,
    entries: readonly { id: number; booking_number: number }[],
    db: Kysely<Database>,
  ): Promise<Map<number, string>> {
    return this.links.shortLinks(ref, entries, db);
  }

  removeExpiredLinks(): Promise<number> {
    return this.links.removeExpired();
  }

  /**
   * Marks Missed the tokens still waiting for a patient who never arrived once their slot is over (its
   * closing time on the clinic's clock): today's, and yesterday's for a server that was stopped over the
   * night. Run every minute; answers how many it marked.
   */
  async markMissed(): Promise<number> {
    const now = clinicMoment(this.platform);
    const waiting = await this.repo.awaitingArrival(addDays(now.today, -1), now.today);
    const over = waiting
      .filter((token) => token.booking_date !== null && hoursOver(token.close_time, token.booking_date, now))
      .map((token) => token.id);
    return over.length ? this.repo.markMissed(over, this.platform.now().toISOString()) : 0;
  }

  /** A doctor's delays of a day, one per slot that has one. */
  async delaysOf(doctorId: number, date: string) {
    const rows = await this.repo.delays([doctorId], date);
    return rows.map((row) => ({ ...row, booking_date: date }));
  }

  /**
   * Stores (or, with 0 and '', clears) a slot's delay and notice, tells the doctor, its hospital and the
   * slot's patients on their open screens, and pushes a delay above 0 to the patients still waiting. The
   * caller has checked the doctor and the date.
   */
  async postDelay(ref: SlotRef, minutes: number, notice: string) {
    if (minutes === 0 && notice === '') await this.repo.clearDelay(ref);
    else await this.repo.saveDelay(ref, minutes, notice, this.platform.now().toISOString());
    const [queue, [doctor]] = await Promise.all([
      this.repo.queues([ref.doctorId], ref.date, ref.slot),
      this.repo.doctors([ref.doctorId]),
    ]);
    const answer = { doctor_id: ref.doctorId, booking_date: ref.date, slot: ref.slot, delay_minutes: minutes, notice };
    const patients = queue.flatMap((entry) => (entry.patient_id === null ? [] : [entry.patient_id]));
    const userIds = [...new Set([ref.doctorId, ...(doctor?.hospital_id ? [doctor.hospital_id] : []), ...patients])];
    this.platform.liveEvents.publish({ type: 'queue.delay', ...answer }, { userIds });
    if (doctor && minutes > 0) await this.alerts.delayPosted(ref, queue, doctor, minutes, notice);
    return answer;
  }

  /**
   * A booking's queue changed (called in or out, skipped, recalled, cancelled, made, moved): the alerts now
   * due go out. Given the places before and after a move, each slot is looked at once. Never throws: the
   * change itself has been made.
   */
  async queueChanged(...places: (BookingPlace | undefined)[]): Promise<void> {
    const refs = new Map<string, SlotRef>();
    for (const place of places) {
      if (place?.booking_date && place.slot)
        refs.set(`${place.doctor_id}|${place.booking_date}|${place.slot}`, {
          doctorId: place.doctor_id,
          date: place.booking_date,
          slot: place.slot,
        });
    }
    for (const ref of refs.values()) {
      await this.alerts.queueChanged(ref);
    }
  }
}
