// Shared fixtures of the browser journeys: the project's language is set in localStorage before any
// page script runs, and tr() gives the expected text in that language from the app's own locale files.
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO_INSTITUTIONS } from '../../src/shared/demo-accounts';
import { tr, type Lang } from './locale-texts';
import { e2eServer, type E2eServer } from './servers';

export { tr, type Lang };

export interface LangOption {
  lang: Lang;
}

export const test = base.extend<
  LangOption & { t: (key: string, vars?: Record<string, string | number>) => string },
  { workerServer: E2eServer }
>({
  lang: ['en', { option: true }],
  // This worker's own server (tests/e2e/servers.ts). E2E_DATA_DIR names its data folder for the journeys
  // that run the operator's tool against it (admin-cli.ts); each worker is its own process.
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = e2eServer(workerInfo.parallelIndex);
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },
  page: async ({ page, lang }, use) => {
    await page.addInitScript((chosen) => {
      window.localStorage.setItem('lang', chosen);
    }, lang);
    await use(page);
  },
  t: async ({ lang }, use) => {
    await use((key, vars) => tr(lang, key, vars));
  },
});

export { expect };

/** A demo hospital's or lab's name as the screens show it in the language. */
export function demoInstitution(lang: Lang, which: keyof typeof DEMO_INSTITUTIONS): string {
  const named = DEMO_INSTITUTIONS[which];
  return lang === 'hi' ? named.name_hi : named.name;
}

/** What a waiting patient's progress says of the patients before them (ui/queue-progress.tsx). */
export function aheadText(t: (key: string, vars?: Record<string, string | number>) => string, ahead: number): string {
  if (ahead === 0) return t('queueProgress.youAreNext');
  return ahead === 1 ? t('queueProgress.aheadOne') : t('queueProgress.aheadMany', { count: ahead });
}

export const DEMO_PASSWORD = 'Demo@1234';

/** A page in its own browser context (its own session unless `options` give one), in the project's language. */
export async function pageFor(browser: Browser, lang: Lang, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript((chosen) => window.localStorage.setItem('lang', chosen), lang);
  return { context, page: await context.newPage() };
}

/** Signs in through a login form already on screen. */
export async function fillLogin(page: Page, t: (key: string) => string, phone: string, password: string) {
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill(phone);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.login'), exact: true }).click();
}

/**
 * Registers a new patient of this name on /patient-registration (the privacy notice accepted, the alerts agreed
 * to) and signs them in; answers their number.
 */
export async function registerAndSignIn(
  page: Page,
  t: (key: string) => string,
  lang: Lang,
  name: string,
): Promise<string> {
  const phone = uniquePhone(lang);
  await page.goto('/patient-registration');
  await page.getByLabel(t('auth.fullName')).fill(name);
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill(phone);
  await page.getByLabel(t('auth.newPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(t('consent.registration.accept'), { exact: true }).check();
  await page.getByLabel(t('consent.registration.alerts'), { exact: true }).check();
  await page.getByRole('button', { name: t('auth.register'), exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await fillLogin(page, t, phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  return phone;
}

/** A phone number unique to this run and project. */
export function uniquePhone(lang: Lang): string {
  const tail = String(Date.now() % 1e7).padStart(7, '0');
  return `8${lang === 'en' ? '1' : '2'}${tail}${Math.floor(Math.random() * 10)}`;
}

export async function shot(page: Page, name: string, lang: Lang) {
  await page.screenshot({ path: `test-results/screens/${name}-${lang}.png`, fullPage: true });
}
