// Every route of the table (route-table.ts), lazy-loaded per role area (one chunk each), each behind its guard: a
// location is shown only once its guard has passed and its area's layout and its screen are loaded, and
// until then the screen before stays, under a progress bar (route-view.tsx). React Router's declarative
// mode does the rest (links, search params); its data router weighed twice as much on the first screen
// (decision 0034).
import type { ComponentType } from 'react';
import { matchRoutes, Outlet } from 'react-router';
import { loadCurrentUser } from '../api/current-user';
import type { AreaModule } from './areas/area-module';
import { ChunkLoadError, describeFailure } from '../lib/chunk-error';
import { loadOtherScreensTexts } from '../lib/i18n';
import { loadOnceBy } from '../lib/load-once';
import { NotFoundPage } from './not-found-page';
import type { RouteHandle } from './route-handle';
import { landingPath, PRIVACY_GATE, privacyGatePath } from '../lib/landing-paths';
import { titleKeyOf } from '../lib/page-title';
import { ROUTES, STAFF_LOGIN_USER_TYPE, allowedBy, isStaffLogin, type Area, type RouteEntry } from './route-table';

const AREA_IMPORTS: Record<Area, () => Promise<{ area: AreaModule }>> = {
  home: () => import('./areas/home-area'),
  auth: () => import('./areas/auth-area'),
  patient: () => import('./areas/patient-area'),
  doctor: () => import('./areas/doctor-area'),
  hospital: () => import('./areas/hospital-area'),
  lab: () => import('./areas/lab-area'),
  operator: () => import('./areas/operator-area'),
  static: () => import('./areas/static-area'),
  'waiting-room': () => import('./areas/waiting-room-area'),
};

/**
 * Loads an area's chunk once (load-once.ts), with the other screens' texts for every area but home (whose
 * texts are the first screen's); a failure names the chunk and the failure type, and may be retried.
 */
export const loadArea = loadOnceBy((area: Area): Promise<AreaModule> => {
  const texts = area === 'home' ? undefined : loadOtherScreensTexts();
  return Promise.all([AREA_IMPORTS[area](), texts]).then(
    ([module]) => module.area,
    (error: unknown) => {
      throw new ChunkLoadError(area, describeFailure(error));
    },
  );
});

/** A screen's own chunk, after its area's; a failure names the chunk and may be retried like an area's. */
async function loadPage(area: Area, path: string): Promise<ComponentType> {
  const load = (await loadArea(area)).pages[path];
  if (!load) return NotFoundPage;
  return load().catch((error: unknown) => {
    throw new ChunkLoadError(area, describeFailure(error), path);
  });
}

/**
 * An area's layout, made once per area so that moving between its screens keeps it (and its state); every
 * area but home gets TanStack Query's provider, loaded beside its chunk, so the /home download does not
 * carry Query (docs/decisions/0002-in-house-translations.md). Home's screens use current-user.ts instead.
 */
const areaLayout = loadOnceBy(async (area: Area): Promise<ComponentType> => {
  if (area === 'home') return (await loadArea(area)).Layout;
  const provider = import('../api/query-provider').catch((error: unknown) => {
    throw new ChunkLoadError(area, describeFailure(error));
  });
  const [module, { withQueryClient }] = await Promise.all([loadArea(area), provider]);
  return withQueryClient(module.Layout);
});

/**
 * Where the guard sends this visitor instead, or null when they may see the route. A patient who has not
 * accepted the privacy notice in force is asked to first, then comes back to `target` (decision 0090).
 */
async function guardRedirect(entry: RouteEntry, target: string): Promise<string | null> {
  if (entry.guard === 'public') return null;
  const user = await loadCurrentUser();
  if (entry.guard === 'landing') return user ? landingPath(user) : null;
  if (isStaffLogin(entry.guard))
    return user?.user_type === STAFF_LOGIN_USER_TYPE[entry.guard] ? landingPath(user) : null;
  if (!allowedBy(entry.guard, user)) return '/home';
  return entry.guard === 'Patient' && user?.privacy_notice_due && entry.path !== PRIVACY_GATE
    ? privacyGatePath(target)
    : null;
}

/** A location made ready to show: its route's handle (none for an unknown path), layout and screen. */
export interface ResolvedRoute {
  handle: RouteHandle | null;
  Layout: ComponentType;
  Page: ComponentType;
}

/** An unknown path's frame: the not-found screen alone. */
function NoLayout() {
  return <Outlet />;
}

// Matched as React Router matches: without regard to case or a trailing slash.
const ROUTE_MATCHES = ROUTES.map((entry) => ({ path: entry.path, entry }));

/** The route of the table at a path, if any. */
export function routeAt(pathname: string): RouteEntry | undefined {
  return matchRoutes(ROUTE_MATCHES, pathname)?.[0]?.route.entry;
}

/** A route's code: its area's layout and its screen (each loaded once; prefetch.ts starts them early). */
export function loadRouteCode(entry: RouteEntry): Promise<[ComponentType, ComponentType]> {
  return Promise.all([areaLayout(entry.area), loadPage(entry.area, entry.path)]);
}

/**
 * Starts the data the route's screen opens with (its area's data starter, area-module.ts) beside its code. A
 * failure is left to the screen, whose query asks again.
 */
function startScreenData(entry: RouteEntry, search: string): void {
  Promise.all([loadArea(entry.area), loadCurrentUser()])
    .then(([area, user]) => {
      const start = area.dataStarters?.[entry.path];
      if (start && user) start({ search: new URLSearchParams(search), user });
    })
    .catch(() => undefined);
}

/** The route at a path (with its query, `search`), ready to show, or where its guard sends the visitor instead. */
export async function resolveRoute(pathname: string, search = ''): Promise<ResolvedRoute | { redirectTo: string }> {
  const entry = routeAt(pathname);
  if (!entry) return { handle: null, Layout: NoLayout, Page: NotFoundPage };
  // The downloads start beside the guard's user check, not after it; a visitor sent elsewhere does not wait for them.
  const code = loadRouteCode(entry);
  const redirectTo = await guardRedirect(entry, pathname + search);
  if (redirectTo) {
    code.catch(() => undefined);
    return { redirectTo };
  }
  startScreenData(entry, search);
  const [Layout, Page] = await code;
  return { handle: { path: entry.path, area: entry.area, titleKey: titleKeyOf(entry.path) }, Layout, Page };
}
