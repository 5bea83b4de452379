// The privacy screens' forms, checked with the contract's own rules and messages (the server's): accepting the
// notice with the alert channels, a correction and the desk's decision on it, the erasure's password, a
// grievance and the desk's answer, and the breach notice (its audience typed as a choice and, for a list, its
// ids as text).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { requiredText } from '../../../shared/contract/fields';
import {
  breachNoticeFields,
  checkDecisionReason,
  correctionDecisionFields,
  correctionFormFields,
  grievanceFields,
  grievanceReplyFields,
  proposedValueOf,
  requestErasureForm,
} from '../../../shared/contract/privacy';
import { MESSAGES } from '../../../shared/messages';

/** /accept-privacy-notice: the alert channels kept with the acceptance. */
export const acceptNoticeResolver = zodResolver(z.object({ push: z.boolean(), sms: z.boolean() }));

/** /my-corrections: the record (a choice of the form: 'booking:12', 'lab-booking:5'), the field, the value, a note. */
export const correctionResolver = zodResolver(
  z
    .object({ record: requiredText(), ...correctionFormFields })
    .transform((value, ctx) => ({ ...value, proposed_value: proposedValueOf(value.field, value.proposed_value, ctx) })),
);

/** The desk's decision on a request. */
export const decisionResolver = zodResolver(z.object(correctionDecisionFields).superRefine(checkDecisionReason));

/** /delete-account's password. */
export const requestErasureResolver = zodResolver(requestErasureForm);

export const grievanceResolver = zodResolver(z.object(grievanceFields));

export const grievanceReplyResolver = zodResolver(z.object(grievanceReplyFields));

/** The ids of a listed notice as the desk types them: numbers between commas or spaces. */
export function patientIdsOf(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.length || !parts.every((part) => /^\d{1,10}$/.test(part))) return null;
  return parts.map(Number);
}

export const breachNoticeResolver = zodResolver(
  z
    .object({ audience: z.enum(['all', 'list']), ids: z.string(), ...breachNoticeFields })
    .refine((form) => form.audience === 'all' || patientIdsOf(form.ids) !== null, {
      path: ['ids'],
      message: MESSAGES.breachAudienceInvalid,
    }),
);
