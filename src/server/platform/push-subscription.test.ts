import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePushSubscription } from './push-subscription';

const SERVICES = ['fcm.googleapis.com', 'push.apple.com'];
const keys = {
  p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
const text = (endpoint: unknown, k: unknown = keys) => JSON.stringify({ endpoint, expirationTime: null, keys: k });

describe('parsePushSubscription', () => {
  it('takes a browser subscription on a push service, keeping only endpoint and keys', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
    expect(parsePushSubscription(text(endpoint), SERVICES)).toEqual({ endpoint, keys });
    expect(parsePushSubscription(text('https://web.push.apple.com/QGx'), SERVICES)).not.toBeNull();
  });

  it.each([
    ['an IP literal', 'https://127.0.0.1:3999/push'],
    ['a decimal IP', 'https://2130706433/push'],
    ['a hex IP', 'https://0x7f.1/push'],
    ['an IPv6 literal', 'https://[::1]/push'],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a host outside the list', 'https://push.example.com/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/x'],
    ['no URL at all', 'not a url'],
    ['a very long URL', `https://fcm.googleapis.com/${'x'.repeat(1200)}`],
  ])('refuses %s', (_, endpoint) => {
    expect(parsePushSubscription(text(endpoint), SERVICES)).toBeNull();
  });

  it('refuses keys of the wrong length or alphabet, and text that is not a subscription', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/x';
    expect(
      parsePushSubscription(text(endpoint, { ...keys, p256dh: randomBytes(32).toString('base64url') }), SERVICES),
    ).toBeNull();
    expect(
      parsePushSubscription(text(endpoint, { ...keys, auth: randomBytes(8).toString('base64url') }), SERVICES),
    ).toBeNull();
    expect(parsePushSubscription(text(endpoint, { ...keys, auth: 'not base64 !' }), SERVICES)).toBeNull();
    expect(parsePushSubscription(text(endpoint, null), SERVICES)).toBeNull();
    expect(parsePushSubscription('{', SERVICES)).toBeNull();
    expect(parsePushSubscription('"text"', SERVICES)).toBeNull();
  });
});
