// Corrections (decision 0092): a patient asks the call centre to correct a detail of one of their bookings
// or lab bookings that they cannot change themself (the person's name, age, address or phone as the booking
// keeps it); the desk approves or declines it, with a reason to decline. The decision, the corrected
// record, their audit entries and the patient's text are written in one transaction: a request is decided
// once, and of two operators deciding it at once one wins and the other is told it was answered.
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import {
  CORRECTION_RECORDS_SHOWN,
  DECIDED_CORRECTIONS_SHOWN,
  type CorrectionField,
  type CorrectionRecord,
  type CorrectionRecordType,
  type DeskCorrectionRequest,
  type MyCorrectionRequest,
} from '../../../shared/contract/privacy';
import { MESSAGES } from '../../../shared/messages';
import { violatesUniqueIndex } from '../../db/unique-violation';
import type { AuditEntry } from '../../platform/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { mayRequestCorrection, requireOwnPatient } from './policy';
import type { PatientAlert } from '../../platform/patient-alerts';
import type { Platform } from '../../platform/platform';
import type { InBothLanguages } from '../../platform/push-messages';
import type { AuthUser } from '../../platform/sessions';
import { PERSON_TOKEN_INDEX } from '../appointments/scheduling';
import type { AppointmentServices } from '../appointments/services';
import type { LabsService } from '../labs/service';
import {
  CorrectionsRepository,
  refKey,
  type CorrectableRecord,
  type RecordRef,
  type RequestRow,
} from './corrections-repository';

/** The index that lets one request per record and field wait (migration 0024). */
const WAITING_INDEX = 'correction_requests_waiting';

/** How the patient's text and push name a field and a record, in each language. */
const FIELD_WORDS: Record<CorrectionField, InBothLanguages> = {
  name: { en: 'name', hi: 'नाम' },
  age: { en: 'age', hi: 'उम्र' },
  address: { en: 'address', hi: 'पता' },
  phone_number: { en: 'phone number', hi: 'फ़ोन नंबर' },
};
const RECORD_WORDS: Record<CorrectionRecordType, InBothLanguages> = {
  booking: { en: 'booking', hi: 'बुकिंग' },
  'lab-booking': { en: 'lab booking', hi: 'लैब बुकिंग' },
};

/** The areas whose records a correction changes, to tell their open screens. */
export interface CorrectedAreas {
  appointments: AppointmentServices;
  labs: LabsService;
}

const refOf = (row: { record_type: CorrectionRecordType; record_id: number }): RecordRef => ({
  type: row.record_type,
  id: row.record_id,
});

/** A request's fields both views share; the value before it is the record's now while it waits. */
function requestFields(row: RequestRow, record: CorrectableRecord) {
  return {
    id: row.id,
    record_type: row.record_type,
    record_id: row.record_id,
    record_date: record.record_date,
    field: row.field,
    old_value: row.old_value ?? record.values[row.field],
    proposed_value: row.proposed_value,
    note: row.note,
    status: row.status,
    reason: row.reason,
    requested_at: row.requested_at,
    decided_at: row.decided_at,
  };
}

const patientView = (row: RequestRow, record: CorrectableRecord): MyCorrectionRequest => ({
  ...requestFields(row, record),
  record_with: record.record_with,
});

const deskView = (row: RequestRow, record: CorrectableRecord): DeskCorrectionRequest => ({
  ...requestFields(row, record),
  patient_id: row.patient_id,
  patient_name: row.patient_name,
  patient_phone: row.patient_phone,
  decided_by_name: row.decided_by_name ?? '',
});

/** The patient hears the decision by the channels they chose, in their language. */
function decisionAlertOf(row: RequestRow, record: CorrectableRecord, approved: boolean): PatientAlert {
  const vars = { field: FIELD_WORDS[row.field], record: RECORD_WORDS[row.record_type], date: record.record_date };
  const kind = approved ? 'correctionApproved' : 'correctionDeclined';
  return { patientId: row.patient_id, push: { kind, vars: { ...vars, reason: row.reason } }, sms: { kind, vars } };
}

