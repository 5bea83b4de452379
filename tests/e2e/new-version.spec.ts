// The new-version flow: after the operator sets a new app version, a browser tab
// reloads itself onto it, and an installed app shows the new-version modal whose button reloads to /home.
import type { Page } from '@playwright/test';
import { setAppVersion } from './admin-cli';
import { expect, shot, test } from './fixtures';

async function storedVersion(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('version'));
}

/** Opens /home once, so the device has stored the current version, and answers it. */
async function firstVisit(page: Page, patientTab: string): Promise<string> {
  await page.goto('/home');
  await expect(page.getByRole('tab', { name: patientTab })).toBeVisible();
  const version = await storedVersion(page);
  expect(version).not.toBeNull();
  return version!;
}

test('a browser reloads onto a new version by itself', async ({ page, t, lang }) => {
  const before = await firstVisit(page, t('home.patientTab'));
  const next = `${before}-${lang}-b${Date.now() % 100000}`;
  setAppVersion(next, 'live');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.reload();
  // Our reload, then the app's own onto the new version; read the page only once it has settled.
  await expect.poll(() => navigations).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('tab', { name: t('home.patientTab') })).toBeVisible();
  expect(await storedVersion(page)).toBe(next);
  await expect(page.getByRole('dialog', { name: t('shell.newVersionTitle') })).toHaveCount(0);
});

test('an installed app shows the new-version modal, whose button reloads to /home', async ({ page, t, lang }) => {
  // Run as the installed app: the display mode is standalone.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  const before = await firstVisit(page, t('home.patientTab'));
  const next = `${before}-${lang}-i${Date.now() % 100000}`;
  setAppVersion(next, 'live');
  await page.reload();
  const modal = page.getByRole('dialog', { name: t('shell.newVersionTitle') });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(t('shell.newVersionBody'))).toBeVisible();
  expect(await storedVersion(page)).toBe(next);
  await shot(page, 'new-version-modal', lang);
  await modal.getByRole('link', { name: t('shell.update') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('tab', { name: t('home.patientTab') })).toBeVisible();
});
