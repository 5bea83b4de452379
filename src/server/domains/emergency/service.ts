// Emergency (trauma or non-trauma) and ambulance requests. They reach the call centre's desk (/operator) at
// once and, when the patient chose a hospital, that hospital's list; the call centre calls the patient back
// and moves the request on (Pending -> Called -> Dispatched -> Closed, or Cancelled), and every change
// reaches the patient (push and their open screens) and the hospital at once. A patient sees only their own
// requests, a hospital those naming it, an operator all of them.
import type { Kysely } from 'kysely';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { EmergencyRequest } from '../../../shared/contract/emergency';
import type { Database } from '../../db/schema';
import { EMERGENCY_NEXT_STATUSES } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Audience } from '../../platform/live-events';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import type { GovernmentService } from '../government/service';
import { requireOwnEmergencyRequests, requireOwnHospitalRequests } from './policy';
import { EmergencyRepository, RECEIVING_LISTINGS, type EmergencyRow, type NewEmergencyRequest } from './repository';

function view(row: EmergencyRow): EmergencyRequest {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    patient_id: row.patient_id,
    name: row.name,
    phone_number: row.phone_number,
    address: row.address,
    city: row.city,
    age: row.age,
    hospital_id: row.hospital_id,
    hospital_name: row.hospital_name,
    note: row.note,
    status: row.status,
    status_note: row.status_note,
    status_changed_at: row.status_changed_at,
    created_at: row.created_at,
  };
}

/** Who hears of a request at once: every operator, its patient, and the hospital it names. */
function audienceOf(row: EmergencyRow): Audience {
  return {
    userIds: row.hospital_id === null ? [row.patient_id] : [row.patient_id, row.hospital_id],
    roles: ['Operator'],
  };
}

export class EmergencyService {
  private readonly repo: EmergencyRepository;

  constructor(
    private readonly platform: Platform,
    private readonly government: GovernmentService,
  ) {
    this.repo = new EmergencyRepository(platform.db);
  }

  /** The hospitals of the city an emergency may name: any that can receive it, government or registered. */
  getEmergencyHospitals(user: AuthUser, patientId: number, city: string | undefined) {
    return this.government.getGovernmentHospitals(user, patientId, city, RECEIVING_LISTINGS);
  }

  async addEmergencyBooking(
    user: AuthUser,
    input: ParsedRequestOf<'add-emergency-booking'>,
  ): Promise<EmergencyRequest> {
    const patientId = requireOwnEmergencyRequests(user, input.patient_id);
    const hospital = input.hospital_id === undefined ? undefined : await this.repo.receivingHospital(input.hospital_id);
    if (input.hospital_id !== undefined && !hospital) throw new NotFoundError();
    await this.platform.writeCaps.take('emergency', patientId);
    return this.store(user, {
      kind: 'Emergency',
      type: input.type,
      patient_id: patientId,
      name: input.name,
      phone_number: input.phone_number,
      address: input.address,
      city: input.city || hospital?.city || '',
      age: input.age ?? null,
      hospital_id: hospital?.id ?? null,
      note: input.note ?? '',
      status: 'Pending',
      status_note: '',
      status_changed_at: null,
      created_at: this.platform.now().toISOString(),
    });
  }

  async addAmbulanceRequest(
    user: AuthUser,
    input: ParsedRequestOf<'add-ambulance-request'>,
  ): Promise<EmergencyRequest> {
    const patientId = requireOwnEmergencyRequests(user, input.patient_id);
    const patient = await this.repo.patientName(patientId);
    await this.platform.writeCaps.take('emergency', patientId);
    return this.store(user, {
      kind: 'Ambulance',
      type: null,
      patient_id: patientId,
      name: patient?.full_name ?? '',
      phone_number: input.phone_number,
      address: input.pickup_address,
      city: input.city || patient?.city || '',
      age: input.age ?? null,
      hospital_id: null,
      note: input.note ?? '',
      status: 'Pending',
      status_note: '',
      status_changed_at: null,
      created_at: this.platform.now().toISOString(),
    });
  }