export class CorrectionsService {
  private readonly repo: CorrectionsRepository;

  constructor(
    private readonly platform: Platform,
    private readonly areas: CorrectedAreas,
  ) {
    this.repo = new CorrectionsRepository(platform.db);
  }

  /**
   * A patient's request on one field of one of their bookings or lab bookings: the value checked by the
   * field's rule (the contract), different from the record's, and no other request on that field waiting.
   * Without a record the field is their profile's, which they change themself.
   */
  async requestCorrection(user: AuthUser, input: ParsedRequestOf<'request-correction'>): Promise<MyCorrectionRequest> {
    const patientId = requireOwnPatient(user, input.patient_id);
    const ref: RecordRef | null =
      input.booking_id !== undefined
        ? { type: 'booking', id: input.booking_id }
        : input.lab_booking_id !== undefined
          ? { type: 'lab-booking', id: input.lab_booking_id }
          : null;
    if (!ref) throw new ValidationError({ field: MESSAGES.correctionEditYourself });
    const action = `request-correction:${input.field}`;
    const record = await this.repo.find(ref);
    if (!mayRequestCorrection(patientId, record)) {
      await this.platform.audit.record({ user, action, recordType: ref.type, recordId: ref.id, outcome: 'refused' });
      throw new NotFoundError();
    }
    if (record.values[input.field] === input.proposed_value)
      throw new ValidationError({ proposed_value: MESSAGES.correctionSameValue });
    const alreadyWaiting = () => new ConflictError(MESSAGES.correctionAlreadyWaiting);
    const id = await this.repo
      .transaction(async (trx) => {
        // SQLite runs one transaction at a time, so this finds a request sent just before; on PostgreSQL two
        // sent at once both pass it and the index refuses the second.
        if (await this.repo.isWaiting(trx, ref, input.field)) throw alreadyWaiting();
        const inserted = await this.repo.insert(trx, {
          patient_id: patientId,
          record_type: ref.type,
          record_id: ref.id,
          field: input.field,
          proposed_value: input.proposed_value,
          note: input.note,
          status: 'Waiting',
          reason: '',
          old_value: null,
          requested_at: this.platform.now().toISOString(),
          decided_by: null,
          decided_at: null,
        });
        await this.platform.audit.record({ user, action, recordType: ref.type, recordId: ref.id, outcome: 'ok' }, trx);
        return inserted;
      })
      .catch((error: unknown) => {
        throw violatesUniqueIndex(error, WAITING_INDEX) ? alreadyWaiting() : error;
      });
    return patientView(await this.requestRow(id), record);
  }

  /** The patient's bookings and lab bookings the form offers, with their values now. */
  async getCorrectionRecords(user: AuthUser, patientId: number): Promise<CorrectionRecord[]> {
    const own = requireOwnPatient(user, patientId);
    const records = await this.repo.ofPatient(own, CORRECTION_RECORDS_SHOWN);
    await this.platform.audit.record({
      user,
      action: 'read-correction-records',
      recordType: 'patient',
      recordId: own,
      outcome: 'ok',
    });
    return records.map(({ patient_id: _patient, ...record }) => record);
  }

  /** The patient's requests with their outcome, newest first. */
  async getMyCorrectionRequests(user: AuthUser, patientId: number): Promise<MyCorrectionRequest[]> {
    const own = requireOwnPatient(user, patientId);
    const rows = await this.repo.ofPatientRequests(own);
    const records = await this.repo.findAll(rows.map(refOf));
    await this.platform.audit.record({
      user,
      action: 'read-correction-requests',
      recordType: 'patient',
      recordId: own,
      outcome: 'ok',
    });
    return rows.flatMap((row) => {
      const record = records.get(refKey(refOf(row)));
      return record ? [patientView(row, record)] : [];
    });
  }

