// The patient's bookings outside the queue, in English and Hindi: a doctor typed in (/other-doctor-booking),
// a listed unregistered doctor (Shyam Lal, from the home list) and a government hospital doctor (Deoria ->
// District Hospital Deoria -> General Physician), each with one validation error and the happy path; the
// booking counts with their pie; and a department without doctors ('No doctor could be found.').
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic, toDisplayDate, weekdayOf } from '../../src/shared/dates';
import { bookEveningSlot, DEMO_DOCTOR } from './api-helpers';
import { formatDate } from '../../src/web/lib/format';
import { DEMO_PASSWORD, demoInstitution, expect, fillLogin, shot, test, type Lang } from './fixtures';

type T = (key: string, vars?: Record<string, string | number>) => string;

// A 1x1 transparent PNG.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsPatient(page: Page, t: T) {
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await expect(page.getByRole('status').filter({ hasText: t('messages.loggedIn') })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The success dialog, then its Continue to that day's history. */
async function expectBooked(page: Page, t: T, lang: Lang, ymd: string) {
  const dialog = page.getByRole('dialog', { name: t('patientServices.bookedTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(formatDate(ymd, lang));
  return dialog;
}

test('a patient books a doctor who is not in the app', async ({ page, t, lang }) => {
  await signInAsPatient(page, t);
  await page
    .getByRole('link', { name: t('titles.other-doctor-booking') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/other-doctor-booking$/);

  // Self starts with the user's own name; Other clears it.
  await expect(field(page, t('appointments.name'))).toHaveValue(/\S/);
  await page.getByRole('radio', { name: t('appointments.patientType.Other') }).check();
  await expect(field(page, t('appointments.name'))).toHaveValue('');

  // The validation errors: required, the text check and the age rule.
  await field(page, t('appointments.name')).fill('Geeta@Devi');
  await field(page, t('appointments.age')).fill('forty');
  await page.getByRole('button', { name: t('patientServices.bookNow') }).click();
  await expect(field(page, t('patientServices.doctorName'))).toHaveAccessibleDescription(t('messages.required'));
  await expect(field(page, t('appointments.name'))).toHaveAccessibleDescription(t('messages.noSpecialCharacters'));
  await expect(field(page, t('appointments.age'))).toHaveAccessibleDescription(t('messages.ageNotNumeric'));
  // No fee is refused unless the visit is marked free; ticking it empties and locks the fee field.
  await expect(field(page, t('patientServices.doctorFee'))).toHaveAccessibleDescription(t('messages.feeRequired'));
  await shot(page, 'other-doctor-booking-errors', lang);
  await page.getByLabel(t('patientServices.freeConsultation')).check();
  await expect(field(page, t('patientServices.doctorFee'))).toBeDisabled();
  await page.getByLabel(t('patientServices.freeConsultation')).uncheck();

  const today = todayInClinic(DEFAULT_TIME_ZONE);
  const date = addDays(today, 2);
  // Typed with its title: the app says "Dr." once.
  await field(page, t('patientServices.doctorName')).fill('Dr. Suresh Mishra');
  await field(page, t('patientServices.doctorAddress')).fill('Station Road, Deoria');
  await field(page, t('appointments.name')).fill(`Geeta Devi ${lang}`);
  await field(page, t('appointments.age')).fill('41');
  await field(page, t('appointments.problem')).fill('Knee pain');
  await field(page, t('patientServices.patientAddress')).fill('Civil Lines Deoria');
  await field(page, t('patientServices.bookingDate')).fill(toDisplayDate(date));
  await field(page, t('patientServices.doctorFee')).fill('250');
  await expect(field(page, t('patientServices.appCharge'))).toHaveValue(/₹\d+/);
  await page
    .getByLabel(t('appointments.prescriptionImage'))
    .setInputFiles({ name: 'old-parchee.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: t('appointments.prescriptionPreview') })).toBeVisible();
  await page.getByRole('button', { name: t('patientServices.bookNow') }).click();

  const dialog = await expectBooked(page, t, lang, date);
  await expect(dialog.getByText(t('common.doctorName', { name: 'Suresh Mishra' }), { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText(lang === 'hi' ? 'डॉ. डॉ.' : 'Dr. Dr.');
  await shot(page, 'other-doctor-booking-done', lang);
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/patient-history\\?booking_date=${date}$`));
});

test('a patient books the unregistered doctor Shyam Lal from the home list', async ({ page, t, lang }) => {
  await signInAsPatient(page, t);
  const doctorName = t('common.doctorName', { name: 'Shyam Lal' });
  await page.getByRole('link', { name: `${t('appointments.bookLink')}: ${doctorName}` }).click();
  await expect(page).toHaveURL(/\/unregistered-doctor-booking$/);
  await expect(page.getByRole('heading', { name: doctorName })).toBeVisible();
  await expect(page.getByText(t('appointments.rupees', { amount: 200 })).first()).toBeVisible();
  await expect(page.getByText(t('appointments.weekdays.Monday'), { exact: false }).first()).toBeVisible();

  // A short phone number is refused.
  await field(page, t('auth.mobileNumber')).fill('98765');
  await field(page, t('appointments.age')).fill('29');
  await field(page, t('appointments.problem')).fill('Cough and cold');
  await field(page, t('patientServices.patientAddress')).fill('Ramnath Deoria');
  await page.getByRole('button', { name: t('patientServices.bookNow') }).click();
  await expect(field(page, t('auth.mobileNumber'))).toHaveAccessibleDescription(t('messages.phoneInvalid'));
  await shot(page, 'unregistered-doctor-booking-error', lang);

  await field(page, t('auth.mobileNumber')).fill('9876501234');
  // The form starts on the first day the doctor can still be booked (today until its hours end at 21:00).
  const [d, m, y] = (await field(page, t('patientServices.bookingDate')).inputValue()).split('-');
  const day = `${y}-${m}-${d}`;
  await page.getByRole('button', { name: t('patientServices.bookNow') }).click();
  const dialog = await expectBooked(page, t, lang, day);
  await expect(dialog.getByText(doctorName)).toBeVisible();
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/patient-history\\?booking_date=${day}$`));
});

test('a patient books a government hospital doctor on a sitting day', async ({ page, t, lang }) => {
  await signInAsPatient(page, t);
  await page
    .getByRole('link', { name: t('titles.government-hospitals') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/government-hospitals$/);
  await page
    .getByRole('link', { name: `${t('patientServices.seeDepartments')}: ${demoInstitution(lang, 'districtHospital')}` })
    .click();
  await expect(page).toHaveURL(/\/gov-hospital-department$/);
  await expect(page.getByRole('heading', { name: demoInstitution(lang, 'districtHospital') })).toBeVisible();
  await expect(page.locator('.tile-grid a')).toHaveCount(9);
  await page.getByRole('link', { name: t('patientServices.departments.general_physician') }).click();
  await expect(page).toHaveURL(/\/gov-hospital-booking\?hospital_id=\d+&department_id=12$/);

  await field(page, t('appointments.name')).fill(`Mohan Lal ${lang}`);
  await field(page, t('patientServices.patientAddress')).fill('Salempur Deoria');
  await field(page, t('appointments.age')).fill('52');
  await field(page, t('appointments.problem')).fill('Fever');

  // No doctor picked: the doctor's name is required.
  await page.getByRole('button', { name: t('patientServices.bookNow') }).click();
  const doctorBox = page.getByRole('combobox', { name: t('patientServices.doctorName') });
  await expect(doctorBox).toHaveAccessibleDescription(new RegExp(t('messages.required')));

  // The type-ahead fills after a moment; picking fills the address and a sitting day.
  await doctorBox.fill('arv');
  await page.getByRole('option', { name: new RegExp('Arvind Kumar') }).click();
  await expect(doctorBox).toHaveValue(t('common.doctorName', { name: 'Arvind Kumar' }));
  await expect(field(page, t('patientServices.doctorAddress'))).toHaveValue('Hospital Road, Deoria');
  await expect(field(page, t('patientServices.doctorFee'))).toHaveValue(t('appointments.rupees', { amount: 10 }));

  // A Sunday is not a sitting day.
  const today = todayInClinic(DEFAULT_TIME_ZONE);
  let sunday = today;
  while (weekdayOf(sunday) !== 'Sunday') sunday = addDays(sunday, 1);
  await field(page, t('patientServices.bookingDate')).fill(toDisplayDate(sunday));
  await page.getByRole('button', { name: t('patientServices.bookNow') }).click();
  await expect(field(page, t('patientServices.bookingDate'))).toHaveAccessibleDescription(
    new RegExp(t('messages.notSittingDay')),
  );
  await shot(page, 'gov-hospital-booking-error', lang);

  // The quick buttons offer only sitting days; take the second one.
  const days = page.getByRole('group', { name: t('patientServices.nextSittingDays') }).getByRole('button');
  await expect(days).toHaveCount(7);
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const chosen = await field(page, t('patientServices.bookingDate')).inputValue();
  const [d, m, y] = chosen.split('-');
  const ymd = `${y}-${m}-${d}`;
  expect(weekdayOf(ymd)).not.toBe('Sunday');
  await page.getByRole('button', { name: t('patientServices.bookNow') }).click();
  const dialog = await expectBooked(page, t, lang, ymd);
  await expect(dialog.getByText(t('appointments.slots.Morning'))).toBeVisible();
  await expect(dialog.getByText(demoInstitution(lang, 'districtHospital'))).toBeVisible();
  await shot(page, 'gov-hospital-booking-done', lang);
  await dialog.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/patient-history\\?booking_date=${ymd}$`));
});

test('a department without doctors shows the no-doctor page', async ({ page, t, lang }) => {
  await signInAsPatient(page, t);
  await page.goto('/government-hospitals');
  await page
    .getByRole('link', { name: `${t('patientServices.seeDepartments')}: ${demoInstitution(lang, 'districtHospital')}` })
    .click();
  await page.getByRole('link', { name: t('patientServices.departments.ent') }).click();
  await expect(page).toHaveURL(/department_id=19$/);
  await expect(page.getByText(t('messages.noDoctorFound'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('appointments.bookOtherDoctor') })).toHaveAttribute(
    'href',
    '/other-doctor-booking',
  );
  await shot(page, 'gov-hospital-no-doctor', lang);
});

/** A doctor booking (Pending) for the demo patient through the API, so the counts and the pie are not empty. */
test('the dashboard sums up the day and links onward', async ({ page, t, lang }) => {
  await signInAsPatient(page, t);
  await page.getByRole('link', { name: t('titles.patient-dashboard') }).click();
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await expect(page.getByRole('heading', { name: t('patientServices.todayToken') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('patientServices.nextBooking') })).toBeVisible();
  const links = page.getByRole('navigation', { name: t('patientServices.quickLinks') }).getByRole('link');
  await expect(links).toHaveCount(6);
  await shot(page, 'patient-dashboard', lang);
  await links.filter({ hasText: t('patientServices.linkTotals') }).click();
  await expect(page).toHaveURL(/\/total-bookings$/);
});

test('the total bookings page shows the counts and a pie', async ({ page, t, lang, request }) => {
  // A booking with a token, so the totals have something to count (drafts without a slot are not counted).
  await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: {
      name: 'Counted Patient',
      age: 30,
      problem: 'Headache',
      address: 'Civil Lines Deoria',
      phone_number: '9876501234',
    },
    orTomorrow: true,
  });
  await signInAsPatient(page, t);
  await page.goto('/total-bookings');
  const heading = page.getByRole('heading', { name: new RegExp(t('patientServices.totalHeading', { total: '\\d+' })) });
  await expect(heading).toBeVisible();
  const total = Number(/(\d+)\s*$/.exec((await heading.textContent()) ?? '')?.[1]);
  const counts = page.getByRole('list', { name: t('patientServices.countsLabel') });
  for (const key of ['total', 'pending', 'cancelled', 'accepted']) {
    await expect(counts.getByText(t(`patientServices.${key}`), { exact: true })).toBeVisible();
  }
  await expect(counts.locator('[data-count="total"] .stat-value')).toHaveText(String(total));
  const pie = page.locator('svg[role="img"]');
  await expect(pie).toBeVisible();
  await expect(pie).toHaveAccessibleName(/\d+.*\d+.*\d+/);
  expect(total).toBeGreaterThan(0);
  await expect(pie.locator('path, ellipse').first()).toBeVisible();
  await shot(page, 'total-bookings', lang);
});
