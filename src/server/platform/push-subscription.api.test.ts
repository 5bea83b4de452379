// update-notification-token keeps only real Web Push subscriptions on the known push services, and at
// most PUSH_DEVICES_PER_USER of them per user.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { createAccount } from '../domains/accounts/account-factory';
import { PUSH_DEVICES_PER_USER } from '../domains/accounts/service';
import { startTestApp, type TestApp } from '../testing/test-app';

// Each save happens a second after the one before, so "the oldest" is well defined.
let clock = new Date('2026-11-23T04:30:00Z').getTime();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date((clock += 1000)) });
});
afterAll(async () => t?.close());

const keys = () => ({
  p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const subscription = (endpoint: string) => JSON.stringify({ endpoint, expirationTime: null, keys: keys() });

let phones = 9330000000;
async function patient() {
  const id = await createAccount(
    t.platform.db,
    { role: 'Patient', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: 'Push Patient' },
    new Date(clock),
  );
  return { id, client: await t.clientFor(id) };
}
const storedEndpoints = async (userId: number) =>
  (await t.platform.db.selectFrom('push_subscriptions').select('token').where('user_id', '=', userId).execute()).map(
    (row) => JSON.parse(row.token).endpoint as string,
  );

describe('update-notification-token', () => {
  it('refuses what is not a subscription on a push service, with a message, and stores nothing', async () => {
    const { id, client } = await patient();
    for (const token of [
      subscription('https://127.0.0.1:3999/push'),
      subscription('https://[::1]/push'),
      subscription('http://fcm.googleapis.com/fcm/send/x'),
      subscription('https://intranet.clinic.example/push'),
      JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'short', auth: 'short' } }),
      'any text',
    ]) {
      const answer = await client.call('update-notification-token', { token, page: 'login' });
      expect([answer.status, answer.body.errors?.token], token).toEqual([400, MESSAGES.pushSubscriptionInvalid]);
    }
    expect(await storedEndpoints(id)).toEqual([]);
  });

  it('takes a browser subscription and forgets it on logout', async () => {
    const { id, client } = await patient();
    const token = subscription('https://fcm.googleapis.com/fcm/send/device-a');
    expect((await client.call('update-notification-token', { token, page: 'login', lang: 'hi' })).status).toBe(200);
    expect(await storedEndpoints(id)).toEqual(['https://fcm.googleapis.com/fcm/send/device-a']);
    expect((await client.call('update-notification-token', { token, page: 'logout' })).status).toBe(200);
    expect(await storedEndpoints(id)).toEqual([]);
  });

  it(`keeps the ${PUSH_DEVICES_PER_USER} most recent devices of a user, dropping the oldest`, async () => {
    const { id, client } = await patient();
    const other = await patient();
    const otherToken = subscription('https://fcm.googleapis.com/fcm/send/other-user');
    await other.client.call('update-notification-token', { token: otherToken, page: 'login' });
    const endpoints = Array.from(
      { length: PUSH_DEVICES_PER_USER + 3 },
      (_, i) => `https://fcm.googleapis.com/fcm/send/device-${i}`,
    );
    const tokens = endpoints.map(subscription);
    for (const token of tokens)
      expect((await client.call('update-notification-token', { token, page: 'login' })).status).toBe(200);
    expect((await storedEndpoints(id)).sort()).toEqual(endpoints.slice(3).sort());
    // Saving an older device again makes it the newest: the oldest left goes instead.
    await client.call('update-notification-token', { token: tokens[3]!, page: 'login' });
    await client.call('update-notification-token', {
      token: subscription('https://fcm.googleapis.com/fcm/send/new'),
      page: 'login',
    });
    const kept = await storedEndpoints(id);
    expect(kept).toHaveLength(PUSH_DEVICES_PER_USER);
    expect(kept).toContain(endpoints[3]);
    expect(kept).not.toContain(endpoints[4]);
    expect(await storedEndpoints(other.id)).toEqual(['https://fcm.googleapis.com/fcm/send/other-user']);
  });
});
