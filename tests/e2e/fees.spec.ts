// Fees, in English and Hindi, on a phone. The hospital gives its doctor a UPI ID; the patient's booking, live
// page and the slip's token-status page then offer "Pay ₹400 by UPI", whose link and QR code are the clinic's
// upi://pay link naming the token; the hospital's desk records the UPI payment and the patient's booking and
// the status page say paid by themselves. A doctor gives free
// follow-ups; a patient whose visit of today was seen and paid books again, and the slot picker says the
// visit is free before they take a slot.
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingView } from '../../src/shared/contract/booking-shapes';
import { DEMO_ACCOUNTS, DEMO_INSTITUTIONS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, addDays, toDisplayDate, todayInClinic } from '../../src/shared/dates';
import {
  apiSignIn,
  bookEveningSlot,
  callOk,
  DAY_ENDS_SOON_REASON,
  dayEndsSoon,
  postCall,
  registrationConsents,
} from './api-helpers';
import { DEMO_PASSWORD, expect, pageFor, shot, test, uniquePhone } from './fixtures';
import { formatDate } from '../../src/web/lib/format';
import { readQrCode } from './qr-code';
import { doctorSideSignIn } from './settings-helpers';

const PHONE = { width: 360, height: 740 };
const MANOJ = {
  label: 'Dr. Manoj Yadav of City Care Hospital',
  is: (d: { first_name: string; last_name: string }) => d.first_name === 'Manoj' && d.last_name === 'Yadav',
};
/** Dr. Neha Singh, Digestive Care Clinic, ₹600. */
const NEHA_PHONE = '9000000106';
const NEHA_FEE = 600;

const person = (name: string) => ({
  name,
  age: 34,
  problem: 'Knee pain',
  address: 'Civil Lines Deoria',
  phone_number: '9876501234',
});

/** The clinic settings form asks for the clinic's contact number, which the demo records leave blank. */
async function fillClinicContact(page: Page, t: (key: string) => string) {
  await page.getByLabel(t('doctorSettings.hospitalContact'), { exact: true }).fill('9876501234');
}

/** A doctor's or hospital's API session of its own, beside the page's. */
async function doctorSideApi(baseURL: string, phone: string) {
  const context = await apiRequest.newContext({ baseURL });
  const side = await apiSignIn(context, 'doctor-login', phone);
  return { ...side, dispose: () => context.dispose() };
}

