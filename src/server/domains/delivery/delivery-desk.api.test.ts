// The delivery desk: every order with its prescription, the change of status, bill and payment reaching the
// patient, on their open screens at once. Only operators; every change audited with who made it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { openEventStream, type OpenStream } from '../../testing/event-stream-client';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';

let t: TestApp;
let operator: TestClient;
let patient: TestClient;
let doctor: TestClient;
let patientId: number;
let png: Blob;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  operator = await t.demoClient('operator');
  patient = await t.demoClient('patient');
  doctor = await t.demoClient('doctor');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
  png = new Blob([
    new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer(),
    ),
  ]);
});
afterAll(async () => t?.close());

async function order(): Promise<number> {
  const answer = await patient.callMultipart('add-medical-delivery', {
    patient_id: String(patientId),
    name: 'Ramesh Kumar',
    address: 'Civil Lines Deoria',
    phone_number: '9000000001',
    delivery_date: '30-11-2026',
    delivery_charges: '40',
    delivery_type: 'Normal',
    city: 'Deoria',
    priscription_image: png,
  });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result.id;
}

const streamOf = (client: TestClient): Promise<OpenStream> =>
  openEventStream(t.app, '/api/live-events', { cookie: `sid=${client.cookies.get('sid')}` });

const fileAs = (client: TestClient, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });

describe('the delivery desk', () => {
  it('lists every order with who ordered it and its prescription, which the desk may open and others may not', async () => {
    const id = await order();
    const list = await operator.call('get-medical-deliveries', {});
    expect(list.status).toBe(200);
    const item = list.body.result.find((d: { id: number }) => d.id === id);
    expect(item).toMatchObject({
      patient_id: patientId,
      patient_name: 'Ramesh Kumar',
      status: 'Pending',
      amount: null,
      payment_status: 'Pending',
    });
    expect(item.image).toMatch(/^\/files\//);
    expect((await fileAs(operator, item.image)).statusCode).toBe(200);
    expect((await fileAs(patient, item.image)).statusCode).toBe(200);
    expect((await fileAs(doctor, item.image)).statusCode).toBe(404);
    for (const client of [patient, doctor]) expect((await client.call('get-medical-deliveries', {})).status).toBe(403);
  });

  it("sets an order's status, bill and payment, which the patient sees, and audits it with who did it", async () => {
    const id = await order();
    const changed = await operator.call('update-delivery-status', {
      id,
      status: 'Accepted',
      amount: 250,
      payment_status: 'Paid',
    });
    expect([changed.status, changed.body.message]).toEqual([200, MESSAGES.deliveryUpdated]);
    expect(changed.body.result).toMatchObject({
      id,
      status: 'Accepted',
      amount: 250,
      payment_status: 'Paid',
      patient_name: 'Ramesh Kumar',
    });
    const own = (await patient.call('get-medical-delivery-history', { patient_id: patientId })).body.result.find(
      (d: { id: number }) => d.id === id,
    );
    expect(own).toMatchObject({ status: 'Accepted', amount: 250, payment_status: 'Paid' });

    const log = await operator.call('get-audit-log', { record_type: 'medical-delivery', record_id: id });
    expect(log.status).toBe(200);
    expect(
      log.body.result.map((e: { action: string; role: string; user_name: string; outcome: string }) => [
        e.action,
        e.role,
        e.user_name,
        e.outcome,
      ]),
    ).toEqual([
      ['delivery-status:Accepted, amount 250, payment Paid', 'Operator', 'Sunita Yadav', 'ok'],
      ['add-medical-delivery', 'Patient', 'Ramesh Kumar', 'ok'],
    ]);
    // Reading the log is audited apart, so the order's own history stays its own.
    const reads = await t.platform.db
      .selectFrom('audit_log')
      .select('action')
      .where('record_type', '=', 'audit-log:medical-delivery')
      .where('record_id', '=', id)
      .execute();
    expect(reads).toEqual([{ action: 'read-audit-log' }]);
  });

  it('keeps the bill when no amount is sent, and takes it back when a blank one is', async () => {
    const id = await order();
    await operator.call('update-delivery-status', { id, status: 'Accepted', amount: '320' });
    const kept = await operator.call('update-delivery-status', { id, status: 'Dispatched' });
    expect(kept.body.result).toMatchObject({ status: 'Dispatched', amount: 320 });
    const cleared = await operator.call('update-delivery-status', { id, status: 'Dispatched', amount: '' });
    expect(cleared.body.result).toMatchObject({ status: 'Dispatched', amount: null });
    await operator.call('update-delivery-status', { id, status: 'Dispatched', amount: 90 });
    expect(
      (await operator.call('update-delivery-status', { id, status: 'Dispatched', amount: null })).body.result.amount,
    ).toBeNull();
    const actions = (
      await operator.call('get-audit-log', { record_type: 'medical-delivery', record_id: id })
    ).body.result.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual([
      'delivery-status:Dispatched, no amount',
      'delivery-status:Dispatched, amount 90',
    ]);
  });

  it("reaches the order's patient's open screens at once as it moves on, and no other patient's", async () => {
    const id = await order();
    const otherId = await createAccount(
      t.platform.db,
      { role: 'Patient', phoneNumber: '9360000101', passwordHash: 'x', fullName: 'Other Patient' },
      new Date(),
    );
    const [toPatient, toOther] = await Promise.all([streamOf(patient), streamOf(await t.clientFor(otherId))]);
    try {
      for (const stream of [toPatient, toOther]) await stream.waitFor(': connected');
      const accepted = await operator.call('update-delivery-status', { id, status: 'Accepted', amount: 250 });
      expect(accepted.status, accepted.raw).toBe(200);
      await toPatient.waitFor(`"type":"delivery.updated","delivery_id":${id},"status":"Accepted"`);
      // A refused change is news to no one.
      expect((await operator.call('update-delivery-status', { id, status: 'Lost' })).status).toBe(400);
      for (const status of ['Dispatched', 'Delivered']) {
        expect((await operator.call('update-delivery-status', { id, status, payment_status: 'Paid' })).status).toBe(
          200,
        );
        await toPatient.waitFor(`"delivery_id":${id},"status":"${status}"`);
      }
      expect(toPatient.text().match(/"type":"delivery\.updated"/g)).toHaveLength(3);
      expect(toOther.text()).not.toContain('delivery.updated');
    } finally {
      for (const stream of [toPatient, toOther]) stream.response.destroy();
    }
  });

  it('refuses an unknown order, unknown values, and anyone but an operator', async () => {
    expect((await operator.call('update-delivery-status', { id: 99999999, status: 'Accepted' })).status).toBe(404);
    const bad = await operator.call('update-delivery-status', {
      id: await order(),
      status: 'Lost',
      payment_status: 'Maybe',
      amount: -5,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      status: MESSAGES.invalidValue,
      payment_status: MESSAGES.invalidValue,
      amount: MESSAGES.invalidValue,
    });
    expect((await patient.call('update-delivery-status', { id: 1, status: 'Delivered' })).status).toBe(403);
  });
});
