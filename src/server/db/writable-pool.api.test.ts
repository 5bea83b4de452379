// The PostgreSQL server that accepts writes (db/writable-pool.ts), on the test server: a call cut off with its
// connection is answered 503 with Retry-After and not done, a server that turns read-only is given up and
// taken again once it accepts writes, and of several hosts the one that answers is used. Only this file's own
// database is touched (its connections ended, its default made read-only). The takeover of a promoted standby
// is standby-takeover.test.ts.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { buildApp } from '../app';
import { bookingForm, startBookingTest, testClock, TODAY, type TestAccounts } from '../testing/booking-fixtures';
import { TestClient, type TestApp } from '../testing/test-app';
import { postgresHostsOf, RETRY_AFTER_SECONDS, WritablePool } from './writable-pool';

describe.runIf(process.env.TEST_ENGINE === 'postgres')('the PostgreSQL server that accepts writes', () => {
  const clock = testClock();
  let t: TestApp;
  let accounts: TestAccounts;
  let admin: pg.Client;
  beforeAll(async () => {
    ({ t, accounts } = await startBookingTest(clock));
    admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const walkIn = (doctorId: number, phone: string) =>
    bookingForm(doctorId, {
      type: 'Manual',
      parchee_type: 'New',
      slot: 'Morning',
      booking_date: TODAY,
      patient_id: 0,
      phone_number: phone,
    });
  const tokensOf = async (doctorId: number) =>
    await t.platform.db
      .selectFrom('bookings')
      .select(['booking_number', 'phone_number'])
      .where('doctor_id', '=', doctorId)
      .orderBy('booking_number')
      .execute();
  /** Sends the walk-in until it is booked, for 10 s at most; every refusal meanwhile must be 503 with Retry-After. */
  const bookWhenBack = async (doctor: TestClient, form: Record<string, unknown>) => {
    let answer!: Awaited<ReturnType<TestClient['call']>>;
    const refusals = new Set<string>();
    await expect
      .poll(
        async () => {
          answer = await doctor.call('add-booking', form);
          if (answer.status !== 200) refusals.add(`${answer.status} ${answer.headers['retry-after']}`);
          return answer.status;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(200);
    expect([...refusals].filter((refusal) => refusal !== `503 ${RETRY_AFTER_SECONDS}`)).toEqual([]);
    return answer;
  };
  /** Ends the app's connections to this file's database (never another database's). */
  const endAppConnections = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );

  it('answers a call cut off with its connection 503 with Retry-After and books nothing; books again by itself; a retry with the key is told "not known yet"', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    // The walk-in's insert waits for this lock; its connection is ended while it waits.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE bookings IN EXCLUSIVE MODE');
    const cutOff = doctor.call('add-booking', walkIn(doctorId, '9100000001'), { 'Idempotency-Key': 'cut-off' });
    const waiting =
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()";
    await expect.poll(async () => (await admin.query(waiting)).rowCount).toBe(1);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM (${waiting}) AS waiting`);
    const answer = await cutOff;
    await admin.query('ROLLBACK');
    expect([answer.status, answer.body.error, answer.headers['retry-after']]).toEqual([
      503,
      MESSAGES.databaseUnavailable,
      String(RETRY_AFTER_SECONDS),
    ]);

    // The server accepts writes still: asked again at once, it is taken again (calls fail fast until then), and
    // the next walk-in gets token 1: the one cut off left no gap.
    const next = await bookWhenBack(doctor, walkIn(doctorId, '9100000002'));
    expect(next.body.result.booking_number).toBe(1);
    const retry = await doctor.call('add-booking', walkIn(doctorId, '9100000001'), { 'Idempotency-Key': 'cut-off' });
    expect([retry.status, retry.body.error]).toEqual([409, MESSAGES.requestUnfinished]);
    expect(await tokensOf(doctorId)).toEqual([{ booking_number: 1, phone_number: '9100000002' }]);
  });

  it('gives up a server that turns read-only, answers 503 meanwhile, and takes it again once it accepts writes', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const database = (await admin.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
    await admin.query(`ALTER DATABASE ${database} SET default_transaction_read_only = on`);
    try {
      // Connections opened from now on are read-only: the pool's own are ended, and it asks again.
      await endAppConnections();
      const refused = await doctor.call('add-booking', walkIn(doctorId, '9100000003'));
      expect([refused.status, refused.headers['retry-after']]).toEqual([503, String(RETRY_AFTER_SECONDS)]);
    } finally {
      await admin.query(`ALTER DATABASE ${database} RESET default_transaction_read_only`);
    }
    // Asked again every second: within a few, without a restart.
    await bookWhenBack(doctor, walkIn(doctorId, '9100000004'));
    expect(await tokensOf(doctorId)).toEqual([{ booking_number: 1, phone_number: '9100000004' }]);
  });

  it('of the hosts DATABASE_URL names, uses the one that accepts writes (the first refuses connections)', async () => {
    const closed = await closedPort();
    const databaseUrl = t.config.databaseUrl!.replace('@', `@127.0.0.1:${closed},`);
    expect(postgresHostsOf(databaseUrl).map((host) => host.name)).toEqual([
      `127.0.0.1:${closed}`,
      postgresHostsOf(t.config.databaseUrl!)[0]!.name,
    ]);
    const second = await buildApp({ ...t.config, databaseUrl }, { webRoot: null, now: clock.now });
    try {
      const doctorId = await accounts.doctor();
      // Signed in through the first instance: the session is in the database both share.
      const doctor = new TestClient(second, '127.0.9.1');
      doctor.cookies.set('sid', (await t.clientFor(doctorId)).cookies.get('sid')!);
      const booked = await doctor.call('add-booking', walkIn(doctorId, '9100000005'));
      expect([booked.status, booked.body.result?.booking_number]).toEqual([200, 1]);
    } finally {
      await second.close();
    }
  });

  it('says whether the database accepts writes (what a readiness check asks)', async () => {
    const pool = new WritablePool(postgresHostsOf(t.config.databaseUrl!), 1);
    try {
      expect(await pool.acceptsWrites()).toBe(true);
    } finally {
      await pool.end();
    }
  });
});

/** A port on 127.0.0.1 nothing listens on (it was free a moment ago). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
