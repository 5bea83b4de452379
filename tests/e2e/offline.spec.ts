// The offline view: the browser is offline when the app starts (read once).
import { expect, shot, test } from './fixtures';

// The service worker is what this journey is about (the other journeys run without one, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('starting offline shows the offline view', async ({ page, t, lang }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true });
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: t('shell.offlineTitle') })).toBeVisible();
  await expect(page.getByText(t('shell.offlineBody', { product: t('common.appName') }))).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await shot(page, 'offline', lang);
});
