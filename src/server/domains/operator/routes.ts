// Thin handlers of the call centre's desk calls that belong to no other area: the app's version and
// maintenance switch, and the audit log of a record. (The emergency and delivery desks are in their areas.)
import { DESK_RECORD_TYPES } from '../../../shared/contract/operator';
import { MESSAGES } from '../../../shared/messages';
import { ForbiddenError } from '../../platform/errors';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { writeAppVersion } from '../../platform/settings';
import type { ReferenceService } from '../reference/service';

/** Entries one audit-log answer shows at most. */
const AUDIT_ENTRIES_SHOWN = 200;

export function operatorRoutes(platform: Platform, reference: ReferenceService): CallHandlers {
  return {
    'set-app-version': async (input, ctx) => {
      const user = userOf(ctx);
      await writeAppVersion(platform.db, { version: input.version, process: input.app_process });
      await platform.audit.record({ user, action: `set-app-version:${input.version} ${input.app_process}`, recordType: 'app-version', recordId: null, outcome: 'ok' });
      return { result: await reference.version(), message: MESSAGES.appVersionSet };
    },
    'get-audit-log': async (input, ctx) => {
      if (!(DESK_RECORD_TYPES as readonly string[]).includes(input.record_type)) {
        await platform.audit.record({ user: userOf(ctx), action: 'read-audit-log', recordType: `audit-log:${input.record_type}`, recordId: input.record_id, outcome: 'refused' });
        throw new ForbiddenError();
      }
      const entries = await platform.audit.entriesOf(input.record_type, input.record_id, AUDIT_ENTRIES_SHOWN);
      // Reading who touched a record is itself audited (apart, so the record's own history stays its own).
      await platform.audit.record({ user: userOf(ctx), action: 'read-audit-log', recordType: `audit-log:${input.record_type}`, recordId: input.record_id, outcome: 'ok' });
      return { result: entries };
    },
  };
}
