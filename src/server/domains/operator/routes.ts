// Thin handlers of the call centre's own switches: the app's version and maintenance switch, and the audit
// log of a record. (The desks of emergencies, deliveries, the directory and privacy are in their areas.)
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { ReferenceService } from '../reference/service';
import { OperatorService } from './service';

export function operatorRoutes(platform: Platform, reference: ReferenceService): CallHandlers {
  const operator = new OperatorService(platform, reference);
  return {
    'set-app-version': async (input, ctx) => ({
      result: await operator.setAppVersion(userOf(ctx), input),
      message: MESSAGES.appVersionSet,
    }),
    'get-audit-log': async (input, ctx) => ({ result: await operator.getAuditLog(userOf(ctx), input) }),
  };
}
