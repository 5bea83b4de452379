// Labs end to end, in English and Hindi: a doctor books a lab test for today's patient from
// /today-booking by choosing a test of the lab's catalogue; the lab accepts it, adds a second test, marks one Completed
// and uploads a PDF report; the
// patient downloads it from /patient-lab-reports. Plus the patient's own lab booking on /medical-lab.
import type { APIRequestContext, Page } from '@playwright/test';
import { MEDICAL_TESTS } from '../../src/server/db/reference-content';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, addDays, toDisplayDate, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import { apiSignIn, bookEveningSlot, DAY_ENDS_SOON_REASON, dayEndsSoon, DEMO_DOCTOR } from './api-helpers';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, shot, test, tr, type Lang } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

/** The patient books the demo doctor (tied to the demo lab) for today's Evening slot, open until 23:59 IST. */
async function todaysAppointment(request: APIRequestContext, name: string) {
  const patient = {
    name,
    age: 38,
    problem: 'Fever for three days',
    address: 'Civil Lines Deoria',
    phone_number: '9876501234',
  };
  const { patient: signedIn, bookingId } = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient });
  return { patient: signedIn, bookingId };
}

async function signInAt(page: Page, t: (key: string) => string, path: string, phone: string, landing: RegExp) {
  await page.goto(path);
  await fillLogin(page, t, phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(landing);
}

/** A catalogue test's name as the screens show it in the language. */
function shownTest(code: string, lang: Lang): string {
  const test = MEDICAL_TESTS.find((row) => row.code === code)!;
  return lang === 'hi' ? test.name_hi : test.name;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a doctor books a lab test, the lab works it and uploads a report, the patient downloads it', async ({
  page,
  t,
  lang,
  request,
  browser,
}) => {
  // Skipped, not failed, from 23:50 IST: the appointment must stay in today's queue until the report is
  // downloaded, and today's Evening slot closes at 23:59.
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  test.slow(); // three people, each signing in, through six screens
  const patientName = `Lab Patient ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const TEST_A = shownTest('CBC', lang);
  const TEST_B = shownTest('FBS', lang);
  await todaysAppointment(request, patientName);

  // The doctor books the lab from today's list.
  await doctorSideSignIn(page, t, DEMO_ACCOUNTS.doctor.phone_number);
  await page.goto('/today-booking');
  await page.getByLabel(t('queue.searchLabel')).fill(patientName);
  const row = page.getByRole('article', { name: patientName });
  await row.getByRole('button', { name: t('labs.bookLabTest') }).click();
  const choice = page.getByRole('dialog', { name: t('labs.chooseTestsFor', { name: patientName }) });
  await expect(choice).toBeVisible();
  // Nothing ticked: the dialog says what is missing and books nothing.
  await choice.getByRole('button', { name: t('labs.bookChosenTests', { count: 0 }) }).click();
  await expect(choice.getByText(t('messages.chooseTests'))).toBeVisible();
  await choice.getByLabel(t('labs.filterTests'), { exact: true }).fill('CBC');
  await choice.getByLabel(TEST_A, { exact: true }).check();
  await shot(page, 'doctor-lab-test-choice', lang);
  await choice.getByRole('button', { name: t('labs.bookChosenTests', { count: 1 }) }).click();
  await expect(choice).toBeHidden();
  await expect(row.getByText(t('messages.labBooked'), { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: t('labs.bookLabTest') })).toHaveCount(0);
  await shot(page, 'doctor-lab-booked', lang);

  // The lab accepts it, picks two tests, completes one and uploads its report.
  const lab = await pageFor(browser, lang);
  const labPage = lab.page;
  await signInAt(labPage, t, '/labs-login', DEMO_ACCOUNTS.lab.phone_number, /\/labs-dashboard$/);
  await expect(labPage.getByTestId('lab-count-today')).toHaveText(/^[1-9]\d*$/);
  await shot(labPage, 'labs-dashboard', lang);
  await labPage.getByRole('link', { name: t('labs.todayBookings') }).click();
  await expect(labPage).toHaveURL(/\/lab-today-booking$/);
  const card = labPage.getByRole('article', { name: patientName });
  await expect(card).toBeVisible();
  const accepted = card.getByRole('radio', { name: t('labs.bookingStatus.Accepted'), exact: true });
  const accepting = labPage.waitForResponse((r) => r.url().includes('/api/update-lab-booking-status.json'));
  await accepted.check();
  expect((await accepting).status()).toBe(200);
  await expect(accepted).toBeChecked();
  await expect(accepted).toBeEnabled();

  await card.getByRole('link', { name: t('labs.viewTests') }).click();
  await expect(labPage).toHaveURL(/\/view-lab-test/);
  await expect(labPage.getByText(patientName)).toBeVisible();
  // The doctor's choice is there already; the lab adds a second test.
  await expect(labPage.getByTestId('existing-tests')).toContainText(TEST_A);
  await labPage.getByLabel(TEST_B, { exact: true }).check();
  await labPage.getByRole('button', { name: t('labs.saveTests') }).click();
  await expect(labPage.getByText(t('labs.testsSaved'))).toBeVisible();
  await expect(labPage.getByTestId('existing-tests')).toContainText(TEST_A);
  await expect(labPage.getByTestId('existing-tests')).toContainText(TEST_B);
  await shot(labPage, 'view-lab-test', lang);

  await labPage
    .getByRole('link', { name: t('common.back') })
    .or(labPage.getByRole('button', { name: t('common.back') }))
    .click();
  await expect(labPage).toHaveURL(/\/lab-today-booking$/);
  const testRow = card.locator('li', { hasText: TEST_A });
  await expect(testRow.getByLabel(tr(lang, 'labs.reportFile', { name: TEST_A }))).toHaveCount(0);
  await testRow.getByRole('radio', { name: t('labs.testStatus.Completed'), exact: true }).check();
  // The upload form appears once the change to Completed has succeeded.
  const reportInput = testRow.getByLabel(tr(lang, 'labs.reportFile', { name: TEST_A }));
  await expect(reportInput).toBeVisible();
  await reportInput.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await testRow.getByRole('button', { name: t('labs.uploadReport') }).click();
  await expect(testRow.getByText(t('labs.reportUploaded'))).toBeVisible();
  await expect(reportInput).toHaveCount(0);
  await expect(testRow.getByRole('link', { name: t('labs.downloadReport') })).toBeVisible();
  await shot(labPage, 'lab-today-booking', lang);
  // A card with its tests, a report among them, still fits a 360 px screen at the largest text size.
  await labPage.setViewportSize({ width: 360, height: 740 });
  await labPage.evaluate(() => (document.documentElement.dataset.textSize = 'largest'));
  expect(await labPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await lab.context.close();

  // The patient downloads it.
  const patient = await pageFor(browser, lang, { storageState: await request.storageState() });
  await patient.page.goto('/patient-lab-reports');
  const report = patient.page
    .getByRole('listitem')
    .filter({ hasText: patientName })
    .filter({ has: patient.page.getByRole('heading') });
  await expect(report).toBeVisible();
  // A report the lab has not uploaded yet is said to be not ready, not a missing file.
  await expect(report.locator('li', { hasText: TEST_B })).toContainText(t('labs.reportNotReady'));
  await expect(report.locator('li', { hasText: TEST_B })).not.toContainText(t('messages.fileNotFound'));
  const link = report.locator('li', { hasText: TEST_A }).getByRole('link', { name: t('labs.downloadReport') });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await patient.page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await shot(patient.page, 'patient-lab-reports', lang);
  await patient.context.close();

  // The doctor's read-only view of the lab bookings it made has the report too.
  await page.goto('/today-lab-report');
  const mine = page
    .getByRole('listitem')
    .filter({ hasText: patientName })
    .filter({ has: page.getByRole('heading') });
  await expect(
    mine.locator('li', { hasText: TEST_A }).getByRole('link', { name: t('labs.downloadReport') }),
  ).toBeVisible();
  await expect(page.locator(`[data-lab-booking-id]`).filter({ hasText: patientName })).toHaveCount(1);
  await shot(page, 'today-lab-report', lang);
});

test('/medical-lab shows the field messages, then books a lab test for tomorrow', async ({
  t,
  lang,
  request,
  browser,
}) => {
  await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const { context, page } = await pageFor(browser, lang, { storageState: await request.storageState() });
  await page.goto('/medical-lab');
  const tomorrow = toDisplayDate(addDays(todayInClinic(DEFAULT_TIME_ZONE), 1));
  await expect(page.getByLabel(t('labs.bookingDate'), { exact: true })).toHaveValue(tomorrow);
  await expect(page.getByLabel(t('labs.appCharge'), { exact: true })).toHaveValue(/^₹\d+/);

  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/add-lab-test-booking.json')) sent++;
  });
  await page.getByLabel(t('labs.name'), { exact: true }).fill('Meena Devi');
  await page.getByLabel(t('labs.age'), { exact: true }).fill('52');
  await page.getByLabel(t('labs.testName'), { exact: true }).fill('');
  await page.getByLabel(t('labs.address'), { exact: true }).fill('Station Road Deoria');
  await page.getByLabel(t('labs.phone'), { exact: true }).fill('12345');
  await page.getByRole('button', { name: t('labs.bookTest') }).click();
  await expect(page.getByText(t('messages.phoneInvalid'))).toBeVisible();
  await expect(page.getByText(t('messages.required'))).toBeVisible();
  await shot(page, 'medical-lab-errors', lang);
  expect(sent).toBe(0);

  const testName = `Thyroid profile ${lang} ${Date.now() % 100000}`;
  await page.getByLabel(t('labs.testName'), { exact: true }).fill(testName);
  await page.getByLabel(t('labs.phone'), { exact: true }).fill('9876512345');
  await page.getByRole('button', { name: t('labs.bookTest') }).click();
  await expect(page.getByText(t('labs.booked'))).toBeVisible();
  await expect(page).toHaveURL(/\/patient-lab-reports$/);
  const booked = page.getByRole('listitem').filter({ hasText: testName });
  await expect(booked).toBeVisible();
  await expect(booked).toContainText(formatDate(addDays(todayInClinic(DEFAULT_TIME_ZONE), 1), lang));
  await shot(page, 'medical-lab-booked', lang);
  await context.close();

  // The lab's Tomorrow's count opens tomorrow's list, where this booking is.
  const lab = await pageFor(browser, lang);
  await signInAt(lab.page, t, '/labs-login', DEMO_ACCOUNTS.lab.phone_number, /\/labs-dashboard$/);
  await lab.page.getByTestId('lab-count-tomorrow').click();
  await expect(lab.page).toHaveURL(/\/lab-today-booking\?day=tomorrow$/);
  await expect(lab.page.getByRole('heading', { name: t('labs.tomorrowBookings'), level: 1 })).toBeVisible();
  await expect(lab.page.getByRole('article').filter({ hasText: testName })).toBeVisible();
  await shot(lab.page, 'lab-tomorrow-booking', lang);
  await lab.page.getByRole('link', { name: t('nav.home'), exact: true }).click();
  await expect(lab.page).toHaveURL(/\/labs-dashboard$/);
  await lab.page.getByTestId('lab-count-today').click();
  await expect(lab.page).toHaveURL(/\/lab-today-booking$/);
  await expect(lab.page.getByRole('article').filter({ hasText: testName })).toHaveCount(0);
  await lab.context.close();
});
