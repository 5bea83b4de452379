// "Today" in the clinic's time zone (IST unless APP_TIMEZONE says otherwise), the clinic's clock, and the
// forms' rule that a date may not be before today.
import { minutesNowIn, todayInClinic, type ClinicMoment } from '../../shared/dates';
import { MESSAGES } from '../../shared/messages';
import { ValidationError } from './errors';
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
