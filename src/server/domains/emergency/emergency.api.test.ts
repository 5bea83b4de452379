import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';
import { listEmergencyRequests } from './service';

let t: TestApp;
let patient: TestClient;
let other: TestClient;
let hospital: TestClient;
let patientId: number;
let otherId: number;
let cityCareId: number;
let govHospitalId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  patient = await t.demoClient('patient');
  hospital = await t.demoClient('hospital');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
  cityCareId = (await hospital.call('get-current-user', {})).body.result.id;
  otherId = await createAccount(
    t.platform.db,
    { role: 'Patient', phoneNumber: '9344444444', passwordHash: 'x', fullName: 'Other Patient' },
    new Date(),
  );
  other = await t.clientFor(otherId);
  govHospitalId = (
    await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('full_name', '=', 'District Hospital Deoria')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

const emergency = (extra: Record<string, unknown> = {}) => ({
  patient_id: patientId,
  type: 'Trauma',
  name: 'Ramesh Kumar',
  phone_number: '9000000001',
  address: 'NH 27, near Kasia turn, Deoria',
  city: 'Deoria',
  ...extra,
});

describe('add-emergency-booking', () => {
  it('records a trauma request for a chosen registered hospital, which then sees it', async () => {
    const answer = await patient.call(
      'add-emergency-booking',
      emergency({ hospital_id: cityCareId, note: 'Road accident, leg injury' }),
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe(MESSAGES.emergencyReceived);
    expect(answer.body.result).toMatchObject({
      kind: 'Emergency',
      type: 'Trauma',
      patient_id: patientId,
      hospital_id: cityCareId,
      hospital_name: 'City Care Hospital',
      note: 'Road accident, leg injury',
      status: 'Pending',
    });
    const seen = await hospital.call('get-hospital-emergency-requests', { hospital_id: cityCareId });
    expect(seen.status, seen.raw).toBe(200);
    expect(seen.body.result.map((r: { id: number }) => r.id)).toEqual([answer.body.result.id]);
  });

  it('takes a non-trauma request without a hospital, or for a government hospital', async () => {
    const none = await patient.call('add-emergency-booking', emergency({ type: 'Non-Trauma', hospital_id: '' }));
    expect(none.body.result).toMatchObject({ type: 'Non-Trauma', hospital_id: null, note: '' });
    const gov = await patient.call(
      'add-emergency-booking',
      emergency({ type: 'Non-Trauma', hospital_id: govHospitalId }),
    );
    expect(gov.body.result).toMatchObject({ hospital_id: govHospitalId, hospital_name: 'District Hospital Deoria' });
  });

  it('checks the fields, the hospital and the owner', async () => {
    const empty = await patient.call('add-emergency-booking', { patient_id: patientId });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      type: MESSAGES.invalidValue,
      name: MESSAGES.required,
      phone_number: MESSAGES.required,
      address: MESSAGES.required,
    });
    expect(
      (await patient.call('add-emergency-booking', emergency({ type: 'Minor', phone_number: '12345' }))).body.errors,
    ).toMatchObject({
      type: MESSAGES.invalidValue,
      phone_number: MESSAGES.phoneInvalid,
    });
    // A doctor is not a hospital.
    const doctor = await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', '9000000101')
      .executeTakeFirstOrThrow();
    expect((await patient.call('add-emergency-booking', emergency({ hospital_id: doctor.id }))).status).toBe(404);
    expect((await other.call('add-emergency-booking', emergency())).status).toBe(404);
  });
});

describe('add-ambulance-request', () => {
  it("records the pickup place under the patient's name", async () => {
    const answer = await patient.call('add-ambulance-request', {
      patient_id: patientId,
      pickup_address: 'Civil Lines, House 4',
      phone_number: '9000000001',
      city: 'Deoria',
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toMatchObject({
      kind: 'Ambulance',
      type: null,
      name: 'Ramesh Kumar',
      address: 'Civil Lines, House 4',
      hospital_id: null,
    });
    const empty = await patient.call('add-ambulance-request', {
      patient_id: patientId,
      pickup_address: ' ',
      phone_number: 'abc',
    });
    expect(empty.body.errors).toMatchObject({ pickup_address: MESSAGES.required, phone_number: MESSAGES.phoneInvalid });
    expect(
      (
        await other.call('add-ambulance-request', {
          patient_id: patientId,
          pickup_address: 'X',
          phone_number: '9000000001',
        })
      ).status,
    ).toBe(404);
  });
});

describe('the listings', () => {
  it('a patient sees only their own emergency and ambulance requests, newest first', async () => {
    const own = await patient.call('get-patient-emergency-requests', { patient_id: patientId });
    expect(own.body.result.map((r: { kind: string }) => r.kind)).toEqual([
      'Ambulance',
      'Emergency',
      'Emergency',
      'Emergency',
    ]);
    expect((await other.call('get-patient-emergency-requests', { patient_id: otherId })).body.result).toEqual([]);
    expect((await other.call('get-patient-emergency-requests', { patient_id: patientId })).status).toBe(404);
  });

  it("a hospital sees only the emergencies that chose it, and not another hospital's list", async () => {
    const list = await hospital.call('get-hospital-emergency-requests', { hospital_id: cityCareId });
    expect(list.body.result).toHaveLength(1);
    expect((await hospital.call('get-hospital-emergency-requests', { hospital_id: govHospitalId })).status).toBe(404);
    expect((await patient.call('get-hospital-emergency-requests', { hospital_id: cityCareId })).status).toBe(403);
  });

  it('the operator (npm run admin -- list-emergencies) sees every request', async () => {
    const all = await listEmergencyRequests(t.platform.db);
    expect(all).toHaveLength(4);
    expect(all[0]!.kind).toBe('Ambulance');
    expect(await listEmergencyRequests(t.platform.db, '2100-01-01T00:00:00.000Z')).toEqual([]);
  });
});
