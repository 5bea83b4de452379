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
    const { module, storage } = await load(null);
    expect(module.clinicTimeZone()).toBe('Asia/Kolkata');
    module.setClinicTimeZone('Asia/Kathmandu');
    expect(module.clinicTimeZone()).toBe('Asia/Kathmandu');
    expect(storage.get('clinic_time_zone')).toBe('Asia/Kathmandu');
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

  it('ignores a zone it does not know, or none, and a stored one that is not a zone', async () => {
    const { module } = await load('Not/AZone');
    expect(module.clinicTimeZone()).toBe('Asia/Kolkata');
    module.setClinicTimeZone('Mars/Olympus');
    module.setClinicTimeZone(undefined);
    expect(module.clinicTimeZone()).toBe('Asia/Kolkata');
  });
});
