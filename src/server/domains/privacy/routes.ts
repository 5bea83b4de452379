// Thin handlers of the patient's data-rights calls and the desk's side of them.
import { ERASURE_WAIT_HOURS } from '../../../shared/contract/privacy';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { AccountErasure } from './erasure';

export function privacyRoutes(platform: Platform, erasure: AccountErasure): CallHandlers {
  return {
    // consents
    // my data and the record access log
    // corrections
    // erasure
    'request-erasure': async (input, ctx) => ({
      result: await erasure.requestErasure(userOf(ctx), input, ctx.request.ip),
      message: fillMessage(MESSAGES.erasureRequested, { hours: ERASURE_WAIT_HOURS }),
    }),
    'cancel-erasure': async (input, ctx) => ({ result: await erasure.cancelErasure(userOf(ctx), input.patient_id), message: MESSAGES.erasureCancelled }),
    'get-erasure': async (input, ctx) => ({ result: await erasure.getErasure(userOf(ctx), input.patient_id) }),
    // grievances and breach notices
  };
}
