// The days and slots a booking form offers: the rule every booking path keeps on the server
// (shared/booking-days.ts) on the clinic's clock now. Every form's day and slot picker goes through here, so
// a form never starts on, nor offers, a day or slot that is over, and says why a typed date cannot be
// booked before the server does.
import {
  bookableDays,
  bookingDayRefusal,
  bookingDayState,
  closeOf,
  firstBookableDay,
  slotHours,
  type BookingHours,
} from '../../shared/booking-days';
import type { Weekday } from '../../shared/constants';
import { clinicMoment } from './clinic-today';

const everyDay = () => true;

/**
 * The sitting days as doctor records carry them (weekday -> 'True' | 'False'); a record with no True day sits on none.
 */
export const sitsOnDays =
  (sitting: Record<string, 'True' | 'False'>) =>
  (day: Weekday): boolean =>
    sitting[day] === 'True';

/** A slot's hours from its timing 'hh:mm-hh:mm'; the doctor's sitting days when the form knows them. */
export const hoursOfSlot = (timing: string, sits: (day: Weekday) => boolean = everyDay): BookingHours =>
  slotHours(closeOf(timing), sits);

/** Why a yyyy-mm-dd day cannot be booked now, in the server's words (MESSAGES), or null when it can be. */
export const dayRefusal = (hours: BookingHours, ymd: string): string | null =>
  bookingDayRefusal(hours, ymd, clinicMoment());

/**
 * The day a form starts on: today while it can still be booked, else the next day that can be; of several
 * hours (a doctor's slots), the earliest; today when none is given (nothing known yet).
 */
export function firstDayToBook(...hours: BookingHours[]): string {
  const now = clinicMoment();
  return hours.map((one) => firstBookableDay(one, now)).sort()[0] ?? now.today;
}

/** The next `count` days that can be booked, from today. */
export const nextDaysToBook = (hours: BookingHours, count: number): string[] =>
  bookableDays(hours, clinicMoment(), count);

/** The slots (each with its timing 'hh:mm-hh:mm') that can still be booked on a yyyy-mm-dd day. */
export function slotsOpenOn<T extends { timing: string }>(
  slots: readonly T[],
  ymd: string,
  sits: (day: Weekday) => boolean = everyDay,
): T[] {
  const now = clinicMoment();
  return slots.filter((slot) => bookingDayState(hoursOfSlot(slot.timing, sits), ymd, now) === 'open');
}