  /**
   * The desk's list: every waiting request with the record's value now (each such read audited on the
   * record), then the latest decided ones with the value they had.
   */
  async getCorrectionRequests(user: AuthUser): Promise<DeskCorrectionRequest[]> {
    const rows = await this.repo.deskRequests(DECIDED_CORRECTIONS_SHOWN);
    const records = await this.repo.findAll(rows.map(refOf));
    const reads: AuditEntry[] = rows
      .filter((row) => row.status === 'Waiting')
      .map((row) => ({
        user,
        action: `read-for-correction:${row.field}`,
        recordType: row.record_type,
        recordId: row.record_id,
        outcome: 'ok',
      }));
    await this.platform.audit.recordAll([
      { user, action: 'read-correction-requests', recordType: 'correction-desk', recordId: user.id, outcome: 'ok' },
      ...reads,
    ]);
    return rows.flatMap((row) => {
      const record = records.get(refKey(refOf(row)));
      return record ? [deskView(row, record)] : [];
    });
  }

  /**
   * Decides a waiting request. Approved, the record takes the proposed value; either way the request keeps
   * the value the record had, the decision and the change are audited (by field, never by value), and the
   * patient's text is written, all in one transaction. A request decided already, or meanwhile, is 409; so
   * is a name that the account already holds a token under in the booking's slot (nothing is changed).
   */
  async decideCorrectionRequest(
    user: AuthUser,
    input: ParsedRequestOf<'decide-correction-request'>,
  ): Promise<DeskCorrectionRequest> {
    const row = await this.repo.findRequest(input.id);
    if (!row) throw new NotFoundError();
    const ref = refOf(row);
    const approved = input.decision === 'Approved';
    const decision: AuditEntry = {
      user,
      action: `decide-correction:${input.decision}`,
      recordType: 'correction-request',
      recordId: row.id,
      outcome: 'ok',
    };
    const refuse = async (message: string) => {
      await this.platform.audit.record({ ...decision, outcome: 'refused' });
      return new ConflictError(message);
    };
    if (row.status !== 'Waiting') throw await refuse(MESSAGES.correctionNotWaiting);
    const at = this.platform.now().toISOString();
    let told = () => {};
    const decided = await this.repo
      .transaction(async (trx) => {
        if (!(await this.repo.decide(trx, row.id, { status: input.decision, reason: input.reason, by: user.id, at })))
          return false;
        const record = await this.repo.find(ref, trx);
        // A record no longer kept cannot be corrected, nor its request answered.
        if (!record) throw new ConflictError();
        await this.repo.keepOldValue(trx, row.id, record.values[row.field]);
        const entries = [decision];
        if (approved) {
          await this.repo.correct(trx, ref, row.field, row.proposed_value, at);
          entries.push({ user, action: `correct:${row.field}`, recordType: ref.type, recordId: ref.id, outcome: 'ok' });
        }
        await this.platform.audit.recordAll(entries, trx);
        told = await this.platform.alerts.write(trx, [
          decisionAlertOf({ ...row, reason: input.reason }, record, approved),
        ]);
        return true;
      })
      .catch(async (error: unknown) => {
        throw violatesUniqueIndex(error, PERSON_TOKEN_INDEX) ? await refuse(MESSAGES.correctionNameTaken) : error;
      });
    if (!decided) throw await refuse(MESSAGES.correctionNotWaiting);
    told();
    if (approved) await this.announce(ref);
    const now = await this.requestRow(row.id);
    const record = await this.repo.find(ref);
    if (!record) throw new NotFoundError();
    return deskView(now, record);
  }

  /** Tells the corrected record's open screens (its patient's, its doctor's or lab's). */
  private async announce(ref: RecordRef): Promise<void> {
    if (ref.type === 'booking') await this.areas.appointments.bookings.announce(ref.id);
    else await this.areas.labs.announceChange(ref.id);
  }

  private async requestRow(id: number): Promise<RequestRow> {
    const row = await this.repo.findRequest(id);
    if (!row) throw new NotFoundError();
    return row;
  }
}
