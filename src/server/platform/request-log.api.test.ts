// The log (request-log.ts): one JSON line per request, and nothing personal in any line. The test reads the
// server's whole log at its most talkative level while calls carry known values (a phone number, a name, a
// password, a sign-in code, an address, a push subscription's endpoint, the session cookie and the CSRF
// token), a gateway that refuses and repeats what it was sent, a push service that fails, and a write the
// database refuses with the phone number in its detail; then looks for each value in the log. An error keeps
// its stack in the log, never in the answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../shared/constants';
import { CSRF_COOKIE } from '../../shared/contract/csrf';
import { MESSAGES } from '../../shared/messages';
import { createAccount, defaultSlots } from '../domains/accounts/account-factory';
import { LOCAL_PUSH_SERVICE, startPushReceiver, type PushReceiver } from '../testing/push-receiver';
import { startTestApp, type TestApp } from '../testing/test-app';

const PHONE = '9812345670';
const NAME = 'Zorawar Kalyanpuri';
const PASSWORD = 'Lantern#Velvet-4821';
const NEW_PASSWORD = 'Marigold#Quiet-7305';
const ADDRESS = 'Gali Seventeen Chandni Mohalla';
const DEVICE = 'zq-device-7781';
const NOW = new Date('2026-11-23T04:30:00Z');

let log = '';
let t: TestApp;
let receiver: PushReceiver;
let gateway: http.Server;
/** The texts the gateway was asked to send. */
const texts: string[] = [];

