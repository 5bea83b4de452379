// The signed-in user as a plain cached fetch, so /home and the route guards run without TanStack Query
// in the first download (docs/decisions/0002-in-house-translations.md). The Query cache adopts this value
// when query-client.ts loads, and the two stay in step both ways, so either side may read or write it. A display
// copy stays on the device, so an app opened or reloaded while the server cannot be reached still knows
// whose saved screens to show (decision 0039); the server's word replaces it once it answers.
// Asking says the language the app shows: the server keeps a patient's as their texts' language until they
// choose one (decision 0071). The app asks at each start, so this costs no call of its own; a switch of
// language while a patient is signed in asks again, so the server hears of it at once.
import type { SessionUser } from '../../shared/contract/users';
import { currentUserRequest } from './start-plan';
import { call } from './client';
import { ApiError } from '../lib/api-error';
import { appLanguage, onLanguageSwitch } from '../lib/i18n';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

/** What is known: the user (null = no session) and when it was learnt (0 = to be checked again). */
export interface KnownUser {
  user: SessionUser | null;
  updatedAt: number;
}

let known: KnownUser | null = null;
let inflight: Promise<SessionUser | null> | null = null;
const listeners = new Set<(known: KnownUser) => void>();

export function knownCurrentUser(): KnownUser | null {
  return known;
}

/** Records the user; `stale` asks the next screen that reads it to check with the server again. */
export function setCurrentUser(user: SessionUser | null, { stale = false } = {}): void {
  known = { user, updatedAt: stale ? 0 : Date.now() };
  writeStorage(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
  for (const listener of listeners) listener(known);
}

/** The user last known on this device (none after logout or an ended session), or null. */
export function savedUser(): SessionUser | null {
  try {
    const value = JSON.parse(readStorage(STORAGE_KEYS.user) ?? 'null') as Partial<SessionUser> | null;
    return value && typeof value.id === 'number' && typeof value.user_type === 'string' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

export function onCurrentUserChange(listener: (known: KnownUser) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server (one request at a time). A failure is not cached: the next call asks again. */
export function fetchCurrentUser(): Promise<SessionUser | null> {
  inflight ??= (async () => {
    try {
      let user: SessionUser | null;
      try {
        user = await call('get-current-user', currentUserRequest(appLanguage()));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Unreachable (offline), busy (429) or failing (5xx): the server did not say the session ended, so
        // what was known still holds and the screens keep the user's saved data. Known from before this
        // start only (a reload offline): that user, to be checked again when the server answers.
        if (error.status === 0 || error.status === 429 || error.status >= 500) {
          if (known) return known.user;
          const saved = savedUser();
          if (saved) {
            setCurrentUser(saved, { stale: true });
            return saved;
          }
        }
        // The server answers null for no session (no 401 in the console); when it cannot say at all, treat
        // the visitor as signed out too: guards send them to /home.
        user = null;
      }
      setCurrentUser(user);
      return user;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** The known user, or one request for it (what the route guards and the start-up prefetch use). */
export function loadCurrentUser(): Promise<SessionUser | null> {
  return known ? Promise.resolve(known.user) : fetchCurrentUser();
}

/** The server hears a signed-in patient's switch of language (after any ask under way, made in the old one). */
onLanguageSwitch(() => {
  if (known?.user?.type !== 'Patient') return;
  void (inflight ?? Promise.resolve()).then(fetchCurrentUser).catch(() => undefined);
});
