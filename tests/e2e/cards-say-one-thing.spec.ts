// Cards that say one thing, in English and Hindi: a lab order the patient typed ("CBC, Blood sugar") says
// the lab has not added those tests yet, on the patient's /patient-lab-reports and on the lab's list, never
// "No tests chosen yet." under the tests asked for; a booking for tomorrow on /patient-prescriptions shows
// its date as every screen writes dates and says the prescription comes after the visit, never a red
// "File not found".
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, addDays, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import { apiSignIn, bookEveningSlot, DEMO_DOCTOR } from './api-helpers';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, shot, test } from './fixtures';

const PHONE = { width: 360, height: 740 };
const tomorrow = () => addDays(todayInClinic(DEFAULT_TIME_ZONE), 1);

test('a lab order typed by the patient says the lab has not added its tests yet, not that none were chosen', async ({
  t,
  lang,
  request,
  browser,
}) => {
  const patient = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const asked = `CBC, Blood sugar ${lang} ${Date.now() % 100000}`;
  const booked = await patient.post('add-lab-test-booking', {
    patient_id: patient.user.id,
    name: 'Meena Devi',
    age: 52,
    test_name: asked,
    phone_number: '9876512345',
    patient_address: 'Station Road Deoria',
    booking_date: tomorrow(),
    city: 'Deoria',
  });
  expect(booked.status, booked.body.error).toBe(200);

  const { context, page } = await pageFor(browser, lang, {
    storageState: await request.storageState(),
    viewport: PHONE,
  });
  await page.goto('/patient-lab-reports');
  const card = page.getByRole('listitem').filter({ hasText: asked });
  await expect(card).toContainText(t('labs.askedFor'));
  await expect(card).toContainText(t('labs.testsNotAddedYet'));
  await expect(card).not.toContainText(t('labs.noTestsYet'));
  await shot(page, 'lab-order-asked', lang);
  await page.screenshot({ path: `/tmp/paths-lab-order-patient-${lang}.png`, fullPage: true });
  await context.close();

  // The lab's list of tomorrow says where to add them.
  const lab = await pageFor(browser, lang, { viewport: PHONE });
  await lab.page.goto('/labs-login');
  await fillLogin(lab.page, t, DEMO_ACCOUNTS.lab.phone_number, DEMO_PASSWORD);
  await expect(lab.page).toHaveURL(/\/labs-dashboard$/);
  await lab.page.goto('/lab-today-booking?day=tomorrow');
  const order = lab.page.getByRole('article').filter({ hasText: asked });
  await expect(order).toContainText(t('labs.testAsked', { test: asked }));
  await expect(order).toContainText(t('labs.addAskedTests'));
  await expect(order).not.toContainText(t('labs.noTestsYet'));
  await lab.page.screenshot({ path: `/tmp/paths-lab-order-lab-${lang}.png`, fullPage: true });
  await lab.context.close();
});

test('a booking not yet seen shows its date in words and no missing prescription', async ({
  page,
  t,
  lang,
  request,
}) => {
  const name = `Future Visit ${lang === 'en' ? 'Alpha' : 'Beta'} ${Date.now() % 100000}`;
  // Tomorrow's Evening, joined with a token: a follow-up of the kind the issue saw.
  const booking = await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: { name, age: 44, problem: 'Follow up', address: 'Civil Lines Deoria', phone_number: '9876501234' },
    date: tomorrow(),
  });
  await page.context().addCookies((await request.storageState()).cookies);
  await page.setViewportSize(PHONE);
  await page.goto('/patient-prescriptions');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(formatDate(booking.date, lang));
  await expect(card).not.toContainText(booking.date);
  await expect(card).toContainText(t('appointments.prescriptionAfterVisit'));
  await expect(card).not.toContainText(t('messages.fileNotFound'));
  await shot(page, 'prescriptions-future', lang);
  await card.screenshot({ path: `/tmp/paths-prescription-card-${lang}.png` });
});
