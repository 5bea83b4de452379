// Reads a queue and applies the waiting room's rules to it: a booking's progress (the patient's live status,
// a slip's status link) and doctors' boards for today. A board costs four queries however many doctors it
// covers; a booking's progress five, whatever the length of its queue.
import { SLOTS, type Slot } from '../../../shared/constants';
import type { QueueBoard, QueueProgress } from '../../../shared/contract/waiting-room';
import { weekdayOf } from '../../../shared/dates';
import { clinicMoment, todayOf } from '../../platform/calendar';
import type { Platform } from '../../platform/platform';
import { boardOf, NO_DELAY, type Delay, type DoctorDay } from './board';
import { SlotFloor } from './call-order';
import { averageConsultMinutes, progressOf, type QueuedToken } from './progress';
import type { SlotRef, WaitingRoomRepository } from './repository';

export type DoctorRow = Awaited<ReturnType<WaitingRoomRepository['doctors']>>[number];
/** A numbered booking as the waiting room reads it. */
export type TokenRow = QueuedToken & { doctor_id: number; booking_date: string; slot: Slot; status: string };

const isRegistered = (doctor: DoctorRow) => doctor.listing === 'registered';

export const doctorNameOf = (doctor: Pick<DoctorRow, 'first_name' | 'last_name'>) =>
  `${doctor.first_name} ${doctor.last_name}`.trim();

/** A booking of a slot with its place: its progress, the slot's tokens and the doctor. */
export interface SlotView {
  progress: QueueProgress;
  queue: QueuedToken[];
  doctor: DoctorRow;
  /** The slot's times, as the doctor's schedule shows them ('09:00-13:00'). */
  slotTiming: string;
}

export class QueueViews {
  constructor(
    private readonly platform: Platform,
    private readonly repo: WaitingRoomRepository,
  ) {}

  /** Where a numbered booking (not cancelled) stands in its slot's queue; undefined when its doctor is gone. */
  async slotView(booking: TokenRow): Promise<SlotView | undefined> {
    const ref: SlotRef = { doctorId: booking.doctor_id, date: booking.booking_date, slot: booking.slot };
    const [queue, [doctor], consultations, delays, slots] = await Promise.all([
      this.repo.queues([ref.doctorId], ref.date, ref.slot),
      this.repo.doctors([ref.doctorId]),
      this.repo.consultations(ref.doctorId, todayOf(this.platform)),
      this.repo.delays([ref.doctorId], ref.date),
      this.repo.slotsOf([ref.doctorId]),
    ]);
    if (!doctor) return undefined;
    const times = slots.find((s) => s.slot === ref.slot);
    const delay = delays.find((d) => d.slot === ref.slot);
    const progress = progressOf({
      queue,
      floor: new SlotFloor(queue, doctor.late_rejoin_after),
      booking: queue.find((entry) => entry.id === booking.id) ?? booking,
      bookingDate: ref.date,
      opens: times?.open_time ?? null,
      averageMinutes: averageConsultMinutes(consultations, doctor.average_consult_minutes),
      delay: delay ? { minutes: delay.delay_minutes, notice: delay.notice } : NO_DELAY,
      now: this.platform.now(),
      clinic: clinicMoment(this.platform),
      timeZone: this.platform.config.timeZone,
    });
    return { progress, queue, doctor, slotTiming: times ? `${times.open_time}-${times.close_time}` : '' };
  }

  /** The registered doctors among `doctorIds` (those with a queue and a board). */
  async registered(doctorIds: number[]): Promise<Set<number>> {
    const doctors = await this.repo.doctors(doctorIds);
    return new Set(doctors.filter(isRegistered).map((d) => d.id));
  }

  /** Today's boards of the registered doctors among `doctorIds`, in that order (unknown ids are left out). */
  async boards(doctorIds: number[]): Promise<QueueBoard[]> {
    return this.boardsOf(await this.days(doctorIds));
  }

  /** The boards of days already read, at the clinic's time now. */
  boardsOf(days: readonly DoctorDay[]): QueueBoard[] {
    const { minutes } = clinicMoment(this.platform);
    return days.map((day) => boardOf(day, minutes));
  }

  /** What today's boards are built from, for the registered doctors among `doctorIds`. */
  async days(doctorIds: number[]): Promise<DoctorDay[]> {
    const today = todayOf(this.platform);
    const [doctors, slots, tokens, delays] = await Promise.all([
      this.repo.doctors(doctorIds),
      this.repo.slotsOf(doctorIds),
      this.repo.queues(doctorIds, today),
      this.repo.delays(doctorIds, today),
    ]);
    const weekday = weekdayOf(today);
    const byId = new Map(doctors.filter(isRegistered).map((d) => [d.id, d]));
    return doctorIds.flatMap((id) => {
      const doctor = byId.get(id);
      if (!doctor) return [];
      const own = slots.filter((s) => s.doctor_id === id).sort((a, b) => SLOTS.indexOf(a.slot) - SLOTS.indexOf(b.slot));
      const sitting = JSON.parse(doctor.sitting) as Record<string, boolean>;
      return [
        {
          doctorId: id,
          doctorName: doctorNameOf(doctor),
          lateRejoinAfter: doctor.late_rejoin_after,
          date: today,
          sitsToday: Boolean(sitting[weekday]) && own.some((s) => s.active === 1),
          slots: own.map((s) => ({ slot: s.slot, open: s.open_time, close: s.close_time, active: s.active === 1 })),
          tokens: tokens.filter((t) => t.doctor_id === id),
          delays: new Map<string, Delay>(
            delays
              .filter((d) => d.doctor_id === id)
              .map((d) => [d.slot, { minutes: d.delay_minutes, notice: d.notice }]),
          ),
        },
      ];
    });
  }
}
