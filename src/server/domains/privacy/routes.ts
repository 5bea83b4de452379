// Thin handlers of the patient's data-rights calls and the desk's side of them.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { CorrectionsService, type CorrectedAreas } from './corrections';

/** The other areas the data-rights calls read or change records of. */
export type PrivacyAreas = CorrectedAreas;

export function privacyRoutes(platform: Platform, areas: PrivacyAreas): CallHandlers {
  const corrections = new CorrectionsService(platform, areas);
  return {
    // consents
    // my data and the record access log
    // corrections
    'request-correction': async (input, ctx) => ({ result: await corrections.requestCorrection(userOf(ctx), input), message: MESSAGES.correctionRequested }),
    'get-correction-records': async (input, ctx) => ({ result: await corrections.getCorrectionRecords(userOf(ctx), input.patient_id) }),
    'get-my-correction-requests': async (input, ctx) => ({ result: await corrections.getMyCorrectionRequests(userOf(ctx), input.patient_id) }),
    'get-correction-requests': async (_input, ctx) => ({ result: await corrections.getCorrectionRequests(userOf(ctx)) }),
    'decide-correction-request': async (input, ctx) => ({
      result: await corrections.decideCorrectionRequest(userOf(ctx), input),
      message: input.decision === 'Approved' ? MESSAGES.correctionApproved : MESSAGES.correctionDeclined,
    }),
    // erasure
    // grievances and breach notices
  };
}