beforeAll(async () => {
  receiver = await startPushReceiver();
  // A gateway that refuses every text and repeats it, number and all, in its answer (some do).
  gateway = http.createServer((request, response) => {
    const asked = new URL(request.url ?? '/', 'http://gateway.local');
    texts.push(asked.searchParams.get('message') ?? '');
    response.statusCode = 502;
    response.end(`not delivered to ${asked.searchParams.get('to')}: ${asked.searchParams.get('message')}`);
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await startTestApp({
    now: () => NOW,
    pushAgentOptions: { ca: receiver.certificate },
    logStream: sink,
    env: {
      ...LOCAL_PUSH_SERVICE,
      LOG_LEVEL: 'trace',
      SMS_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send?to={to}&message={message}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
  gateway?.close();
});

const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown> & { msg: string });

/** Waits until a line says `msg` (what follows an answer is logged after it). */
async function logged(msg: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (lines().some((line) => line.msg === msg)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no "${msg}" in the log:\n${log}`);
}

/** A value as it would stand in the log: not inside a longer run of digits or letters. */
const standingAlone = (value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

describe('the log', () => {
  it('never holds a phone number, name, password, sign-in code, address, push endpoint, session or CSRF token', async () => {
    const doctorId = await createAccount(
      t.platform.db,
      {
        role: 'Doctor',
        phoneNumber: '9812300001',
        passwordHash: 'x',
        fullName: 'Log Doctor',
        practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS },
      },
      NOW,
    );
    const doctor = await t.clientFor(doctorId);

    // Registration and the password sign-in.
    const browser = t.client();
    const registered = await browser.call('registration', {
      full_name: NAME,
      phone_number: PHONE,
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(registered.status, registered.raw).toBe(200);
    const patientId = registered.body.result.id as number;
    expect((await browser.signIn('patient', PHONE, PASSWORD)).status).toBe(200);
    const wrong = await t.client().signIn('patient', PHONE, `${PASSWORD}x`);
    expect(wrong.status).toBe(401);

    // A sign-in code, sent through the refusing gateway (and kept for a retry), then used.
    const phoneBrowser = t.client();
    expect((await phoneBrowser.call('send-login-otp', { phone_number: PHONE, type: 'Patient' })).status).toBe(200);
    await logged('message not delivered');
    const otp = /\b(\d{6})\b/.exec(texts.find((text) => text.includes('sign-in code')) ?? '')?.[1];
    expect(otp).toBeDefined();
    expect(
      (await phoneBrowser.call('verify-login-otp', { phone_number: PHONE, type: 'Patient', otp: otp! })).status,
    ).toBe(200);

    // A booking with the address, and a push to the subscription that the push service refuses.
    expect(
      (
        await browser.call('update-notification-token', {
          id: patientId,
          token: receiver.subscription(DEVICE),
          type: 'Patient',
          page: 'login',
          lang: 'en',
        })
      ).status,
    ).toBe(200);
    const added = await browser.call('add-booking', {
      name: NAME,
      age: 40,
      problem: 'Fever',
      address: ADDRESS,
      phone_number: PHONE,
      type: 'Self',
      doctor_id: doctorId,
      patient_id: patientId,
    });
    expect(added.status, added.raw).toBe(200);
    expect(
      (
        await browser.call('slot-confirmation', {
          booking_id: added.body.result.id,
          booking_date: '2026-11-23',
          slot: 'Morning',
        })
      ).status,
    ).toBe(200);
    receiver.answerWith(500);
    expect(
      (await doctor.call('booking-confirmation', { booking_id: added.body.result.id, status: 'Approved' })).status,
    ).toBe(200);
    await receiver.waitForPush(1);
    await logged('push not delivered');

    // A write the database refuses: PostgreSQL's error quotes the row's phone number in its detail.
    await sql`CREATE UNIQUE INDEX refused_in_the_log_test ON bookings (phone_number) WHERE name = ${sql.lit(NAME)}`.execute(
      t.platform.db,
    );
    const refused = await browser.call('add-booking', {
      name: NAME,
      age: 40,
      problem: 'Fever',
      address: ADDRESS,
      phone_number: PHONE,
      type: 'Self',
      doctor_id: doctorId,
      patient_id: patientId,
    });
    expect(refused.status).toBe(500);
    expect(refused.body).toEqual({ response: 'fail', error: MESSAGES.serverError });
    expect(refused.raw).not.toMatch(/stack|\bat\b|refused_in_the_log_test|Error/);
    await sql`DROP INDEX refused_in_the_log_test`.execute(t.platform.db);

    expect((await phoneBrowser.call('get-current-user', {})).body.result.phone_number).toBe(PHONE);
    // The password changed, with the old one.
    const changed = await browser.call('change-password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      type: 'Patient',
    });
    expect(changed.status, changed.raw).toBe(200);
    const sessions = [browser.cookies.get('sid'), phoneBrowser.cookies.get('sid')];
    const csrfTokens = [browser.cookies.get(CSRF_COOKIE), phoneBrowser.cookies.get(CSRF_COOKIE)];

    const secrets = {
      PHONE,
      NAME,
      PASSWORD,
      NEW_PASSWORD,
      ADDRESS,
      DEVICE,
      otp: otp!,
      ...Object.fromEntries([...sessions, ...csrfTokens].map((v, i) => [`cookie ${i}`, v!])),
    };
    for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThanOrEqual(6);
    for (const [what, value] of Object.entries(secrets))
      expect(standingAlone(value).test(log), `${what} in the log:\n${log}`).toBe(false);
    // Nor the push endpoint's address, nor the number as the gateway takes it.
    expect(log).not.toContain(`91${PHONE}`);
    expect(log).not.toContain(`/push/${DEVICE}`);
  });

  it('writes one JSON line per request: its id, call, method, status, time and role, never a body or a URL', async () => {
    const before = lines().length;
    const browser = t.client();
    await browser.prime();
    await browser.call('get-cities', {});
    await t.app.inject({ method: 'GET', url: '/reset-password?token=Zq81secretvalue' });
    const added = lines().slice(before);
    const requests = added.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(3);
    for (const line of requests) {
      expect(Object.keys(line).sort()).toEqual([
        'call',
        'hostname',
        'level',
        'method',
        'ms',
        'msg',
        'pid',
        'reqId',
        'role',
        'status',
        'time',
      ]);
      expect(line.ms).toEqual(expect.any(Number));
      expect(line.reqId).toEqual(expect.any(String));
    }
    expect(requests.map((line) => [line.call, line.method, line.status, line.role])).toEqual([
      ['get-cities', 'GET', 200, null],
      ['get-cities', 'POST', 200, null],
      ['other', 'GET', 404, null],
    ]);
    // Fastify's own per-request lines are gone: one line per request, whatever the level.
    expect(added.filter((line) => /incoming request|request completed/.test(line.msg))).toEqual([]);
    expect(log).not.toContain('Zq81secretvalue');
    // The probes and scrapes are not logged.
    const quiet = lines().length;
    for (const url of ['/healthz', '/readyz', '/metrics']) await t.app.inject({ method: 'GET', url });
    expect(lines().slice(quiet)).toEqual([]);
    // A signed-in call names the role.
    const doctorId = await createAccount(
      t.platform.db,
      { role: 'Doctor', phoneNumber: '9812300002', passwordHash: 'x', fullName: 'Role Doctor' },
      NOW,
    );
    await (await t.clientFor(doctorId)).call('get-current-user', {});
    expect(lines().at(-1)).toMatchObject({ msg: 'request', call: 'get-current-user', status: 200, role: 'Doctor' });
  });

  it("keeps an error's stack in the log and out of the answer", async () => {
    const errors = lines().filter((line) => line.msg === 'unhandled error');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    const err = errors.at(-1)!.err as { type: string; message: string; stack: string };
    expect(err.stack).toMatch(/\n\s+at /);
    expect(Object.keys(err).sort()).toEqual(expect.arrayContaining(['message', 'stack', 'type']));
    expect(Object.keys(err)).not.toContain('detail');
    // The answer of that request said only that something went wrong.
    const answerLine = lines().find((line) => line.msg === 'request' && line.reqId === errors.at(-1)!.reqId);
    expect(answerLine).toMatchObject({ call: 'add-booking', status: 500 });
  });
});
