// The maintenance view: the version call reports an app process other than 'live'. The test flag
// (localStorage test_mode) shows the normal app anyway.
import { setAppVersion } from './admin-cli';
import { expect, shot, test } from './fixtures';

test('a server in maintenance shows the maintenance view, unless the test flag is on', async ({ page, t, lang }) => {
  setAppVersion('2', 'maintenance');
  try {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: t('shell.maintenanceTitle') })).toBeVisible();
    await expect(page.getByText(t('shell.maintenanceBody'))).toBeVisible();
    await shot(page, 'maintenance', lang);

    await page.evaluate(() => window.localStorage.setItem('test_mode', 'true'));
    await page.reload();
    await expect(page.getByRole('tab', { name: t('home.patientTab') })).toBeVisible();
  } finally {
    setAppVersion('2', 'live');
  }
});
