// The doctor's profile, clinic details and timings (issue: doctor profile and hospital role). Absent
// fields are left as they are; a field that is sent must pass its rule (so the account-setting form and
// the profile form share one call).
import { z } from 'zod';
import { FEES, FLOOR, SLOTS, STATES, WAITING_ROOM } from '../constants';
import { parseTime } from '../dates';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { doctorAccount } from './doctors';
import {
  clockTime,
  id,
  nameText,
  optionalEmail,
  optionalText,
  optionalUpiId,
  phoneNumber,
  positiveCount,
  requiredText,
  wholeNumber,
} from './fields';
import { sessionUser } from './users';

const doctorSide = ['Doctor', 'Hospital'] as const;

export const passoutYear = () =>
  requiredText(MESSAGES.required, 4)
    .pipe(z.string().regex(/^\d{4}$/, MESSAGES.invalidValue))
    .transform(Number);

/** The profile form (/doctors-edit-profile): these five are required there. */
export const doctorProfileFields = {
  first_name: nameText(MESSAGES.required, 100),
  last_name: nameText(MESSAGES.required, 100),
  college: requiredText(MESSAGES.required, 200),
  passout_year: passoutYear(),
  specialization_text: requiredText(MESSAGES.required, 200),
};

export const editDoctorProfile = defineCall({
  name: 'edit-doctor-profile',
  access: doctorSide,
  files: ['image'],
  request: z.object({
    doctor_id: id(),
    first_name: doctorProfileFields.first_name.optional(),
    last_name: doctorProfileFields.last_name.optional(),
    college: doctorProfileFields.college.optional(),
    passout_year: doctorProfileFields.passout_year.optional(),
    specialization_text: doctorProfileFields.specialization_text.optional(),
    phone_number: phoneNumber().optional(),
    email: optionalEmail(MESSAGES.emailInvalidProfile).optional(),
    type: optionalText(20).optional(),
  }),
  result: doctorAccount,
});

const pincode = () =>
  requiredText(MESSAGES.required, 10)
    .pipe(z.string().regex(/^\d+$/, MESSAGES.pincodeNotNumeric))
    .pipe(z.string().regex(/^\d{6}$/, MESSAGES.pincodeInvalid));

/** Hospital settings of a doctor (or of the hospital itself, with type 'Hospital'). */
export const clinicDetailsFields = {
  clinic_name: nameText(MESSAGES.required, 200),
  address: requiredText(MESSAGES.required, 300),
  city: requiredText(MESSAGES.required, 100),
  pincode: pincode(),
  state: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .pipe(z.enum(STATES, { error: MESSAGES.invalidValue })),
  ),
  additional_phone: phoneNumber(),
};

/**
 * A doctor's fees as its clinic settings hold them: the UPI ID patients pay to (blank: none), and the free
 * follow-ups (decision 0048): a visit within this many days of a paid one is free (0: never), this many
 * times.
 */
export const feeSettingsFields = {
  upi_id: optionalUpiId(),
  free_follow_up_days: wholeNumber(
    FEES.freeFollowUpDays.min,
    FEES.freeFollowUpDays.max,
    MESSAGES.freeFollowUpDaysInvalid,
  ),
  free_follow_up_visits: wholeNumber(
    FEES.freeFollowUpVisits.min,
    FEES.freeFollowUpVisits.max,
    MESSAGES.freeFollowUpVisitsInvalid,
  ),
};

export const editDoctorClinicDetails = defineCall({
  name: 'edit-doctor-clinic-details',
  access: doctorSide,
  request: z.object({
    doctor_id: id(),
    ...clinicDetailsFields,
    /** Required for a doctor, not for the hospital itself. */
    specialization_text: optionalText(200).optional(),
    type: z.enum(['Doctor', 'Hospital'], { error: MESSAGES.invalidValue }).optional(),
    /** A doctor's only (the hospital itself takes no fees); absent ones are left as they are. */
    upi_id: feeSettingsFields.upi_id.optional(),
    free_follow_up_days: feeSettingsFields.free_follow_up_days.optional(),
    free_follow_up_visits: feeSettingsFields.free_follow_up_visits.optional(),
  }),
  result: sessionUser,
});

/** A ticked slot sends its name ('Morning'), an unticked one ''; true and false are accepted too. */
const slotTick = z.preprocess(
  (v) => (v === true || v === 'true' ? 'on' : v === false || v === 'false' || v === null || v === undefined ? '' : v),
  z.string().max(20),
);
const optionalTime = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(5));
const optionalCapacity = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z.string().max(7),
);