  private async store(user: AuthUser, request: NewEmergencyRequest): Promise<EmergencyRequest> {
    const id = await this.repo.insert(request);
    await this.platform.audit.record({
      user,
      action: `add-${request.kind.toLowerCase()}-request`,
      recordType: 'emergency-request',
      recordId: id,
      outcome: 'ok',
    });
    // The operator watches the log too: an emergency must not wait for someone to run the list.
    this.platform.log.warn({ emergencyRequestId: id, kind: request.kind, city: request.city }, 'new emergency request');
    const row = await this.repo.find(id);
    if (!row) throw new NotFoundError();
    this.platform.liveEvents.publish(
      { type: 'emergency.created', request_id: row.id, status: row.status },
      audienceOf(row),
    );
    return view(row);
  }

  /**
   * The call centre's list: every request for an operator, those naming it for a hospital. Reading it is
   * audited (the list holds names, numbers and addresses).
   */
  async getEmergencyRequests(user: AuthUser): Promise<EmergencyRequest[]> {
    if (user.role === 'Hospital') return this.getHospitalEmergencyRequests(user, user.id);
    const rows = await this.repo.all(undefined);
    await this.platform.audit.record({
      user,
      action: 'read-emergency-requests',
      recordType: 'emergency-desk',
      recordId: user.id,
      outcome: 'ok',
    });
    return rows.map(view);
  }

  /**
   * An operator moves a request on, with an optional note: only the moves EMERGENCY_NEXT_STATUSES allows
   * from where it stands (409 otherwise, also when another operator moved it first). Audited; the patient
   * is told by push, and the patient, the hospital and every operator see it at once.
   */
  async updateEmergencyStatus(
    user: AuthUser,
    input: ParsedRequestOf<'update-emergency-status'>,
  ): Promise<EmergencyRequest> {
    const row = await this.repo.find(input.id);
    if (!row) throw new NotFoundError();
    const note = input.note?.trim() ?? '';
    const allowed = EMERGENCY_NEXT_STATUSES[row.status].includes(input.status);
    const moved =
      allowed &&
      (await this.repo.moveStatus(row.id, row.status, input.status, note, this.platform.now().toISOString()));
    await this.platform.audit.record({
      user,
      action: `emergency-status:${row.status}->${input.status}`,
      recordType: 'emergency-request',
      recordId: row.id,
      outcome: moved ? 'ok' : 'refused',
    });
    if (!moved) throw new ConflictError(MESSAGES.emergencyStatusRefused);
    const now = await this.repo.find(row.id);
    if (!now) throw new NotFoundError();
    this.platform.liveEvents.publish(
      { type: 'emergency.updated', request_id: now.id, status: now.status },
      audienceOf(now),
    );
    void this.platform.push.notify([now.patient_id], 'emergencyStatus', {
      request: now.kind,
      status: now.status,
      note,
    });
    return view(now);
  }

  async getPatientEmergencyRequests(user: AuthUser, patientId: number): Promise<EmergencyRequest[]> {
    return (await this.repo.ofPatient(requireOwnEmergencyRequests(user, patientId))).map(view);
  }

  /** The emergencies that chose the signed-in hospital. */
  async getHospitalEmergencyRequests(user: AuthUser, hospitalId: number): Promise<EmergencyRequest[]> {
    const own = requireOwnHospitalRequests(user, hospitalId);
    const rows = await this.repo.ofHospital(own);
    await this.platform.audit.record({
      user,
      action: 'read-emergency-requests',
      recordType: 'hospital',
      recordId: own,
      outcome: 'ok',
    });
    return rows.map(view);
  }
}

/** Every emergency and ambulance request, newest first: the operator's list (`npm run admin -- list-emergencies`). */
export async function listEmergencyRequests(db: Kysely<Database>, since?: string): Promise<EmergencyRequest[]> {
  return (await new EmergencyRepository(db).all(since)).map(view);
}
