// Starts downloading the opened route's area chunk (and TanStack Query for the signed-in areas) at once,
// beside the texts and the version check, instead of after them: on a slow phone the page paints one
// network round trip sooner. The router later asks for the same chunks and gets them from the cache.
import { loadArea } from './router';
import { ROUTES } from './route-table';

export function prefetchAreaOf(pathname: string): void {
  const path = pathname === '/' ? '/home' : pathname.replace(/\/+$/, '');
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry) return;
  loadArea(entry.area).catch(() => undefined); // a failure is reported when the router asks again
  if (entry.area !== 'home') import('../api/query-provider').catch(() => undefined);
}
