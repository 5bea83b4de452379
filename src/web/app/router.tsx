// The data router: every route of the spec's table, lazy-loaded per role area (one chunk each), each
// behind its guard (a loader that redirects before anything renders).
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { loadCurrentUser } from '../api/current-user';
import type { AreaModule } from './areas/area-module';
import { ChunkLoadError, describeFailure } from '../lib/chunk-error';
import { loadOtherScreensTexts } from '../lib/i18n';
import { loadOnceBy } from '../lib/load-once';
import { NotFoundPage } from './not-found-page';
import type { RouteHandle } from './route-handle';
import { landingPath } from '../lib/landing-paths';
import { titleKeyOf } from '../lib/page-title';
import { AREAS, ROUTES, STAFF_LOGIN_USER_TYPE, allowedBy, isStaffLogin, type Area, type RouteEntry } from './route-table';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { FullPageLoader } from '../ui/loader';

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
 * An area's layout; every area but home gets TanStack Query's provider, loaded beside its chunk, so the
 * /home download does not carry Query (docs/decisions/0002-in-house-translations.md). Home's screens use
 * current-user.ts instead of Query hooks.
 */
async function areaLayout(area: Area): Promise<ComponentType> {
  if (area === 'home') return (await loadArea(area)).Layout;
  const provider = import('../api/query-provider').catch((error: unknown) => {
    throw new ChunkLoadError(area, describeFailure(error));
  });
  const [module, { withQueryClient }] = await Promise.all([loadArea(area), provider]);
  return withQueryClient(module.Layout);
}

function guardLoader(entry: RouteEntry): LoaderFunction | undefined {
  if (entry.guard === 'public') return undefined;
  return async () => {
    const user = await loadCurrentUser();
    if (entry.guard === 'landing') return user ? redirect(landingPath(user)) : null;
    if (isStaffLogin(entry.guard)) return user?.user_type === STAFF_LOGIN_USER_TYPE[entry.guard] ? redirect(landingPath(user)) : null;
    return allowedBy(entry.guard, user) ? null : redirect('/home');
  };
}

export function buildRoutes(): RouteObject[] {
  const areaRoutes: RouteObject[] = AREAS.map((area) => ({
    id: `area-${area}`,
    lazy: async () => ({ Component: await areaLayout(area) }),
    children: ROUTES.filter((entry) => entry.area === area).map((entry): RouteObject => {
      const handle: RouteHandle = { path: entry.path, area, titleKey: titleKeyOf(entry.path) };
      const loader = guardLoader(entry);
      return {
        path: entry.path,
        handle,
        ...(loader ? { loader } : {}),
        // Every route has its page (area-pages.test.ts checks it); a missing one would show the not-found page.
        lazy: async () => ({ Component: await loadPage(area, entry.path) }),
      };
    }),
  }));
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RouteError />,
      HydrateFallback: FullPageLoader,
      children: [...areaRoutes, { path: '*', Component: NotFoundPage }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
