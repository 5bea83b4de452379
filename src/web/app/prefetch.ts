// Starts downloading the opened route's area chunk (and TanStack Query for the signed-in areas) at once,
// beside the texts and the version check, and the screen's own chunk as soon as its area is in, instead
// of after the guard's user check: on a slow phone the page paints a network round trip or two sooner.
// The router later asks for the same chunks and gets them from the cache.
import { loadArea } from './router';
import { ROUTES } from './route-table';

export function prefetchAreaOf(pathname: string): void {
  const path = pathname === '/' ? '/home' : pathname.replace(/\/+$/, '');
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) return;
  loadArea(entry.area)
    .then((area) => area.pages[path]?.())
    .catch(() => undefined); // a failure is reported when the router asks again
  if (entry.area !== 'home') import('../api/query-provider').catch(() => undefined);
}
