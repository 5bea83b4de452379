// The doctor moves a patient's booking, in English and Hindi. /re-schedule (from the Reschedule link of a
// booking in tomorrow's list) moves it to another date in the same slot with that date's next token, as the
// patient's history shows. /doctor-slot-join (from the Change slot link of /doctors-history) offers Join on
// open slots and a disabled Closed on a full one, for the booking's date or another schedule, and goes
// back to that date's history after a join. Every booking is made through the API, on dates a day or more
// ahead (the demo doctor sits every day), so nothing depends on the time of day.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Schedule } from '../../src/shared/contract/booking-shapes';
import type { Slot } from '../../src/shared/constants';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, toDisplayDate, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import { apiSignIn, bookEveningSlot, DEMO_DOCTOR } from './api-helpers';
import { expect, pageFor, shot, test, type Lang } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

type T = (key: string, vars?: Record<string, string | number>) => string;
type Post = Awaited<ReturnType<typeof apiSignIn>>['post'];

const dayAhead = (days: number) => addDays(todayInClinic(DEFAULT_TIME_ZONE), days);

/** An address on `path` with these query parameters (in any order; others may come along). */
const addressIs = (path: string, params: Record<string, string | number>) => (url: URL) =>
  url.pathname === path && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === String(value));

/** The demo patient books the demo doctor's Evening slot on a date; answers the booking and its token. */
function bookEvening(request: APIRequestContext, name: string, date: string) {
  const patient = {
    name,
    age: 42,
    problem: 'Fever and cough',
    address: 'Civil Lines Deoria',
    phone_number: '9876543210',
  };
  return bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient, date });
}

/** How many tokens a slot of the doctor has given on a date (the next one is this plus one). */
async function tokensGiven(post: Post, doctorId: number, date: string, slot: Slot): Promise<number> {
  const answer = await post('get-doctor-schedule', { doctor_id: doctorId, date, slot: '' });
  expect(answer.status, answer.body.error).toBe(200);
  const entry = (answer.body.result as Schedule)[slot];
  expect(entry, `${slot} on ${date}`).toBeTruthy();
  return entry!.booked;
}

/** The doctor's walk-ins take every token left in a slot of a date, so the slot is full. */
async function fillSlot(request: APIRequestContext, date: string, slot: Slot) {
  const doctor = await apiSignIn(request, 'doctor-login', DEMO_ACCOUNTS.doctor.phone_number);
  const answer = await doctor.post('get-doctor-schedule', { doctor_id: doctor.user.id, date, slot: '' });
  const entry = (answer.body.result as Schedule)[slot]!;
  for (let i = entry.booked; i < entry.capacity; i++) {
    const added = await doctor.post('add-booking', {
      name: `Walk In ${i + 1}`,
      age: 50,
      problem: 'Back pain',
      address: 'Station Road',
      phone_number: '9123456780',
      type: 'Manual',
      doctor_id: doctor.user.id,
      slot,
      booking_date: date,
    });
    expect(added.status, added.body.error).toBe(200);
  }
}

const doctorSignsIn = (page: Page, t: T) => doctorSideSignIn(page, t, DEMO_ACCOUNTS.doctor.phone_number);

/** /doctors-history of a date, reached from the footer's History tab and its date field. */
async function openHistory(page: Page, t: T, lang: Lang, date: string) {
  await page.getByRole('link', { name: t('nav.history'), exact: true }).click();
  await expect(page).toHaveURL(/\/doctors-history/);
  await page.getByLabel(t('queue.date'), { exact: true }).fill(date);
  await expect(page).toHaveURL(addressIs('/doctors-history', { date }));
  // The caption comes with the rows, once the day has loaded.
  await expect(page.getByText(t('queue.bookingsOn', { date: formatDate(date, lang) }), { exact: true })).toBeVisible();
}

/** A row of /doctors-history, found by the patient's name. */
const historyRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A slot's row on /doctor-slot-join. */
const slotRow = (page: Page, t: T, slot: Slot) =>
  page.locator('.dq-slot-row').filter({ has: page.getByText(t(`queue.slots.${slot}`), { exact: true }) });

