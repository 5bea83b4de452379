// Thin handlers of the other, unregistered and government-hospital booking calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { DoctorsService } from '../doctors/service';
import { EXTERNAL_BOOKING_FILES, type ExternalBookingService } from './service';

export function externalBookingRoutes(platform: Platform, bookings: ExternalBookingService, doctors: DoctorsService): CallHandlers {
  // The prescription of such a booking is read by its patient only: no doctor of ours runs it.
  platform.fileAccess.allow(EXTERNAL_BOOKING_FILES, (user, id) => bookings.mayRead(user, id));
  return {
    'get-unregister-doctor-list-array': async (input) => ({ result: await doctors.unregistered(input.city) }),
    'add-other-booking': async (input, ctx) => ({
      result: await bookings.addOther(userOf(ctx), input, ctx.files.priscription_image),
      message: MESSAGES.bookingReceived,
    }),
    'add-gov-booking': async (input, ctx) => ({
      result: await bookings.addGovernment(userOf(ctx), input, ctx.files.priscription_image),
      message: MESSAGES.bookingReceived,
    }),
  };
}
