// Starts downloading the opened route's code (its area's chunk, TanStack Query for the signed-in areas, and
// the screen's own chunk) at once, beside the texts and the version check, instead of after the guard's
// user check: on a slow phone the page paints a network round trip or two sooner. The router later asks
// for the same code and gets it from the same loads (router.tsx, loadRouteCode).
import { loadRouteCode, routeAt } from './router';

export function prefetchAreaOf(pathname: string): void {
  const entry = routeAt(pathname);
  // A failure is reported when the router asks again.
  if (entry) loadRouteCode(entry).catch(() => undefined);
}
