// Thin handlers of the patient's data-rights calls and the desk's side of them.
import type { CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';

export function privacyRoutes(platform: Platform): CallHandlers {
  return {
    // consents
    // my data and the record access log
    // corrections
    // erasure
    // grievances and breach notices
  };
}
