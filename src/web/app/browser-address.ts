// The address bar as the route view needs it (route-view.tsx): the location it shows, a location for a
// move, writing one in (as a new entry or in place of the current one) and hearing Back and Forward. A
// history entry carries the location's key and state as React Router's own history writes them
// ({ usr, key }), so an entry written before a reload reads back the same.
import { createPath, parsePath, type Location, type To } from 'react-router';

interface EntryState {
  usr?: unknown;
  key?: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The location in the address bar now; the first entry of a visit has the key 'default'. */
export function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as EntryState;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/** The location a move to `to` (a path, or its parts, resolved by React Router) would show, with a new key. */
export function locationFor(to: To, state: unknown = null): Location {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: window.location.pathname, search: '', hash: '', ...parts, state, key: newKey() } as Location;
}

/** Writes the location into the address bar: a new history entry, or in place of the current one. */
export function writeAddress(location: Location, how: 'push' | 'replace'): void {
  const entry: EntryState = { usr: location.state, key: location.key };
  if (how === 'push') window.history.pushState(entry, '', createPath(location));
  else window.history.replaceState(entry, '', createPath(location));
}

/** Calls `listener` after Back or Forward (or a #fragment link) has changed the address; answers the stop. */
export function onBackOrForward(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
