// The patient's profile form checks with the contract's own field group (the server's rules and
// messages, docs/wire-api.md "Validation messages"); the sign-in number is not one of its fields (it changes with a
// code).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { patientProfileFields } from '../../../shared/contract/patient-account';

export const profileResolver = zodResolver(z.object(patientProfileFields).omit({ phone_number: true }));
