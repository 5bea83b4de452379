// The probes and the metrics (probes.ts, metrics.ts): /healthz answers while the process lives; /readyz only
// while the database answers with this version's migrations, and not while shutting down; /metrics only with
// the bearer token, its series there and moving when a token is given, an arrival recorded, a stream opened.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callNames } from '../../shared/contract/catalogue';
import { bookAndJoin, testClock, TestAccounts, TODAY } from '../testing/booking-fixtures';
import { openEventStream } from '../testing/event-stream-client';
import { samplesOf, valueOf } from '../testing/metrics-text';
import { LOCAL_PUSH_SERVICE, startPushReceiver } from '../testing/push-receiver';
import { startTestApp, type TestApp } from '../testing/test-app';
import { recordBackup } from '../backups/last-backup';

const TOKEN = 'c0ffee'.repeat(8);
const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => {
  t = await startTestApp({ now: clock.now, env: { METRICS_TOKEN: TOKEN } });
  accounts = new TestAccounts(t, clock);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.3.1' });

async function scrape(): Promise<string> {
  const answer = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
}

/** A series' value in a fresh scrape (0 when it has no sample with these labels yet). */
const now = async (name: string, labels: Record<string, string> = {}) => valueOf(await scrape(), name, labels) ?? 0;

describe('GET /healthz and GET /readyz', () => {
  it('say the process answers, and that it is ready while the database answers with every migration', async () => {
    const alive = await get('/healthz');
    expect([alive.statusCode, alive.json(), alive.headers['cache-control']]).toEqual([
      200,
      { status: 'ok' },
      'no-store',
    ]);
    const ready = await get('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('say not ready while the database lacks the newest migration of this version (an older backup restored under it)', async () => {
    const { rows } = await sql<{
      name: string;
      timestamp: string;
    }>`SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(t.platform.db);
    const newest = rows[0]!;
    await sql`DELETE FROM kysely_migration WHERE name = ${newest.name}`.execute(t.platform.db);
    try {
      const answer = await get('/readyz');
      expect([answer.statusCode, answer.json()]).toEqual([
        503,
        { status: 'not ready', reason: 'the database lacks migrations of this version' },
      ]);
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${newest.name}, ${newest.timestamp})`.execute(
        t.platform.db,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('are never rate-limited nor given a CSRF cookie: a load balancer asks every few seconds from one address', async () => {
    const limited = await startTestApp({
      demo: false,
      env: { METRICS_TOKEN: TOKEN, REQUESTS_PER_SECOND_PER_ADDRESS: '1', REQUEST_BURST_PER_ADDRESS: '3' },
    });
    try {
      // This address may make 3 API calls at once; the probes and scrapes are not API calls.
      for (let i = 0; i < 10; i += 1) {
        for (const [url, headers] of [
          ['/healthz', {}],
          ['/readyz', {}],
          ['/metrics', { authorization: `Bearer ${TOKEN}` }],
        ] as const) {
          const answer = await limited.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.3.1' });
          expect(answer.statusCode, url).toBe(200);
          expect(answer.headers['set-cookie'], url).toBeUndefined();
        }
      }
      const calls = await Promise.all(
        Array.from({ length: 5 }, () => limited.client('127.0.3.1').call('get-cities', {})),
      );
      expect(calls.map((c) => c.status)).toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /metrics', () => {
  it('answers 401 without the bearer token or with another, compared whatever its length', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(1)}x`,
      `Bearer ${TOKEN}x`,
      'Bearer short',
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const answer = await get('/metrics', authorization === undefined ? {} : { authorization });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body).not.toContain('parchee_');
    }
  });

  it('answers 404 when METRICS_TOKEN is not set, whatever is sent', async () => {
    const without = await startTestApp({ demo: false });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const answer = await without.app.inject({ method: 'GET', url: '/metrics', headers });
        expect([answer.statusCode, answer.json()]).toEqual([404, { response: 'fail', error: 'Not found' }]);
      }
    } finally {
      await without.close();
    }
  });

  it("gives Prometheus' text format with Node's figures and every series of the app", async () => {
    const answer = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const names = new Set(samplesOf(answer.body).map((s) => s.name));
    const expected = [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'parchee_tokens_issued_total',
      'parchee_check_ins_total',
      'parchee_event_streams_open',
      'parchee_event_bus_lag_seconds',
      'parchee_event_bus_listening',
      'parchee_outbox_messages',
      'parchee_messages_sent_total',
      'parchee_messages_failed_total',
      'parchee_backup_last_success_timestamp_seconds',
    ];
    for (const name of expected) expect(names, name).toContain(name);
    // The pool is PostgreSQL's; SQLite has one connection in the process.
    const pool = ['parchee_db_pool_connections', 'parchee_db_pool_waiting', 'parchee_db_pool_max_connections'];
    for (const name of pool) expect(names.has(name), name).toBe(t.platform.engine === 'postgres');
    if (t.platform.engine === 'postgres') expect(valueOf(answer.body, 'parchee_db_pool_max_connections')).toBe(10);
    expect(valueOf(answer.body, 'parchee_event_bus_listening')).toBe(1);
    const lag = valueOf(answer.body, 'parchee_event_bus_lag_seconds')!;
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(5);
  });

  it('counts tokens where they are given, online and at the desk, and not a refused one', async () => {
    const doctorId = await accounts.doctor({ capacity: 2 });
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const [online, desk] = [
      await now('parchee_tokens_issued_total', { taker: 'online' }),
      await now('parchee_tokens_issued_total', { taker: 'desk' }),
    ];
    const joined = await bookAndJoin(patient, doctorId, TODAY);
    expect(joined.status, joined.raw).toBe(200);
    expect(await now('parchee_tokens_issued_total', { taker: 'online' })).toBe(online + 1);
    const walkIn = {
      name: 'Walk In',
      age: 30,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9000000002',
      type: 'Manual',
      doctor_id: doctorId,
      slot: 'Morning',
      booking_date: TODAY,
    };
    expect((await doctor.call('add-booking', walkIn)).status).toBe(200);
    expect(await now('parchee_tokens_issued_total', { taker: 'desk' })).toBe(desk + 1);
    // The slot's two places are taken: the next is refused and counts nothing.
    expect((await doctor.call('add-booking', walkIn)).status).toBe(409);
    expect(await now('parchee_tokens_issued_total', { taker: 'desk' })).toBe(desk + 1);
    expect(await now('parchee_tokens_issued_total', { taker: 'online' })).toBe(online + 1);
  });

  it("counts arrivals, the patient's check-in and the desk's mark, once each", async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const first = (await bookAndJoin(patient, doctorId, TODAY)).body.result.id as number;
    const second = (await bookAndJoin(patient, doctorId, TODAY)).body.result.id as number;
    const [byPatient, byDesk] = [
      await now('parchee_check_ins_total', { by: 'patient' }),
      await now('parchee_check_ins_total', { by: 'desk' }),
    ];
    const { code } = (await doctor.call('get-check-in-code', { doctor_id: doctorId, kind: 'screen' })).body.result as {
      code: string;
    };
    expect((await patient.call('check-in', { booking_id: first, code })).status).toBe(200);
    // Checking in again records nothing new.
    expect((await patient.call('check-in', { booking_id: first, code })).status).toBe(200);
    expect((await doctor.call('mark-arrived', { booking_id: second, arrived: true })).status).toBe(200);
    expect(await now('parchee_check_ins_total', { by: 'patient' })).toBe(byPatient + 1);
    expect(await now('parchee_check_ins_total', { by: 'desk' })).toBe(byDesk + 1);
  });

  it('times each answer by its call and status, never by the address asked for', async () => {
    const client = t.client();
    await client.prime();
    const before = await now('parchee_request_duration_seconds_count', { call: 'get-cities', status: '200' });
    expect((await client.call('get-cities', {})).status).toBe(200);
    expect(await now('parchee_request_duration_seconds_count', { call: 'get-cities', status: '200' })).toBe(before + 1);
    // Paths no call has: a secret-looking page and an unknown call.
    await t.app.inject({ method: 'GET', url: '/reset-password?token=Zq81secretvalue' });
    await client.post('/api/no-such-call-9812345670.json', '{}');
    const text = await scrape();
    const labels = new Set(samplesOf(text).flatMap((s) => (s.labels.call === undefined ? [] : [s.labels.call])));
    for (const label of labels) expect([...callNames, 'other'], label).toContain(label);
    expect(text).not.toContain('Zq81secretvalue');
    expect(text).not.toContain('9812345670');
  });

  it('counts the open event streams of each kind, and one less when each ends', async () => {
    const { client: patient } = await accounts.patient();
    const doctorId = await accounts.doctor();
    const [live, board] = [
      await now('parchee_event_streams_open', { stream: 'live' }),
      await now('parchee_event_streams_open', { stream: 'board' }),
    ];
    const cookie = [...patient.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const liveStream = await openEventStream(t.app, '/api/live-events', { cookie });
    const boardStream = await openEventStream(t.app, `/api/queue-board-events?doctor_id=${doctorId}`);
    await liveStream.waitFor(': connected');
    await boardStream.waitFor('"type":"board"');
    expect(await now('parchee_event_streams_open', { stream: 'live' })).toBe(live + 1);
    expect(await now('parchee_event_streams_open', { stream: 'board' })).toBe(board + 1);
    liveStream.response.destroy();
    boardStream.response.destroy();
    for (let waited = 0; waited < 2000; waited += 20) {
      if (
        (await now('parchee_event_streams_open', { stream: 'live' })) === live &&
        (await now('parchee_event_streams_open', { stream: 'board' })) === board
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the ended streams are still counted');
  });

  it("counts the outbox's queued texts, read from the table at the scrape", async () => {
    const phone = '9830000077';
    await accounts.user('Patient', { phoneNumber: phone });
    const queued = await now('parchee_outbox_messages', { channel: 'sms', state: 'queued' });
    // No SMS gateway: the sign-in code stays queued.
    expect((await t.client('127.0.3.20').call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(
      200,
    );
    for (let waited = 0; waited < 2000; waited += 20) {
      if ((await now('parchee_outbox_messages', { channel: 'sms', state: 'queued' })) === queued + 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await now('parchee_outbox_messages', { channel: 'sms', state: 'queued' })).toBe(queued + 1);
    expect(await now('parchee_outbox_messages', { channel: 'mail', state: 'failed' })).toBe(0);
  });

  it('counts each text and push a gateway or push service took or refused, by channel', async () => {
    let gatewayAnswers = 200;
    const gateway = http.createServer((_request, response) => {
      response.statusCode = gatewayAnswers;
      response.end();
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const receiver = await startPushReceiver();
    const own = await startTestApp({
      now: clock.now,
      pushAgentOptions: { ca: receiver.certificate },
      env: {
        ...LOCAL_PUSH_SERVICE,
        METRICS_TOKEN: TOKEN,
        SMS_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/?to={to}&text={message}`,
      },
    });
    try {
      const figure = async (name: string, channel: string) => {
        const answer = await own.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        return valueOf(answer.body, name, { channel }) ?? 0;
      };
      const until = async (name: string, channel: string, value: number) => {
        for (let waited = 0; waited < 5000 && (await figure(name, channel)) !== value; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await figure(name, channel), `${name}{channel="${channel}"}`).toBe(value);
      };
      const ownAccounts = new TestAccounts(own, clock);
      const phone = '9830000088';
      await ownAccounts.user('Patient', { phoneNumber: phone });
      expect((await own.client().call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(200);
      await until('parchee_messages_sent_total', 'sms', 1);
      gatewayAnswers = 500;
      clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
      expect((await own.client().call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(200);
      await until('parchee_messages_failed_total', 'sms', 1);

      const doctorId = await ownAccounts.doctor();
      const { id: patientId, client: patient } = await ownAccounts.patient();
      expect(
        (
          await patient.call('update-notification-token', {
            id: patientId,
            token: receiver.subscription('metrics-device'),
            type: 'Patient',
            page: 'login',
            lang: 'en',
          })
        ).status,
      ).toBe(200);
      const booking = (await bookAndJoin(patient, doctorId, TODAY)).body.result.id as number;
      const doctor = await own.clientFor(doctorId);
      expect((await doctor.call('booking-confirmation', { booking_id: booking, status: 'Approved' })).status).toBe(200);
      await until('parchee_messages_sent_total', 'push', 1);
      receiver.answerWith(500);
      expect((await doctor.call('update-live-booking', { booking_id: booking, token: 'Live' })).status).toBe(200);
      await until('parchee_messages_failed_total', 'push', 1);
    } finally {
      await own.close();
      receiver.close();
      gateway.close();
    }
  });

  it('tells when the last backup was taken and verified, by whichever process took it, once one has', async () => {
    expect(await now('parchee_backup_last_success_timestamp_seconds')).toBe(0);
    const at = new Date('2026-11-23T03:00:00Z');
    const manifest = {
      format: 1,
      app: 'parchee',
      engine: t.platform.engine,
      started_at: '2026-11-23T02:59:00.000Z',
      finished_at: '2026-11-23T02:59:30.000Z',
      schema_version: '0001-foundation',
      tables: {},
      files: {},
    } as const;
    await recordBackup(t.platform.db, '/srv/parchee-backups/parchee-2026-11-23T02-59-00Z', manifest, at);
    expect(await now('parchee_backup_last_success_timestamp_seconds')).toBe(at.getTime() / 1000);
  });
});

describe('/readyz while shutting down, and with the database gone', () => {
  it('answers 503 once the server has begun to shut down, while it still finishes what it was doing', async () => {
    const own = await startTestApp({ demo: false });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const closing = new Promise<void>((resolve) => (begun = resolve));
    // Holds the shutdown at its first step (as an event stream's farewell would), while the port still listens.
    own.app.addHook('preClose', async () => {
      begun();
      await held;
    });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const closed = own.close();
    await closing;
    const answer = await fetch(`${base}/readyz`);
    release();
    await closed;
    expect(answer.status).toBe(503);
  });

  it('answers 503 when the database does not answer, and /healthz still 200', async () => {
    const own = await startTestApp({ demo: false });
    try {
      expect((await own.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await own.platform.db.destroy();
      const answer = await own.app.inject({ method: 'GET', url: '/readyz' });
      expect([answer.statusCode, answer.json()]).toEqual([
        503,
        { status: 'not ready', reason: 'the database does not answer' },
      ]);
      expect((await own.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
