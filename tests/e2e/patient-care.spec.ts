// Patient care end to end, in English and Hindi, each journey as a fresh patient (en and hi share one
// server): a medicine delivery order (the missing-photo error, Urgent's per-km note and charge, the
// confirmation, the previous orders before and after the delivery desk moves it), a trauma emergency
// sent to the demo hospital (an empty address first) and seen on its /hospital-emergency, an
// ambulance request (a bad phone first), and the profile edit ('Age cannot be 0 or smaller.' first).
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import { DEMO_PASSWORD, demoInstitution, expect, pageFor, shot, test, uniquePhone, type Lang } from './fixtures';
import { registrationConsents } from './api-helpers';
import { doctorSideSignIn } from './settings-helpers';

interface Answer {
  status: number;
  body: { response: string; error?: string; result?: unknown };
}

/** Posts a call with the page's own session (page.request shares the browser context's cookies). */
async function post(page: Page, name: string, data: object): Promise<Answer> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/${name}.json`, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
  return { status: response.status(), body: (await response.json()) as Answer['body'] };
}

/** Registers a new patient and signs the page in as them. */
async function freshPatient(page: Page, lang: Lang, fullName: string) {
  await page.request.get('/api/get-cities.json');
  const phone = uniquePhone(lang);
  const registered = await post(page, 'registration', {
    full_name: fullName,
    phone_number: phone,
    password: DEMO_PASSWORD,
    confirm_password: DEMO_PASSWORD,
    ...(await registrationConsents(page.request)),
  });
  expect(registered.status, registered.body.error).toBe(200);
  const login = await post(page, 'patient-login', { phone_number: phone, password: DEMO_PASSWORD });
  expect(login.status, login.body.error).toBe(200);
  return { id: (login.body.result as { id: number }).id, phone };
}

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a patient orders medicines with a prescription photo and sees the order', async ({ page, t, lang }) => {
  const name = 'Asha Devi';
  const patient = await freshPatient(page, lang, name);
  const charges = (await post(page, 'get-updated-charges', {})).body.result as {
    normal_delivery: number;
    urgent_delivery: number;
  };

  await page.goto('/medical-delivery');
  await page.getByRole('link', { name: t('patientCare.delivery.newOrder') }).click();
  await expect(page).toHaveURL(/\/make-medical-delivery$/);
  await expect(page.getByLabel(t('patientCare.delivery.name'), { exact: true })).toHaveValue(name);
  await expect(page.getByLabel(t('patientCare.delivery.phone'), { exact: true })).toHaveValue(patient.phone);
  // The charge is the app's, written as every amount is ('₹30'), not a number to type.
  const charge = page.getByLabel(t('patientCare.delivery.charges'), { exact: true });
  await expect(charge).toHaveValue(t('appointments.rupees', { amount: charges.normal_delivery }));
  await expect(charge).not.toBeEditable();
  await page.getByLabel(t('patientCare.delivery.address'), { exact: true }).fill('Civil Lines Deoria');

  // Without the photo: the image's message, nothing sent.
  await page.getByRole('button', { name: t('patientCare.delivery.submit') }).click();
  await expect(page.getByText(t('messages.required'), { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Urgent: the per-km note and the urgent charge.
  await expect(page.getByText(t('patientCare.delivery.urgentNote'))).toHaveCount(0);
  await page.getByRole('radio', { name: t('patientCare.deliveryTypes.Urgent'), exact: true }).check();
  await expect(page.getByText(t('patientCare.delivery.urgentNote'))).toBeVisible();
  await expect(charge).toHaveValue(t('appointments.rupees', { amount: charges.urgent_delivery }));

  await page
    .getByLabel(t('patientCare.delivery.prescription'), { exact: true })
    .setInputFiles({ name: 'rx.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: t('appointments.prescriptionPreview') })).toBeVisible();
  await expect(page.getByText(t('messages.required'), { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: t('patientCare.delivery.submit') }).click();

  const dialog = page.getByRole('dialog', { name: t('patientCare.delivery.confirmedTitle') });
  await expect(dialog).toBeVisible();
  // The date as every screen writes dates, not yyyy-mm-dd; the charge in rupees.
  await expect(dialog.getByText(formatDate(todayInClinic(DEFAULT_TIME_ZONE), lang), { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText(todayInClinic(DEFAULT_TIME_ZONE));
  await expect(
    dialog.getByText(t('patientCare.rupees', { amount: charges.urgent_delivery }), { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Civil Lines Deoria', { exact: true })).toBeVisible();
  await expect(dialog.getByText(t('patientCare.deliveryTypes.Urgent'), { exact: true })).toBeVisible();
  await shot(page, 'medical-delivery-confirmation', lang);
  await dialog.getByRole('button', { name: t('common.continue') }).click();

  await expect(page).toHaveURL(/\/previous-medical-delivery$/);
  const card = page.locator('[data-delivery-id]').first();
  const status = card.getByTestId('delivery-status');
  await expect(status).toHaveText(t('patientCare.statuses.Pending'));
  await expect(status).toHaveClass(/status-danger/);
  await expect(card.getByRole('img')).toBeVisible();
  await expect(
    card.getByText(t('patientCare.rupees', { amount: charges.urgent_delivery }), { exact: true }),
  ).toBeVisible();

  // The delivery desk dispatches it: green.
  const id = await card.getAttribute('data-delivery-id');
  execFileSync(
    'npx',
    ['tsx', 'src/server/cli/admin.ts', 'set-delivery-status', '--id', String(id), '--status', 'Dispatched'],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'pipe',
    },
  );
  await page.reload();
  await expect(status).toHaveText(t('patientCare.statuses.Dispatched'));
  await expect(status).toHaveClass(/status-success/);
  await shot(page, 'previous-medical-delivery', lang);
});

test('a new patient sees the not-found picture for previous orders', async ({ page, t, lang }) => {
  await freshPatient(page, lang, 'Ramesh Kumar');
  await page.goto('/previous-medical-delivery');
  await expect(page.getByText(t('patientCare.delivery.noOrders'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('patientCare.delivery.newOrder') })).toBeVisible();
});

test('a patient sends a trauma emergency to a hospital of the city; that hospital sees it', async ({
  page,
  t,
  lang,
  browser,
}) => {
  const name = 'Sunita Yadav';
  const stamp = `${lang}-${Date.now()}`;
  const patient = await freshPatient(page, lang, name);
  await page.goto('/patient-emergency');
  await expect(page.getByText(t('patientCare.emergency.callCentreNote'))).toBeVisible();
  // "Trauma emergency" is inside "Non-trauma emergency": match the card's name from its start.
  const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await page.getByRole('button', { name: startsWith(t('patientCare.emergencyTypes.Trauma')) }).click();
  const form = page.getByRole('region', { name: t('patientCare.emergencyTypes.Trauma'), exact: true });
  await expect(form.getByLabel(t('patientCare.name'), { exact: true })).toHaveValue(name);
  await expect(form.getByLabel(t('patientCare.phone'), { exact: true })).toHaveValue(patient.phone);

  // A new patient has no address yet: the required message.
  await form.getByRole('button', { name: t('patientCare.emergency.submit') }).click();
  await expect(form.getByText(t('messages.required'), { exact: true })).toBeVisible();

  await form.getByLabel(t('patientCare.emergency.whereAreYou'), { exact: true }).fill('Near Bus Stand, Deoria');
  // The city's government and registered hospitals are offered; the demo hospital can sign in to see it.
  const hospitalChoice = form.getByLabel(t('patientCare.emergency.hospitalOptional'), { exact: true });
  await expect(hospitalChoice.locator('option', { hasText: demoInstitution(lang, 'districtHospital') })).toHaveCount(1);
  await hospitalChoice.selectOption({ label: demoInstitution(lang, 'hospital') });
  await form.getByLabel(t('patientCare.noteOptional'), { exact: true }).fill(`Road accident ${stamp}`);
  await form.getByRole('button', { name: t('patientCare.emergency.submit') }).click();
  await expect(page.getByText(t('messages.emergencyReceived'))).toBeVisible();
  await expect(form).toHaveCount(0);

  const mine = page.locator('[data-request-id]', { hasText: `Road accident ${stamp}` });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(demoInstitution(lang, 'hospital'), { exact: true })).toBeVisible();
  await expect(mine.getByText(t('patientCare.statuses.Pending'), { exact: true })).toBeVisible();
  await expect(mine.getByRole('heading', { name: t('patientCare.emergencyTypes.Trauma'), exact: true })).toBeVisible();
  await shot(page, 'patient-emergency', lang);

  // The hospital signs in and finds the request on its /hospital-emergency.
  const hospital = await pageFor(browser, lang);
  await doctorSideSignIn(hospital.page, t, DEMO_ACCOUNTS.hospital.phone_number);
  await hospital.page.goto('/hospital-emergency');
  const received = hospital.page.locator('[data-request-id]', { hasText: `Road accident ${stamp}` });
  await expect(received).toBeVisible();
  await expect(
    received.getByRole('heading', { name: t('patientCare.emergencyTypes.Trauma'), exact: true }),
  ).toBeVisible();
  await expect(received.getByText(patient.phone, { exact: true })).toBeVisible();
  await expect(received.getByText('Near Bus Stand, Deoria', { exact: true })).toBeVisible();
  await shot(hospital.page, 'hospital-emergency', lang);
  await hospital.context.close();
});

test('a patient requests an ambulance and sees the request', async ({ page, t, lang }) => {
  const patient = await freshPatient(page, lang, 'Mohan Lal');
  const note = `Second floor ${lang}-${Date.now()}`;
  await page.goto('/ambulance-service');
  const phone = page.getByLabel(t('patientCare.phone'), { exact: true });
  await expect(phone).toHaveValue(patient.phone);
  await expect(page.getByText(t('patientCare.ambulance.noRequests'))).toBeVisible();

  await phone.fill('12345');
  await page.getByRole('button', { name: t('patientCare.ambulance.submit') }).click();
  await expect(page.getByText(t('messages.phoneInvalid'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('messages.required'), { exact: true })).toBeVisible();

  await phone.fill(patient.phone);
  await page.getByLabel(t('patientCare.ambulance.pickupAddress'), { exact: true }).fill('Ramnath Colony, Deoria');
  await page.getByLabel(t('patientCare.noteOptional'), { exact: true }).fill(note);
  await page.getByRole('button', { name: t('patientCare.ambulance.submit') }).click();
  await expect(page.getByText(t('messages.emergencyReceived'))).toBeVisible();
  const request = page.locator('[data-request-id]', { hasText: note });
  await expect(request).toBeVisible();
  await expect(request.getByText('Ramnath Colony, Deoria', { exact: true })).toBeVisible();
  await expect(request.getByRole('heading', { name: t('patientCare.ambulance.request') })).toBeVisible();
  await shot(page, 'ambulance-service', lang);
});

test('a patient edits the profile from the account page', async ({ page, t, lang }) => {
  await freshPatient(page, lang, 'Geeta Sharma');
  await page.goto('/patient-account');
  await page.getByRole('link', { name: t('account.editProfile') }).click();
  await expect(page).toHaveURL(/\/patient-edit-profile$/);
  await expect(page.getByLabel(t('patientCare.profile.fullName'), { exact: true })).toHaveValue('Geeta Sharma');

  await page.getByLabel(t('patientCare.profile.fullName'), { exact: true }).fill('Geeta Sharma Devi');
  await page
    .getByLabel(t('patientCare.profile.email'), { exact: true })
    .fill(`geeta.${lang}.${Date.now()}@example.com`);
  await page.getByLabel(t('patientCare.address'), { exact: true }).fill('Station Road, Deoria');
  await page.getByLabel(t('patientCare.profile.age'), { exact: true }).fill('0');
  await page.getByRole('button', { name: t('patientCare.profile.submit') }).click();
  await expect(page.getByText(t('messages.ageNotPositive'), { exact: true })).toBeVisible();

  await page.getByLabel(t('patientCare.profile.age'), { exact: true }).fill('42');
  await page.getByRole('button', { name: t('patientCare.profile.submit') }).click();
  await expect(page.getByText(t('doctorSettings.saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/patient-account$/);
  await expect(page.getByText('Geeta Sharma Devi', { exact: true })).toBeVisible();

  // The stored user is the new one: the form shows the saved values after a reload.
  await page.reload();
  await page.getByRole('link', { name: t('account.editProfile') }).click();
  await expect(page.getByLabel(t('patientCare.profile.age'), { exact: true })).toHaveValue('42');
  await expect(page.getByLabel(t('patientCare.address'), { exact: true })).toHaveValue('Station Road, Deoria');
});
