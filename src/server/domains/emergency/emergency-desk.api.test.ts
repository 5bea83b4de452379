// The call centre's emergency desk: an operator sees every request, a hospital those naming it, a patient
// none but their own; the operator moves a request on only as EMERGENCY_NEXT_STATUSES allows (409
// otherwise, and when two operators move it at once only one wins); every change is audited and reaches
// the patient's and the hospital's open screens and every operator's at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { openEventStream, type OpenStream } from '../../testing/event-stream-client';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';

const NOW = new Date('2026-11-23T04:30:00Z');
let t: TestApp;
let operator: TestClient;
let hospital: TestClient;
let patient: TestClient;
let patientId: number;
let hospitalId: number;
let operatorId: number;
let phones = 9360000000;

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  operator = await t.demoClient('operator');
  hospital = await t.demoClient('hospital');
  patient = await t.demoClient('patient');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
  hospitalId = (await hospital.call('get-current-user', {})).body.result.id;
  operatorId = (await operator.call('get-current-user', {})).body.result.id;
});
afterAll(async () => t?.close());

async function anotherPatient(): Promise<{ id: number; client: TestClient }> {
  const id = await createAccount(
    t.platform.db,
    { role: 'Patient', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: 'Desk Patient' },
    NOW,
  );
  return { id, client: await t.clientFor(id) };
}

const raise = async (client: TestClient, id: number, hospital_id?: number) => {
  const answer = await client.call('add-emergency-booking', {
    patient_id: id,
    type: 'Trauma',
    name: 'Desk Patient',
    phone_number: '9876543210',
    address: 'NH 27, Deoria',
    city: 'Deoria',
    hospital_id,
  });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result.id as number;
};

const move = (client: TestClient, id: number, status: string, note?: string) =>
  client.call('update-emergency-status', { id, status, note });

const streamOf = (client: TestClient): Promise<OpenStream> =>
  openEventStream(t.app, '/api/live-events', { cookie: `sid=${client.cookies.get('sid')}` });

