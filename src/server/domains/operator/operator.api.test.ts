// The call centre's own switches: the app's version and maintenance switch, and the audit log of a record.
// Only operators; every action audited with who made it. (The delivery desk's tests are in domains/delivery.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let operator: TestClient;
let patient: TestClient;
let doctor: TestClient;
let patientId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  operator = await t.demoClient('operator');
  patient = await t.demoClient('patient');
  doctor = await t.demoClient('doctor');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
});
afterAll(async () => t?.close());

describe('the app switches', () => {
  it('set the version every open app follows and the maintenance switch, audited', async () => {
    const set = await operator.call('set-app-version', { version: '7', app_process: 'maintenance' });
    expect([set.status, set.body.message]).toEqual([200, MESSAGES.appVersionSet]);
    expect(set.body.result).toMatchObject({ version: '7', app_process: 'maintenance' });
    expect((await t.client().call('version', {})).body.result).toMatchObject({
      version: '7',
      app_process: 'maintenance',
    });
    expect((await operator.call('set-app-version', { version: '8', app_process: 'live' })).body.result).toMatchObject({
      version: '8',
      app_process: 'live',
    });
    const audited = await t.platform.db
      .selectFrom('audit_log')
      .select(['action', 'role'])
      .where('record_type', '=', 'app-version')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: 'set-app-version:7 maintenance', role: 'Operator' },
      { action: 'set-app-version:8 live', role: 'Operator' },
    ]);
    const bad = await operator.call('set-app-version', { version: '', app_process: 'closed' });
    expect(bad.body.errors).toMatchObject({ version: MESSAGES.required, app_process: MESSAGES.invalidValue });
    expect((await doctor.call('set-app-version', { version: '9', app_process: 'live' })).status).toBe(403);
  });
});

describe('the audit log', () => {
  it("shows an emergency request's history, newest first, to operators only", async () => {
    const raised = await patient.call('add-ambulance-request', {
      patient_id: patientId,
      phone_number: '9000000001',
      pickup_address: 'Civil Lines, Deoria',
      city: 'Deoria',
    });
    const id = raised.body.result.id;
    await operator.call('update-emergency-status', { id, status: 'Called' });
    await operator.call('update-emergency-status', { id, status: 'Closed' });
    const log = await operator.call('get-audit-log', { record_type: 'emergency-request', record_id: id });
    expect(log.body.result.map((e: { action: string; outcome: string }) => [e.action, e.outcome])).toEqual([
      ['emergency-status:Called->Closed', 'refused'],
      ['emergency-status:Pending->Called', 'ok'],
      ['add-ambulance-request', 'ok'],
    ]);
    expect((await patient.call('get-audit-log', { record_type: 'emergency-request', record_id: id })).status).toBe(403);
  });
});

describe('the audit log on the desk', () => {
  it("shows only the records the desk works on: a booking's, a patient's or a doctor's history is 403, and the refusal is audited", async () => {
    const today = '2026-11-23';
    const doctorId = (await doctor.call('get-current-user', {})).body.result.id;
    const added = await patient.call('add-booking', {
      name: 'Ramesh Kumar',
      age: 35,
      problem: 'Fever',
      address: 'Civil Lines',
      phone_number: '9000000001',
      type: 'Self',
      doctor_id: doctorId,
      patient_id: patientId,
    });
    await patient.call('slot-confirmation', { booking_id: added.body.result.id, booking_date: today, slot: 'Evening' });
    for (const [record_type, record_id] of [
      ['booking', added.body.result.id],
      ['patient', patientId],
      ['doctor', doctorId],
      ['lab-booking', 1],
      ['audit-log:booking', 1],
    ] as const) {
      const refused = await operator.call('get-audit-log', { record_type, record_id });
      expect([record_type, refused.status, refused.raw]).toEqual([
        record_type,
        403,
        expect.not.stringContaining('add-booking'),
      ]);
    }
    const refusals = await t.platform.db
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('record_type', '=', 'audit-log:booking')
      .where('record_id', '=', added.body.result.id)
      .execute();
    expect(refusals).toEqual([{ action: 'read-audit-log', outcome: 'refused' }]);
  });
});
