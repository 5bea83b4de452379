// The checks of the three outside-the-queue booking forms: the contract's field groups (the server's own
// rules and messages, spec part 2 section 5) plus the forms' minimum date, today in India. The sitting-day
// check of the government form needs the chosen doctor, so that page adds it (sitting-days.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { PATIENT_TYPES } from '../../../shared/constants';
import { checkTypedDoctorFee, govBookingFields, otherBookingFields } from '../../../shared/contract/external-bookings';
import { MESSAGES } from '../../../shared/messages';
import { oneOf, requiredText } from '../../../shared/contract/fields';
import { todayInIndia } from '../../lib/today-in-india';

const notBeforeToday = (ymd: string) => ymd >= todayInIndia();

// ---------------------------------------------------------------- other and unregistered doctors

const otherBookingSchema = z
  .object({
    ...otherBookingFields,
    patient_type: oneOf(PATIENT_TYPES),
    booking_date: otherBookingFields.booking_date.refine(notBeforeToday, MESSAGES.dateInPast),
  })
  .superRefine(checkTypedDoctorFee);
export type OtherBookingValues = z.output<typeof otherBookingSchema>;

/** The form's own values: everything as typed (the fee and age as text), the date dd-mm-yyyy. */
export interface OtherBookingFields {
  patient_type: 'Self' | 'Other';
  name: string;
  age: string;
  problem: string;
  /** The doctor's address. */
  address: string;
  phone_number: string;
  doctor_name: string;
  patient_address: string;
  booking_date: string;
  /** The doctor's fee in rupees. */
  booking_amount: string;
  /** The doctor charges nothing (a listed doctor: its recorded fee is 0). */
  free_consultation: boolean;
}

export const OTHER_BOOKING_FIELDS = [
  'name',
  'age',
  'problem',
  'address',
  'phone_number',
  'doctor_name',
  'patient_address',
  'booking_date',
  'booking_amount',
] as const;

export const otherBookingResolver = zodResolver(otherBookingSchema) as unknown as Resolver<OtherBookingFields, unknown, OtherBookingValues>;

// ---------------------------------------------------------------- government hospitals

const govBookingSchema = z.object({
  ...govBookingFields,
  type: oneOf(PATIENT_TYPES),
  booking_date: govBookingFields.booking_date.refine(notBeforeToday, MESSAGES.dateInPast),
  doctor_name: requiredText(MESSAGES.required, 200),
  /** The picked doctor's id as text; blank ("Please choose a valid value.") until one is picked from the list. */
  doctor_id: requiredText(MESSAGES.invalidValue, 12),
  doctor_address: requiredText(),
});
export type GovBookingValues = z.output<typeof govBookingSchema>;

export interface GovBookingFields {
  type: 'Self' | 'Other';
  name: string;
  /** The patient's address (add-booking's `address`). */
  address: string;
  phone_number: string;
  age: string;
  problem: string;
  doctor_name: string;
  doctor_id: string;
  doctor_address: string;
  booking_date: string;
}

export const GOV_BOOKING_FIELDS = ['name', 'address', 'phone_number', 'age', 'problem', 'doctor_name', 'doctor_address', 'booking_date'] as const;

export const govBookingResolver = zodResolver(govBookingSchema) as unknown as Resolver<GovBookingFields, unknown, GovBookingValues>;
