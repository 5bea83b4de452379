import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAccount, defaultSlots } from '../domains/accounts/account-factory';
import { FAILURES_PER_LOCK } from './sign-in-guard';
import { startTestApp, TestClient, type TestApp } from '../testing/test-app';
import { WEEKDAYS } from '../../shared/constants';

const NOW = new Date('2026-11-23T04:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(async () => t?.close());

/** Opens the live-events stream of a listening app as the given session and collects what arrives. */
async function openStream(app: FastifyInstance, sid: string) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/api/live-events', headers: { cookie: `sid=${sid}` } }, resolve).on('error', reject);
  });
  let text = '';
  response.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const waitFor = (needle: string, ms = 2000) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = setInterval(() => {
        if (text.includes(needle)) {
          clearInterval(check);
          resolve();
        } else if (Date.now() - started > ms) {
          clearInterval(check);
          reject(new Error(`no ${needle} within ${ms} ms; got ${text}`));
        }
      }, 20);
    });
  return { response, waitFor, text: () => text };
}

let phones = 9310000000;
async function setUp() {
  const doctorId = await createAccount(t.platform.db, { role: 'Doctor', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: 'Live Doctor', practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS } }, NOW);
  const patientId = await createAccount(t.platform.db, { role: 'Patient', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: 'Live Patient' }, NOW);
  const doctor = await t.clientFor(doctorId);
  const patient = await t.clientFor(patientId);
  const added = await patient.call('add-booking', { name: 'Live Patient', age: 30, problem: 'Cough', address: 'Deoria', phone_number: '9876543210', type: 'Self', doctor_id: doctorId, patient_id: patientId });
  const joined = await patient.call('slot-confirmation', { booking_id: added.body.result.id, booking_date: '2026-11-23', slot: 'Morning' });
  expect(joined.status).toBe(200);
  return { doctor, patient, bookingId: added.body.result.id as number };
}

describe('live events', () => {
  it('refuse a visitor without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/live-events' });
    expect(answer.statusCode).toBe(401);
  });

  it("reach the patient's open stream when the doctor changes the token", async () => {
    const { doctor, patient, bookingId } = await setUp();
    const stream = await openStream(t.app, patient.cookies.get('sid')!);
    await doctor.call('update-live-booking', { booking_id: bookingId, token: 'Live' });
    await stream.waitFor(`"booking_id":${bookingId}`);
    expect(stream.text()).toContain('"token":"Live"');
    stream.response.destroy();
  });
});

// Several instances share events through PostgreSQL LISTEN/NOTIFY, and sessions and rate limits through
// its tables; with SQLite there is only one instance.
describe.runIf(process.env.TEST_ENGINE === 'postgres')('two server instances on one PostgreSQL', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp(t.config, { webRoot: null, now: () => NOW });
  });
  afterAll(async () => second?.close());

  it('a token changed through one instance reaches a patient connected to the other at once', async () => {
    const { doctor, patient, bookingId } = await setUp();
    // The session made through the first instance is valid on the second: sessions live in the database.
    const stream = await openStream(second, patient.cookies.get('sid')!);
    expect(stream.response.statusCode).toBe(200);
    await doctor.call('update-live-booking', { booking_id: bookingId, token: 'Done' });
    await stream.waitFor(`"booking_id":${bookingId}`);
    expect(stream.text()).toContain('"token":"Done"');
    stream.response.destroy();
  });

  it('failed sign-ins through either instance count against one limit', async () => {
    const phone = String((phones += 1));
    expect((await t.client().call('registration', { full_name: 'Target', phone_number: phone, password: 'right-pass' })).status).toBe(200);
    const instances = [t.app, second];
    const statuses: number[] = [];
    for (let i = 0; i <= FAILURES_PER_LOCK; i += 1) {
      const client = new TestClient(instances[i % 2]!, `127.0.4.${i}`);
      statuses.push((await client.signIn('patient', phone, 'wrong')).status);
    }
    // Alone, neither instance has seen the limit's number of attempts; together they have.
    expect(statuses).toEqual([...Array<number>(FAILURES_PER_LOCK).fill(401), 429]);
  });
});
