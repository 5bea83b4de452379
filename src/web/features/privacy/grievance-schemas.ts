// The grievance and breach notice forms check with the contract's own field groups (the server's rules and
// messages). The breach notice's audience is typed as a choice and, for a list, its ids as text.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { breachNoticeFields, grievanceFields, grievanceReplyFields } from '../../../shared/contract/privacy';
import { MESSAGES } from '../../../shared/messages';

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
