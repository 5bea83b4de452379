// When the outside-the-queue forms can book, as the booking-day rule takes it (lib/booking-days.ts): a
// government doctor's Morning counter (GOV_BOOKING.closes) on the doctor's sitting days, and a listed
// unregistered doctor's day, which ends at the close of its timing, on its sitting days.
import { closeOf, dayHours, slotHours, type BookingHours } from '../../../shared/booking-days';
import { GOV_BOOKING } from '../../../shared/constants';
import { sitsOnDays } from '../../lib/booking-days';

export type Sitting = Record<string, 'True' | 'False'>;

/** The government Morning counter: of the chosen doctor's sitting days, or of every day until one is chosen. */
export const govCounterHours = (sitting: Sitting | null): BookingHours =>
  slotHours(GOV_BOOKING.closes, sitting ? sitsOnDays(sitting) : () => true);

/**
 * A listed unregistered doctor's day: its sitting days, ending at the close of its timing ('hh:mm-hh:mm'; not known:
 * never).
 */
export const doctorDayHours = (sitting: Sitting, timing: string): BookingHours =>
  dayHours(closeOf(timing), sitsOnDays(sitting));
