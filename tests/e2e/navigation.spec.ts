// Moving between screens (app/route-view.tsx): the screen before and its address stay, under the progress
// bar, until the next one's code is in; a new screen starts at the top, and Back finds the list where it was
// left.
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEMO_PASSWORD, expect, fillLogin, test } from './fixtures';

test('while the next screen loads, the screen before stays under the progress bar', async ({ page, t, lang }) => {
  await page.goto('/home');
  const registerLink = page.getByRole('link', { name: t('auth.registerLink') });
  await expect(registerLink).toBeVisible();
  // The sign-up screens' code is held until the check below has seen the wait.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/auth-area-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await registerLink.click();
  const progress = page.getByRole('progressbar', { name: t('common.loading') });
  await expect(progress).toBeVisible();
  // It fades in only after a moment, so a move that is ready at once does not flash it.
  await expect(progress).toHaveCSS('opacity', '1');
  await expect(registerLink).toBeVisible();
  // The address changes with the screen, not before it.
  await expect(page).toHaveURL(/\/home$/);
  await page.screenshot({ path: `test-results/screens/route-progress-${lang}.png` });
  release();
  await expect(page.getByRole('button', { name: t('auth.register'), exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/patient-registration$/);
  await expect(page.getByRole('progressbar', { name: t('common.loading') })).toHaveCount(0);
});

test('a screen opened from far down a list starts at the top, and Back finds the list where it was left', async ({
  page,
  t,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  const bookLinks = page.getByRole('link', { name: new RegExp(`^${t('appointments.bookLink')}: `) });
  await expect(bookLinks.first()).toBeVisible();
  const last = bookLinks.last();
  const doctor = await last.getAttribute('aria-label');
  await last.scrollIntoViewIfNeeded();
  const listAt = await page.evaluate(() => window.scrollY);
  expect(listAt).toBeGreaterThan(100);

  // The last doctor of the demo city is unregistered: its link opens that booking form.
  await last.click();
  await expect(page).toHaveURL(/\/unregistered-doctor-booking/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.unregistered-doctor-booking') })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/patient-selection$/);
  await expect(page.getByRole('link', { name: doctor! })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listAt);
});
