// Thin handlers of the patient's data-rights calls and the desk's side of them.
import { fillMessage, MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { BreachNoticesService } from './breach-notices';
import { GrievancesService } from './grievances';
import { NoticesService } from './notices';

export function privacyRoutes(platform: Platform): CallHandlers {
  const grievances = new GrievancesService(platform);
  const notices = new NoticesService(platform);
  const breachNotices = new BreachNoticesService(platform, notices);
  return {
    // consents
    // my data and the record access log
    // corrections
    // erasure
    // grievances and breach notices
    'submit-grievance': async (input, ctx) => ({ result: await grievances.submitGrievance(userOf(ctx), input), message: MESSAGES.grievanceSubmitted }),
    'get-my-grievances': async (input, ctx) => ({ result: await grievances.getMyGrievances(userOf(ctx), input.patient_id) }),
    'get-grievances': async (_input, ctx) => ({ result: await grievances.getGrievances(userOf(ctx)) }),
    'resolve-grievance': async (input, ctx) => ({ result: await grievances.resolveGrievance(userOf(ctx), input), message: MESSAGES.grievanceResolved }),
    'get-my-notices': async (input, ctx) => ({ result: await notices.getMyNotices(userOf(ctx), input.patient_id) }),
    'dismiss-notice': async (input, ctx) => ({ result: await notices.dismissNotice(userOf(ctx), input.patient_id, input.id) }),
    'send-breach-notice': async (input, ctx) => {
      const sent = await breachNotices.sendBreachNotice(userOf(ctx), input);
      return { result: sent, message: fillMessage(MESSAGES.breachNoticeSent, { count: sent.patients }) };
    },
    'get-breach-notices': async () => ({ result: await breachNotices.getBreachNotices() }),
    'get-breach-notice-report': async (input, ctx) => ({ result: await breachNotices.getBreachNoticeReport(userOf(ctx), input.id) }),
  };
}
