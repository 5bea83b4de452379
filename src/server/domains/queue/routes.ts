// Thin handlers of the doctor's day.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { QueueService } from './service';

export function queueRoutes(queue: QueueService): CallHandlers {
  return {
    'add-priscription-image': async (input, ctx) => ({
      result: await queue.addPriscriptionImage(userOf(ctx), input.booking_id, ctx.files.priscription_image),
    }),
    'get-dashboard-booking-count': async (input, ctx) => ({
      result: await queue.getDashboardBookingCount(userOf(ctx), input.doctor_id),
    }),
    'get-clinic-day-stats': async (input, ctx) => ({
      result: await queue.getClinicDayStats(userOf(ctx), input.doctor_id, input.date),
    }),
    'get-active-booking': async (input, ctx) => ({
      result: await queue.getActiveBooking(userOf(ctx), input.doctor_id),
    }),
    'get-pending-booking': async (input, ctx) => ({
      result: await queue.getPendingBooking(userOf(ctx), input.doctor_id),
    }),
    'get-future-bookings': async (input, ctx) => ({
      result: await queue.getFutureBookings(userOf(ctx), input.doctor_id),
    }),
    'get-all-booking': async (input, ctx) => ({ result: await queue.getAllBooking(userOf(ctx), input) }),
    'booking-confirmation': async (input, ctx) => ({
      result: await queue.bookingConfirmation(userOf(ctx), input.booking_id, input.status),
    }),
    'update-live-booking': async (input, ctx) => ({
      result: await queue.updateLiveBooking(userOf(ctx), input.booking_id, input.token),
    }),
    'set-queue-delay': async (input, ctx) => ({ result: await queue.setQueueDelay(userOf(ctx), input) }),
    'get-queue-delays': async (input, ctx) => ({
      result: await queue.getQueueDelays(userOf(ctx), input.doctor_id, input.booking_date),
    }),
    'record-payment': async (input, ctx) => ({
      result: await queue.recordPayment(userOf(ctx), input),
      message: MESSAGES.paymentRecorded,
    }),
    'get-check-in-code': async (input, ctx) => ({
      result: await queue.getCheckInCode(userOf(ctx), input.doctor_id, input.kind),
    }),
    'mark-arrived': async (input, ctx) => ({
      result: await queue.markArrived(userOf(ctx), input.booking_id, input.arrived),
    }),
    'call-next': async (input, ctx) => ({ result: await queue.callNext(userOf(ctx), input.doctor_id, input.slot) }),
    'set-token-priority': async (input, ctx) => ({
      result: await queue.setTokenPriority(userOf(ctx), input.booking_id, input.priority, input.note ?? ''),
    }),
    'update-booking': async (input, ctx) => ({
      result: await queue.updateBooking(userOf(ctx), input.booking_id, input.booking_date),
      message: MESSAGES.rescheduled,
    }),
  };
}
