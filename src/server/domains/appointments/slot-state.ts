// Whether a slot can be joined on a date, and if not, why: the booking-day rule (shared/booking-days.ts: past,
// too far ahead, a day the doctor does not sit, today's slot over), an inactive slot, or no token left.
import type { SlotState } from '../../../shared/constants';
import { bookingDayState, slotHours, type BookingHours } from '../../../shared/booking-days';
import type { ClinicMoment } from '../../../shared/dates';
import type { SlotRule } from '../doctors/service';

/** A slot's hours for the booking-day rule: its closing time and the doctor's sitting days. */
export const hoursOfSlot = (rule: SlotRule): BookingHours => slotHours(rule.close, (day) => rule.sitting[day] === true);

export function slotStateOf(rule: SlotRule, date: string, now: ClinicMoment, booked: number): SlotState {
  if (!rule.active) return 'unavailable';
  const day = bookingDayState(hoursOfSlot(rule), date, now);
  if (day === 'past' || day === 'too-far') return 'unavailable';
  if (day !== 'open') return day;
  return booked < rule.capacity ? 'open' : 'full';
}
