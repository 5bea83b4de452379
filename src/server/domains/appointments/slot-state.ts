// Whether a slot can be joined on a date, and if not, why: the booking-day rule (shared/booking-days.ts: past,
// too far ahead, a day the doctor does not sit, today's slot over), an inactive slot, or no token left; and
// how many of its tokens patients may still take online (decision 0047).
import type { SlotState } from '../../../shared/constants';
import { bookingDayState, slotHours, type BookingHours } from '../../../shared/booking-days';
import type { ClinicMoment } from '../../../shared/dates';
import type { SlotRule } from '../doctors/service';
import type { TokensGiven } from './repository';

/** A slot's hours for the booking-day rule: its closing time and the doctor's sitting days. */
export const hoursOfSlot = (rule: SlotRule): BookingHours => slotHours(rule.close, (day) => rule.sitting[day] === true);

export function slotStateOf(rule: SlotRule, date: string, now: ClinicMoment, booked: number): SlotState {
  if (!rule.active) return 'unavailable';
  const day = bookingDayState(hoursOfSlot(rule), date, now);
  if (day === 'past' || day === 'too-far') return 'unavailable';
  if (day !== 'open') return day;
  return booked < rule.capacity ? 'open' : 'full';
}

/** How many tokens a slot gives online in all: its places less those kept for the desk. */
export const onlinePlacesOf = (rule: SlotRule): number => rule.capacity - rule.deskPlaces;

/** How many more tokens patients may take online: within the online share, and within the places still free. */
export const onlineLeftOf = (rule: SlotRule, given: TokensGiven): number =>
  Math.max(0, Math.min(onlinePlacesOf(rule) - given.online, rule.capacity - given.last));
