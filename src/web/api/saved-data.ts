// The Query cache kept on the device (TanStack Query's persister, in local storage), so every screen the
// user opened shows its last answers offline, even after the app was closed (decision 0014). Only the
// signed-in user's answers are kept: a change of user (logout included) empties it.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { setShownDataSavedAt } from '../lib/saved-at';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

/** How long saved answers are offered; older ones are dropped at start. */
export const SAVED_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const CURRENT_USER_KEY = 'current-user';

const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: nothing is kept
  }
})();

const persister = createAsyncStoragePersister({ storage, key: STORAGE_KEYS.savedData, throttleTime: 1000 });

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: SAVED_DATA_MAX_AGE_MS,
    dehydrateOptions: {
      // The user is asked of the server at every start (route guards); only the screens' answers are kept.
      // An answer whose refresh failed (the connection dropped mid-request) is still the last one known.
      shouldDehydrateQuery: (query) => query.state.data !== undefined && query.queryKey[0] !== CURRENT_USER_KEY,
    },
  };
}

/**
 * Keeps only the signed-in user's answers: when the user is another one than the owner of the saved data
 * (another person signing in on a shared phone, or nobody after logout), the cache is emptied, on the
 * device too. Called on every change of user and once the saved data is restored.
 */
export function keepOnlyAnswersOf(client: QueryClient, userId: number | null): void {
  const owner = userId === null ? null : String(userId);
  if (readStorage(STORAGE_KEYS.savedDataOwner) === owner) return;
  const answers = (query: Query) => query.queryKey[0] !== CURRENT_USER_KEY;
  client.removeQueries({ predicate: answers, type: 'inactive' });
  // A query on screen is reset and asked again rather than removed: removing it would cancel its request
  // in flight without telling the screen, which then stays on "Loading…" for ever.
  void client.resetQueries({ predicate: answers, type: 'active' });
  if (owner === null) void persister.removeClient();
  writeStorage(STORAGE_KEYS.savedDataOwner, owner);
}

/** Reports to the offline banner when the answers on screen (queries with an observer) were fetched. */
export function reportShownDataAge(client: QueryClient): void {
  const cache = client.getQueryCache();
  const report = () => {
    let oldest: number | null = null;
    for (const query of cache.getAll()) {
      if (query.queryKey[0] === CURRENT_USER_KEY || query.getObserversCount() === 0) continue;
      const at = query.state.dataUpdatedAt;
      if (at > 0 && (oldest === null || at < oldest)) oldest = at;
    }
    setShownDataSavedAt(oldest);
  };
  cache.subscribe(report);
}
