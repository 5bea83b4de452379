// The maintenance view: the version call reports an app process other than 'live'. The call centre's
// sign-in (and desk) stay open, and the test flag (localStorage test_mode) shows the normal app anyway.
import { setAppVersion } from './admin-cli';
import { expect, shot, test } from './fixtures';

test("a server in maintenance shows the maintenance view, but not at the call centre's sign-in or with the test flag", async ({
  page,
  t,
  lang,
}) => {
  setAppVersion('2', 'maintenance');
  try {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: t('shell.maintenanceTitle') })).toBeVisible();
    await expect(page.getByText(t('shell.maintenanceBody'))).toBeVisible();
    await shot(page, 'maintenance', lang);

    // The call centre's sign-in stays open: its desk is where the app is set live again.
    await page.goto('/operator-login');
    await expect(page.getByRole('heading', { name: t('titles.operator-login') })).toBeVisible();

    await page.evaluate(() => window.localStorage.setItem('test_mode', 'true'));
    await page.goto('/home');
    await expect(page.getByRole('tab', { name: t('home.patientTab') })).toBeVisible();
  } finally {
    setAppVersion('2', 'live');
  }
});