/** The patient's own /patient-history of a date, in a second browser with the patient's session. */
async function openPatientHistory(browser: Browser, request: APIRequestContext, lang: Lang, date: string) {
  const { context, page } = await pageFor(browser, lang, { storageState: await request.storageState() });
  await page.goto(`/patient-history?booking_date=${date}`);
  return { context, page };
}

test('the doctor reschedules a booking of tomorrow to another date, which gives it that date’s next token', async ({
  page,
  t,
  lang,
  request,
  browser,
}) => {
  const patientName = `Kamla Devi ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const tomorrow = dayAhead(1);
  const newDate = dayAhead(4);
  const booking = await bookEvening(request, patientName, tomorrow);
  // Other patients hold the new date's Evening tokens up to at least the old number, so the new token
  // differs from the old one: the booking does not keep its number.
  let given = await tokensGiven(booking.patient.post, booking.doctorId, newDate, 'Evening');
  while (given < booking.token) {
    // A name of its own each time: one person holds one token per slot.
    await bookEvening(request, `Other Patient ${lang.toUpperCase()} ${Date.now() % 100000} ${given}`, newDate);
    given = await tokensGiven(booking.patient.post, booking.doctorId, newDate, 'Evening');
  }
  const newToken = given + 1;

  await doctorSignsIn(page, t);
  await page.getByRole('link', { name: t('queue.tomorrowBookings') }).click();
  await expect(page).toHaveURL(/\/pending-booking$/);
  await page.getByLabel(t('queue.searchLabel')).fill(patientName);
  const card = page.getByRole('article', { name: patientName });
  await expect(card.getByText(t('queue.tokenNumber', { number: booking.token }), { exact: true })).toHaveCount(1);
  await card.getByRole('link', { name: t('queue.reschedule') }).click();

  await expect(page).toHaveURL(/\/re-schedule$/);
  await expect(page.getByRole('heading', { level: 2, name: patientName })).toBeVisible();
  const fact = (label: string) =>
    page
      .locator('.dq-fact')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(fact(t('queue.date'))).toHaveText(formatDate(tomorrow, lang));
  await expect(fact(t('queue.tokenLabel'))).toHaveText(String(booking.token));
  await page.getByLabel(t('queue.newDate'), { exact: true }).fill(toDisplayDate(newDate));
  await page.getByRole('button', { name: t('queue.reschedule') }).click();

  await expect(page.getByRole('status').filter({ hasText: t('messages.rescheduled') })).toBeVisible();
  await expect(fact(t('queue.date'))).toHaveText(formatDate(newDate, lang));
  await expect(fact(t('queue.slot'))).toHaveText(t('queue.slots.Evening'));
  await expect(fact(t('queue.tokenLabel'))).toHaveText(String(newToken));
  await shot(page, 're-schedule-done', lang);

  // Back on tomorrow's list, the booking is gone.
  await expect(page).toHaveURL(/\/pending-booking$/);
  await page.getByLabel(t('queue.searchLabel')).fill(patientName);
  await expect(page.getByText(t('queue.noMatch'), { exact: true })).toBeVisible();

  // The new date's history lists it in the Evening slot.
  await openHistory(page, t, lang, newDate);
  await expect(historyRow(page, patientName)).toContainText(t('queue.slots.Evening'));

  // The patient sees the booking on the new date with the new token number.
  const patient = await openPatientHistory(browser, request, lang, newDate);
  const entry = patient.page.locator(`.booking-card[data-booking-id="${booking.bookingId}"]`);
  await expect(entry.locator('.token-number')).toHaveText(String(newToken));
  await expect(entry).toContainText(t('appointments.slots.Evening'));
  await shot(patient.page, 're-schedule-patient-history', lang);
  await patient.context.close();
});

test('on the booking’s date a full slot is Closed and the doctor joins an open one, then sees the day’s history', async ({
  page,
  t,
  lang,
  request,
}) => {
  const patientName = `Geeta Devi ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const date = dayAhead(3);
  await fillSlot(request, date, 'Afternoon');
  const booking = await bookEvening(request, patientName, date);
  const morningToken = (await tokensGiven(booking.patient.post, booking.doctorId, date, 'Morning')) + 1;

  await doctorSignsIn(page, t);
  await openHistory(page, t, lang, date);
  const row = historyRow(page, patientName);
  await expect(row).toContainText(t('queue.slots.Evening'));
  await row.getByRole('link', { name: t('queue.changeSlot') }).click();

  await expect(page).toHaveURL(
    addressIs('/doctor-slot-join', {
      booking_id: booking.bookingId,
      doctor_id: booking.doctorId,
      booking_date: date,
      slot: 'Evening',
    }),
  );
  const dayTab = page.getByRole('tab', { name: t('queue.dayNumber', { day: Number(date.slice(8)) }), exact: true });
  await expect(dayTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: t('queue.anotherSchedule'), exact: true })).toHaveAttribute(
    'aria-selected',
    'false',
  );

  const afternoon = slotRow(page, t, 'Afternoon');
  await expect(afternoon.getByRole('button', { name: t('queue.closed'), exact: true })).toBeDisabled();
  await expect(afternoon).toContainText(t('messages.slotsFull'));
  await expect(afternoon.locator('.slot-timing')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(afternoon.getByRole('button', { name: t('queue.join'), exact: true })).toHaveCount(0);
  for (const open of ['Morning', 'Evening'] as const) {
    await expect(slotRow(page, t, open).getByRole('button', { name: t('queue.join'), exact: true })).toBeEnabled();
    // An open slot says how full it is ('Filling fast.' or the places left).
    await expect(slotRow(page, t, open).locator('.dq-slot-note-open')).toBeVisible();
    await expect(slotRow(page, t, open).locator('.slot-timing')).toHaveCSS('text-decoration-line', 'none');
  }
  await shot(page, 'doctor-slot-join', lang);

  await slotRow(page, t, 'Morning')
    .getByRole('button', { name: t('queue.join'), exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: t('queue.slotJoined', { number: morningToken }) }),
  ).toBeVisible();
  await expect(page).toHaveURL(addressIs('/doctors-history', { date }));
  await expect(historyRow(page, patientName)).toContainText(t('queue.slots.Morning'));
  await expect(historyRow(page, patientName)).not.toContainText(t('queue.slots.Evening'));
  await shot(page, 'doctor-slot-joined', lang);
});

