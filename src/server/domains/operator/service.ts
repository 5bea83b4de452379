// The call centre's own switches: the app's version and maintenance switch every open app reads, and the
// audit log of a record the desk works on. Both are audited; the desk may read the history only of its own
// records (DESK_RECORD_TYPES), never of a patient's care.
import type { ParsedRequestOf, ResultOf } from '../../../shared/contract/catalogue';
import { DESK_RECORD_TYPES } from '../../../shared/contract/operator';
import { ForbiddenError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { writeAppVersion } from '../../platform/settings';
import type { ReferenceService } from '../reference/service';

/** Entries one audit-log answer shows at most. */
const AUDIT_ENTRIES_SHOWN = 200;

export class OperatorService {
  constructor(
    private readonly platform: Platform,
    private readonly reference: ReferenceService,
  ) {}

  /** Sets what every app reads at start (`version`) and answers it as they will read it. */
  async setAppVersion(user: AuthUser, input: ParsedRequestOf<'set-app-version'>): Promise<ResultOf<'set-app-version'>> {
    await writeAppVersion(this.platform.db, { version: input.version, process: input.app_process });
    await this.platform.audit.record({
      user,
      action: `set-app-version:${input.version} ${input.app_process}`,
      recordType: 'app-version',
      recordId: null,
      outcome: 'ok',
    });
    return this.reference.version();
  }

  async getAuditLog(user: AuthUser, input: ParsedRequestOf<'get-audit-log'>): Promise<ResultOf<'get-audit-log'>> {
    const recordType = `audit-log:${input.record_type}`;
    if (!(DESK_RECORD_TYPES as readonly string[]).includes(input.record_type)) {
      await this.platform.audit.record({
        user,
        action: 'read-audit-log',
        recordType,
        recordId: input.record_id,
        outcome: 'refused',
      });
      throw new ForbiddenError();
    }
    const entries = await this.platform.audit.entriesOf(input.record_type, input.record_id, AUDIT_ENTRIES_SHOWN);
    // Reading who touched a record is itself audited (apart, so the record's own history stays its own).
    await this.platform.audit.record({
      user,
      action: 'read-audit-log',
      recordType,
      recordId: input.record_id,
      outcome: 'ok',
    });
    return entries;
  }
}
