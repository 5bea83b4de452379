// Thin handlers of the patient's data-rights calls and the desk's side of them.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { CONSENT_CHANGE_MESSAGES, ConsentsService } from './consents';

export function privacyRoutes(platform: Platform): CallHandlers {
  const consents = new ConsentsService(platform);
  return {
    // consents
    'get-privacy-notice': async (input) => ({ result: await consents.getPrivacyNotice(input.lang ?? 'en') }),
    'get-consents': async (input, ctx) => ({ result: await consents.getConsents(userOf(ctx), input.patient_id) }),
    'accept-privacy-notice': async (input, ctx) => ({ result: await consents.acceptPrivacyNotice(userOf(ctx), input), message: MESSAGES.privacyNoticeAccepted }),
    'withdraw-consent': async (input, ctx) => ({ result: await consents.withdrawConsent(userOf(ctx), input), message: CONSENT_CHANGE_MESSAGES.withdraw[input.purpose] }),
    'give-consent': async (input, ctx) => ({ result: await consents.giveConsent(userOf(ctx), input), message: CONSENT_CHANGE_MESSAGES.give[input.purpose] }),
    // my data and the record access log
    // corrections
    // erasure
    // grievances and breach notices
  };
}
