// A page that needs a signed-in patient and asks them to log in first (the clinic's check-in code, opened
// from a QR code in a phone's browser) is where the sign-in lands, whichever way they sign in (password or
// code, on any sign-in screen): it is kept on the device for a short while and used once. Only the app's own
// paths are kept, so a kept value can never send the user elsewhere.
import type { SessionUser } from '../../shared/contract/users';
import { afterSignInPath } from './landing-paths';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** Long enough to sign in, or to register and sign in; a later sign-in lands as usual. */
const KEPT_FOR_MS = 30 * 60_000;

/** Asks the next patient sign-in on this device to land on `path` (the page's own path and query). */
export function returnHereAfterSignIn(path: string): void {
  writeStorage(STORAGE_KEYS.signInReturn, JSON.stringify({ path, at: Date.now() }));
}

/** Where a sign-in lands: the page that asked a patient to sign in, once, while fresh; else afterSignInPath. */
export function landingAfterSignIn(user: Pick<SessionUser, 'user_type' | 'type'>): string {
  const kept = readStorage(STORAGE_KEYS.signInReturn);
  if (kept === null) return afterSignInPath(user);
  writeStorage(STORAGE_KEYS.signInReturn, null);
  try {
    const { path, at } = JSON.parse(kept) as { path?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && Date.now() - at < KEPT_FOR_MS;
    if (
      user.user_type === 'Patient' &&
      fresh &&
      typeof path === 'string' &&
      path.startsWith('/') &&
      !path.startsWith('//')
    )
      return path;
  } catch {
    // Not ours: the usual landing.
  }
  return afterSignInPath(user);
}
