import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAccount, defaultSlots } from '../domains/accounts/account-factory';
import { FAILURES_PER_LOCK } from './sign-in-guard';
import { AppointmentsRepository } from '../domains/appointments/repository';
import { STREAMS_PER_SESSION } from './live-events';
import { openEventStream } from '../testing/event-stream-client';
import { startTestApp, TestClient, type TestApp } from '../testing/test-app';
import { WEEKDAYS } from '../../shared/constants';

const NOW = new Date('2026-11-23T04:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(async () => t?.close());

/** Opens the live-events stream of a listening app as the given session and collects what arrives. */
const openStream = (app: FastifyInstance, sid: string) =>
  openEventStream(app, '/api/live-events', { cookie: `sid=${sid}` });

let phones = 9310000000;
async function setUp() {
  const doctorId = await createAccount(
    t.platform.db,
    {
      role: 'Doctor',
      phoneNumber: String((phones += 1)),
      passwordHash: 'x',
      fullName: 'Live Doctor',
      practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS },
    },
    NOW,
  );
  const patientId = await createAccount(
    t.platform.db,
    { role: 'Patient', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: 'Live Patient' },
    NOW,
  );
  const doctor = await t.clientFor(doctorId);
  const patient = await t.clientFor(patientId);
  const added = await patient.call('add-booking', {
    name: 'Live Patient',
    age: 30,
    problem: 'Cough',
    address: 'Deoria',
    phone_number: '9876543210',
    type: 'Self',
    doctor_id: doctorId,
    patient_id: patientId,
  });
  const joined = await patient.call('slot-confirmation', {
    booking_id: added.body.result.id,
    booking_date: '2026-11-23',
    slot: 'Morning',
  });
  expect(joined.status).toBe(200);
  return { doctor, doctorId, patient, bookingId: added.body.result.id as number };
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

  it(`keep at most ${STREAMS_PER_SESSION} streams open per session: a new one ends the oldest`, async () => {
    const { doctor, patient, bookingId } = await setUp();
    const sid = patient.cookies.get('sid')!;
    const streams = [];
    for (let i = 0; i < STREAMS_PER_SESSION + 3; i += 1) {
      const stream = await openStream(t.app, sid);
      await stream.waitFor(': connected');
      streams.push(stream);
    }
    const [oldest, , third, ...newest] = streams;
    await oldest!.waitFor('replaced by a newer stream');
    await third!.waitFor('replaced by a newer stream');
    expect(oldest!.text()).toContain('retry: 30000');
    // The ones still open are the newest five, and they still hear the queue.
    await doctor.call('update-live-booking', { booking_id: bookingId, token: 'Live' });
    for (const stream of newest) await stream.waitFor(`"booking_id":${bookingId}`);
    expect(newest).toHaveLength(STREAMS_PER_SESSION);
    expect(streams.filter((stream) => stream.text().includes('replaced by a newer stream'))).toHaveLength(3);
    for (const stream of streams) stream.response.destroy();
  });

  it("ask who is queued once per event, however many patients' streams are open", async () => {
    const { doctor, doctorId, bookingId } = await setUp();
    const queued = [];
    for (let i = 0; i < 8; i += 1) {
      const patientId = await createAccount(
        t.platform.db,
        { role: 'Patient', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: `Queued ${i}` },
        NOW,
      );
      const patient = await t.clientFor(patientId);
      const added = await patient.call('add-booking', {
        name: `Queued ${i}`,
        age: 30,
        problem: 'Fever',
        address: 'Deoria',
        phone_number: '9876543210',
        type: 'Self',
        doctor_id: doctorId,
        patient_id: patientId,
      });
      expect(
        (
          await patient.call('slot-confirmation', {
            booking_id: added.body.result.id,
            booking_date: '2026-11-23',
            slot: 'Morning',
          })
        ).status,
      ).toBe(200);
      queued.push(await openStream(t.app, patient.cookies.get('sid')!));
    }
    const outsiderId = await createAccount(
      t.platform.db,
      { role: 'Patient', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: 'Not Queued' },
      NOW,
    );
    const outsider = await openStream(t.app, (await t.clientFor(outsiderId)).cookies.get('sid')!);
    await outsider.waitFor(': connected');

    const repo = new AppointmentsRepository(t.platform.db);
    let lookups = 0;
    t.platform.liveEvents.setQueuedPatients((doctorId, date) => {
      lookups += 1;
      return repo.queuedPatients(doctorId, date);
    });
    await doctor.call('update-live-booking', { booking_id: bookingId, token: 'Live' });
    for (const stream of queued) await stream.waitFor(`"booking_id":${bookingId}`);
    expect(lookups).toBe(1);
    // The event reached every queued stream in the same pass, so the outsider has had its chance too.
    expect(outsider.text()).not.toContain(`"booking_id":${bookingId}`);
    for (const stream of [...queued, outsider]) stream.response.destroy();
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
    // Called in first: Out is only for a patient called in.
    expect((await doctor.call('update-live-booking', { booking_id: bookingId, token: 'Live' })).status).toBe(200);
    const stream = await openStream(second, patient.cookies.get('sid')!);
    expect(stream.response.statusCode).toBe(200);
    expect((await doctor.call('update-live-booking', { booking_id: bookingId, token: 'Done' })).status).toBe(200);
    await stream.waitFor('"token":"Done"');
    expect(stream.text()).toContain(`"booking_id":${bookingId}`);
    stream.response.destroy();
  });

  it('failed sign-ins through either instance count against one limit', async () => {
    const phone = String((phones += 1));
    expect(
      (await t.client().call('registration', { full_name: 'Target', phone_number: phone, password: 'right-pass' }))
        .status,
    ).toBe(200);
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
