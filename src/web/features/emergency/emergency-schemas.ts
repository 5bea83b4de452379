// The emergency and ambulance forms check with the contract's own field groups (the server's rules and
// messages, spec part 2 section 5).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ambulanceFields, emergencyFields } from '../../../shared/contract/emergency';

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
