// The patient-care forms check with the contract's own field groups (the server's rules and messages,
// spec part 2 section 5); the delivery form adds the spec's "no past dates" with India's today.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, todayIn } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { medicalDeliveryFields } from '../../../shared/contract/delivery';
import { ambulanceFields, emergencyFields } from '../../../shared/contract/emergency';
import { patientProfileFields } from '../../../shared/contract/patient-account';

/** Today in India, yyyy-mm-dd: the delivery date's default and earliest value. */
export const todayInIndia = () => todayIn(DEFAULT_TIME_ZONE);

const deliverySchema = z.object({
  ...medicalDeliveryFields,
  delivery_date: medicalDeliveryFields.delivery_date.refine((ymd) => ymd >= todayInIndia(), MESSAGES.dateInPast),
});
export type DeliveryValues = z.output<typeof deliverySchema>;
export interface DeliveryFields {
  delivery_type: 'Normal' | 'Urgent';
  name: string;
  address: string;
  phone_number: string;
  /** dd-mm-yyyy as shown. */
  delivery_date: string;
  delivery_charges: string;
}
export const DELIVERY_FIELDS = ['delivery_type', 'name', 'address', 'phone_number', 'delivery_date', 'delivery_charges'] as const;
export const deliveryResolver = zodResolver(deliverySchema) as unknown as Resolver<DeliveryFields, unknown, DeliveryValues>;

const { type: _type, ...emergencyFormFields } = emergencyFields;
const emergencySchema = z.object({ ...emergencyFormFields, hospital_id: z.string().optional() });
export type EmergencyValues = z.output<typeof emergencySchema>;
export interface EmergencyFields {
  name: string;
  phone_number: string;
  address: string;
  hospital_id: string;
  note: string;
}
export const EMERGENCY_FIELDS = ['name', 'phone_number', 'address', 'hospital_id', 'note'] as const;
export const emergencyResolver = zodResolver(emergencySchema) as unknown as Resolver<EmergencyFields, unknown, EmergencyValues>;

const ambulanceSchema = z.object(ambulanceFields);
export type AmbulanceValues = z.output<typeof ambulanceSchema>;
export interface AmbulanceFields {
  pickup_address: string;
  phone_number: string;
  note: string;
}
export const AMBULANCE_FIELDS = ['pickup_address', 'phone_number', 'note'] as const;
export const ambulanceResolver = zodResolver(ambulanceSchema) as unknown as Resolver<AmbulanceFields, unknown, AmbulanceValues>;

const profileSchema = z.object(patientProfileFields);
export type ProfileValues = z.output<typeof profileSchema>;
export interface ProfileFields {
  full_name: string;
  phone_number: string;
  email: string;
  age: string;
  address: string;
}
export const PROFILE_FIELDS = ['full_name', 'phone_number', 'email', 'age', 'address'] as const;
export const profileResolver = zodResolver(profileSchema) as unknown as Resolver<ProfileFields, unknown, ProfileValues>;
