// The doctor's day, run by the doctor or its hospital: counts, lists, accept/cancel, token states (in, out,
// skip and recall), reschedule, prescriptions (the patient adds one to their own booking through the same
// call), the running-late notice of a slot, and the floor: the clinic's check-in code, arrival marked at the
// desk, "Call next" and priority.
import { z } from 'zod';
import { bookingView } from './booking-shapes';
import { defineCall } from './define';
import { FEES, FLOOR, PAYMENT_METHODS, PRIORITIES, SLOTS, WAITING_ROOM } from '../constants';
import { MESSAGES } from '../messages';
import { id, noticeText, oneOf, slot, wholeNumber, wireDate } from './fields';

const doctorSide = ['Doctor', 'Hospital'] as const;

export const getDashboardBookingCount = defineCall({
  name: 'get-dashboard-booking-count',
  access: doctorSide,
  request: z.object({ doctor_id: id() }),
  result: z.object({ active: z.number(), future_booking: z.number() }),
});

export const getPendingBooking = defineCall({
  name: 'get-pending-booking',
  access: doctorSide,
  request: z.object({ doctor_id: id() }),
  result: z.array(bookingView),
});

export const getActiveBooking = defineCall({
  name: 'get-active-booking',
  access: doctorSide,
  request: z.object({ doctor_id: id() }),
  result: z.array(bookingView),
});

export const bookingConfirmation = defineCall({
  name: 'booking-confirmation',
  access: doctorSide,
  request: z.object({ booking_id: id(), status: oneOf(['Approved', 'Cancelled']) }),
  result: bookingView,
});

/** In (Live), Out (Done), Skipped (absent when called); a Skipped token may be recalled (Live) or closed. */
export const updateLiveBooking = defineCall({
  name: 'update-live-booking',
  access: doctorSide,
  request: z.object({ booking_id: id(), token: oneOf(['Live', 'Done', 'Skipped']) }),
  result: bookingView,
});

export const updateBooking = defineCall({
  name: 'update-booking',
  access: doctorSide,
  request: z.object({ booking_id: id(), booking_date: wireDate() }),
  result: bookingView,
});

export const addPriscriptionImage = defineCall({
  name: 'add-priscription-image',
  access: ['Doctor', 'Hospital', 'Patient'],
  files: ['priscription_image'],
  request: z.object({ booking_id: id(), patient_id: z.unknown().optional() }),
  result: bookingView,
});

/** The groups of a day's bookings, in the day's order: by slot, then those not in a slot yet (drafts). */
export const DAY_GROUPS = [...SLOTS, 'Pending'] as const;

export const getAllBooking = defineCall({
  name: 'get-all-booking',
  access: doctorSide,
  request: z.object({ doctor_id: z.unknown().optional(), date: wireDate(), type: oneOf(['Doctor', 'Hospital']) }),
  result: z.partialRecord(z.enum(DAY_GROUPS), z.array(bookingView)),
});

/** The dashboard's future bookings (after today), grouped by date. */
export const getFutureBookings = defineCall({
  name: 'get-future-bookings',
  access: doctorSide,
  request: z.object({ doctor_id: id() }),
  result: z.array(z.object({ date: z.string(), bookings: z.array(bookingView) })),
});

const queueDelay = z.object({
  doctor_id: z.number(),
  booking_date: z.string(),
  slot: z.string(),
  delay_minutes: z.number(),
  notice: z.string(),
});

/** The doctor is running late: a slot's delay and notice (today or later), told to its waiting patients. 0
 *  minutes and no notice clear it. */
export const setQueueDelay = defineCall({
  name: 'set-queue-delay',
  access: doctorSide,
  request: z.object({
    doctor_id: id(),
    booking_date: wireDate(),
    slot: slot(),
    delay_minutes: wholeNumber(WAITING_ROOM.delayMinutes.min, WAITING_ROOM.delayMinutes.max, MESSAGES.delayInvalid),
    notice: noticeText(WAITING_ROOM.noticeMax).optional(),
  }),
  result: queueDelay,
});

/** A day's running-late notices of a doctor, one per slot that has one, so the doctor's screen shows them. */
export const getQueueDelays = defineCall({
  name: 'get-queue-delays',
  access: doctorSide,
  request: z.object({ doctor_id: id(), booking_date: wireDate() }),
  result: z.array(queueDelay),
});