const SLOT_KEYS = { Morning: 'morning', Afternoon: 'afternoon', Evening: 'evening' } as const;
export type TimingSlotKey = (typeof SLOT_KEYS)[keyof typeof SLOT_KEYS];

const timingsShape = z.object({
  doctor_id: id(),
  timing_1: clockTime(),
  timing_2: clockTime(),
  slots_morning: slotTick.optional(),
  slots_afternoon: slotTick.optional(),
  slots_evening: slotTick.optional(),
  morning_timing_1: optionalTime.optional(),
  morning_timing_2: optionalTime.optional(),
  afternoon_timing_1: optionalTime.optional(),
  afternoon_timing_2: optionalTime.optional(),
  evening_timing_1: optionalTime.optional(),
  evening_timing_2: optionalTime.optional(),
  slot_capacity_morning: optionalCapacity.optional(),
  slot_capacity_afternoon: optionalCapacity.optional(),
  slot_capacity_evening: optionalCapacity.optional(),
  /** Of a ticked slot's capacity, the places kept for walk-ins at the desk (blank: 0; not sent: kept as they are). */
  desk_places_morning: optionalCapacity.optional(),
  desk_places_afternoon: optionalCapacity.optional(),
  desk_places_evening: optionalCapacity.optional(),
  /** The waiting room's ETA until the day has its own consultations, and when "your turn is near" goes out. */
  average_consult_minutes: wholeNumber(
    WAITING_ROOM.consultMinutes.min,
    WAITING_ROOM.consultMinutes.max,
    MESSAGES.consultMinutesInvalid,
  ).optional(),
  alert_at: wholeNumber(WAITING_ROOM.alertAt.min, WAITING_ROOM.alertAt.max, MESSAGES.alertAtInvalid).optional(),
  /** A passed patient who checks in late is called after this many other arrived patients. */
  late_rejoin_after: wholeNumber(
    FLOOR.lateRejoinAfter.min,
    FLOOR.lateRejoinAfter.max,
    MESSAGES.lateRejoinInvalid,
  ).optional(),
});

const capacityRule = positiveCount(MESSAGES.capacityNotNumeric, MESSAGES.capacityInvalid);
/** Desk places before the comparison with the slot's capacity; blank is none. */
const deskPlacesRule = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? '0' : v),
  wholeNumber(0, 100000, MESSAGES.deskPlacesInvalid, MESSAGES.deskPlacesNotNumeric),
);

/**
 * The ticked slots' rules: both times required and in order, capacity a number above 0, desk places 0 to the capacity.
 */
export const timingsRequest = timingsShape.superRefine((value, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const [opening, closing] = [parseTime(value.timing_1), parseTime(value.timing_2)];
  if (opening !== null && closing !== null && closing <= opening) issue('timing_2', MESSAGES.timeInvalid);
  for (const slot of SLOTS) {
    const key = SLOT_KEYS[slot];
    if (!value[`slots_${key}`]) continue;
    const open = value[`${key}_timing_1`] ?? '';
    const close = value[`${key}_timing_2`] ?? '';
    const opens = parseTime(open);
    const closes = parseTime(close);
    if (!open) issue(`${key}_timing_1`, MESSAGES.required);
    else if (opens === null) issue(`${key}_timing_1`, MESSAGES.timeInvalid);
    if (!close) issue(`${key}_timing_2`, MESSAGES.required);
    else if (closes === null) issue(`${key}_timing_2`, MESSAGES.timeInvalid);
    else if (opens !== null && closes <= opens) issue(`${key}_timing_2`, MESSAGES.timeInvalid);
    const capacity = capacityRule.safeParse(value[`slot_capacity_${key}`] ?? '');
    if (!capacity.success) issue(`slot_capacity_${key}`, capacity.error.issues[0]!.message);
    const desk = value[`desk_places_${key}`];
    if (desk === undefined) continue;
    const places = deskPlacesRule.safeParse(desk);
    if (!places.success) issue(`desk_places_${key}`, places.error.issues[0]!.message);
    else if (capacity.success && places.data > capacity.data) issue(`desk_places_${key}`, MESSAGES.deskPlacesInvalid);
  }
});
export type TimingsInput = z.output<typeof timingsShape>;
export const SLOT_FIELD_KEYS = SLOT_KEYS;

export const editDoctorHospitalTimings = defineCall({
  name: 'edit-doctor-hospital-timings',
  access: doctorSide,
  request: timingsRequest,
  result: doctorAccount,
});
