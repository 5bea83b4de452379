// The rest of the patient side: other and unregistered doctors, government hospitals, delivery,
// emergency and ambulance requests, analytics and profile (issue: the rest of the patient side).
// The field groups are exported so the web forms validate with exactly the server's rules (spec part 2,
// section 5); the "not before today" and sitting-day checks need the server's IST clock and the doctor's
// record, so the server adds them.
import { z } from 'zod';
import { DELIVERY_TYPES, EMERGENCY_TYPES, LIMITS, PATIENT_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { doctorCard } from './booking-shapes';
import { defineCall } from './define';
import { addressText, age, email, id, oneOf, optionalText, phoneNumber, plainText, requiredText, wireDate } from './fields';
import { sessionUser } from './users';

/** Rupees as a whole number, given as a number or as digits; '' and absent are allowed where optional. */
export const rupees = () =>
  z
    .preprocess(
      (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
      z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).regex(/^\d{1,7}(\.\d{1,2})?$/, MESSAGES.amountInvalid),
    )
    .transform(Number);

/** An optional rupee amount: blank means not given. */
const optionalRupees = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), rupees().optional());

/** A city name as the hidden field sends it; blank is allowed (the server then keeps it blank). */
const city = () => optionalText(100);

// ---------------------------------------------------------------- other and unregistered doctors

export const getUnregisterDoctorListArray = defineCall({
  name: 'get-unregister-doctor-list-array',
  access: ['Patient'],
  request: z.object({ city: city().optional() }),
  result: z.array(doctorCard),
});

/**
 * /other-doctor-booking and /unregistered-doctor-booking. `address` is the doctor's address and
 * `patient_address` the patient's (spec part 2, section 3); name, problem and patient_address get the text check.
 */
export const otherBookingFields = {
  name: plainText(),
  age: age(),
  problem: plainText(),
  address: requiredText(MESSAGES.required, LIMITS.textMax),
  phone_number: phoneNumber(),
  doctor_name: requiredText(MESSAGES.required, 200),
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
  request: z.object({
    patient_id: id(),
    ...otherBookingFields,
    city: city().optional(),
    patient_type: oneOf(PATIENT_TYPES).optional(),
    /** Set when the doctor is a listed unregistered doctor: its name, address and fee then come from its record. */
    doctor_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
  })
    .superRefine(checkTypedDoctorFee),
  result: externalBooking,
});

// ---------------------------------------------------------------- government hospitals

export const governmentHospital = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  pincode: z.string(),
  city: z.string(),
  image: z.string().nullable(),
});

export const getGovernmentHospitals = defineCall({
  name: 'get-government-hospitals',
  access: ['Patient'],
  request: z.object({ patient_id: id(), city: city().optional() }),
  result: z.array(governmentHospital),
});

/** The hospitals an emergency request may name: the city's government and registered hospitals. */
export const getEmergencyHospitals = defineCall({
  name: 'get-emergency-hospitals',
  access: ['Patient'],
  request: z.object({ patient_id: id(), city: city().optional() }),
  result: z.array(governmentHospital),
});

export const departmentDoctor = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  doctor_detail: z.object({ address: z.string() }),
  /** Weekday -> 'True' or 'False'; the booking form disables the other days. */
  doctor_sitting: z.record(z.string(), z.enum(['True', 'False'])),
  /** Always the fixed government fee. */
  fees: z.number(),
});

/** 'fail' (404, "No doctor could be found.") when the department has no doctor. */
export const getDepartmentDoctors = defineCall({
  name: 'get-department-doctors',
  access: ['Patient'],
  request: z.object({ patient_id: id(), hospital_id: id(), department_id: id() }),
  result: z.array(departmentDoctor),
});

/**
 * /gov-hospital-booking. The payload is add-booking's plus booking_date and booking_amount; `address` is the
 * patient's address, as in add-booking. The doctor's name and address come from doctor_id; slot and fee are
 * fixed whatever is sent.
 */
export const govBookingFields = {
  name: plainText(),
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
  }),
  result: externalBooking,
});

// ---------------------------------------------------------------- medical delivery

/** /make-medical-delivery; the prescription picture is required too (checked by the server: "This field is required"). */
export const medicalDeliveryFields = {
  name: plainText(),
  address: addressText(),
  phone_number: phoneNumber(),
  delivery_date: wireDate(),
  delivery_charges: rupees(),
  delivery_type: oneOf(DELIVERY_TYPES),
};

