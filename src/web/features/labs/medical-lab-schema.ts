// The patient's lab test form check: the contract's labTestBookingFields (the server's own messages),
// plus the spec's minimum date, tomorrow in India.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { labTestBookingFields } from '../../../shared/contract/labs';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';

/** Tomorrow in India, yyyy-mm-dd: the form's default and earliest date. */
export function tomorrowInIndia(): string {
  return addDays(todayIn(DEFAULT_TIME_ZONE), 1);
}

export const medicalLabSchema = z.object({
  ...labTestBookingFields,
  booking_date: labTestBookingFields.booking_date.refine((ymd) => ymd >= tomorrowInIndia(), MESSAGES.labDateTooEarly),
});

export type MedicalLabValues = z.output<typeof medicalLabSchema>;

export interface MedicalLabFields {
  name: string;
  age: string;
  test_name: string;
  patient_address: string;
  phone_number: string;
  /** dd-mm-yyyy as shown. */
  booking_date: string;
}

export const MEDICAL_LAB_FIELDS = ['name', 'age', 'test_name', 'patient_address', 'phone_number', 'booking_date'] as const;

export const medicalLabResolver = zodResolver(medicalLabSchema) as unknown as Resolver<MedicalLabFields, unknown, MedicalLabValues>;
