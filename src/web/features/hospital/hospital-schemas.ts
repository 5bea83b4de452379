// The hospital's profile form (/hospital-edit-profile), checked with the contract's field schemas so the
// messages are the kept ones (docs/wire-api.md "Validation messages").
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { hospitalProfileFields } from '../../../shared/contract/hospital';

/** The sign-in number is not one of the form's fields: it changes with a code (the accounts' sign-in-number.tsx). */
export const hospitalProfileResolver = zodResolver(z.object(hospitalProfileFields).omit({ phone_number: true }));
