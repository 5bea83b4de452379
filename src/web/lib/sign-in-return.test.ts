import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingAfterSignIn, returnHereAfterSignIn } from './sign-in-return';

const patient = { user_type: 'Patient', type: 'Patient' } as const;
const doctor = { user_type: 'Doctor', type: 'Doctor' } as const;
let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page a sign-in returns to', () => {
  it('is the check-in page that asked a patient to sign in, once', () => {
    returnHereAfterSignIn('/check-in?d=7&c=abc');
    expect(landingAfterSignIn(patient)).toBe('/check-in?d=7&c=abc');
    expect(landingAfterSignIn(patient)).toBe('/patient-selection');
  });

  it('is the usual landing for a doctor, after half an hour, or for a value that is not an app path', () => {
    returnHereAfterSignIn('/check-in?d=7&c=abc');
    expect(landingAfterSignIn(doctor)).toBe('/doctors-dashboard');
    vi.useFakeTimers();
    returnHereAfterSignIn('/check-in?d=7&c=abc');
    vi.advanceTimersByTime(31 * 60_000);
    expect(landingAfterSignIn(patient)).toBe('/patient-selection');
    for (const kept of ['//evil.example/x', 'https://evil.example', 'not json']) {
      storage.set('sign_in_return', kept.startsWith('not') ? kept : JSON.stringify({ path: kept, at: Date.now() }));
      expect(landingAfterSignIn(patient), kept).toBe('/patient-selection');
    }
  });
});
