// "Time to token" on a slow phone: the waiting a patient sees from opening /home to a token on the screen,
// in Chromium at 360 px with Lighthouse's mobile throttling: a 150 ms round trip, 1.6 Mbps down, 750 kbps up
// (a link of our own under the browser, throttled-link.ts, so the service worker's downloads are slowed too)
// and the CPU four times slower (Chromium's own throttling). Each step is timed from the tap to the next
// screen's content; typing and choosing the language are the patient's time, not the app's, and are left out
// of the figures, though the app runs meanwhile (the keys go in at a phone's pace, KEY_MS apart).
// A first visit starts with an empty cache; a returning one is the same phone later (its cache and service
// worker kept), signed out from the account screen, as another patient. Three of each, medians per step; a
// new patient every visit (one token per person per slot). The demo data's Dr. Anil Srivastava sits all day
// today, so today's Morning can always be joined.
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { writeRegistrationConsents } from '../src/server/domains/privacy/consents';
import { DEMO_ACCOUNTS } from '../src/shared/demo-accounts';
import { tr } from '../tests/e2e/locale-texts';
import { atMostCheck, figure, judge, skip } from './bench-report';
import { admin, newStore, openStore, removeStore, sitsAllDay, startApp, stop, type Store } from './bench-servers';
import { throttledLink } from './throttled-link';

const PORT = 3396;
const VISITS = 3;
const FIRST_PATIENT_PHONE = 8870000000;
const PASSWORD = 'Bench#1234';
const CPU_SLOWDOWN = 4;
/** A brisk thumb on a phone's keyboard. */
const KEY_MS = 150;
const FIRST_VISIT_TARGET_MS = 5000;
const RETURNING_TARGET_MS = 3000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const t = (key: string, vars?: Record<string, string | number>) => tr('en', key, vars);
const DOCTOR = t('common.doctorName', { name: 'Anil Srivastava' });

type Step =
  'open /home' | 'language chosen' | 'sign in' | "doctor's profile" | 'booking form' | 'slot choice' | 'token';
const STEPS: Step[] = [
  'open /home',
  'language chosen',
  'sign in',
  "doctor's profile",
  'booking form',
  'slot choice',
  'token',
];
type Visit = Record<Step, number>;

/** A new page on the phone, its CPU slowed as a cheap phone's is. */
async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Waits until the first element `selector` finds is on the screen (visible as Playwright means it: rendered,
 * not hidden, with a size), looking in the page at every frame, and answers that frame's time on the page's
 * clock. Playwright's own waitFor looks after 0, 20, 50, 100 and 100 ms and then only every 500 ms, so a
 * screen drawn just after a look was counted up to half a second late: the harness's time, not the app's. A
 * look is a query and a box on a small page, a fraction of a millisecond even on the slowed CPU.
 */
async function shownAt(page: Page, selector: string): Promise<number> {
  const found = await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      if (!element?.checkVisibility({ visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && performance.now();
    },
    selector,
    { polling: 'raf' },
  );
  return (await found.jsonValue()) as number;
}

/**
 * Times a tap on `target` until what `shown` selects is on the screen, both read on the page's clock: from the
 * tap's press as the page receives it, not from when Playwright starts its click, which first checks (in round
 * trips to the page, on the slowed CPU) that the target is visible, still for two frames, enabled and not
 * covered. The target is first brought to the middle of the screen, as the patient scrolls to it: their time,
 * not the app's.
 */
async function step(page: Page, visit: Partial<Visit>, name: Step, target: Locator, shown: string): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.evaluate(() => {
    const marks = window as unknown as { tappedAt?: number };
    marks.tappedAt = undefined;
    document.addEventListener('pointerdown', () => (marks.tappedAt = performance.now()), { capture: true, once: true });
  });
  await target.click();
  const onScreen = await shownAt(page, shown);
  visit[name] = onScreen - (await page.evaluate(() => (window as unknown as { tappedAt: number }).tappedAt));
}

/**
 * Opens a page as a patient opening the app does, timed from the navigation's start (the new page's clock
 * starts there) to the frame where what `shown` selects is on the screen.
 */
async function open(page: Page, visit: Partial<Visit>, name: Step, url: string, shown: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  visit[name] = await shownAt(page, shown);
}

/** Types into a field key by key, as a patient does. */
async function type(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text, { delay: KEY_MS });
}

/**
 * What the patient waits for and taps, found by CSS: a role or label query makes the browser work out the
 * page's accessibility tree at every look, on the slowed CPU, and would be counted as the app's time.
 */
const SCREEN = {
  signIn: '.login-card button[type="submit"]',
  firstStart: 'dialog[open] [role="radio"]',
  doctorCard: `a.doctor-card-link[aria-label="${t('appointments.bookLink')}: ${DOCTOR}"]`,
  bookAppointment: 'a[href^="/patient-details"]',
  age: 'input[name="age"]',
  morning: '[data-slot="Morning"] button',
  token: 'dialog[open] [data-testid="token-number"]',
};

/**
 * One patient's way from /home to a token; answers each step's time in ms. A first visit (`firstStart`) opens
 * on the language dialog, which the patient answers before anything else: opening ends when it shows (whether
 * the sign-in under it shows before or after), so a sign-in drawn first can neither end the step early nor
 * send the visit on in the default language.
 */
