// "Today" in the clinic's time zone (IST unless APP_TIMEZONE says otherwise), and the forms' rule that a
// date may not be before it.
import { todayIn } from '../../shared/dates';
import { MESSAGES } from '../../shared/messages';
import { ValidationError } from './errors';
import type { Platform } from './platform';

export function todayOf(platform: Platform, at: Date = platform.now()): string {
  return todayIn(platform.config.timeZone, at);
}

/** Refuses a yyyy-mm-dd date before today, naming the field. */
export function requireNotPast(platform: Platform, field: string, ymd: string): void {
  if (ymd < todayOf(platform)) throw new ValidationError({ [field]: MESSAGES.dateInPast });
}
