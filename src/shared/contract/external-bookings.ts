// Bookings outside the token queue: a doctor typed in or a listed unregistered doctor (add-other-booking),
// and a government hospital's doctor (add-gov-booking). The field groups are exported so the web forms
// validate with exactly the server's rules (docs/wire-api.md "Validation messages"); the "not before today" and
// sitting-day
// checks need the server's clock and the doctor's record, so the server adds them.
import { z } from 'zod';
import { LIMITS, PATIENT_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { familyMemberId, forFamilyMember } from './family-shapes';
import {
  addressText,
  age,
  city,
  id,
  nameText,
  oneOf,
  phoneNumber,
  plainText,
  requiredText,
  rupees,
  wireDate,
} from './fields';

/** An optional rupee amount: blank means not given. */
const optionalRupees = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), rupees().optional());

/**
 * /other-doctor-booking and /unregistered-doctor-booking. `address` is the doctor's address and
 * `patient_address` the patient's (the old field names); name, problem and patient_address get the text check.
 */
export const otherBookingFields = {
  name: nameText(),
  age: age(),
  problem: plainText(),
  address: requiredText(MESSAGES.required, LIMITS.textMax),
  phone_number: phoneNumber(),
  doctor_name: nameText(MESSAGES.required, 200),
  patient_address: addressText(),
  booking_date: wireDate(),
  booking_amount: optionalRupees(),
  /** Ticked when the typed-in doctor charges nothing: only then may the fee be 0 or blank. */
  free_consultation: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()).optional(),
};

/**
 * A typed-in doctor's fee of 0 (or none) is most often a slip, and the receipt would then read ₹0: it is
 * refused unless the form says the visit is free. A listed doctor's fee comes from its record instead.
 */
export function checkTypedDoctorFee(
  values: { booking_amount?: number; free_consultation?: boolean; doctor_id?: number },
  ctx: z.RefinementCtx,
): void {
  if (values.doctor_id !== undefined || values.free_consultation || (values.booking_amount ?? 0) > 0) return;
  ctx.addIssue({ code: 'custom', path: ['booking_amount'], message: MESSAGES.feeRequired });
}

export const externalBooking = z.object({
  id: z.number(),
  /** 'other' (a doctor typed in), 'unregistered' (a listed unregistered doctor) or 'government'. */
  kind: z.enum(['other', 'unregistered', 'government']),
  patient_id: z.number(),
  patient_type: z.string(),
  ...forFamilyMember,
  name: z.string(),
  age: z.number(),
  problem: z.string(),
  phone_number: z.string(),
  patient_address: z.string(),
  city: z.string(),
  doctor_id: z.number().nullable(),
  doctor_name: z.string(),
  doctor_address: z.string(),
  hospital_id: z.number().nullable(),
  hospital_name: z.string().nullable(),
  department_id: z.number().nullable(),
  booking_date: z.string(),
  slot: z.string().nullable(),
  /** The doctor's fee in rupees. */
  booking_amount: z.number(),
  /** The app's charge in rupees (the other-booking price when booked). */
  app_charges: z.number(),
  status: z.string(),
  /** The prescription picture's URL, or null. */
  priscription_image: z.string().nullable(),
  created_at: z.string(),
});
export type ExternalBooking = z.infer<typeof externalBooking>;

export const addOtherBooking = defineCall({
  name: 'add-other-booking',
  access: ['Patient'],
  files: ['priscription_image'],
  request: z
    .object({
      patient_id: id(),
      ...otherBookingFields,
      city: city().optional(),
      patient_type: oneOf(PATIENT_TYPES).optional(),
      /** Set when the doctor is a listed unregistered doctor: its name, address and fee then come from its record. */
      doctor_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
      /** A booking for one of the patient's family members: the member's name and age, type Other. */
      family_member_id: familyMemberId(),
    })
    .superRefine(checkTypedDoctorFee),
  result: externalBooking,
});

/**
 * /gov-hospital-booking. The payload is add-booking's plus booking_date and booking_amount; `address` is the
 * patient's address, as in add-booking. The doctor's name and address come from doctor_id; slot and fee are
 * fixed whatever is sent.
 */
export const govBookingFields = {
  name: nameText(),
  age: age(),
  problem: plainText(),
  address: addressText(),
  phone_number: phoneNumber(),
  booking_date: wireDate(),
};

export const addGovBooking = defineCall({
  name: 'add-gov-booking',
  access: ['Patient'],
  files: ['priscription_image'],
  request: z.object({
    patient_id: id(),
    ...govBookingFields,
    /** Optional: the doctor's hospital is taken from the doctor; when sent, it must be that hospital. */
    hospital_id: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), id().optional()),
    doctor_id: id(),
    type: oneOf(PATIENT_TYPES).optional(),
    city: city().optional(),
    /** Ignored: the fee is fixed (GOV_BOOKING). */
    booking_amount: z.unknown().optional(),
    /** Ignored: the slot is fixed (GOV_BOOKING). */
    slot: z.unknown().optional(),
    family_member_id: familyMemberId(),
  }),
  result: externalBooking,
});
