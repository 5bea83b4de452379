// Whether a slot can be joined on a date: the doctor sits that weekday, the date is not past, today's slot
// has not closed yet, and tokens remain. Dates are the clinic's (IST) dates.
import { addDays, parseTime, weekdayOf } from '../../../shared/dates';
import type { SlotRule } from '../doctors/service';

/** How far ahead a patient may book. */
export const BOOKING_HORIZON_DAYS = 90;

export interface Moment {
  today: string;
  /** Minutes since midnight, clinic time. */
  minutes: number;
}

export function slotIsOpen(rule: SlotRule, date: string, now: Moment, booked: number): boolean {
  if (!rule.active || date < now.today || date > addDays(now.today, BOOKING_HORIZON_DAYS)) return false;
  if (!rule.sitting[weekdayOf(date)]) return false;
  const closes = parseTime(rule.close) ?? 0;
  if (date === now.today && now.minutes >= closes) return false;
  return booked < rule.capacity;
}
