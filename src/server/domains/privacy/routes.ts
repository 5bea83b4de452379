// Thin handlers of the patient's data-rights calls and the desk's side of them.
import { ERASURE_WAIT_HOURS } from '../../../shared/contract/privacy';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { BreachNoticesService } from './breach-notices';
import { CONSENT_CHANGE_MESSAGES, ConsentsService } from './consents';
import { CorrectionsService, type CorrectedAreas } from './corrections';
import type { AccountErasure } from './erasure';
import { GrievancesService } from './grievances';
import { MyDataService } from './my-data';
import { NoticesService } from './notices';
import { RecordAccessLogService } from './record-access-log';

/** The other areas the data-rights calls read or change records of. */
export type PrivacyAreas = CorrectedAreas;

export function privacyRoutes(platform: Platform, areas: PrivacyAreas, erasure: AccountErasure): CallHandlers {
  const consents = new ConsentsService(platform);
  const myData = new MyDataService(platform);
  const accessLog = new RecordAccessLogService(platform);
  const corrections = new CorrectionsService(platform, areas);
  const grievances = new GrievancesService(platform);
  const notices = new NoticesService(platform);
  const breachNotices = new BreachNoticesService(platform, notices);
  return {
    // consents
    'get-privacy-notice': async (input) => ({ result: await consents.getPrivacyNotice(input.lang ?? 'en') }),
    'get-consents': async (input, ctx) => ({ result: await consents.getConsents(userOf(ctx), input.patient_id) }),
    'accept-privacy-notice': async (input, ctx) => ({
      result: await consents.acceptPrivacyNotice(userOf(ctx), input),
      message: MESSAGES.privacyNoticeAccepted,
    }),
    'withdraw-consent': async (input, ctx) => ({
      result: await consents.withdrawConsent(userOf(ctx), input),
      message: CONSENT_CHANGE_MESSAGES.withdraw[input.purpose],
    }),
    'give-consent': async (input, ctx) => ({
      result: await consents.giveConsent(userOf(ctx), input),
      message: CONSENT_CHANGE_MESSAGES.give[input.purpose],
    }),
    // my data and the record access log
    'export-my-data': async (input, ctx) => ({ result: await myData.exportMyData(userOf(ctx), input, ctx.request) }),
    'get-record-access-log': async (input, ctx) => ({ result: await accessLog.getRecordAccessLog(userOf(ctx), input) }),
    // corrections
    'request-correction': async (input, ctx) => ({
      result: await corrections.requestCorrection(userOf(ctx), input),
      message: MESSAGES.correctionRequested,
    }),
    'get-correction-records': async (input, ctx) => ({
      result: await corrections.getCorrectionRecords(userOf(ctx), input.patient_id),
    }),
    'get-my-correction-requests': async (input, ctx) => ({
      result: await corrections.getMyCorrectionRequests(userOf(ctx), input.patient_id),
    }),
    'get-correction-requests': async (_input, ctx) => ({
      result: await corrections.getCorrectionRequests(userOf(ctx)),
    }),
    'decide-correction-request': async (input, ctx) => ({
      result: await corrections.decideCorrectionRequest(userOf(ctx), input),
      message: input.decision === 'Approved' ? MESSAGES.correctionApproved : MESSAGES.correctionDeclined,
    }),
    // erasure
    'request-erasure': async (input, ctx) => ({
      result: await erasure.requestErasure(userOf(ctx), input, ctx.request.ip),
      message: fillMessage(MESSAGES.erasureRequested, { hours: ERASURE_WAIT_HOURS }),
    }),
    'cancel-erasure': async (input, ctx) => ({
      result: await erasure.cancelErasure(userOf(ctx), input.patient_id),
      message: MESSAGES.erasureCancelled,
    }),
    'get-erasure': async (input, ctx) => ({ result: await erasure.getErasure(userOf(ctx), input.patient_id) }),
    // grievances and breach notices
    'submit-grievance': async (input, ctx) => ({
      result: await grievances.submitGrievance(userOf(ctx), input),
      message: MESSAGES.grievanceSubmitted,
    }),
    'get-my-grievances': async (input, ctx) => ({
      result: await grievances.getMyGrievances(userOf(ctx), input.patient_id),
    }),
    'get-grievances': async (_input, ctx) => ({ result: await grievances.getGrievances(userOf(ctx)) }),
    'resolve-grievance': async (input, ctx) => {
      const resolved = await grievances.resolveGrievance(userOf(ctx), input);
      return {
        result: resolved,
        message: resolved.account_erased ? MESSAGES.grievanceClosedAccountErased : MESSAGES.grievanceResolved,
      };
    },
    'get-my-notices': async (input, ctx) => ({ result: await notices.getMyNotices(userOf(ctx), input.patient_id) }),
    'dismiss-notice': async (input, ctx) => ({
      result: await notices.dismissNotice(userOf(ctx), input.patient_id, input.id),
    }),
    'send-breach-notice': async (input, ctx) => {
      const sent = await breachNotices.sendBreachNotice(userOf(ctx), input);
      return { result: sent, message: fillMessage(MESSAGES.breachNoticeSent, { count: sent.patients }) };
    },
    'get-breach-notices': async () => ({ result: await breachNotices.getBreachNotices() }),
    'get-breach-notice-report': async (input, ctx) => ({
      result: await breachNotices.getBreachNoticeReport(userOf(ctx), input.id),
    }),
  };
}
