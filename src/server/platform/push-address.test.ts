import { describe, expect, it } from 'vitest';
import { isPublicAddress, isPushServiceHost, publicOnlyLookup } from './push-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['142.250.183.10', '8.8.8.8', '172.32.0.1', '2404:6800:4009:80b::200a', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('isPushServiceHost', () => {
  const services = ['fcm.googleapis.com', 'push.services.mozilla.com'];
  it('takes a service and the names under it, nothing that only ends with the same letters', () => {
    expect(isPushServiceHost('fcm.googleapis.com', services)).toBe(true);
    expect(isPushServiceHost('FCM.googleapis.com.', services)).toBe(true);
    expect(isPushServiceHost('updates.push.services.mozilla.com', services)).toBe(true);
    expect(isPushServiceHost('evilfcm.googleapis.com', services)).toBe(false);
    expect(isPushServiceHost('fcm.googleapis.com.evil.example', services)).toBe(false);
    expect(isPushServiceHost('googleapis.com', services)).toBe(false);
  });
});

describe('publicOnlyLookup', () => {
  it('refuses a name that resolves to loopback', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (err) => resolve(err)),
    );
    expect(error?.code).toBe('EPRIVATEADDRESS');
  });
});
