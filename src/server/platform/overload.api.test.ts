// Shedding under overload (overload.ts, decision 0081): the test lags the event loop on purpose, turn after
// turn, until the gate's measure (the mean lag of a second) passes the limit, then asks. Past the limit an
// ordinary call is answered 503 with Retry-After while a sign-in and a booking still go through, and the
// probes answer; past twice the limit the sign-in goes too; the probes never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../shared/demo-accounts';
import { fillMessage, MESSAGES } from '../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';

const LIMIT_MS = 300;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { OVERLOAD_EVENT_LOOP_DELAY_MS: String(LIMIT_MS), METRICS_TOKEN: 'f'.repeat(32) } });
});
afterAll(async () => t?.close());

const lag = () => t.app.memoryUsage().eventLoopDelay;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Holds the event loop `ms` each turn until the measured lag is past `aboveMs` (the measure is taken every second). */
async function lagPast(aboveMs: number, ms: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (lag() <= aboveMs) {
    if (Date.now() > deadline) throw new Error(`the lag stayed at ${lag()} ms`);
    const until = Date.now() + ms;
    while (Date.now() < until);
    await nextTurn();
  }
}

/** Waits, turn by turn, until the lag measured is back under the limit. */
async function calm(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (lag() > LIMIT_MS) {
    if (Date.now() > deadline) throw new Error(`the lag stayed at ${lag()} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const shed = (answer: { status: number; headers: Record<string, unknown>; body: unknown }) => {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.body).toEqual({ response: 'fail', error: fillMessage(MESSAGES.serverBusy, { seconds: 5 }) });
};

const probe = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${'f'.repeat(32)}` } });

describe('under overload', () => {
  let reader: TestClient;
  let signIn: TestClient;
  let patient: TestClient;
  let doctorId: number;
  beforeAll(async () => {
    reader = t.client();
    signIn = t.client();
    patient = await t.demoClient('patient');
    doctorId = (await (await t.demoClient('doctor')).call('get-current-user', {})).body.result.id;
    // The page load that gives each its CSRF cookie comes before the rush.
    await Promise.all([reader.prime(), signIn.prime()]);
  });

  it('sheds an ordinary call first, serving a sign-in, a booking and the probes; then the sign-in too; and serves all again once calm', async () => {
    await lagPast(LIMIT_MS, LIMIT_MS + 100);
    const measured = lag();
    const [cities, signedIn, booked, alive, ready, metrics] = await Promise.all([
      reader.call('get-cities', {}),
      signIn.signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD),
      patient.call('add-booking', {
        name: 'Rush Patient',
        age: 30,
        problem: 'Fever',
        address: 'Deoria',
        phone_number: '9000000001',
        type: 'Self',
        doctor_id: doctorId,
      }),
      probe('/healthz'),
      probe('/readyz'),
      probe('/metrics'),
    ]);
    expect(measured).toBeLessThanOrEqual(2 * LIMIT_MS);
    shed(cities);
    expect(signedIn.status, signedIn.raw).toBe(200);
    expect(booked.status, booked.raw).toBe(200);
    expect([alive.statusCode, ready.statusCode, metrics.statusCode]).toEqual([200, 200, 200]);
    // The refusal is counted under its call.
    expect((await probe('/metrics')).body).toMatch(
      /parchee_request_duration_seconds_count\{call="get-cities",status="503"\} 1\n/,
    );

    await lagPast(2 * LIMIT_MS, 2 * LIMIT_MS + 200);
    const [again, alsoAlive] = await Promise.all([
      signIn.signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD),
      probe('/healthz'),
    ]);
    shed(again);
    expect(alsoAlive.statusCode).toBe(200);

    await calm();
    expect((await reader.call('get-cities', {})).status).toBe(200);
  });
});