test('the hospital’s desk records a UPI payment and the patient’s booking says paid', async ({
  browser,
  page,
  request,
  t,
  lang,
}) => {
  test.slow();
  const name = `Fee Patient ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booked = await bookEveningSlot(request, { doctor: MANOJ, patient: person(name), orTomorrow: true });

  // The hospital gives its doctor a UPI ID in the doctor's clinic settings: checked, then saved.
  await page.setViewportSize(PHONE);
  await doctorSideSignIn(page, t, DEMO_ACCOUNTS.hospital.phone_number);
  await page.goto(`/doctors-clinic-setting?doctor_id=${booked.doctorId}`);
  const upiId = page.getByLabel(t('doctorSettings.upiId'), { exact: true });
  await fillClinicContact(page, t);
  await upiId.fill('city care');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.upiIdInvalid'), { exact: true })).toBeVisible();
  await upiId.fill(' CityCare.Ortho@OkSBI ');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('doctorSettings.saved'))).toBeVisible();
  await shot(page, 'fees-clinic-upi', lang);

  // The patient's booking: the fee is due, and paid by UPI with the clinic's link or its QR code.
  const patient = await pageFor(browser, lang, { storageState: await request.storageState(), viewport: PHONE });
  await patient.page.goto(`/patient-history?booking_date=${booked.date}`);
  const mine = patient.page.locator(`[data-booking-id="${booked.bookingId}"]`);
  await expect(mine.getByTestId('fee-state')).toHaveText(t('fees.due', { amount: 400 }), { timeout: 30_000 });
  const link = `upi://pay?pa=citycare.ortho@oksbi&pn=${encodeURIComponent(DEMO_INSTITUTIONS.hospital.name)}&am=400.00&cu=INR&tn=Token%20${booked.token}%20Evening%20${toDisplayDate(booked.date)}`;
  await expect(mine.getByRole('link', { name: t('fees.payByUpi', { amount: 400 }) })).toHaveAttribute('href', link);
  const qr = mine.getByRole('img', { name: t('fees.upiQr', { amount: 400 }) });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  expect(await readQrCode(qr)).toBe(link);
  await shot(patient.page, 'fees-pay-by-upi', lang);
  // The same on today's live page, and on the token-status page its printed slip opens, for anyone holding it.
  if (booked.isToday) {
    await patient.page.goto('/patient-live');
    const live = patient.page.locator(`[data-booking-id="${booked.bookingId}"]`);
    await expect(live.getByRole('link', { name: t('fees.payByUpi', { amount: 400 }) })).toHaveAttribute('href', link);
    await shot(patient.page, 'fees-live-pay', lang);
  }
  const { status_code: code } = (await callOk(request, 'get-token-slip', { booking_id: booked.bookingId })) as {
    status_code: string;
  };
  const stranger = await pageFor(browser, lang, { viewport: PHONE });
  await stranger.page.goto(`/token-status?t=${code}`);
  const status = stranger.page.getByTestId('token-status');
  await expect(status.getByRole('link', { name: t('fees.payByUpi', { amount: 400 }) })).toHaveAttribute('href', link, {
    timeout: 30_000,
  });
  expect(await readQrCode(status.getByRole('img', { name: t('fees.upiQr', { amount: 400 }) }))).toBe(link);
  await shot(stranger.page, 'fees-token-status-pay', lang);

  // The hospital's desk records it: UPI, the fee as the amount.
  await page.goto(`${booked.isToday ? '/today-booking' : '/pending-booking'}?doctor_id=${booked.doctorId}`);
  await page.getByLabel(t('queue.searchLabel')).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card.getByTestId('fee-state')).toHaveText(t('fees.due', { amount: 400 }));
  await card.getByRole('button', { name: t('queue.payment.record') }).click();
  const dialog = page.getByRole('dialog', { name: t('queue.payment.title', { number: booked.token }) });
  await dialog.getByRole('radio', { name: t('fees.methods.UPI') }).check();
  await expect(dialog.getByLabel(t('queue.payment.amount'), { exact: true })).toHaveValue('400');
  await shot(page, 'fees-record-payment', lang);
  await dialog.getByRole('button', { name: t('queue.payment.record') }).click();
  await expect(dialog).toBeHidden();
  const paid = t('fees.paid', { amount: 400, method: t('fees.methods.UPI') });
  await expect(card.getByTestId('fee-state')).toHaveText(paid);
  await expect(card.getByRole('button', { name: t('queue.payment.record') })).toHaveCount(0);
  await shot(page, 'fees-desk-paid', lang);

  // The patient's open page says paid by itself, and asks for nothing more.
  await expect(mine.getByTestId('fee-state')).toHaveText(paid, { timeout: 10_000 });
  await expect(mine.getByRole('link', { name: t('fees.payByUpi', { amount: 400 }) })).toHaveCount(0);
  await shot(patient.page, 'fees-patient-paid', lang);
  await patient.context.close();
  // The slip's page too, once it asks again.
  await expect(status.getByTestId('fee-state')).toHaveText(paid, { timeout: 20_000 });
  await expect(status.getByRole('link', { name: t('fees.payByUpi', { amount: 400 }) })).toHaveCount(0);
  await stranger.context.close();
});

