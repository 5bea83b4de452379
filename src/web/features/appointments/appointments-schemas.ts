// The appointment form's check: the contract's add-booking rules for the fields the patient types, so the
// browser shows the same messages the server would send.
import { zodResolver } from '@hookform/resolvers/zod';
import { PATIENT_TYPES } from '../../../shared/constants';
import { addBooking } from '../../../shared/contract/appointments';
import { oneOf } from '../../../shared/contract/fields';

export const patientDetailsResolver = zodResolver(
  addBooking.request
    .pick({ name: true, age: true, problem: true, address: true, phone_number: true, family_member_id: true })
    .extend({ type: oneOf(PATIENT_TYPES) }),
);

/** The fields that show the server's errors (Self or Other has no message of its own). */
export const PATIENT_DETAILS_ERROR_FIELDS = ['name', 'age', 'problem', 'address', 'phone_number'];
