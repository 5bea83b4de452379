// Walking every route as one role: who signs in how, which routes each role opens, and a move to a route
// inside the app (as a link would, without reloading the page). The 360 px sweep (narrow-screens.spec.ts)
// and the accessibility sweep (accessibility.spec.ts) both walk this way.
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import type { SessionUser } from '../../src/shared/contract/users';
import { allowedBy, ROUTES, type RouteEntry } from '../../src/web/app/route-table';
import { apiSignIn } from './api-helpers';
import { expect, pageFor, type Lang } from './fixtures';

export const ROLES = ['signed-out', 'patient', 'doctor', 'hospital', 'lab', 'operator'] as const;
export type Who = (typeof ROLES)[number];

const SIGN_IN: Record<Exclude<Who, 'signed-out'>, { call: string; phone: string }> = {
  patient: { call: 'patient-login', phone: DEMO_ACCOUNTS.patient.phone_number },
  doctor: { call: 'doctor-login', phone: DEMO_ACCOUNTS.doctor.phone_number },
  hospital: { call: 'doctor-login', phone: DEMO_ACCOUNTS.hospital.phone_number },
  lab: { call: 'lab-login', phone: DEMO_ACCOUNTS.lab.phone_number },
  operator: { call: 'operator-login', phone: DEMO_ACCOUNTS.operator.phone_number },
};

/** The routes each role opens: its own areas, and the pages any signed-in user (or anyone) may open. */
const AREAS_OF: Record<Who, string[]> = {
  'signed-out': ['home', 'auth', 'static', 'waiting-room'],
  patient: ['patient', 'static', 'waiting-room'],
  doctor: ['doctor', 'static', 'waiting-room'],
  hospital: ['doctor', 'hospital', 'static', 'waiting-room'],
  lab: ['lab', 'static', 'waiting-room'],
  operator: ['operator', 'static', 'waiting-room'],
};

export interface RoleWalk {
  page: Page;
  routes: RouteEntry[];
  close: () => Promise<void>;
}

/** A page of its own signed in as `who` (through the API), in `lang`, with the routes that role opens. */
export async function walkAs(
  browser: Browser,
  lang: Lang,
  who: Who,
  viewport = { width: 360, height: 740 },
): Promise<RoleWalk> {
  const { context, page } = await pageFor(browser, lang, { viewport });
  let user: SessionUser | null = null;
  if (who !== 'signed-out')
    user = (await apiSignIn(context.request, SIGN_IN[who].call, SIGN_IN[who].phone)).user as unknown as SessionUser;
  const routes = ROUTES.filter((route) => AREAS_OF[who].includes(route.area) && allowedBy(route.guard, user));
  expect(routes.length).toBeGreaterThan(2);
  return { page, routes, close: () => context.close() };
}

/**
 * Moves to `path` inside the app, as a link would (the router follows the history change), and waits for its screen.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('.route-progress')).toHaveCount(0);
  await expect(page.locator('.loader').filter({ visible: true })).toHaveCount(0);
}
