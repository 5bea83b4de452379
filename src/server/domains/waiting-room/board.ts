// A doctor's display board for today (docs/decisions/0027-waiting-room.md): which slot it shows, the token
// in, the one seen last, the next five to be called (tokens checked in, in call order: call-order.ts), every
// token checked in, and the priority marks. Pure: built from the day's rows already read. Only numbers,
// states and priority categories reach it.
import type { QueueBoard } from '../../../shared/contract/waiting-room';
import { parseTime } from '../../../shared/dates';
import { SlotFloor } from './call-order';
import { lastDone, nowServing, type QueuedToken } from './progress';

/** How many tokens to be called a board lists. */
export const NEXT_ON_BOARD = 5;

export interface SlotTimes {
  slot: string;
  open: string;
  close: string;
  active: boolean;
}

export interface Delay {
  minutes: number;
  notice: string;
}

export const NO_DELAY: Delay = { minutes: 0, notice: '' };

/** What a doctor's board is built from: the doctor, its slots, and today's tokens and delays. */
export interface DoctorDay {
  doctorId: number;
  doctorName: string;
  /** The doctor's late_rejoin_after. */
  lateRejoinAfter: number;
  date: string;
  sitsToday: boolean;
  slots: readonly SlotTimes[];
  tokens: readonly (QueuedToken & { slot: string })[];
  delays: ReadonlyMap<string, Delay>;
}

const minutesOf = (time: string) => parseTime(time) ?? 0;

/** The slot with a Live token (called last); else the one open now; else the next to open; else the last. */
function shownSlot(day: DoctorDay, nowMinutes: number): string | null {
  const live = day.tokens
    .filter((t) => t.token === 'Live')
    .sort((a, b) => (b.called_at ?? '').localeCompare(a.called_at ?? ''))[0];
  if (live) return live.slot;
  if (!day.sitsToday) return null;
  const today = day.slots.filter((s) => s.active).sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
  const open = today.find((s) => minutesOf(s.open) <= nowMinutes && nowMinutes < minutesOf(s.close));
  const next = today.find((s) => minutesOf(s.open) > nowMinutes);
  return (open ?? next ?? today.at(-1))?.slot ?? null;
}

export function boardOf(day: DoctorDay, nowMinutes: number): QueueBoard {
  const slot = shownSlot(day, nowMinutes);
  const times = day.slots.find((s) => s.slot === slot);
  const queue = day.tokens.filter((t) => t.slot === slot);
  const delay = (slot && day.delays.get(slot)) || NO_DELAY;
  const next = new SlotFloor(queue, day.lateRejoinAfter).order.slice(0, NEXT_ON_BOARD);
  const arrived = queue.filter((t) => t.token === 'Pending' && t.arrived_at !== null);
  return {
    doctor_id: day.doctorId,
    doctor_name: day.doctorName,
    booking_date: day.date,
    slot,
    slot_timing: times ? `${times.open}-${times.close}` : null,
    now_serving: nowServing(queue),
    last_done: lastDone(queue),
    next: next.map((t) => t.booking_number),
    arrived: arrived.map((t) => t.booking_number),
    priorities: arrived.flatMap((t) =>
      t.priority === 'None' ? [] : [{ booking_number: t.booking_number, priority: t.priority }],
    ),
    delay_minutes: delay.minutes,
    notice: delay.notice,
  };
}
