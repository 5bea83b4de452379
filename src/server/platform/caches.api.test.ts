// What the per-instance caches (sessions, the doctor directory, slot rules) must never do: serve a session
// after it ended, serve a doctor's old capacity or timings after the doctor changed them, or give one
// patient an answer the guards would refuse them.
import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { buildApp } from '../app';
import { draft, join, startBookingTest, testClock, TOMORROW, type TestAccounts } from '../testing/booking-fixtures';
import { TestClient, type TestApp } from '../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

/** Evening at the default times, with this many tokens. */
const eveningTimings = (doctorId: number, capacity: number) => ({
  doctor_id: doctorId,
  timing_1: '09:00',
  timing_2: '23:59',
  slots_evening: 'Evening',
  evening_timing_1: '18:00',
  evening_timing_2: '23:00',
  slot_capacity_evening: String(capacity),
});

describe('sessions', () => {
  it('refuses a signed-out session at once, though it was looked up a moment before', async () => {
    const { client } = await accounts.patient();
    expect((await client.call('get-current-user', {})).body.result).not.toBeNull();
    // The same browser's cookies, kept by someone who copied them before the sign-out.
    const copy = new TestClient(t.app, '127.0.0.1');
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    expect((await copy.call('get-current-user', {})).body.result).not.toBeNull();
    expect((await client.call('logout', {})).status).toBe(200);
    expect((await copy.call('get-current-user', {})).body.result).toBeNull();
    const refused = await copy.call('get-all-doctors', { patient_id: 1 });
    expect([refused.status, refused.body.error]).toEqual([401, MESSAGES.signInRequired]);
  });
});

/** Asks `check` again and again, for at most `ms`, until it says yes; answers its last word. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Whether this client's session is still served, by the instance it talks to. */
const signedIn = async (client: TestClient) => (await client.call('get-current-user', {})).body.result !== null;

// Each instance keeps a session it looked up for half a minute; an end reaches every instance over the
// bus (PostgreSQL NOTIFY). With SQLite there is only one instance.
describe.runIf(process.env.TEST_ENGINE === 'postgres')('sessions kept by another instance', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp(t.config, { webRoot: null, now: clock.now });
  });
  afterAll(async () => second?.close());

  /** A signed-in patient on the first instance, and the same cookies used through the second. */
  async function patientOnBoth() {
    const { client, id } = await accounts.patient();
    const elsewhere = new TestClient(second, '127.0.5.1');
    for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
    // Looked up, and so kept, by the second instance.
    expect(await signedIn(elsewhere)).toBe(true);
    return { client, id, elsewhere };
  }

  it('are refused there as soon as the session ends here (sign-out, and every session on a password change)', async () => {
    const signedOut = await patientOnBoth();
    expect((await signedOut.client.call('logout', {})).status).toBe(200);
    // Far sooner than the half minute a kept session lives: only the bus's message explains it.
    expect(await within(5000, async () => !(await signedIn(signedOut.elsewhere)))).toBe(true);

    // What a password change or reset does: every session of the user ends.
    const changed = await patientOnBoth();
    await t.platform.sessions.endAllOf(changed.id);
    expect(await within(5000, async () => !(await signedIn(changed.elsewhere)))).toBe(true);
  });

  it('are not trusted while the instance cannot hear the bus, and again once it can', async () => {
    const { id, elsewhere } = await patientOnBoth();
    // Every instance's listener is cut off, as a network fault would; each must stop trusting what it kept.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(
      t.platform.db,
    );
    expect(await within(5000, async () => !second.platform.bus.listening)).toBe(true);
    // Looked up while deaf: not kept.
    expect(await signedIn(elsewhere)).toBe(true);
    // An end whose message no instance could hear.
    await t.platform.db.deleteFrom('sessions').where('user_id', '=', id).execute();
    expect(await signedIn(elsewhere)).toBe(false);
    // The listener comes back by itself.
    expect(await within(10_000, async () => second.platform.bus.listening)).toBe(true);
  });

  it('keep serving when the database closes their idle connections', async () => {
    const { client } = await patientOnBoth();
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`.execute(
      t.platform.db,
    );
    const answer = await client.call('get-cities', {});
    expect(answer.status, answer.raw).toBe(200);
    expect(await within(10_000, async () => second.platform.bus.listening && t.platform.bus.listening)).toBe(true);
  });
});

describe('the doctor directory and slot rules', () => {
  it("serve a doctor's new timings and capacity from the moment they are saved", async () => {
    const doctorId = await accounts.doctor({ capacity: 10 });
    const doctor = await t.clientFor(doctorId);
    const first = await accounts.patient();
    const second = await accounts.patient();
    const listed = async () => {
      const answer = await first.client.call('get-all-doctors', { patient_id: first.id, city: 'Deoria' });
      return (
        answer.body.result.doctors as {
          id: number;
          doctor_detail: { slot_capacity: Record<string, number>; slot_timing: Record<string, string> };
        }[]
      ).find((d) => d.id === doctorId)!;
    };
    // Read (and so kept) before the change.
    expect((await listed()).doctor_detail.slot_capacity.Evening).toBe(10);
    const firstBooking = await draft(first.client, doctorId);
    const secondBooking = await draft(second.client, doctorId);

    const saved = await doctor.call('edit-doctor-hospital-timings', eveningTimings(doctorId, 1));
    expect(saved.status, saved.raw).toBe(200);
    const after = await listed();
    expect(after.doctor_detail.slot_capacity.Evening).toBe(1);
    expect(after.doctor_detail.slot_timing.Evening).toBe('18:00-23:00');
    // Morning is no longer ticked: joining it is refused; Evening takes one token only.
    expect((await join(first.client, firstBooking, TOMORROW, 'Morning')).status).toBe(409);
    expect((await join(first.client, firstBooking, TOMORROW, 'Evening')).status).toBe(200);
    const full = await join(second.client, secondBooking, TOMORROW, 'Evening');
    expect([full.status, full.body.error]).toEqual([409, MESSAGES.slotsFull]);
  });

  it("never answers one patient's call for another patient's id, whoever asked for the same list before", async () => {
    const owner = await accounts.patient();
    const other = await accounts.patient();
    expect((await owner.client.call('get-all-doctors', { patient_id: owner.id, city: 'Deoria' })).status).toBe(200);
    const refused = await other.client.call('get-all-doctors', { patient_id: owner.id, city: 'Deoria' });
    expect(refused.status).toBe(404);
    expect(refused.body.result).toBeUndefined();
  });

  it('sends a kept list gzipped to a browser that takes gzip, the same answer as to one that does not', async () => {
    const { id, client } = await accounts.patient();
    const ask = (acceptEncoding?: string) =>
      client.post(
        '/api/get-all-doctors.json',
        JSON.stringify({ patient_id: id, city: 'Deoria' }),
        acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
      );
    const plain = await ask();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.result.doctors.length).toBeGreaterThan(0);

    const gzipped = await ask('gzip, deflate, br, zstd');
    expect([gzipped.headers['content-encoding'], gzipped.headers.vary]).toEqual(['gzip', 'Accept-Encoding']);
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.bytes).toString())).toEqual(plain.body);

    // gzip refused by name, or not named: the plain answer.
    for (const refused of ['gzip;q=0, deflate', 'br']) {
      const answer = await ask(refused);
      expect(answer.headers['content-encoding'], refused).toBeUndefined();
      expect(answer.body).toEqual(plain.body);
    }
  });
});
