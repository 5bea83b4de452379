// The settings forms, checked with the contract's field schemas so the messages are the kept ones
// (docs/wire-api.md "Validation messages": profile edit, hospital settings, timings). Each form's values are typed by
// its schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  clinicDetailsFields,
  doctorProfileFields,
  feeSettingsFields,
  timingsRequest,
} from '../../../shared/contract/doctor-settings';
import { email, optionalText, requiredText } from '../../../shared/contract/fields';
import { MESSAGES } from '../../../shared/messages';

/** /doctors-edit-profile: the five required fields (the picture is handled beside the form). */
export const profileResolver = zodResolver(z.object(doctorProfileFields));

/** /doctors-account-setting: names and e-mail (blank allowed); the sign-in number changes apart, with a code. */
export const accountSettingResolver = zodResolver(
  z.object({
    first_name: doctorProfileFields.first_name,
    last_name: doctorProfileFields.last_name,
    email: z.union([z.literal(''), email(MESSAGES.emailInvalidProfile)]),
  }),
);

/** /doctors-clinic-setting: the doctor's slogan is required; its fees (UPI ID, free follow-ups) are there too. */
const doctorClinic = z.object({
  ...clinicDetailsFields,
  specialization_text: requiredText(MESSAGES.required, 200),
  ...feeSettingsFields,
});
export const doctorClinicResolver = zodResolver(doctorClinic);
export type ClinicFields = z.input<typeof doctorClinic>;

/**
 * /hospital-setting: the hospital has no slogan and no fees (the form keeps their blank values and does not send them).
 */
export const hospitalClinicResolver = zodResolver(
  z.object({ ...clinicDetailsFields, specialization_text: optionalText(200), ...feeSettingsFields }),
);

/** /doctors-hospital-timing, in the call's own field names so the contract's rules apply as they are. */
export const timingsResolver = zodResolver(timingsRequest);
export type TimingFields = z.input<typeof timingsRequest>;
