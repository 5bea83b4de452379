// When the data on screen was fetched, for the offline banner ("Saved Mon, 23 Nov 2026, 4:15 pm"). The
// Query cache reports it (api/saved-data.ts); the banner reads it without loading TanStack Query itself.
import { useSyncExternalStore } from 'react';

let savedAt: number | null = null;
const listeners = new Set<() => void>();

/** The oldest fetch time among the screen's answers, or null when the screen shows none. */
export function setShownDataSavedAt(at: number | null): void {
  if (at === savedAt) return;
  savedAt = at;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShownDataSavedAt(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => null,
  );
}
