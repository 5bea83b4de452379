// The appointment form's check: the contract's add-booking rules for the fields the patient types, so the
// browser shows the same messages the server would send.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { PATIENT_TYPES } from '../../../shared/constants';
import { addBooking } from '../../../shared/contract/appointments';
import { oneOf } from '../../../shared/contract/fields';

export const patientDetailsSchema = addBooking.request
  .pick({ name: true, age: true, problem: true, address: true, phone_number: true })
  .extend({ type: oneOf(PATIENT_TYPES) });

export type PatientDetailsValues = z.output<typeof patientDetailsSchema>;

export interface PatientDetailsFields {
  type: 'Self' | 'Other';
  name: string;
  age: string;
  problem: string;
  address: string;
  phone_number: string;
}

export const PATIENT_DETAILS_FIELDS = ['name', 'age', 'problem', 'address', 'phone_number'] as const;

export const patientDetailsResolver = zodResolver(patientDetailsSchema) as unknown as Resolver<
  PatientDetailsFields,
  unknown,
  PatientDetailsValues
>;
