// The installable, offline-ready app (decision 0005): the manifest and the service worker are served with the
// right types and no long cache; the worker registers and controls the page after a reload, and a worker
// script that turns into a page unregisters it and reloads once; a patient
// joins a slot, the token slip is kept on the device; a screen already open keeps its data, marked; a
// reload offline (served by the worker) shows the patient's saved screen, whose offline banner opens the
// saved token slips, as the offline view does for a visitor no one is signed in for.
import type { BrowserContext, Page } from '@playwright/test';
import { PRODUCT_NAME } from '../../src/shared/constants';
import type { CallName, RequestOf, ResultOf } from '../../src/shared/contract/catalogue';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import { DEMO_PASSWORD, expect, fillLogin, shot, test } from './fixtures';
import { inPage, waitForControl } from './worker-control';

// The service worker is what this journey is about (the other journeys run without one, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** One API call with the browser's own session (page.request shares the context's cookies). */
async function api<N extends CallName>(
  page: Page,
  context: BrowserContext,
  name: N,
  body: RequestOf<N>,
): Promise<ResultOf<N>> {
  await page.request.get('/api/get-cities.json');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/${name}.json`, {
    data: body,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  const envelope = (await response.json()) as { response: string; result?: unknown; error?: string };
  expect(envelope.response, `${name}: ${envelope.error ?? ''}`).toBe('success');
  return envelope.result as ResultOf<N>;
}

test('the manifest and the service worker are served with the right types', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(body).toMatchObject({ name: PRODUCT_NAME, start_url: '/', display: 'standalone', theme_color: '#0b5d63' });
  expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(body.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of body.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }

  const worker = await request.get('/service-worker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('index.html');
});

test('the service worker registers and controls the page after a reload', async ({ page }) => {
  await page.goto('/home');
  await waitForControl(page);
  await expect
    .poll(
      async () =>
        new URL(
          (await inPage(page, async () => (await navigator.serviceWorker.getRegistration())?.scope)) ?? 'http://x/none',
        ).pathname,
    )
    .toBe('/');
});

test('a worker script that comes back as a page, not JavaScript, unregisters the worker and reloads once', async ({
  page,
  context,
  t,
}) => {
  await page.goto('/home');
  await waitForControl(page);
  // The server now answers the worker's address with a page, as a misconfigured proxy would.
  await context.route('**/service-worker.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Parchee</title>' }),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.reload();
  // The app checks the worker only once the page is idle (up to five seconds after load), on each of the two
  // loads: on a busy machine that takes longer than the usual ten seconds.
  const checked = { timeout: 30_000 };
  await expect
    .poll(() => inPage(page, async () => (await navigator.serviceWorker.getRegistrations()).length), checked)
    .toBe(0);
  // The check reloaded the page once (its flag stops a loop), and the reloaded page left it at that.
  await expect.poll(() => loads, checked).toBe(2);
  await expect(page.getByRole('tab', { name: t('home.doctorTab') })).toBeVisible();
  await expect.poll(() => inPage(page, () => window.sessionStorage.getItem('sw_reloaded'))).toBe('1');
});

test('a joined slot is kept on the device and opens offline from the saved screens', async ({
  page,
  context,
  t,
  lang,
}) => {
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await expect(page.getByRole('status').filter({ hasText: t('messages.loggedIn') })).toBeVisible();

  // A booking made through the API, joined through the slot picker (where the slip is saved).
  const user = (await api(page, context, 'get-current-user', {}))!;
  const doctors = await api(page, context, 'get-all-doctors', { patient_id: user.id, city: 'Deoria' });
  const doctor = doctors.doctors.find((d) => d.first_name === 'Anil') ?? doctors.doctors[0]!;
  const patientName = `Offline Slip ${lang === 'en' ? 'Alpha' : 'Beta'} ${Date.now() % 100000}`;
  const booking = await api(page, context, 'add-booking', {
    name: patientName,
    age: 40,
    problem: 'Back pain',
    address: 'Deoria',
    phone_number: DEMO_ACCOUNTS.patient.phone_number,
    type: 'Other',
    doctor_id: doctor.id,
    slot: undefined,
  });
  await page.goto(`/patient-book-appointment?booking_id=${booking.booking_id}&doctor_id=${doctor.id}`);
  const tomorrow = addDays(todayInClinic(DEFAULT_TIME_ZONE), 1);
  await page.getByRole('tab', { name: t('appointments.anotherDayTab') }).click();
  await page.getByLabel(t('appointments.chooseDate'), { exact: true }).fill(tomorrow);
  await page.getByRole('button', { name: `${t('appointments.join')}: ${t('appointments.slots.Morning')}` }).click();
  const dialog = page.getByRole('dialog', { name: t('appointments.confirmedTitle') });
  await expect(dialog).toBeVisible();
  const token = (await dialog.getByTestId('token-number').textContent())?.trim() ?? '';
  expect(token).toMatch(/^\d+$/);

  // The slip is on the device.
  const slips = await page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('token_slips') ?? '[]') as { booking_id: number; token_number: number }[],
  );
  expect(slips).toContainEqual(
    expect.objectContaining({
      booking_id: booking.booking_id,
      token_number: Number(token),
      date: tomorrow,
      slot: 'Morning',
      patient_name: patientName,
    }),
  );

  // A screen already open keeps its data when the connection drops, marked as saved data.
  await page.goto('/patient-live');
  await waitForControl(page);
  await expect(page.locator('#main')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText(t('pwa.offlineBanner'));
  await expect(page.locator('#main')).toBeVisible();
  await shot(page, 'offline-banner', lang);

  // Reloaded offline: the worker serves the app, which shows the saved screen; the banner opens the slips.
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText(t('pwa.offlineBanner'));
  await expect(page.getByRole('heading', { level: 1, name: t('titles.patient-live') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('shell.offlineTitle') })).toHaveCount(0);
  await shot(page, 'offline-start', lang);
  await page
    .getByTestId('offline-banner')
    .getByRole('button', { name: t('pwa.openSlips') })
    .click();
  await expect(page.getByRole('heading', { name: t('pwa.savedSlips') })).toBeVisible();
  const slip = page.getByTestId('token-slip').filter({ hasText: patientName });
  await expect(slip).toBeVisible();
  await expect(slip.locator('.token-number')).toHaveText(token);
  await expect(slip).toContainText(formatDate(tomorrow, lang));
  await expect(slip).toContainText(t('appointments.slots.Morning'));
  await expect(slip).toContainText(String(booking.booking_id));
  await expect(page.getByRole('button', { name: t('pwa.print') })).toBeVisible();
  await shot(page, 'offline-token-slips', lang);
  await page.getByRole('button', { name: t('common.back') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('titles.patient-live') })).toBeVisible();
  await context.setOffline(false);
});
