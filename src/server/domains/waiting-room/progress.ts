// The waiting room's rules of a slot's queue (docs/decisions/0027-waiting-room.md): the token in, whether the
// doctor has started, who is ahead (call-order.ts), the day's average consultation, and from them the ETA and
// the clinic's clock time to come by. Pure functions of rows already read: no I/O.
import type { QueueProgress } from '../../../shared/contract/waiting-room';
import { clockTimeIn, daysBetween, parseTime, type ClinicMoment } from '../../../shared/dates';
import type { FloorToken, SlotFloor } from './call-order';

/** A token of a slot's queue: numbered, not cancelled. Never a name or any other personal detail. */
export interface QueuedToken extends FloorToken {
  patient_id: number | null;
  /** A walk-in without an account who asked for texts: their language. */
  sms_language: string | null;
  done_at: string | null;
}

/** A consultation of the day: when it was called in and out. */
export interface Consultation {
  called_at: string;
  done_at: string;
}

/** A consultation counts at most this long, so a forgotten Out does not ruin the day's average. */
const LONGEST_CONSULT_MINUTES = 60;
/** The day's own average replaces the doctor's setting from this many consultations on. */
const CONSULTS_FOR_OWN_AVERAGE = 3;
const MINUTES_PER_DAY = 24 * 60;

const latest = (a: string | null, b: string | null) => (a ?? '') > (b ?? '');

/**
 * The token in with the doctor: the Live token called last (several may be Live); null between two patients
 * and before the first is called in. A token whose visit is over is not being served.
 */
export function nowServing(queue: readonly QueuedToken[]): number | null {
  let live: QueuedToken | undefined;
  for (const entry of queue) {
    if (entry.token === 'Live' && (!live || latest(entry.called_at, live.called_at))) live = entry;
  }
  return live?.booking_number ?? null;
}

/** The token whose visit ended last (sent out last); null before the first is sent out. */
export function lastDone(queue: readonly QueuedToken[]): number | null {
  let done: QueuedToken | undefined;
  for (const entry of queue) {
    if (entry.token === 'Done' && entry.done_at !== null && (!done || latest(entry.done_at, done.done_at)))
      done = entry;
  }
  return done?.booking_number ?? null;
}

/** A token of the slot is Live, Done or Skipped: the doctor has called someone (a missed token is no call). */
export function doctorStarted(queue: readonly QueuedToken[]): boolean {
  return queue.some((entry) => entry.token === 'Live' || entry.token === 'Done' || entry.token === 'Skipped');
}

/** The mean of the day's consultations (each capped), from three on; else the doctor's own setting. */
export function averageConsultMinutes(consultations: readonly Consultation[], setting: number): number {
  if (consultations.length < CONSULTS_FOR_OWN_AVERAGE) return setting;
  const minutes = consultations.map((c) =>
    Math.min(LONGEST_CONSULT_MINUTES, Math.max(0, (Date.parse(c.done_at) - Date.parse(c.called_at)) / 60_000)),
  );
  return minutes.reduce((sum, m) => sum + m, 0) / minutes.length;
}

/** What a booking's progress is worked out from. */
export interface ProgressInputs {
  queue: readonly QueuedToken[];
  /** The queue's floor: who is called before whom. */
  floor: SlotFloor<QueuedToken>;
  booking: QueuedToken;
  bookingDate: string;
  /** The slot's opening time (HH:MM), when the doctor has the slot. */
  opens: string | null;
  averageMinutes: number;
  delay: { minutes: number; notice: string };
  now: Date;
  clinic: ClinicMoment;
  timeZone: string;
}

/** Minutes from now until the slot opens on the booking's date; 0 once it has opened. */
function minutesUntilOpen(opens: string | null, date: string, clinic: ClinicMoment): number {
  const open = opens === null ? null : parseTime(opens);
  if (open === null) return 0;
  return Math.max(0, daysBetween(clinic.today, date) * MINUTES_PER_DAY + open - clinic.minutes);
}

export function progressOf(inputs: ProgressInputs): QueueProgress {
  const { queue, booking, delay } = inputs;
  const started = doctorStarted(queue);
  const ahead = inputs.floor.ahead(booking);
  const waiting = booking.token === 'Pending';
  const beforeOpening = waiting && !started ? minutesUntilOpen(inputs.opens, inputs.bookingDate, inputs.clinic) : 0;
  const eta = waiting ? Math.ceil(beforeOpening + delay.minutes + ahead * inputs.averageMinutes) : 0;
  return {
    now_serving: nowServing(queue),
    last_done: lastDone(queue),
    ahead,
    eta_minutes: eta,
    come_by: clockTimeIn(inputs.timeZone, new Date(inputs.now.getTime() + eta * 60_000)),
    doctor_started: started,
    delay_minutes: delay.minutes,
    notice: delay.notice,
  };
}