export const medicalDelivery = z.object({
  id: z.number(),
  delivery_date: z.string(),
  delivery_type: z.string(),
  name: z.string(),
  phone_number: z.string(),
  city: z.string(),
  address: z.string(),
  /** 'Pending' until the delivery desk moves it. */
  status: z.string(),
  /** The bill for the medicines, set by the delivery desk; null until then. */
  amount: z.number().nullable(),
  payment_status: z.string(),
  delivery_charges: z.number(),
  /** The prescription picture's URL, or null. */
  image: z.string().nullable(),
  created_at: z.string(),
});
export type MedicalDelivery = z.infer<typeof medicalDelivery>;

export const addMedicalDelivery = defineCall({
  name: 'add-medical-delivery',
  access: ['Patient'],
  files: ['priscription_image'],
  request: z.object({ patient_id: id(), ...medicalDeliveryFields, city: city().optional() }),
  result: medicalDelivery,
});

export const getMedicalDeliveryHistory = defineCall({
  name: 'get-medical-delivery-history',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(medicalDelivery),
});

// ---------------------------------------------------------------- emergency and ambulance

export const emergencyRequest = z.object({
  id: z.number(),
  /** 'Emergency' (trauma or non-trauma) or 'Ambulance'. */
  kind: z.enum(['Emergency', 'Ambulance']),
  /** 'Trauma' or 'Non-Trauma' for an emergency; null for an ambulance. */
  type: z.string().nullable(),
  patient_id: z.number(),
  name: z.string(),
  phone_number: z.string(),
  /** Where the patient is (the pickup place of an ambulance). */
  address: z.string(),
  city: z.string(),
  hospital_id: z.number().nullable(),
  hospital_name: z.string().nullable(),
  note: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type EmergencyRequest = z.infer<typeof emergencyRequest>;

/** Addresses and names in an emergency are taken as typed: no text check that could hold a patient up. */
export const emergencyFields = {
  type: oneOf(EMERGENCY_TYPES),
  name: requiredText(MESSAGES.required, 200),
  phone_number: phoneNumber(),
  address: requiredText(),
  note: optionalText().optional(),
};

export const addEmergencyBooking = defineCall({
  name: 'add-emergency-booking',
  access: ['Patient'],
  request: z.object({
    patient_id: id(),
    ...emergencyFields,
    city: city().optional(),
    /** A government or registered hospital; that hospital then sees the request. */
    hospital_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
  }),
  result: emergencyRequest,
});

export const ambulanceFields = {
  pickup_address: requiredText(),
  phone_number: phoneNumber(),
  note: optionalText().optional(),
};

export const addAmbulanceRequest = defineCall({
  name: 'add-ambulance-request',
  access: ['Patient'],
  request: z.object({ patient_id: id(), ...ambulanceFields, city: city().optional() }),
  result: emergencyRequest,
});

/** The patient's own emergency and ambulance requests, newest first. */
export const getPatientEmergencyRequests = defineCall({
  name: 'get-patient-emergency-requests',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(emergencyRequest),
});

/** The emergency requests that chose the signed-in hospital, newest first (/hospital-emergency). */
export const getHospitalEmergencyRequests = defineCall({
  name: 'get-hospital-emergency-requests',
  access: ['Hospital'],
  request: z.object({ hospital_id: id() }),
  result: z.array(emergencyRequest),
});

// ---------------------------------------------------------------- analytics and profile

/** A blank filter (the patient page sends two) means no limit on that side. */
const optionalDate = () => z.preprocess((v) => (v === null || v === undefined || (typeof v === 'string' && !v.trim()) ? undefined : v), wireDate().optional());

export const getAgentAnalytics = defineCall({
  name: 'get-agent-analytics',
  access: ['Patient'],
  request: z.object({
    /** The signed-in patient's id (blank means the caller). */
    agent_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
    from: optionalDate(),
    to: optionalDate(),
  }),
  result: z.object({
    data: z.object({ total: z.number(), total_booking: z.number(), pending: z.number(), cancelled: z.number(), accepted: z.number() }),
  }),
});

/** /patient-edit-profile: all five required. */
export const patientProfileFields = {
  full_name: requiredText(MESSAGES.required, 200),
  phone_number: phoneNumber(MESSAGES.required, MESSAGES.phoneInvalid, MESSAGES.phoneNotNumeric),
  email: email(MESSAGES.emailInvalidProfile),
  age: age(),
  address: requiredText(),
};

export const editPatientProfile = defineCall({
  name: 'edit-patient-profile',
  access: ['Patient'],
  request: z.object({ patient_id: id(), ...patientProfileFields }),
  result: sessionUser,
});
