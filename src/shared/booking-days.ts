// Whether a day can be booked now: one rule for every booking path on the server and every form's day and
// slot picker on the web. A day can be booked from today up to the horizon, on a day the doctor sits, and,
// for today, until the hour the booking closes: the slot's end, or the end of the doctor's day for a booking
// without a slot. Dates are the clinic's (IST) dates; `now` is the clinic's clock.
import type { Weekday } from './constants';
import { addDays, parseTime, weekdayOf, type ClinicMoment } from './dates';
import { fillMessage, MESSAGES } from './messages';

/** How far ahead a booking may be made. */
export const BOOKING_HORIZON_DAYS = 90;

/** When a booking can be made: the hour today's booking closes, and the days the doctor sits. */
export interface BookingHours {
  /** What closes at `close`: a slot, or the doctor's day (a booking without a slot). */
  kind: 'slot' | 'day';
  /** hh:mm on the clinic's clock; null when nothing is known (a doctor the patient typed in). */
  close: string | null;
  sits: (day: Weekday) => boolean;
}

/** Why a day cannot be booked, or 'open'. */
export type BookingDayState = 'open' | 'past' | 'too-far' | 'not-sitting' | 'over';

/** A slot of a doctor: its closing hour (null: not known) and the doctor's sitting days. */
export const slotHours = (close: string | null, sits: (day: Weekday) => boolean): BookingHours => ({
  kind: 'slot',
  close,
  sits,
});

/** A doctor without slots, booked for the day: its day closes at `close` (null: not known). */
export const dayHours = (close: string | null, sits: (day: Weekday) => boolean): BookingHours => ({
  kind: 'day',
  close,
  sits,
});

/** Any day from today: a doctor the patient typed in, whose days and hours are not known. */
export const ANY_DAY: BookingHours = dayHours(null, () => true);

/** The closing hour of a timing written 'hh:mm-hh:mm' (a slot's, a doctor's day's), or null. */
export function closeOf(timing: string): string | null {
  const close = timing.split('-')[1]?.trim() ?? '';
  return parseTime(close) === null ? null : close;
}

export function bookingDayState(hours: BookingHours, date: string, now: ClinicMoment): BookingDayState {
  if (date < now.today) return 'past';
  if (date > addDays(now.today, BOOKING_HORIZON_DAYS)) return 'too-far';
  if (!hours.sits(weekdayOf(date))) return 'not-sitting';
  if (hoursOver(hours.close, date, now)) return 'over';
  return 'open';
}

/**
 * Whether the hours closing at `close` (hh:mm on the clinic's clock; null: not known) are over on `date`: a
 * day past, or today from the closing hour on. A slot over takes no booking, and its tokens still waiting for
 * their patient are missed.
 */
export function hoursOver(close: string | null, date: string, now: ClinicMoment): boolean {
  if (date < now.today) return true;
  const closes = close === null ? null : parseTime(close);
  return date === now.today && closes !== null && now.minutes >= closes;
}

/** What the server says of a day that cannot be booked (MESSAGES). */
export function refusalOf(state: Exclude<BookingDayState, 'open'>, hours: BookingHours): string {
  switch (state) {
    case 'past':
      return MESSAGES.dateInPast;
    case 'too-far':
      return fillMessage(MESSAGES.dateTooFar, { days: BOOKING_HORIZON_DAYS });
    case 'not-sitting':
      return MESSAGES.notSittingDay;
    case 'over':
      return hours.kind === 'slot' ? MESSAGES.slotOver : MESSAGES.doctorDayOver;
  }
}

/** Why a day cannot be booked, in the server's words, or null when it can be. */
export function bookingDayRefusal(hours: BookingHours, date: string, now: ClinicMoment): string | null {
  const state = bookingDayState(hours, date, now);
  return state === 'open' ? null : refusalOf(state, hours);
}

/** How far a form looks for days to offer: five weeks finds a doctor who sits once a week. */
const LOOK_AHEAD_DAYS = 35;

/** The next `count` days that can be booked, from today (while today is still open). */
export function bookableDays(hours: BookingHours, now: ClinicMoment, count: number): string[] {
  const days: string[] = [];
  for (let i = 0; i < LOOK_AHEAD_DAYS && days.length < count; i += 1) {
    const day = addDays(now.today, i);
    if (bookingDayState(hours, day, now) === 'open') days.push(day);
  }
  return days;
}

/** The day a form starts on: the first that can be booked, or tomorrow when none is found. */
export function firstBookableDay(hours: BookingHours, now: ClinicMoment): string {
  return bookableDays(hours, now, 1)[0] ?? addDays(now.today, 1);
}
