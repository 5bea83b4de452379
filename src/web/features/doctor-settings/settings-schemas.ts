// The settings forms, checked with the contract's field schemas so the messages are the spec's
// (part 1 section 5: profile edit, hospital settings, timings).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { clinicDetailsFields, doctorProfileFields, timingsRequest } from '../../../shared/contract/doctor-settings';
import { email, optionalText, phoneNumber, requiredText } from '../../../shared/contract/fields';
import { MESSAGES } from '../../../shared/messages';

/** /doctors-edit-profile: the five required fields (the picture is handled beside the form). */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  college: string;
  passout_year: string;
  specialization_text: string;
}

/** /doctors-account-setting: names, sign-in phone and e-mail. */
export interface AccountSettingValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
}

/** /doctors-clinic-setting and /hospital-setting (the hospital has no slogan). */
export interface ClinicValues {
  clinic_name: string;
  address: string;
  city: string;
  pincode: string;
  state: string;
  additional_phone: string;
  specialization_text: string;
}

export interface SlotValues {
  ticked: boolean;
  capacity: string;
  opening: string;
  closing: string;
}

/** /doctors-hospital-timing, kept in the call's own field names so the contract's rules apply as they are. */
export interface TimingValues {
  doctor_id: number;
  timing_1: string;
  timing_2: string;
  slots_morning: boolean;
  slots_afternoon: boolean;
  slots_evening: boolean;
  morning_timing_1: string;
  morning_timing_2: string;
  afternoon_timing_1: string;
  afternoon_timing_2: string;
  evening_timing_1: string;
  evening_timing_2: string;
  slot_capacity_morning: string;
  slot_capacity_afternoon: string;
  slot_capacity_evening: string;
  average_consult_minutes: string;
  alert_at: string;
}

// The form values are text; the outputs differ only in trimming and numbers, which the calls accept,
// so every resolver answers the values as typed (raw) and the pages send them.
const raw = { raw: true } as const;

export const profileResolver = zodResolver(z.object(doctorProfileFields), undefined, raw) as unknown as Resolver<ProfileValues>;

export const accountSettingResolver = zodResolver(
  z.object({
    first_name: doctorProfileFields.first_name,
    last_name: doctorProfileFields.last_name,
    phone_number: phoneNumber(),
    email: z.union([z.literal(''), email(MESSAGES.emailInvalidProfile)]),
  }),
  undefined,
  raw,
) as unknown as Resolver<AccountSettingValues>;

export const doctorClinicResolver = zodResolver(
  z.object({ ...clinicDetailsFields, specialization_text: requiredText(MESSAGES.required, 200) }),
  undefined,
  raw,
) as unknown as Resolver<ClinicValues>;

export const hospitalClinicResolver = zodResolver(
  z.object({ ...clinicDetailsFields, specialization_text: optionalText(200).optional() }),
  undefined,
  raw,
) as unknown as Resolver<ClinicValues>;

export const timingsResolver = zodResolver(timingsRequest, undefined, raw) as unknown as Resolver<TimingValues>;
