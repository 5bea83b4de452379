// Result shapes of bookings, shared by the appointment and queue calls: a booking, a day's slots, the live
// queue, and the items of a patient's history of a day (lab and outside bookings beside appointments).
import { z } from 'zod';
import { PRIORITIES, SLOT_STATES, TOKEN_STATES } from '../constants';
import { forFamilyMember } from './family-shapes';
import { feeFields } from './fee-shapes';
import { perSlot } from './fields';
import { queueProgress } from './waiting-room';

const tokenState = z.enum(TOKEN_STATES);
const priority = z.enum(PRIORITIES);

/** Who is here and who goes out of turn (the OPD floor): the same on a booking and on the patient's live card. */
const floorFields = {
  /** When the patient checked in, or the desk marked them arrived (ISO); null until then. */
  arrived_at: z.string().nullable(),
  /** Called past while not here: the patient is called after a few arrived patients once they check in. */
  passed: z.boolean(),
  /** Called out of turn once arrived ('None': in the turn of the number); set by the desk only. */
  priority,
};

export const patientDetails = z.object({
  name: z.string(),
  age: z.number(),
  phone_number: z.string(),
  problem: z.string(),
  address: z.string(),
});

export const bookingView = z.object({
  id: z.number(),
  booking_id: z.number(),
  name: z.string(),
  age: z.number(),
  problem: z.string(),
  address: z.string(),
  phone_number: z.string(),
  type: z.string(),
  ...forFamilyMember,
  doctor_id: z.number(),
  patient_id: z.number(),
  slot: z.string().nullable(),
  parchee_type: z.string(),
  booking_date: z.string().nullable(),
  booking_number: z.number().nullable(),
  token: tokenState,
  /** 'open' while the doctor can still call the patient in or out (Pending, Live or Skipped). */
  token_status: z.enum(['open', 'closed']),
  status: z.enum(['Pending', 'Approved', 'Cancelled']),
  ...floorFields,
  /** The desk's note on the priority ('' for none). */
  priority_note: z.string(),
  lab_booking: z.number(),
  ...feeFields,
  /** The file's URL, or null. */
  priscription_image: z.string().nullable(),
  doctor: z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), clinic_name: z.string() }),
  patient_history: z.object({
    id: z.number(),
    priscription_image: z.string().nullable(),
    patient_details: patientDetails,
  }),
});
export type BookingView = z.infer<typeof bookingView>;

export const scheduleEntry = z.object({
  timing: z.string(),
  status: z.enum(['open', 'closed']),
  /** Why it is open or closed (SLOT_STATES). */
  state: z.enum(SLOT_STATES),
  capacity: z.number(),
  booked: z.number(),
  /** How many more tokens patients may take online (0 unless the slot is open): the slot's places less those
   *  kept for walk-ins at the desk (decision 0047). */
  online_left: z.number(),
});
/** Slot label -> its timing and state on the asked date. */
export const schedule = perSlot(scheduleEntry);
export type Schedule = z.infer<typeof schedule>;

export const queueEntry = z.object({ booking_number: z.number(), token: tokenState });

/** A patient's booking of today with its queue: the numbers and states of the slot, and its progress. */
export const liveStatusEntry = queueProgress.extend({
  booking_id: z.number(),
  doctor_id: z.number(),
  doctor_name: z.string(),
  /** Whom the token is for: the booking's name and type, and its family member. */
  name: z.string(),
  type: z.string(),
  ...forFamilyMember,
  booking_date: z.string(),
  slot: z.string(),
  booking_number: z.number(),
  token: tokenState,
  status: z.enum(['Pending', 'Approved', 'Cancelled']),
  ...feeFields,
  ...floorFields,
  live_data: z.array(queueEntry),
});
export type LiveStatusEntry = z.infer<typeof liveStatusEntry>;

export const historyItem = bookingView.extend({ appointment_date: z.string().nullable() });

/** A lab booking in the patient's history of a day (issue: labs). */
export const labHistoryItem = z.object({
  id: z.number(),
  type: z.literal('Lab'),
  lab_name: z.string(),
  test_name: z.string(),
  booking_date: z.string(),
  appointment_date: z.string(),
  status: z.string(),
  slot: z.null(),
  booking_number: z.null(),
  doctor: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable(),
  patient_details: z.object({ name: z.string(), age: z.number() }),
  patient_type: z.string(),
  ...forFamilyMember,
});
export type LabHistoryItem = z.infer<typeof labHistoryItem>;

/** A booking of a doctor outside the queue (typed-in, unregistered or government) in the history of a day. */
export const outsideHistoryItem = z.object({
  id: z.number(),
  kind: z.enum(['other', 'unregistered', 'government']),
  doctor_name: z.string(),
  hospital_name: z.string().nullable(),
  booking_date: z.string(),
  appointment_date: z.string(),
  slot: z.string().nullable(),
  booking_number: z.null(),
  status: z.string(),
  patient_details: z.object({ name: z.string(), age: z.number() }),
  patient_type: z.string(),
  ...forFamilyMember,
});
export type OutsideHistoryItem = z.infer<typeof outsideHistoryItem>;
