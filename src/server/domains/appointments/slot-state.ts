// Whether a slot can be joined on a date, and if not, why: the doctor does not sit that weekday, the date
// is past or too far ahead, today's slot is over, or no token is left. Dates are the clinic's (IST) dates.
import type { SlotState } from '../../../shared/constants';
import { addDays, slotIsOver, weekdayOf, type ClinicMoment } from '../../../shared/dates';
import type { SlotRule } from '../doctors/service';

/** How far ahead a patient may book. */
export const BOOKING_HORIZON_DAYS = 90;

export function slotStateOf(rule: SlotRule, date: string, now: ClinicMoment, booked: number): SlotState {
  if (!rule.active || date < now.today || date > addDays(now.today, BOOKING_HORIZON_DAYS)) return 'unavailable';
  if (!rule.sitting[weekdayOf(date)]) return 'not-sitting';
  if (slotIsOver(rule.close, date, now)) return 'over';
  return booked < rule.capacity ? 'open' : 'full';
}
