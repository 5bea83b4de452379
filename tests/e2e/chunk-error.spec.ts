// A code chunk that fails to load says which chunk and why, with a retry.
import { expect, test } from './fixtures';

test('a chunk that fails to load names the chunk and offers a retry', async ({ page, t, lang }) => {
  await page.route(/\/assets\/auth-area-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/patient-registration');
  await expect(page.getByRole('heading', { name: t('shell.chunkErrorTitle') })).toBeVisible();
  await expect(page.getByText(t('areas.auth'), { exact: false })).toBeVisible();
  await page.screenshot({ path: `test-results/screens/chunk-error-${lang}.png` });
  await page.unroute(/\/assets\/auth-area-[^/]+\.js$/);
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('button', { name: t('auth.register'), exact: true })).toBeVisible();
});