async function visitToToken(page: Page, base: string, phone: string, firstStart: boolean): Promise<Visit> {
  const visit: Partial<Visit> = {};
  const signIn = page.locator(SCREEN.signIn);
  await open(page, visit, 'open /home', `${base}/home`, firstStart ? SCREEN.firstStart : SCREEN.signIn);
  // The first start asks for the language: the choice is the patient's, what follows Continue is the app's.
  visit['language chosen'] = 0;
  if (firstStart) {
    await page.getByRole('dialog').getByRole('radio', { name: 'English' }).click();
    await step(
      page,
      visit,
      'language chosen',
      page.getByRole('dialog').getByRole('button', { name: t('shell.languageContinue') }),
      SCREEN.signIn,
    );
  }
  await type(page.getByLabel(t('auth.mobileNumber'), { exact: true }), phone);
  await type(page.getByLabel(t('auth.password'), { exact: true }), PASSWORD);
  await step(page, visit, 'sign in', signIn, SCREEN.doctorCard);
  await step(page, visit, "doctor's profile", page.locator(SCREEN.doctorCard), SCREEN.bookAppointment);
  await step(page, visit, 'booking form', page.locator(SCREEN.bookAppointment), SCREEN.age);
  await type(page.locator(SCREEN.age), '40');
  await type(page.getByLabel(t('appointments.problem'), { exact: true }), 'Fever');
  await type(page.getByLabel(t('appointments.address'), { exact: true }), 'Civil Lines');
  await step(
    page,
    visit,
    'slot choice',
    page.getByRole('button', { name: t('appointments.continueToSlot') }),
    SCREEN.morning,
  );
  await step(page, visit, 'token', page.locator(SCREEN.morning), SCREEN.token);
  return visit as Visit;
}

/** Signs out as the patient does, from the account screen (the device keeps what a sign-out leaves). */
async function signOut(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/patient-account`);
  await page.getByRole('button', { name: t('common.logout') }).click();
  await page.waitForURL(/\/patient-login$/);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const totalOf = (visit: Visit) => STEPS.reduce((sum, name) => sum + visit[name], 0);

function printVisits(kind: string, visits: Visit[]): number {
  console.log(`  ${kind} (medians of ${visits.length})`);
  for (const name of STEPS) figure(`    ${name}`, `${Math.round(median(visits.map((v) => v[name])))} ms`);
  const total = median(visits.map(totalOf));
  figure(`    total`, `${Math.round(total)} ms (each: ${visits.map((v) => Math.round(totalOf(v))).join(', ')})`);
  return total;
}

/**
 * The patients of the visits, registered as the app's form registers them (the privacy notice in force
 * accepted, alerts agreed: an account the operator's tool makes has accepted nothing and would be asked at its
 * first sign-in, decision 0090), and Dr. Anil Srivastava sitting all day.
 */
async function prepare(store: Store): Promise<string[]> {
  const phones = Array.from({ length: VISITS * 2 }, (_, i) => String(FIRST_PATIENT_PHONE + i));
  const { users } = admin(store, [
    'create-user',
    '--role',
    'patient',
    '--phone',
    phones[0]!,
    '--password',
    PASSWORD,
    '--name',
    'Phone Patient',
    '--city',
    'Deoria',
    '--count',
    String(phones.length),
  ]);
  const { db, config } = openStore(store);
  try {
    const registered = new Date().toISOString();
    for (const { id } of users)
      await writeRegistrationConsents(db.kysely, id, config.privacyNoticeVersion, true, registered);
    const doctor = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', DEMO_ACCOUNTS.doctor.phone_number)
      .executeTakeFirstOrThrow();
    await sitsAllDay(db, doctor.id);
  } finally {
    await db.close();
  }
  return phones;
}

export async function printPhoneFigures(): Promise<void> {
  if (!fs.existsSync(CHROMIUM))
    return skip(
      'time to token on a slow phone',
      `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  const built = spawnSync('npm', ['run', '-s', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build:web failed');
  const store = newStore();
  const app = await startApp(store, PORT, { DEMO_DATA: 'on' });
  let browser: Browser | undefined;
  const link = await throttledLink(app.base);
  try {
    const phones = await prepare(store);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    const first: Visit[] = [];
    const returning: Visit[] = [];
    for (let i = 0; i < VISITS; i += 1) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await phonePage(context);
        first.push(await visitToToken(page, link.url, phones[2 * i]!, true));
        // Later, the phone's cache and service worker kept: the patient opens the app again, signed out.
        await page.evaluate(() => navigator.serviceWorker.ready);
        await signOut(page, link.url);
        await page.close();
        returning.push(await visitToToken(await phonePage(context), link.url, phones[2 * i + 1]!, false));
      } finally {
        await context.close();
      }
    }
    console.log('');
    console.log(
      `time to token on a slow phone (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}x slower, 360 px)`,
    );
    const firstTotal = printVisits('first visit, empty cache', first);
    const returningTotal = printVisits('returning, cache and service worker kept', returning);
    judge('time to token on a slow phone', [
      atMostCheck('first visit, /home to token', firstTotal, FIRST_VISIT_TARGET_MS, 'ms'),
      atMostCheck('returning, /home to token', returningTotal, RETURNING_TARGET_MS, 'ms'),
    ]);
  } finally {
    await browser?.close();
    await link.close();
    await stop(app.server);
    removeStore(store);
  }
}
