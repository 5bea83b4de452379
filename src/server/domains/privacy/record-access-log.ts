// Who saw my records (get-record-access-log): the audit log's successful entries that reached one person's
// records (record-access-repository.ts), newest first, a page at a time, each said as the screen says it:
// who (their role and name as the directory has them now, never a phone number; the patient is "You"),
// read or changed, and what (a booking, a prescription, a lab report...). Reading the log is audited apart
// (as the desk's reading of a record's history is), so it does not fill the log it reads.
import { ROLES, type Role } from '../../../shared/constants';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import {
  NUMBERED_RECORDS,
  RECORD_ACCESS_PAGE_SIZE,
  type AccessedRecord,
  type RecordAccess,
} from '../../../shared/contract/privacy';
import { requireOwnPatient } from './policy';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { FamilyMembersService } from '../patient-account/family-members';
import { RecordAccessRepository, type AccessRow, type EntrySource, type LogPlace } from './record-access-repository';

/** The patient's own reads of their lists, by action: each a list of one kind of record. */
const PATIENT_LISTS: Partial<Record<string, AccessedRecord>> = {
  'read-history': 'booking',
  'read-prescriptions': 'prescription',
  'read-lab-reports': 'lab report',
  'read-delivery-history': 'medicine order',
};

/** What an entry's record id numbers, by where it reached; the account itself has no number. */
const NUMBERED_BY: Record<EntrySource, (typeof NUMBERED_RECORDS)[number] | null> = {
  booking: 'booking',
  'external-booking': 'outside booking',
  'lab-booking': 'lab booking',
  'lab-test': 'lab booking',
  'medical-delivery': 'medicine order',
  'emergency-request': 'emergency request',
  user: null,
  patient: null,
};

/** A look that changes nothing: a list or record read, a file opened, a copy downloaded. */
const READS = /^(read|get|download)-/;

/** What an entry reached, by where it reached and what it did. */
export function accessedRecord(source: EntrySource, action: string): AccessedRecord {
  const fileRead = action === 'read-file';
  switch (source) {
    case 'booking':
    case 'external-booking':
      return fileRead || action.includes('priscription') ? 'prescription' : 'booking';
    case 'lab-booking':
      if (fileRead) return 'prescription';
      return action === 'add-test-report' ? 'lab report' : 'lab booking';
    case 'lab-test':
      return 'lab report';
    case 'medical-delivery':
      return fileRead ? 'prescription' : 'medicine order';
    case 'emergency-request':
      return 'emergency request';
    case 'user':
      return 'profile';
    case 'patient':
      return action === 'download-my-data' ? 'copy of data' : (PATIENT_LISTS[action] ?? 'profile');
  }
}

const placeOf = (row: Pick<AccessRow, 'audit_id' | 'record_id'>) => `${row.audit_id}-${row.record_id}`;

function parsePlace(key: string): LogPlace {
  const [auditId, recordId] = key.split('-').map(Number) as [number, number];
  return { auditId, recordId };
}

export class RecordAccessLogService {
  private readonly repo: RecordAccessRepository;
  private readonly family: FamilyMembersService;

  constructor(private readonly platform: Platform) {
    this.repo = new RecordAccessRepository(platform.db);
    this.family = new FamilyMembersService(platform);
  }

  async getRecordAccessLog(
    user: AuthUser,
    input: ParsedRequestOf<'get-record-access-log'>,
  ): Promise<{ entries: RecordAccess[]; next: string | null }> {
    const patientId = requireOwnPatient(user, input.patient_id);
    // Another patient's member is 404; a member since removed is still theirs, and so is their log.
    const memberId =
      input.family_member_id === undefined ? null : Number(await this.family.person(patientId, input.family_member_id));
    const rows = await this.repo.entries(
      { patientId, memberId },
      input.before ? parsePlace(input.before) : null,
      RECORD_ACCESS_PAGE_SIZE + 1,
    );
    await this.platform.audit.record({
      user,
      action: 'read-record-access-log',
      recordType: memberId === null ? 'audit-log:patient' : 'audit-log:family-member',
      recordId: memberId ?? patientId,
      outcome: 'ok',
    });
    const page = rows.slice(0, RECORD_ACCESS_PAGE_SIZE);
    return {
      entries: page.map((row) => this.view(row, patientId)),
      next: rows.length > RECORD_ACCESS_PAGE_SIZE ? placeOf(page.at(-1)!) : null,
    };
  }

  private view(row: AccessRow, patientId: number): RecordAccess {
    const numbered = NUMBERED_BY[row.source];
    return {
      key: placeOf(row),
      at: row.at,
      actor_role: (ROLES as readonly string[]).includes(row.role ?? '') ? (row.role as Role) : null,
      actor_name: row.full_name ?? '',
      by_you: row.user_id === patientId,
      action: READS.test(row.action) ? 'read' : 'changed',
      record: accessedRecord(row.source, row.action),
      record_id: numbered ? row.record_id : null,
      record_id_kind: numbered,
      in_list: row.in_list === 1 || (row.source === 'patient' && PATIENT_LISTS[row.action] !== undefined),
    };
  }
}
