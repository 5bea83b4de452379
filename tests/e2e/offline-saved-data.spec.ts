// Offline after the app started: every screen the patient opened shows its last data with the time it
// was saved, and the app recovers by itself when the connection returns (no "Try again").
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEMO_PASSWORD, expect, fillLogin, shot, test } from './fixtures';

// The service worker is what this journey is about (the other journeys run without one, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('screens opened earlier show their saved data offline, and refresh themselves when back online', async ({ page, context, t, lang }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);

  // Open three screens while online, each showing its answer.
  await page.goto('/government-hospitals');
  const hospitalCards = page.locator('.doctor-card-name');
  await expect(hospitalCards.first()).toBeVisible();
  const hospitalNames = await hospitalCards.allTextContents();
  const tabs = page.getByRole('navigation', { name: t('nav.patientTabs') });
  // A screen has answered when it shows its list or its empty state (not before its spinner appears).
  const answered = (list: string) => expect(page.locator(`main ${list}, main .state-block`).first()).toBeVisible();
  await tabs.getByRole('link', { name: t('nav.history') }).click();
  await expect(page).toHaveURL(/\/patient-history/);
  await answered('.booking-list');
  const loading = page.getByRole('status').filter({ hasText: t('common.loading') });
  await tabs.getByRole('link', { name: t('nav.status') }).click();
  await expect(page).toHaveURL(/\/patient-live$/);
  await answered('.live-card');

  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(t('pwa.offlineBanner'));
  // The saved time is the time of the answer on screen, read in the app's language.
  await expect(page.getByTestId('saved-at')).toBeVisible();
  await expect(page.getByTestId('saved-at')).toContainText(lang === 'en' ? / (am|pm)$/ : /(सुबह|दोपहर|शाम|रात)/);

  await tabs.getByRole('link', { name: t('nav.history') }).click();
  await expect(page).toHaveURL(/\/patient-history/);
  await expect(loading).toHaveCount(0);
  await expect(page.getByTestId('saved-at')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/government-hospitals$/);
  await expect(loading).toHaveCount(0);
  await expect(hospitalCards).toHaveText(hospitalNames);
  await expect(page.getByTestId('saved-at')).toBeVisible();
  await shot(page, 'offline-saved-data', lang);

  // Back online: the banner goes by itself, the screen stays, and the answers are kept on the device
  // (they survive the app being closed).
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(hospitalCards).toHaveText(hospitalNames);
  // Writes to the device are throttled to one a second, so the last answers land within a second.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('saved_data'))).toContain(hospitalNames[0]);
});

test('the offline view at start opens the app by itself when the connection returns', async ({ page, t, lang }) => {
  // The app reads navigator.onLine at start; here it says offline until the test turns the flag on (the
  // flag lives in sessionStorage, so it survives the reload the app does).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => window.sessionStorage.getItem('online') === 'yes', configurable: true });
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: t('shell.offlineTitle') })).toBeVisible();
  await shot(page, 'offline-at-start', lang);
  await page.evaluate(() => {
    window.sessionStorage.setItem('online', 'yes');
    window.dispatchEvent(new Event('online'));
  });
  await expect(page.getByRole('tab', { name: t('home.patientTab') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('shell.offlineTitle') })).toBeHidden();
});

test('a day never opened says offline that nothing of it is saved yet, and opens by itself back online', async ({ page, context, t, lang }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.getByRole('navigation', { name: t('nav.patientTabs') }).getByRole('link', { name: t('nav.history') }).click();
  const answered = page.locator('main .booking-list, main .state-block').first();
  await expect(answered).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText(t('pwa.offlineBanner'));
  await page.getByRole('button', { name: t('appointments.previousDay') }).click();
  // The day's answer waits for the connection: said in words, not a spinner turning for ever.
  const nothingSaved = page.getByText(t('pwa.nothingSavedYet'));
  await expect(nothingSaved).toBeVisible();
  await shot(page, 'offline-nothing-saved', lang);

  await context.setOffline(false);
  await expect(nothingSaved).toBeHidden();
  await expect(answered).toBeVisible();
});
