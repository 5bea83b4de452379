// The corrections' forms check with the contract's own rules and messages: the proposed value by its
// field's rule, and a reason to decline.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { requiredText } from '../../../shared/contract/fields';
import {
  checkDecisionReason,
  correctionDecisionFields,
  correctionFormFields,
  proposedValueOf,
} from '../../../shared/contract/privacy';

/** /my-corrections: the record (a choice of the form: 'booking:12', 'lab-booking:5'), the field, the value, a note. */
export const correctionResolver = zodResolver(
  z
    .object({ record: requiredText(), ...correctionFormFields })
    .transform((value, ctx) => ({ ...value, proposed_value: proposedValueOf(value.field, value.proposed_value, ctx) })),
);

/** The desk's decision on a request. */
export const decisionResolver = zodResolver(z.object(correctionDecisionFields).superRefine(checkDecisionReason));