test('on Another Schedule the doctor moves a booking to another date, where the history then lists it', async ({
  page,
  t,
  lang,
  request,
}) => {
  const patientName = `Radha Devi ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const date = dayAhead(2);
  const otherDate = dayAhead(5);
  const booking = await bookEvening(request, patientName, date);
  const eveningToken = (await tokensGiven(booking.patient.post, booking.doctorId, otherDate, 'Evening')) + 1;

  await doctorSignsIn(page, t);
  await openHistory(page, t, lang, date);
  await historyRow(page, patientName)
    .getByRole('link', { name: t('queue.changeSlot') })
    .click();
  await expect(page).toHaveURL(addressIs('/doctor-slot-join', { booking_id: booking.bookingId, booking_date: date }));
  // The booking's date loads first.
  await expect(slotRow(page, t, 'Evening').getByRole('button', { name: t('queue.join'), exact: true })).toBeVisible();

  const another = page.getByRole('tab', { name: t('queue.anotherSchedule'), exact: true });
  await another.click();
  await expect(another).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(t('queue.date'), { exact: true }).fill(otherDate);
  const evening = slotRow(page, t, 'Evening');
  await expect(evening.getByRole('button', { name: t('queue.join'), exact: true })).toBeEnabled();
  await shot(page, 'doctor-slot-join-another', lang);
  await evening.getByRole('button', { name: t('queue.join'), exact: true }).click();

  await expect(
    page.getByRole('status').filter({ hasText: t('queue.slotJoined', { number: eveningToken }) }),
  ).toBeVisible();
  await expect(page).toHaveURL(addressIs('/doctors-history', { date: otherDate }));
  await expect(
    page.getByText(t('queue.bookingsOn', { date: formatDate(otherDate, lang) }), { exact: true }),
  ).toBeVisible();
  await expect(historyRow(page, patientName)).toContainText(t('queue.slots.Evening'));

  // The booking's first date no longer lists it.
  await page.getByLabel(t('queue.date'), { exact: true }).fill(date);
  await expect(
    page
      .getByText(t('queue.noBookingsOn', { date: formatDate(date, lang) }), { exact: true })
      .or(page.getByText(t('queue.bookingsOn', { date: formatDate(date, lang) }), { exact: true })),
  ).toBeVisible();
  await expect(historyRow(page, patientName)).toHaveCount(0);
});
