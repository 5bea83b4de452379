import { afterEach, describe, expect, it, vi } from 'vitest';

// The module reads the device's stored zone when it loads: each case loads it afresh.
async function load(stored: string | null) {
  vi.resetModules();
  const storage = new Map<string, string>(stored === null ? [] : [['clinic_time_zone', stored]]);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  return { module: await import('./clinic-today'), storage };
}

afterEach(() => vi.unstubAllGlobals());

describe('the clinic time zone', () => {
  it('is India time until the server names another, which the device keeps for the next start', async () => {
    const { module } = await load(null);
    const { rememberClinicTimeZone } = await import('./storage');
    expect(module.clinicTimeZone()).toBe('Asia/Kolkata');
    rememberClinicTimeZone('Asia/Kathmandu');
    expect(module.clinicTimeZone()).toBe('Asia/Kathmandu');
    expect((await load('Asia/Kathmandu')).module.clinicTimeZone()).toBe('Asia/Kathmandu');
  });

  it('counts today in that zone', async () => {
    const { module } = await load('Pacific/Kiritimati');
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    try {
      // 12:00 UTC is 02:00 the next day at UTC+14.
      expect(module.clinicToday()).toBe('2026-11-26');
      expect(module.clinicMinutesNow()).toBe(120);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads India time for a stored name that is not a zone, and keeps nothing for no name', async () => {
    const { module, storage } = await load('Not/AZone');
    expect(module.clinicTimeZone()).toBe('Asia/Kolkata');
    const { rememberClinicTimeZone } = await import('./storage');
    rememberClinicTimeZone(undefined);
    expect(storage.get('clinic_time_zone')).toBe('Not/AZone');
    rememberClinicTimeZone('Mars/Olympus');
    expect(module.clinicTimeZone()).toBe('Asia/Kolkata');
  });
});
