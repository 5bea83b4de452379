// The doctor's day, in English and Hindi: a patient's booking for today (made through the API) is
// accepted, called In and Out on /today-booking while the patient's open /patient-live follows without a
// reload; then a walk-in added on /add-booking gets the next token of the same slot. Plus the walk-in
// form's field messages.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, addDays, toDisplayDate, todayInClinic } from '../../src/shared/dates';
import { bookEveningSlot, DEMO_DOCTOR } from './api-helpers';
import { expect, pageFor, shot, test, tr, type Lang } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

/**
 * The patient books the demo doctor's Evening slot for today (open until 23:59 IST); run after that,
 * the booking goes to tomorrow and the doctor works it from /pending-booking instead.
 */
async function patientBooking(request: APIRequestContext, name: string) {
  const patient = {
    name,
    age: 42,
    problem: 'Fever and cough',
    address: 'Civil Lines Deoria',
    phone_number: '9876543210',
  };
  return bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient, orTomorrow: true });
}

/** The patient's own /patient-live, open in a second browser while the doctor works. */
async function openPatientLive(browser: Browser, request: APIRequestContext, lang: Lang, bookingId: number) {
  const { context, page } = await pageFor(browser, lang, { storageState: await request.storageState() });
  await page.goto('/patient-live');
  const entry = page.locator(`[data-booking-id="${bookingId}"]`);
  await expect(entry).toBeVisible();
  return { context, page, entry };
}

const doctorSignsIn = (page: Page, t: (key: string) => string) =>
  doctorSideSignIn(page, t, DEMO_ACCOUNTS.doctor.phone_number);

test('the doctor accepts, calls In and Out while the patient watches, then a walk-in gets the next token', async ({
  page,
  t,
  lang,
  request,
  browser,
}) => {
  const patientName = `Sunita Devi ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booking = await patientBooking(request, patientName);
  // /patient-live shows today's bookings; a run after 23:59 IST books tomorrow and checks the API instead.
  const live = booking.isToday ? await openPatientLive(browser, request, lang, booking.bookingId) : null;
  const liveToken = async () => {
    const status = await booking.patient.post('get-live-patient-booking-status', {
      patient_id: booking.patient.user.id,
    });
    return (status.body.result as { booking_id: number; token: string }[]).find(
      (e) => e.booking_id === booking.bookingId,
    )?.token;
  };

  await doctorSignsIn(page, t);
  await expect(page.getByRole('heading', { level: 2, name: /.+/ }).first()).toBeVisible();
  await shot(page, 'doctor-dashboard', lang);
  const listTitle = booking.isToday ? t('titles.today-booking') : t('queue.tomorrowBookings');
  await page.getByRole('link', { name: listTitle }).click();
  await expect(page).toHaveURL(booking.isToday ? /\/today-booking$/ : /\/pending-booking$/);

  await page.getByLabel(t('queue.searchLabel')).fill(patientName);
  const card = page.getByRole('article', { name: patientName });
  await expect(card).toBeVisible();
  await expect(card.getByText(tr(lang, 'queue.tokenNumber', { number: booking.token }), { exact: true })).toHaveCount(
    1,
  );
  await expect(card.getByText(t('visit.state.Pending'), { exact: true })).toBeVisible();
  await shot(page, 'today-booking', lang);

  await card.getByRole('button', { name: t('queue.accept') }).click();
  await expect(card.getByText(t('visit.state.Approved'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: t('queue.accept') })).toHaveCount(0);

  await card.getByRole('button', { name: t('queue.in'), exact: true }).click();
  await expect(card.getByText(t('visit.state.Live'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: t('queue.in'), exact: true })).toHaveCount(0);
  if (live) {
    // Server-sent events: the open page changes within seconds, without a reload.
    await expect(live.entry.locator('[aria-current="true"]')).toContainText(
      tr(lang, 'appointments.queue.consulting', { n: booking.token }),
      { timeout: 5000 },
    );
  } else {
    await expect.poll(liveToken, { timeout: 5000 }).toBe(undefined);
  }

  await card.getByRole('button', { name: t('queue.out'), exact: true }).click();
  await expect(card.getByText(t('visit.state.Done'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: t('queue.out'), exact: true })).toHaveCount(0);
  if (live) {
    await expect(live.entry.locator('[aria-current="true"]')).toContainText(
      tr(lang, 'visit.over', { number: booking.token }),
      { timeout: 5000 },
    );
  } else {
    await expect.poll(liveToken, { timeout: 5000 }).toBe(undefined);
  }
  await live?.context.close();

  // A walk-in for the same slot and date takes the next token.
  await page
    .getByRole('link', { name: t('nav.home') })
    .first()
    .click();
  await page.getByRole('link', { name: t('queue.addBooking') }).click();
  await expect(page).toHaveURL(/\/add-booking$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.add-booking') })).toBeVisible();
  await page.getByLabel(t('queue.name'), { exact: true }).fill(`Walk In ${lang.toUpperCase()}`);
  await page.getByLabel(t('queue.age'), { exact: true }).fill('61');
  await page.getByLabel(t('queue.problem'), { exact: true }).fill('Knee pain');
  await page.getByLabel(t('queue.address'), { exact: true }).fill('Ramnath Deoria');
  await page.getByLabel(t('queue.phone'), { exact: true }).fill('9123456780');
  await page.getByLabel(t('queue.slot'), { exact: true }).selectOption('Evening');
  await page.getByLabel(t('queue.date'), { exact: true }).fill(toDisplayDate(booking.date));
  await shot(page, 'add-booking', lang);
  await page.getByRole('button', { name: t('queue.addBooking') }).click();
  const result = page.getByRole('status').filter({ hasText: t('queue.bookingAdded') });
  await expect(result).toContainText(tr(lang, 'queue.tokenGiven', { number: booking.token + 1 }));
  await shot(page, 'walk-in-token', lang);
});

test('the walk-in form shows the kept field messages and sends nothing', async ({ page, t, lang }) => {
  await doctorSignsIn(page, t);
  await page.goto('/add-booking');
  await expect(page.getByRole('heading', { level: 1, name: t('titles.add-booking') })).toBeVisible();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/add-booking.json')) sent++;
  });
  await page.getByLabel(t('queue.name'), { exact: true }).fill('Ram@#');
  await page.getByLabel(t('queue.age'), { exact: true }).fill('forty');
  await page.getByLabel(t('queue.phone'), { exact: true }).fill('12345');
  await page
    .getByLabel(t('queue.date'), { exact: true })
    .fill(toDisplayDate(addDays(todayInClinic(DEFAULT_TIME_ZONE), -1)));
  await page.getByRole('button', { name: t('queue.addBooking') }).click();
  await expect(page.getByText(t('messages.noSpecialCharacters'))).toBeVisible();
  await expect(page.getByText(t('messages.ageNotNumeric'))).toBeVisible();
  await expect(page.getByText(t('messages.phoneInvalid'))).toBeVisible();
  await expect(page.getByText(t('messages.required')).first()).toBeVisible();
  await expect(page.getByText(t('messages.dateInPast'))).toBeVisible();
  await shot(page, 'add-booking-errors', lang);
  expect(sent).toBe(0);
});