/**
 * The desk records a visit's fee: in cash, by UPI (an amount above 0) or not taken (Free, amount 0). Once
 * per booking: the database keeps one payment a booking, so a second record, from any desk, is 409.
 */
export const recordPayment = defineCall({
  name: 'record-payment',
  access: doctorSide,
  request: z
    .object({
      booking_id: id(),
      method: oneOf(PAYMENT_METHODS),
      amount: wholeNumber(0, FEES.amountMax, MESSAGES.paymentAmountInvalid),
    })
    .superRefine(({ method, amount }, ctx) => {
      if (method === 'Free' && amount !== 0)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: MESSAGES.freeVisitAmount });
      if (method !== 'Free' && amount === 0)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: MESSAGES.paymentAmountInvalid });
    }),
  result: bookingView,
});

/**
 * The clinic's check-in code of a doctor, which a patient scans at the clinic to check in: the waiting room's
 * screen shows one that changes every few minutes; a printed poster carries one for the clinic's day.
 */
export const getCheckInCode = defineCall({
  name: 'get-check-in-code',
  access: doctorSide,
  request: z.object({ doctor_id: id(), kind: oneOf(['screen', 'poster']) }),
  result: z.object({
    code: z.string(),
    /** The address the QR code opens: /check-in?d=<doctor_id>&c=<code>. */
    url: z.string(),
    /** When the code stops being accepted (ISO). */
    expires_at: z.string(),
    /** When a screen should show the next code (ISO): the screen code's period end; the poster's day end. */
    renews_at: z.string(),
  }),
});

/** The desk marks a patient arrived (or takes the mark back while they wait): for a patient without a phone. */
export const markArrived = defineCall({
  name: 'mark-arrived',
  access: doctorSide,
  request: z.object({ booking_id: id(), arrived: z.boolean({ error: MESSAGES.invalidValue }) }),
  result: bookingView,
});

/**
 * Today's "Call next" of a slot: the token in with the doctor is done, and the next arrived token is called
 * in (priority first, then by number; a late patient after a few others). Waiting tokens below the one
 * called, not arrived, are passed.
 */
export const callNext = defineCall({
  name: 'call-next',
  access: doctorSide,
  request: z.object({ doctor_id: id(), slot: slot() }),
  result: z.object({
    /** The booking called in; null when nobody checked in is waiting. */
    called: bookingView.nullable(),
    /** The token numbers passed by this call. */
    passed: z.array(z.number()),
  }),
});

/** The desk's priority of a booking (a patient cannot set it): called before the others once arrived. */
export const setTokenPriority = defineCall({
  name: 'set-token-priority',
  access: doctorSide,
  request: z.object({
    booking_id: id(),
    priority: oneOf(PRIORITIES),
    note: noticeText(FLOOR.priorityNoteMax).optional(),
  }),
  result: bookingView,
});

/** One half hour of a clinic's day (clinic time): the patients who arrived in it and the tokens called in. */
export const halfHourCounts = z.object({ from: z.string(), arrived: z.number(), called: z.number() });

/**
 * A clinic's day in numbers, for the doctor and its hospital. Tokens are the day's bookings with a token,
 * not cancelled (the cancelled are counted apart); online ones a patient took, desk ones the clinic wrote
 * (walk-ins). Seen: sent out after the visit; missed: never arrived before the slot ended. The median wait is
 * from arrival to being called in, the median consultation from called in to sent out (null until there is
 * one). The no-show rate is the missed among the seen and missed, 0 to 1 (null until one of either). Collected:
 * rupees in cash and by UPI, and how many visits were recorded free. By half hour: from the first arrival or
 * call to the last, in the clinic's time.
 */
export const clinicDayStats = z.object({
  tokens: z.number(),
  online: z.number(),
  desk: z.number(),
  arrived: z.number(),
  seen: z.number(),
  missed: z.number(),
  cancelled: z.number(),
  priority: z.number(),
  median_wait_minutes: z.number().nullable(),
  median_consult_minutes: z.number().nullable(),
  no_show_rate: z.number().nullable(),
  collected: z.object({ cash: z.number(), upi: z.number(), free: z.number() }),
  by_half_hour: z.array(halfHourCounts),
});
export type ClinicDayStats = z.infer<typeof clinicDayStats>;

export const getClinicDayStats = defineCall({
  name: 'get-clinic-day-stats',
  access: doctorSide,
  request: z.object({ doctor_id: id(), date: wireDate() }),
  result: clinicDayStats,
});
