// Starts downloading the opened route's code (its area's chunk, TanStack Query for the signed-in areas, and
// the screen's own chunk) at once, beside the texts and the version check, instead of after the guard's
// user check: on a slow phone the page paints a network round trip or two sooner. The router later asks
// for the same code and gets it from the same loads (router.tsx, loadRouteCode).
//
// On the way to a token, each screen also fetches the next one's code while the patient reads or types, so
// the tap that goes on waits for the server's answer only.
import { whenIdle, whenPageIdle } from '../lib/when-idle';
import { loadRouteCode, routeAt } from './router';

/** The screens from /home to a token, each with the one a patient goes on to. */
const NEXT_ON_THE_WAY_TO_A_TOKEN: Readonly<Record<string, string>> = {
  '/': '/patient-selection',
  '/home': '/patient-selection',
  '/patient-login': '/patient-selection',
  '/patient-selection': '/patient-doctor-profile',
  '/patient-doctor-profile': '/patient-details',
  '/patient-details': '/patient-book-appointment',
};

export function prefetchAreaOf(pathname: string): void {
  const entry = routeAt(pathname);
  // A failure is reported when the router asks again.
  if (entry) loadRouteCode(entry).catch(() => undefined);
}

/**
 * Fetches the code of the screen after `pathname` on the way to a token, once the shown screen is drawn; the
 * app's first screen waits for the page to settle (when-idle.ts), as its other background work does.
 */
export function prefetchNextScreenOf(pathname: string, firstScreen: boolean): void {
  const next = Object.hasOwn(NEXT_ON_THE_WAY_TO_A_TOKEN, pathname) ? NEXT_ON_THE_WAY_TO_A_TOKEN[pathname] : undefined;
  if (next) (firstScreen ? whenPageIdle : whenIdle)(() => prefetchAreaOf(next));
}
