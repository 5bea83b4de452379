// The patient's profile form checks with the contract's own field group (the server's rules and
// messages, spec part 2 section 5).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { patientProfileFields } from '../../../shared/contract/patient-account';

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
