// The patient's own account page: their profile and the counts of their bookings ("agent analytics").
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { age, id, nameText, optionalEmail, phoneNumber, requiredText, wireDate } from './fields';
import { sessionUser } from './users';

/** A blank filter (the patient page sends two) means no limit on that side. */
const optionalDate = () => z.preprocess((v) => (v === null || v === undefined || (typeof v === 'string' && !v.trim()) ? undefined : v), wireDate().optional());

export const getAgentAnalytics = defineCall({
  name: 'get-agent-analytics',
  access: ['Patient'],
  request: z.object({
    /** The signed-in patient's id (blank means the caller). */
    agent_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
    from: optionalDate(),
    to: optionalDate(),
  }),
  result: z.object({
    data: z.object({ total: z.number(), total_booking: z.number(), pending: z.number(), cancelled: z.number(), accepted: z.number() }),
  }),
});

/** /patient-edit-profile: the e-mail may be left blank (registration never asks for one); the rest are required. */
export const patientProfileFields = {
  full_name: nameText(MESSAGES.required, 200),
  phone_number: phoneNumber(MESSAGES.required, MESSAGES.phoneInvalid, MESSAGES.phoneNotNumeric),
  email: optionalEmail(MESSAGES.emailInvalidProfile),
  age: age(),
  address: requiredText(),
};

export const editPatientProfile = defineCall({
  name: 'edit-patient-profile',
  access: ['Patient'],
  request: z.object({ patient_id: id(), ...patientProfileFields }),
  result: sessionUser,
});
