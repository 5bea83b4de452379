// Installing the app, in English and Hindi. On an iPhone the "Add to Home Screen" hint opens 1000 ms after
// the app starts, on the first three visits only, and Close counts the visit. Elsewhere, when the browser
// offers installation, /home and /labs-login show the install banner; Install opens the browser's prompt,
// Not now hides the banner for good.
import type { Page } from '@playwright/test';
import { TIMING } from '../../src/shared/constants';
import { expect, pageFor, test } from './fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const VISITS_KEY = 'install_prompt_visits';

declare global {
  interface Window {
    /** When the app replaced the start-up splash, and when a dialog first opened (performance.now()). */
    appStartedAt?: number;
    dialogOpenedAt?: number;
    prompted?: boolean;
  }
}

/** Notes, in the page, when the app's first screen replaces the splash and when a dialog opens. */
function recordStartAndDialog() {
  new MutationObserver(() => {
    if (
      window.appStartedAt === undefined &&
      document.getElementById('root') &&
      !document.querySelector('.boot-splash')
    ) {
      window.appStartedAt = performance.now();
    }
    if (window.dialogOpenedAt === undefined && document.querySelector('dialog[open]'))
      window.dialogOpenedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** The browser offers installation: the event Chrome fires, with a prompt that notes it was shown. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: async () => {
        window.prompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
}

test('on an iPhone the Add to Home Screen hint opens after a second, at most three times', async ({
  browser,
  t,
  lang,
}) => {
  const { context, page } = await pageFor(browser, lang, { userAgent: IPHONE });
  await context.addInitScript(recordStartAndDialog);
  const hint = page.getByRole('dialog', { name: t('shell.iosInstallTitle') });

  for (let visit = 1; visit <= 3; visit += 1) {
    await page.goto('/home');
    await expect(hint).toBeVisible();
    const [startedAt, openedAt] = await page.evaluate(() => [window.appStartedAt ?? NaN, window.dialogOpenedAt ?? NaN]);
    expect(openedAt - startedAt).toBeGreaterThanOrEqual(TIMING.installPromptDelayMs - 50);
    await hint.getByRole('button', { name: t('common.close'), exact: true }).click();
    await expect(hint).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), VISITS_KEY)).toBe(String(visit));
  }

  // The fourth visit: well past the delay after the app started, no dialog has opened.
  await page.goto('/home');
  await expect(page.getByRole('tab', { name: t('home.doctorTab') })).toBeVisible();
  await page.waitForFunction(
    (ms) => window.appStartedAt !== undefined && performance.now() - window.appStartedAt > ms,
    TIMING.installPromptDelayMs * 2,
  );
  expect(await page.evaluate(() => window.dialogOpenedAt ?? null)).toBeNull();
  await expect(hint).toHaveCount(0);
  await context.close();
});

test('the install banner on /home opens the browser prompt; on /labs-login Not now hides it for good', async ({
  page,
  t,
}) => {
  const banner = page.getByRole('complementary', { name: t('shell.installTitle') });

  await page.goto('/home');
  await expect(page.getByRole('tab', { name: t('home.doctorTab') })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await offerInstall(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t('shell.install') }).click();
  await expect.poll(() => page.evaluate(() => window.prompted === true)).toBe(true);
  // The browser's offer is used up.
  await expect(banner).toHaveCount(0);

  await page.goto('/labs-login');
  await expect(page.getByRole('button', { name: t('auth.login'), exact: true })).toBeVisible();
  await offerInstall(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t('shell.notNow') }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: t('auth.login'), exact: true })).toBeVisible();
  await offerInstall(page);
  // Let React render the offer (it would show the banner within the next frame), then look.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(banner).toHaveCount(0);
});
