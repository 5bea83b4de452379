// The checks of the three outside-the-queue booking forms: the contract's field groups (the server's own
// rules and messages, docs/wire-api.md "Validation messages") plus the forms' minimum date, today at the clinic. The
// rest
// of the booking-day rule (sitting days, today's hours) needs the chosen doctor, so the forms add it
// (lib/booking-days.ts with booking-hours.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PATIENT_TYPES } from '../../../shared/constants';
import { checkTypedDoctorFee, govBookingFields, otherBookingFields } from '../../../shared/contract/external-bookings';
import { MESSAGES } from '../../../shared/messages';
import { familyMemberId } from '../../../shared/contract/family-shapes';
import { oneOf, requiredText } from '../../../shared/contract/fields';
import { clinicToday } from '../../lib/clinic-today';

const notBeforeToday = (ymd: string) => ymd >= clinicToday();

// ---------------------------------------------------------------- other and unregistered doctors

/** The fields as typed: `address` is the doctor's, `patient_address` the patient's, the fee in rupees. */
export const otherBookingResolver = zodResolver(
  z
    .object({
      ...otherBookingFields,
      patient_type: oneOf(PATIENT_TYPES),
      family_member_id: familyMemberId(),
      booking_date: otherBookingFields.booking_date.refine(notBeforeToday, MESSAGES.dateInPast),
    })
    .superRefine(checkTypedDoctorFee),
);

/** The fields that show the server's errors (Self or Other and the free tick have no message of their own). */
export const OTHER_BOOKING_ERROR_FIELDS = [
  'name',
  'age',
  'problem',
  'address',
  'phone_number',
  'doctor_name',
  'patient_address',
  'booking_date',
  'booking_amount',
];

// ---------------------------------------------------------------- government hospitals

/** `address` is the patient's; the doctor is picked from the department's list. */
export const govBookingResolver = zodResolver(
  z.object({
    ...govBookingFields,
    type: oneOf(PATIENT_TYPES),
    family_member_id: familyMemberId(),
    booking_date: govBookingFields.booking_date.refine(notBeforeToday, MESSAGES.dateInPast),
    doctor_name: requiredText(MESSAGES.required, 200),
    /** The picked doctor's id as text; blank ("Please choose a valid value.") until one is picked from the list. */
    doctor_id: requiredText(MESSAGES.invalidValue, 12),
    doctor_address: requiredText(),
  }),
);

/** The fields that show the server's errors (Self or Other has none; the doctor's id shows under its name). */
export const GOV_BOOKING_ERROR_FIELDS = [
  'name',
  'address',
  'phone_number',
  'age',
  'problem',
  'doctor_name',
  'doctor_address',
  'booking_date',
];
