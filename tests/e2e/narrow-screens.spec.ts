// Every route at 360x740, as each role and signed out, in the project's language: the page never scrolls
// sideways, no element sticks out of the screen or of its card, and the top bar's title is never cut. One browser
// context per role, reused across its routes; routes change inside the app (no page reload each time).
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { allowedBy, ROUTES } from '../../src/web/app/route-table';
import type { SessionUser } from '../../src/shared/contract/users';
import { apiSignIn } from './api-helpers';
import { expect, pageFor, shot, test, type Lang } from './fixtures';

const VIEWPORT = { width: 360, height: 740 };
/** Screens kept as pictures to look at (the ones reported cut or overflowing). */
const PICTURED = new Set(['/doctors-hospital-timing', '/patient-book-appointment', '/doctors-dashboard', '/contact-us', '/government-hospitals']);

type Who = 'signed-out' | 'patient' | 'doctor' | 'hospital' | 'lab' | 'operator';
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

async function openAs(browser: Browser, lang: Lang, who: Who): Promise<{ page: Page; user: SessionUser | null; close: () => Promise<void> }> {
  const { context, page } = await pageFor(browser, lang, { viewport: VIEWPORT });
  let user: SessionUser | null = null;
  if (who !== 'signed-out') user = (await apiSignIn(context.request, SIGN_IN[who].call, SIGN_IN[who].phone)).user as unknown as SessionUser;
  return { page, user, close: () => context.close() };
}

/** What sticks out on the current screen: sideways scrolling, elements past the edges, cut titles. */
function overflowsOnScreen(): string[] {
  const width = window.innerWidth;
  const problems: string[] = [];
  const scrolling = document.documentElement.scrollWidth - width;
  if (scrolling > 0) problems.push(`page scrolls sideways by ${scrolling}px`);
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}${text ? ` "${text}"` : ''}`;
  };
  const insideScroller = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') return true;
    }
    return false;
  };
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    if (el.closest('.visually-hidden, .skip-link, dialog:not([open]), [aria-hidden="true"]')) continue;
    if (insideScroller(el)) continue;
    if (box.right > width + 1 || box.left < -1) problems.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}px`);
    // Inside the screen but out of its card (a field sticking out of the card's edge) reads as broken too.
    const card = el.parentElement?.closest('.card');
    const cardBox = card?.getBoundingClientRect();
    if (cardBox && (box.right > cardBox.right + 1 || box.left < cardBox.left - 1)) problems.push(`${describe(el)} sticks out of its card`);
  }
  const title = document.querySelector('.top-bar h1, header h1');
  if (title && title.scrollWidth > title.clientWidth + 1) problems.push(`title cut: "${title.textContent ?? ''}"`);
  return problems.slice(0, 5);
}

for (const who of ['signed-out', 'patient', 'doctor', 'hospital', 'lab', 'operator'] as const) {
  test(`no route overflows a 360 px screen (${who})`, async ({ browser, lang }) => {
    test.setTimeout(240_000);
    const { page, user, close } = await openAs(browser, lang, who);
    try {
      const routes = ROUTES.filter((route) => AREAS_OF[who].includes(route.area) && allowedBy(route.guard, user));
      expect(routes.length).toBeGreaterThan(2);
      await page.goto(routes[0]!.path);
      const found: string[] = [];
      for (const route of routes) {
        // Inside the app, as a link would: the router follows the history change.
        await page.evaluate((path) => {
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, route.path);
        await expect(page.locator('.route-progress')).toHaveCount(0);
        await expect(page.locator('.loader').filter({ visible: true })).toHaveCount(0);
        for (const problem of await page.evaluate(overflowsOnScreen)) found.push(`${route.path}: ${problem}`);
        if (PICTURED.has(route.path)) await shot(page, `narrow-${who}${route.path.replace(/\//g, '-')}`, lang);
      }
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });
}
