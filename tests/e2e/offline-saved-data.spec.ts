// Offline after the app started: every screen the patient opened shows its last data with the time it
// was saved, and the app recovers by itself when the connection returns (no "Try again"). A reload offline
// (or the app opened again offline) shows the same saved screens, not the offline view.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { bookEveningSlot, DEMO_DOCTOR } from './api-helpers';
import { DEMO_PASSWORD, expect, fillLogin, shot, test, type Lang } from './fixtures';
import { waitForControl } from './worker-control';

// The service worker is what this journey is about (the other journeys run without one, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('screens opened earlier show their saved data offline, and refresh themselves when back online', async ({
  page,
  context,
  t,
  lang,
}) => {
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
    Object.defineProperty(Navigator.prototype, 'onLine', {
      get: () => window.sessionStorage.getItem('online') === 'yes',
      configurable: true,
    });
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

test('a day never opened says offline that nothing of it is saved yet, and opens by itself back online', async ({
  page,
  context,
  t,
  lang,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page
    .getByRole('navigation', { name: t('nav.patientTabs') })
    .getByRole('link', { name: t('nav.history') })
    .click();
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

/** The saved time says a clock time in the app's language. */
async function expectSavedAt(page: Page, lang: Lang) {
  await expect(page.getByTestId('saved-at')).toContainText(lang === 'en' ? / (am|pm)$/ : /(सुबह|दोपहर|शाम|रात)/);
}

test('a reload offline shows the saved screens with their saved time, not the offline view', async ({
  page,
  context,
  request,
  t,
  lang,
}) => {
  test.slow(); // three screens online, then each again offline
  const patientName = `Offline Reload ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booked = await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: {
      name: patientName,
      age: 52,
      problem: 'Cough',
      address: 'Civil Lines Deoria',
      phone_number: '9876543210',
    },
    orTomorrow: true,
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);

  // The three screens online, each with its answer (written to the device at most once a second, so
  // each is there before the next address is opened): the day's live status, the booking's day in the
  // history, and the prescriptions.
  const saved = (key: string) =>
    expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('saved_data') ?? ''))
      .toContain(`["appointments","${key}"`);
  await page.goto('/patient-live');
  // Today's bookings with their queues, or the empty state when none is today.
  const live = page.locator('main .live-card, main .state-block');
  await expect(live.first()).toBeVisible();
  const liveTexts = await live.allTextContents();
  await saved('live');
  const historyPath = `/patient-history?booking_date=${booked.date}`;
  await page.goto(historyPath);
  const bookingCard = page.locator(`[data-booking-id="${booked.bookingId}"]`);
  await expect(bookingCard).toContainText(patientName);
  await saved('history');
  await page.goto('/patient-prescriptions');
  const prescription = page.locator('main .booking-card').filter({ hasText: patientName });
  await expect(prescription).toHaveCount(1);
  await saved('prescriptions');
  // The worker serves the app offline.
  await waitForControl(page);

  await context.setOffline(true);
  const offlineTitle = page.getByRole('heading', { name: t('shell.offlineTitle') });
  const banner = page.getByTestId('offline-banner');
  await page.reload();
  await expect(prescription).toHaveCount(1);
  await expect(banner).toContainText(t('pwa.offlineBanner'));
  await expectSavedAt(page, lang);
  await expect(offlineTitle).toHaveCount(0);
  await shot(page, 'offline-reload-prescriptions', lang);

  await page.goto(historyPath);
  await expect(bookingCard).toContainText(patientName);
  await expectSavedAt(page, lang);
  await expect(offlineTitle).toHaveCount(0);

  await page.goto('/patient-live');
  await expect(live).toHaveText(liveTexts);
  await expectSavedAt(page, lang);
  await expect(offlineTitle).toHaveCount(0);
  await shot(page, 'offline-reload-live', lang);

  // Back online, the screen refreshes by itself and the banner goes.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(live.first()).toBeVisible();
});

test('after logout a reload offline shows the offline view, in plain words', async ({ page, context, t, lang }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.getByRole('button', { name: t('common.openMenu') }).click();
  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page).toHaveURL(/\/patient-login$/);
  await waitForControl(page);

  await context.setOffline(true);
  await page.reload();
  const title = page.getByRole('heading', { name: t('shell.offlineTitle') });
  await expect(title).toBeVisible();
  await expect(title).toHaveText(
    lang === 'en' ? "Oops! It seems you don't have an Internet connection." : /इंटरनेट कनेक्शन नहीं है/,
  );
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await shot(page, 'offline-view-after-logout', lang);
});
