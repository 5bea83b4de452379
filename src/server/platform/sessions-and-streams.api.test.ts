// Signing in over and over cannot pile up sessions or open files: an account keeps SESSIONS_PER_ACCOUNT
// sessions (a new one ends its oldest), a session's live-event streams end with it, one address keeps
// LIVE_STREAMS_PER_ADDRESS streams, and every stream connect, a refused one too, spends the request limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../shared/demo-accounts';
import { createAccount } from '../domains/accounts/account-factory';
import { openEventStream } from '../testing/event-stream-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { hashPassword } from './passwords';

let phones = 9390000000;
async function patient(t: TestApp): Promise<string> {
  const phone = String((phones += 1));
  await createAccount(
    t.platform.db,
    { role: 'Patient', phoneNumber: phone, passwordHash: await hashPassword(DEMO_PASSWORD), fullName: 'Many Sessions' },
    new Date(),
  );
  return phone;
}

describe('sessions and live-event streams', () => {
  const SESSIONS = 3;
  const STREAMS_PER_ADDRESS = 4;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { SESSIONS_PER_ACCOUNT: String(SESSIONS), LIVE_STREAMS_PER_ADDRESS: String(STREAMS_PER_ADDRESS) },
    });
  });
  afterAll(async () => t?.close());

  const stream = async (sid: string) => {
    const open = await openEventStream(t.app, '/api/live-events', { cookie: `sid=${sid}` });
    await open.waitFor(': connected');
    return open;
  };

  it(`keep ${SESSIONS} sessions per account: a new sign-in ends the oldest, and its stream with it`, async () => {
    const phone = await patient(t);
    const browsers = [];
    for (let i = 0; i < SESSIONS; i += 1) {
      const browser = t.client();
      expect((await browser.signIn('patient', phone, DEMO_PASSWORD)).status).toBe(200);
      browsers.push(browser);
    }
    const oldestStream = await stream(browsers[0]!.cookies.get('sid')!);
    const newest = t.client();
    expect((await newest.signIn('patient', phone, DEMO_PASSWORD)).status).toBe(200);
    expect((await browsers[0]!.call('get-current-user', {})).body.result).toBeNull();
    for (const browser of [...browsers.slice(1), newest])
      expect((await browser.call('get-current-user', {})).body.result?.phone_number).toBe(phone);
    expect(
      await t.platform.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', (await newest.call('get-current-user', {})).body.result.id)
        .execute(),
    ).toHaveLength(SESSIONS);
    await expect.poll(() => oldestStream.ended()).toBe(true);
  });

  it("end a session's streams at logout, and leave the account's other sessions' streams open", async () => {
    const phone = await patient(t);
    const [first, second] = [t.client(), t.client()];
    await first.signIn('patient', phone, DEMO_PASSWORD);
    await second.signIn('patient', phone, DEMO_PASSWORD);
    const firstStream = await stream(first.cookies.get('sid')!);
    const secondStream = await stream(second.cookies.get('sid')!);
    await first.call('logout', {});
    await expect.poll(() => firstStream.ended()).toBe(true);
    expect(secondStream.ended()).toBe(false);
    secondStream.response.destroy();
  });

  it(`keep ${STREAMS_PER_ADDRESS} streams per address, whatever their sessions: a newer one ends the oldest`, async () => {
    const streams = [];
    for (let i = 0; i <= STREAMS_PER_ADDRESS; i += 1) {
      const browser = t.client();
      await browser.signIn('patient', await patient(t), DEMO_PASSWORD);
      streams.push(await stream(browser.cookies.get('sid')!));
    }
    await streams[0]!.waitFor('replaced by a newer stream');
    expect(streams.slice(1).every((open) => !open.ended())).toBe(true);
    for (const open of streams) open.response.destroy();
  });
});

describe('stream connects', () => {
  const BURST = 10;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { REQUEST_BURST_PER_ADDRESS: String(BURST), REQUESTS_PER_SECOND_PER_ADDRESS: '1' } });
  });
  afterAll(async () => t?.close());

  it('spend the request limits, refused ones too: made-up sessions get 429 once the burst is spent', async () => {
    const statuses = [];
    for (let i = 0; i < BURST + 5; i += 1) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/live-events',
        headers: { cookie: `sid=made-up-${i}` },
        remoteAddress: '127.0.60.1',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, BURST).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(BURST)).toEqual(Array.from({ length: 5 }, () => 429));
  });
});
