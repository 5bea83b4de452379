// "Today" in the clinic's time zone (IST unless APP_TIMEZONE says otherwise), the clinic's clock, the
// forms' rule that a date may not be before today, and the one check every booking path makes of its day.
import { bookingDayState, refusalOf, type BookingHours } from '../../shared/booking-days';
import { minutesNowIn, todayInClinic, type ClinicMoment } from '../../shared/dates';
import { MESSAGES } from '../../shared/messages';
import { ConflictError, ValidationError } from './errors';
import type { Platform } from './platform';

export function todayOf(platform: Platform, at: Date = platform.now()): string {
  return todayInClinic(platform.config.timeZone, at);
}

/** The clinic's date and minutes since midnight, now. */
export function clinicMoment(platform: Platform): ClinicMoment {
  const now = platform.now();
  return { today: todayOf(platform, now), minutes: minutesNowIn(platform.config.timeZone, now) };
}

/** Refuses a yyyy-mm-dd date before today, naming the field. */
export function requireNotPast(platform: Platform, field: string, ymd: string): void {
  if (ymd < todayOf(platform)) throw new ValidationError({ [field]: MESSAGES.dateInPast });
}

/**
 * Refuses a booking's day that cannot be booked now (shared/booking-days.ts): a day past, too far ahead or
 * not sat is 400 on booking_date; today once its slot or the doctor's day is over, 409 (decision 0009).
 */
export function requireBookableDay(platform: Platform, hours: BookingHours, date: string): void {
  const state = bookingDayState(hours, date, clinicMoment(platform));
  if (state === 'open') return;
  if (state === 'over') throw new ConflictError(refusalOf(state, hours));
  throw new ValidationError({ booking_date: refusalOf(state, hours) });
}