describe('the emergency desk', () => {
  it("shows an operator every request, a hospital only those naming it, and no patient anyone's", async () => {
    const naming = await raise(patient, patientId, hospitalId);
    const elsewhere = await anotherPatient();
    const notNaming = await raise(elsewhere.client, elsewhere.id);

    const all = await operator.call('get-emergency-requests', {});
    expect(all.status).toBe(200);
    const allIds = all.body.result.map((r: { id: number }) => r.id);
    expect(allIds).toEqual(expect.arrayContaining([naming, notNaming]));
    // Newest first.
    expect(allIds.indexOf(notNaming)).toBeLessThan(allIds.indexOf(naming));

    const ofHospital = (await hospital.call('get-emergency-requests', {})).body.result.map((r: { id: number }) => r.id);
    expect(ofHospital).toContain(naming);
    expect(ofHospital).not.toContain(notNaming);

    expect((await patient.call('get-emergency-requests', {})).status).toBe(403);
    expect((await elsewhere.client.call('get-patient-emergency-requests', { patient_id: patientId })).status).toBe(404);
    // Only an operator moves a request on.
    expect((await hospital.call('update-emergency-status', { id: naming, status: 'Called' })).status).toBe(403);
    expect((await patient.call('update-emergency-status', { id: naming, status: 'Cancelled' })).status).toBe(403);
    expect((await operator.call('update-emergency-status', { id: 99999999, status: 'Called' })).status).toBe(404);
  });

  it('shows the age of the person a request is for, as the patient gave it, and checks it', async () => {
    const { id, client } = await anotherPatient();
    const emergency = await client.call('add-emergency-booking', {
      patient_id: id,
      type: 'Non-Trauma',
      name: 'Kamla Devi',
      phone_number: '9876543210',
      address: 'Ward 4, Deoria',
      age: '67',
    });
    const ambulance = await client.call('add-ambulance-request', {
      patient_id: id,
      pickup_address: 'Ward 4, Deoria',
      phone_number: '9876543210',
      age: 8,
    });
    const noAge = await client.call('add-ambulance-request', {
      patient_id: id,
      pickup_address: 'Ward 4, Deoria',
      phone_number: '9876543210',
      age: '',
    });
    expect([emergency.body.result?.age, ambulance.body.result?.age, noAge.body.result?.age]).toEqual([67, 8, null]);
    const desk = (await operator.call('get-emergency-requests', {})).body.result;
    const ageOf = (requestId: number) => desk.find((r: { id: number }) => r.id === requestId)?.age;
    expect([ageOf(emergency.body.result.id), ageOf(ambulance.body.result.id), ageOf(noAge.body.result.id)]).toEqual([
      67,
      8,
      null,
    ]);
    const zero = await client.call('add-emergency-booking', {
      patient_id: id,
      type: 'Trauma',
      name: 'X',
      phone_number: '9876543210',
      address: 'Deoria',
      age: '0',
    });
    const words = await client.call('add-ambulance-request', {
      patient_id: id,
      pickup_address: 'Deoria',
      phone_number: '9876543210',
      age: 'old',
    });
    expect([zero.status, zero.body.errors?.age, words.body.errors?.age]).toEqual([
      400,
      MESSAGES.ageNotPositive,
      MESSAGES.ageNotNumeric,
    ]);
  });

  it('moves a request Pending -> Called -> Dispatched -> Closed and refuses every other move with 409', async () => {
    const id = await raise(patient, patientId, hospitalId);
    for (const skipped of ['Dispatched', 'Closed', 'Pending']) {
      const refused = await move(operator, id, skipped);
      expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.emergencyStatusRefused]);
    }
    const called = await move(operator, id, 'Called', '  Spoke to the patient; conscious  ');
    expect([called.status, called.body.message]).toEqual([200, MESSAGES.emergencyStatusChanged]);
    expect(called.body.result).toMatchObject({
      id,
      status: 'Called',
      status_note: 'Spoke to the patient; conscious',
      status_changed_at: NOW.toISOString(),
    });
    expect((await move(operator, id, 'Pending')).status).toBe(409);
    expect((await move(operator, id, 'Dispatched', 'Ambulance UP52 1234')).body.result.status).toBe('Dispatched');
    const closed = await move(operator, id, 'Closed');
    expect(closed.body.result).toMatchObject({ status: 'Closed', status_note: '' });
    // Closed is the end: not even Cancelled.
    expect((await move(operator, id, 'Cancelled')).status).toBe(409);
    // The patient and the hospital read where it stands.
    const own = (await patient.call('get-patient-emergency-requests', { patient_id: patientId })).body.result.find(
      (r: { id: number }) => r.id === id,
    );
    expect(own).toMatchObject({ status: 'Closed' });
    const theirs = (await hospital.call('get-emergency-requests', {})).body.result.find(
      (r: { id: number }) => r.id === id,
    );
    expect(theirs).toMatchObject({ status: 'Closed' });
    const bad = await move(operator, id, 'Lost');
    expect([bad.status, bad.body.errors?.status]).toEqual([400, MESSAGES.invalidValue]);
  });

  it('lets only one of two operators moving one request at once win, and audits both', async () => {
    const second = await t.clientFor(
      await createAccount(
        t.platform.db,
        { role: 'Operator', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: 'Second Desk' },
        NOW,
      ),
    );
    const id = await raise(patient, patientId);
    // Both call the patient back at once: one change, one refusal (not the same change twice).
    const answers = await Promise.all([
      move(operator, id, 'Called', 'first desk'),
      move(second, id, 'Called', 'second desk'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const audited = await t.platform.db
      .selectFrom('audit_log')
      .select(['user_id', 'role', 'action', 'outcome'])
      .where('record_type', '=', 'emergency-request')
      .where('record_id', '=', id)
      .execute();
    expect(audited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'Operator', action: 'emergency-status:Pending->Called', outcome: 'ok' }),
        expect.objectContaining({
          role: 'Operator',
          action: expect.stringMatching(/^emergency-status:(Pending|Called)->Called$/),
          outcome: 'refused',
        }),
      ]),
    );
    expect(audited.filter((a) => a.action.startsWith('emergency-status:'))).toHaveLength(2);
  });

  it("reaches the patient's, the hospital's and every operator's open screen at once, and no one else's", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const elsewhere = await anotherPatient();
    const [toOperator, toHospital, toPatient, toOther] = await Promise.all([
      streamOf(operator),
      streamOf(hospital),
      streamOf(patient),
      streamOf(elsewhere.client),
    ]);
    try {
      for (const stream of [toOperator, toHospital, toPatient, toOther]) await stream.waitFor(': connected');
      const id = await raise(patient, patientId, hospitalId);
      for (const stream of [toOperator, toHospital, toPatient])
        await stream.waitFor(`"type":"emergency.created","request_id":${id}`);
      await move(operator, id, 'Called', 'On the phone');
      for (const stream of [toOperator, toHospital, toPatient])
        await stream.waitFor(`"type":"emergency.updated","request_id":${id},"status":"Called"`);
      // Another patient's request goes to the operators, not to this patient.
      const theirs = await raise(elsewhere.client, elsewhere.id);
      await toOperator.waitFor(`"request_id":${theirs}`);
      await toOther.waitFor(`"request_id":${theirs}`);
      expect(toPatient.text()).not.toContain(`"request_id":${theirs}`);
      expect(toOther.text()).not.toContain(`"request_id":${id}`);
      expect(toHospital.text()).not.toContain(`"request_id":${theirs}`);
    } finally {
      for (const stream of [toOperator, toHospital, toPatient, toOther]) stream.response.destroy();
    }
  });

  it('signs an operator in at operator-login only', async () => {
    const signIn = (call: 'operator-login' | 'lab-login' | 'patient-login') =>
      t.client('127.0.10.1').call(call, { phone_number: '9000000401', password: 'Demo@1234' });
    const ok = await signIn('operator-login');
    expect([ok.status, ok.body.result.type, ok.body.result.user_type]).toEqual([200, 'Operator', 'Operator']);
    expect((await signIn('patient-login')).status).toBe(401);
    expect((await signIn('lab-login')).status).toBe(401);
    // Nor does a patient get in there.
    expect(
      (await t.client('127.0.10.2').call('operator-login', { phone_number: '9000000001', password: 'Demo@1234' }))
        .status,
    ).toBe(401);
    expect(operatorId).toBeGreaterThan(0);
  });
});
