// The patient's booking journey: find Dr. Anil Srivastava by name, open the profile, book for "Other" with
// a prescription photo, join tomorrow's Morning slot, see the token number and that day's history. Plus the
// form's required messages and the empty doctor list of a city without doctors.
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { CallName, RequestOf, ResultOf } from '../../src/shared/contract/catalogue';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import { callOk, DAY_ENDS_SOON_REASON, dayEndsSoon } from './api-helpers';
import { DEMO_PASSWORD, expect, fillLogin, shot, test } from './fixtures';

type T = (key: string, vars?: Record<string, string | number>) => string;

// A 1x1 transparent PNG.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const DOCTOR = 'Anil Srivastava';

async function signInAsPatient(page: Page, t: T) {
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await expect(page.getByRole('status').filter({ hasText: t('messages.loggedIn') })).toBeVisible();
}

/** One API call the way the web client makes it (CSRF double-submit header), answering the result. */
async function api<N extends CallName>(request: APIRequestContext, name: N, body: RequestOf<N>): Promise<ResultOf<N>> {
  await request.get('/api/get-cities.json');
  return (await callOk(request, name, body)) as ResultOf<N>;
}

async function openBookingForm(page: Page, t: T) {
  const doctorName = t('common.doctorName', { name: DOCTOR });
  await page.getByRole('link', { name: `${t('appointments.bookLink')}: ${doctorName}` }).click();
  await expect(page).toHaveURL(/\/patient-doctor-profile\?doctor_id=\d+$/);
  await expect(page.getByRole('heading', { name: doctorName })).toBeVisible();
  await page.getByRole('link', { name: t('appointments.bookAppointment') }).click();
  await expect(page).toHaveURL(/\/patient-details\?doctor_id=\d+$/);
}

