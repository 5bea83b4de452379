// The patient account's forms, checked with the contract's own field groups (the server's rules and messages,
// docs/wire-api.md "Validation messages"): the profile (the sign-in number is not one of its fields: it changes
// with a code), a family member (a name as every booking's person is named, an age, a choice of sex and
// relation), and the alert settings.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LANGUAGES } from '../../../shared/constants';
import {
  familyMemberFields,
  patientProfileFields,
  updateAlertPreferences,
} from '../../../shared/contract/patient-account';

export const profileResolver = zodResolver(z.object(patientProfileFields).omit({ phone_number: true }));

export const familyMemberResolver = zodResolver(z.object(familyMemberFields));

export const alertSettingsResolver = zodResolver(
  z.object({
    push: z.boolean(),
    sms: z.boolean(),
    turn_near_at: updateAlertPreferences.request.shape.turn_near_at,
    language: z.enum(LANGUAGES),
  }),
);
