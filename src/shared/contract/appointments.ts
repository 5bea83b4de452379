// The patient's booking with a listed doctor: the slots of a day, the booking, its slot join, draft and
// cancel, the patient's views of their bookings (history, live queue, prescriptions), and their check-in at
// the clinic. The doctor's walk-in and follow-up form uses add-booking too.
import { z } from 'zod';
import { LANGUAGES, PATIENT_TYPES, PARCHEE_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import {
  bookingView,
  historyItem,
  labHistoryItem,
  liveStatusEntry,
  outsideHistoryItem,
  schedule,
} from './booking-shapes';
import { defineCall } from './define';
import { familyMemberId, personFilter } from './family-shapes';
import {
  addressText,
  age,
  id,
  nameText,
  oneOf,
  optionalText,
  phoneNumber,
  plainText,
  requiredText,
  slot,
  wireDate,
} from './fields';

export const getDoctorSchedule = defineCall({
  name: 'get-doctor-schedule',
  access: ['Patient', 'Doctor', 'Hospital'],
  request: z.object({ doctor_id: id(), date: wireDate(), slot: optionalText(20) }),
  result: schedule,
});

/** The appointment form: from a patient (type Self or Other) or the doctor's walk-in form (type Manual). */
export const addBooking = defineCall({
  name: 'add-booking',
  access: ['Patient', 'Doctor', 'Hospital'],
  files: ['priscription_image'],
  request: z.object({
    name: nameText(),
    age: age(),
    problem: plainText(),
    address: addressText(),
    phone_number: phoneNumber(),
    type: oneOf([...PATIENT_TYPES, 'Manual']),
    doctor_id: id(),
    patient_id: z.unknown().optional(),
    slot: optionalText(20),
    parchee_type: oneOf(PARCHEE_TYPES).optional(),
    booking_date: wireDate().optional(),
    /** A patient's booking for one of their family members: the member's name and age, type Other. */
    family_member_id: familyMemberId(),
    /** A desk's walk-in (Manual): text the token, its status link and "your turn is near" to phone_number. */
    send_sms: z
      .preprocess(
        (v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v),
        z.boolean({ error: MESSAGES.invalidValue }),
      )
      .optional(),
    /** The language of those texts. */
    language: z.enum(LANGUAGES, { error: MESSAGES.invalidValue }).optional(),
  }),
  result: bookingView,
});

export const slotConfirmation = defineCall({
  name: 'slot-confirmation',
  access: ['Patient', 'Doctor', 'Hospital'],
  request: z.object({
    booking_date: wireDate(),
    booking_id: id(),
    slot: slot(),
    type: oneOf(['Patient', 'Doctor']).optional(),
  }),
  result: bookingView,
});

export const getPatientHistory = defineCall({
  name: 'get-patient-history',
  access: ['Patient'],
  request: z.object({ patient_id: id(), date: wireDate(), person: personFilter() }),
  result: z.array(z.union([historyItem, labHistoryItem, outsideHistoryItem])),
});

export const getLivePatientBookingStatus = defineCall({
  name: 'get-live-patient-booking-status',
  access: ['Patient'],
  request: z.object({ patient_id: id(), person: personFilter() }),
  result: z.array(liveStatusEntry),
});

export const getPatientPrescriptions = defineCall({
  name: 'get-patient-prescriptions',
  access: ['Patient'],
  request: z.object({ patient_id: id(), person: personFilter() }),
  result: z.array(bookingView),
});

/** Removes the patient's own booking that has no slot yet (a draft); a booking with a token is 409. */
export const discardBookingDraft = defineCall({
  name: 'discard-booking-draft',
  access: ['Patient'],
  request: z.object({ booking_id: id() }),
  result: z.object({ booking_id: z.number() }),
});

/** The patient cancels their own booking while its token has not been called in (not Live or Done). */
export const patientCancelBooking = defineCall({
  name: 'patient-cancel-booking',
  access: ['Patient'],
  request: z.object({ booking_id: id() }),
  result: bookingView,
});

/** What the patient's booking will cost on a date, said before they take a slot: a free follow-up or the fee. */
export const bookingFee = z.object({
  /** Rupees: 0 for a free follow-up, else the doctor's fee. */
  fee: z.number(),
  /** Null unless the visit is a free follow-up of the same person's paid visit (decision 0048). */
  free_follow_up: z
    .object({
      /** The paid visit's date (yyyy-mm-dd). */
      paid_visit_date: z.string(),
      /** The last date a follow-up of it is free. */
      until: z.string(),
      /** Free visits of it left, this one included. */
      visits_left: z.number(),
    })
    .nullable(),
});
export type BookingFee = z.infer<typeof bookingFee>;

export const getBookingFee = defineCall({
  name: 'get-booking-fee',
  access: ['Patient'],
  request: z.object({ booking_id: id(), booking_date: wireDate() }),
  result: bookingFee,
});

/**
 * The patient checks in on arriving at the clinic, with the code on its screen or poster: their own booking of
 * today with that code's doctor is marked arrived (once: checking in again keeps the first time).
 */
export const checkIn = defineCall({
  name: 'check-in',
  access: ['Patient'],
  request: z.object({ booking_id: id(), code: requiredText(MESSAGES.checkInCodeInvalid, 64) }),
  result: bookingView,
});
