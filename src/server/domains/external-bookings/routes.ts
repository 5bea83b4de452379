// Thin handlers of the bookings outside the token queue: other, unregistered and government-hospital doctors.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { EXTERNAL_BOOKING_FILES, type ExternalBookingService } from './service';

export function externalBookingRoutes(platform: Platform, bookings: ExternalBookingService): CallHandlers {
  // The prescription of such a booking is read by its patient only: no doctor of ours runs it.
  platform.fileAccess.allow(EXTERNAL_BOOKING_FILES, (user, id) => bookings.mayRead(user, id));
  return {
    'add-other-booking': async (input, ctx) => ({
      result: await bookings.addOtherBooking(userOf(ctx), input, ctx.files.priscription_image),
      message: MESSAGES.bookingReceived,
    }),
    'add-gov-booking': async (input, ctx) => ({
      result: await bookings.addGovBooking(userOf(ctx), input, ctx.files.priscription_image),
      message: MESSAGES.bookingReceived,
    }),
  };
}
