// Lab bookings, tests and reports, and the patient's and doctor's views of them (issue: labs).
import { z } from 'zod';
import { LAB_BOOKING_STATUSES, LAB_TEST_STATUSES, PATIENT_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { familyMemberId, forFamilyMember, personFilter } from './family-shapes';
import { addressText, age, id, nameText, oneOf, optionalText, phoneNumber, requiredText, wireDate } from './fields';

/** Codes of the test catalogue (get-medical-test-list): at least one. */
const testCodes = () =>
  z.array(z.string().max(50), { error: MESSAGES.chooseTests }).min(1, MESSAGES.chooseTests).max(100);

export const labTestView = z.object({
  id: z.number(),
  test_code: z.string(),
  /** The catalogue's display name. */
  name: z.string(),
  status: z.enum(LAB_TEST_STATUSES),
  /** The report's URL, or null. */
  report: z.string().nullable(),
});

export const labBookingView = z.object({
  id: z.number(),
  lab_id: z.number(),
  lab_name: z.string(),
  booking_date: z.string(),
  status: z.enum(LAB_BOOKING_STATUSES),
  test_name: z.string(),
  patient_address: z.string(),
  city: z.string(),
  booking_amount: z.number(),
  app_charges: z.number(),
  doctor: z.object({ id: z.number(), first_name: z.string(), last_name: z.string() }).nullable(),
  patient_details: z.object({ name: z.string(), age: z.number(), phone_number: z.string() }),
  /** Whom the tests are for: Self or Other, and the family member. */
  patient_type: z.string(),
  ...forFamilyMember,
  lab_test: z.array(labTestView),
  priscription_image: z.string().nullable(),
});
export type LabBookingView = z.infer<typeof labBookingView>;

const labCounts = z.object({ active: z.number(), future_booking: z.number() });

export const getLabDashboardBookingCount = defineCall({
  name: 'get-lab-dashboard-booking-count',
  access: ['Lab'],
  request: z.object({ lab_id: id() }),
  result: labCounts,
});

export const getLabBooking = defineCall({
  name: 'get-lab-booking',
  access: ['Lab'],
  /** Today's bookings, or another day's with `date`. */
  request: z.object({ lab_id: id(), date: wireDate().optional() }),
  result: z.array(labBookingView),
});

export const saveLabTest = defineCall({
  name: 'save-lab-test',
  access: ['Lab'],
  request: z.object({ lab_booking_id: id(), tests: testCodes() }),
  result: labBookingView,
});

export const updateLabTestStatus = defineCall({
  name: 'update-lab-test-status',
  access: ['Lab'],
  request: z.object({ test_id: id(), status: oneOf(LAB_TEST_STATUSES) }),
  result: labBookingView,
});

export const updateLabBookingStatus = defineCall({
  name: 'update-lab-booking-status',
  access: ['Lab'],
  request: z.object({ lab_booking_id: id(), status: oneOf(LAB_BOOKING_STATUSES) }),
  result: labBookingView,
});

export const addTestReport = defineCall({
  name: 'add-test-report',
  access: ['Lab'],
  files: ['test_report'],
  request: z.object({ test_id: id() }),
  result: labBookingView,
});

/** The patient's lab test form (/medical-lab). */
export const labTestBookingFields = {
  name: nameText(),
  age: age(),
  test_name: requiredText(),
  phone_number: phoneNumber(),
  patient_address: addressText(),
  booking_date: wireDate(),
};

export const addLabTestBooking = defineCall({
  name: 'add-lab-test-booking',
  access: ['Patient'],
  files: ['priscription_image'],
  request: z.object({
    patient_id: id(),
    ...labTestBookingFields,
    /** Always 0 on this form; the app charge is the other-booking price. */
    booking_amount: optionalText(10).optional(),
    city: optionalText(100),
    /** A lab of the city; the first lab of the city when absent. */
    lab_id: id().optional(),
    patient_type: oneOf(PATIENT_TYPES).optional(),
    /** Tests for one of the patient's family members: the member's name and age, type Other. */
    family_member_id: familyMemberId(),
  }),
  result: labBookingView,
});

export const addHospitalLabTestBooking = defineCall({
  name: 'add-hospital-lab-test-booking',
  access: ['Doctor', 'Hospital'],
  request: z.object({
    name: nameText(),
    age: age(),
    phone_number: phoneNumber(),
    lab_id: id(),
    patient_booking_id: id(),
    /** The codes of the lab's catalogue the doctor chose (decision 0010); checked against the catalogue. */
    tests: testCodes(),
  }),
  result: labBookingView,
});

export const getPatientLabReports = defineCall({
  name: 'get-patient-lab-reports',
  access: ['Patient'],
  request: z.object({ patient_id: id(), person: personFilter() }),
  result: z.array(labBookingView),
});

export const getDoctorLabReports = defineCall({
  name: 'get-doctor-lab-reports',
  access: ['Doctor', 'Hospital'],
  request: z.object({ doctor_id: id() }),
  result: z.array(labBookingView),
});
