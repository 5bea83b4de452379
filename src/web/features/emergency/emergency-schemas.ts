// The emergency and ambulance forms check with the contract's own field groups (the server's rules and
// messages, docs/wire-api.md "Validation messages").
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ambulanceFields, emergencyFields, updateEmergencyStatus } from '../../../shared/contract/emergency';
import type { SessionUser } from '../../../shared/contract/users';

/** The age field's first value: the patient's own age from the profile, or blank (the age is optional). */
export const ageText = (user: SessionUser) => (user.age === null ? '' : String(user.age));

// The type comes from the card the form sits on; the hospital is optional ('' for any hospital).
const { type: _type, ...emergencyFormFields } = emergencyFields;
export const emergencyResolver = zodResolver(z.object({ ...emergencyFormFields, hospital_id: z.string().optional() }));

export const ambulanceResolver = zodResolver(z.object(ambulanceFields));

// The call centre's note with a change of status, checked as the call checks it (the status is the button's).
export const statusNoteResolver = zodResolver(updateEmergencyStatus.request.pick({ note: true }));