test('a patient books within the free follow-up days and the slot picker says the visit is free', async ({
  browser,
  page,
  request,
  t,
  lang,
  baseURL,
}) => {
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  test.slow();
  // The doctor gives a free follow-up within 7 days of a paid visit (checked, then saved).
  await page.setViewportSize(PHONE);
  await doctorSideSignIn(page, t, NEHA_PHONE);
  await page.goto('/doctors-clinic-setting');
  const days = page.getByLabel(t('doctorSettings.freeFollowUpDays'), { exact: true });
  await fillClinicContact(page, t);
  await days.fill('61');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.freeFollowUpDaysInvalid'), { exact: true })).toBeVisible();
  await days.fill('7');
  await page.getByLabel(t('doctorSettings.freeFollowUpVisits'), { exact: true }).fill('1');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('doctorSettings.saved'))).toBeVisible();
  await shot(page, 'fees-clinic-follow-ups', lang);

  // A patient of their own: today's visit, seen and paid in cash.
  const fullName = `Follow Up ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const phone = uniquePhone(lang);
  await request.get('/api/get-cities.json');
  const registered = await postCall(request, 'registration', {
    full_name: fullName,
    phone_number: phone,
    password: DEMO_PASSWORD,
    confirm_password: DEMO_PASSWORD,
    ...(await registrationConsents(request)),
  });
  expect(registered.status, registered.body.error).toBe(200);
  const today = todayInClinic(DEFAULT_TIME_ZONE);
  const visit = await bookEvening(request, phone, fullName, today);
  const doctor = await doctorSideApi(baseURL!, NEHA_PHONE);
  for (const token of ['Live', 'Done'])
    expect((await doctor.post('update-live-booking', { booking_id: visit.id, token })).status).toBe(200);
  expect((await doctor.post('record-payment', { booking_id: visit.id, method: 'Cash', amount: NEHA_FEE })).status).toBe(
    200,
  );
  await doctor.dispose();

  // They book the doctor again through the form; the slot picker says the visit is free, before the join.
  const { context, page: form } = await pageFor(browser, lang, {
    storageState: await request.storageState(),
    viewport: PHONE,
  });
  await form.goto(`/patient-details?doctor_id=${visit.doctor_id}`);
  await expect(form.getByLabel(t('appointments.name'), { exact: true })).toHaveValue(fullName, { timeout: 30_000 });
  await form.getByLabel(t('appointments.age'), { exact: true }).fill('34');
  await form.getByLabel(t('appointments.problem'), { exact: true }).fill('Knee pain again');
  await form.getByLabel(t('appointments.address'), { exact: true }).fill('Civil Lines Deoria');
  await form.getByRole('button', { name: t('appointments.continueToSlot') }).click();
  await expect(form).toHaveURL(/\/patient-book-appointment\?/);
  await form.getByRole('tab', { name: t('appointments.anotherDayTab') }).click();
  const note = form.getByTestId('fee-note');
  await expect(note).toContainText(t('appointments.feeNote.free'));
  await expect(note).toContainText(
    t('appointments.feeNote.freeWhy', { date: formatDate(today, lang), until: formatDate(addDays(today, 7), lang) }),
  );
  await shot(form, 'fees-free-follow-up', lang);

  await form.getByRole('button', { name: `${t('appointments.join')}: ${t('appointments.slots.Evening')}` }).click();
  const confirmed = form.getByRole('dialog', { name: t('appointments.confirmedTitle') });
  await expect(confirmed.getByTestId('fee-state')).toHaveText(t('fees.freeFollowUp'));
  await shot(form, 'fees-free-follow-up-confirmed', lang);
  await context.close();
});

/** The signed-in patient (on `request`) books the doctor's Evening slot of `date` for themself. */
async function bookEvening(
  request: APIRequestContext,
  phone: string,
  name: string,
  date: string,
): Promise<BookingView> {
  const patient = await apiSignIn(request, 'patient-login', phone);
  const doctors = (await patient.post('get-all-doctors', { patient_id: patient.user.id })).body.result as {
    doctors: { id: number; first_name: string; last_name: string }[];
  };
  const neha = doctors.doctors.find((d) => d.first_name === 'Neha' && d.last_name === 'Singh');
  expect(neha, 'Dr. Neha Singh').toBeTruthy();
  const added = await patient.post('add-booking', {
    ...person(name),
    type: 'Self',
    doctor_id: neha!.id,
    patient_id: patient.user.id,
  });
  const joined = await patient.post('slot-confirmation', {
    booking_id: (added.body.result as { id: number }).id,
    booking_date: date,
    slot: 'Evening',
  });
  expect(joined.status, joined.body.error).toBe(200);
  return joined.body.result as BookingView;
}