test('a patient finds a doctor, books for Other with a photo, joins tomorrow and sees it in history', async ({
  page,
  t,
  lang,
}) => {
  // Unique per project: both projects book on the same server.
  const patientName = `Sita Devi ${lang === 'en' ? 'Alpha' : 'Beta'}`;
  await signInAsPatient(page, t);
  const doctorName = t('common.doctorName', { name: DOCTOR });

  // The search filters the cards by name as the user types.
  await page.getByRole('searchbox', { name: t('appointments.searchLabel') }).fill('anil');
  await expect(page.getByRole('heading', { name: doctorName })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('common.doctorName', { name: 'Pooja Gupta' }) })).toHaveCount(0);
  await shot(page, 'patient-selection-search', lang);

  await openBookingForm(page, t);
  const name = page.getByLabel(t('appointments.name'), { exact: true });
  await page.getByRole('radio', { name: t('appointments.patientType.Other') }).check();
  await expect(name).toHaveValue('');
  await name.fill(patientName);
  await page.getByLabel(t('appointments.age'), { exact: true }).fill('34');
  await page.getByLabel(t('appointments.problem'), { exact: true }).fill('Fever and cough');
  await page.getByLabel(t('appointments.address'), { exact: true }).fill('Civil Lines Deoria');
  await expect(page.getByLabel(t('auth.mobileNumber'), { exact: true })).toHaveValue(
    DEMO_ACCOUNTS.patient.phone_number,
  );
  await page
    .getByLabel(t('appointments.prescriptionImage'))
    .setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: t('appointments.prescriptionPreview') })).toBeVisible();
  await shot(page, 'patient-details', lang);
  await page.getByRole('button', { name: t('appointments.continueToSlot') }).click();

  await expect(page).toHaveURL(/\/patient-book-appointment\?booking_id=\d+&doctor_id=\d+$/);
  const tomorrow = addDays(todayInClinic(DEFAULT_TIME_ZONE), 1);
  await page.getByRole('tab', { name: t('appointments.anotherDayTab') }).click();
  await page.getByLabel(t('appointments.chooseDate'), { exact: true }).fill(tomorrow);
  const morning = t('appointments.slots.Morning');
  await expect(page.locator('[data-slot="Morning"] .slot-note-open')).toBeVisible();
  await shot(page, 'slot-picker', lang);
  await page.getByRole('button', { name: `${t('appointments.join')}: ${morning}` }).click();

  const dialog = page.getByRole('dialog', { name: t('appointments.confirmedTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(doctorName);
  await expect(dialog).toContainText(formatDate(tomorrow, lang));
  await expect(dialog).toContainText(morning);
  const token = (await dialog.getByTestId('token-number').textContent())?.trim() ?? '';
  expect(token).toMatch(/^\d+$/);
  await shot(page, 'booking-confirmed', lang);
  await dialog.getByRole('button', { name: t('common.continue') }).click();

  await expect(page).toHaveURL(new RegExp(`/patient-history\\?booking_date=${tomorrow}$`));
  const card = page.locator('.booking-card').filter({ hasText: patientName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(doctorName);
  await expect(card).toContainText(morning);
  await expect(card.locator('.token-number')).toHaveText(token);
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Pending'));
  await shot(page, 'patient-history', lang);

  // The photo reached the server and comes back on the prescriptions page.
  await page.goto('/patient-prescriptions');
  await expect(
    page.getByRole('img', { name: t('appointments.prescriptionOf', { name: patientName }) }).first(),
  ).toBeVisible();
});

test('the booking form shows the required messages when sent empty', async ({ page, t, lang }) => {
  await signInAsPatient(page, t);
  await openBookingForm(page, t);
  await page.getByRole('radio', { name: t('appointments.patientType.Other') }).check();
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill('');
  await page.getByRole('button', { name: t('appointments.continueToSlot') }).click();
  // name, age, problem, address and phone number are all required.
  await expect(page.getByText(t('messages.required'), { exact: true })).toHaveCount(5);
  await expect(page).toHaveURL(/\/patient-details/);
  await page.getByLabel(t('appointments.age'), { exact: true }).fill('abc');
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill('12345');
  await page.getByRole('button', { name: t('appointments.continueToSlot') }).click();
  await expect(page.getByText(t('messages.ageNotNumeric'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('messages.phoneInvalid'), { exact: true })).toBeVisible();
  await shot(page, 'patient-details-errors', lang);
});

test('a city without doctors shows the empty state with a link to book another doctor', async ({ page, t, lang }) => {
  await signInAsPatient(page, t);
  await page.getByRole('combobox', { name: t('appointments.city') }).selectOption('Kanpur');
  const doctors = page.getByRole('region', {
    name: t('appointments.doctorsIn', { city: lang === 'hi' ? 'कानपुर' : 'Kanpur' }),
  });
  await expect(doctors.getByText(t('messages.noDoctorFound'), { exact: true })).toBeVisible();
  const link = doctors.getByRole('link', { name: t('appointments.bookOtherDoctor') });
  await expect(link).toHaveAttribute('href', '/other-doctor-booking');
  await shot(page, 'no-doctor', lang);
  // The chosen city is remembered.
  await page.reload();
  await expect(page.getByRole('combobox', { name: t('appointments.city') })).toHaveValue('Kanpur');
});

test('an open /patient-live follows the doctor pressing In without a reload', async ({ page, t, lang, baseURL }) => {
  // From 23:50 IST only: the journey needs today's Evening queue to its end, and that slot closes at 23:59.
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  await signInAsPatient(page, t);
  // Book today's Evening slot (open until 23:59 India time) through the API, as the form would.
  const me = (await api(page.request, 'get-current-user', {}))!;
  const list = await api(page.request, 'get-all-doctors', { patient_id: me.id, city: 'Deoria' });
  const doctor = list.doctors.find((d) => d.first_name === 'Anil');
  expect(doctor).toBeDefined();
  const booking = await api(page.request, 'add-booking', {
    name: `Live Check ${lang === 'en' ? 'Alpha' : 'Beta'}`,
    age: 40,
    problem: 'Headache',
    address: 'Deoria',
    phone_number: DEMO_ACCOUNTS.patient.phone_number,
    type: 'Other',
    doctor_id: doctor!.id,
    patient_id: me.id,
    slot: undefined,
  });
  const today = todayInClinic(DEFAULT_TIME_ZONE);
  const confirmed = await api(page.request, 'slot-confirmation', {
    booking_date: today,
    booking_id: booking.id,
    slot: 'Evening',
    type: 'Patient',
  });
  const token = confirmed.booking_number ?? 0;

  await page.goto('/patient-live');
  const mine = page.locator(`.live-card[data-booking-id="${booking.id}"] .queue-mine`);
  await expect(mine).toContainText(t('appointments.queue.notStarted', { n: token }));
  await shot(page, 'patient-live-waiting', lang);

  // The doctor accepts and calls the patient in from another session.
  const doctorSide = await apiRequest.newContext({ baseURL });
  await api(doctorSide, 'doctor-login', {
    phone_number: DEMO_ACCOUNTS.doctor.phone_number,
    password: DEMO_PASSWORD,
    remember: false,
  });
  await api(doctorSide, 'booking-confirmation', { booking_id: booking.id, status: 'Approved' });
  await api(doctorSide, 'update-live-booking', { booking_id: booking.id, token: 'Live' });
  // Polling would take 20 s; the live event must get there well before.
  await expect(mine).toContainText(t('appointments.queue.consulting', { n: token }), { timeout: 4000 });
  await shot(page, 'patient-live-consulting', lang);
  await api(doctorSide, 'update-live-booking', { booking_id: booking.id, token: 'Done' });
  await expect(mine).toContainText(t('visit.over', { number: token }), { timeout: 4000 });
  await doctorSide.dispose();
});
