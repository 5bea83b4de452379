// The booking's life on the patient's side, in English and Hindi: a booking left before choosing a slot
// (a draft) is resumed from /patient-history and gets its token, another is discarded; a patient cancels
// their booking from /patient-live while the doctor's list, open in another browser, follows at once.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { apiSignIn, bookEveningSlot, DEMO_DOCTOR } from './api-helpers';
import { expect, pageFor, shot, test, tr } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

/** A phone-sized screen: the patient's and the doctor's screens are looked at as they are used. */
const PHONE = { width: 360, height: 740 };

const person = (name: string) => ({
  name,
  age: 42,
  problem: 'Fever and cough',
  address: 'Civil Lines Deoria',
  phone_number: '9876543210',
});

test('a draft is resumed from history and gets its token; another is discarded', async ({
  browser,
  request,
  t,
  lang,
}) => {
  // Three screens in a browser of its own after API sign-ins: longer than one screen's journey.
  test.slow();
  const run = `${lang.toUpperCase()} ${Date.now() % 100000}`;
  const patient = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const doctors = await patient.post('get-all-doctors', { patient_id: patient.user.id });
  const doctor = (
    doctors.body.result as { doctors: { id: number; first_name: string; last_name: string }[] }
  ).doctors.find(DEMO_DOCTOR.is)!;
  const draft = async (name: string) => {
    const added = await patient.post('add-booking', {
      ...person(name),
      type: 'Other',
      doctor_id: doctor.id,
      patient_id: patient.user.id,
    });
    expect(added.status, added.body.error).toBe(200);
    return (added.body.result as { id: number }).id;
  };
  const resumed = await draft(`Kamla Devi ${run}`);
  const discarded = await draft(`Mohan Lal ${run}`);
  const { context, page } = await pageFor(browser, lang, {
    storageState: await request.storageState(),
    viewport: PHONE,
  });

  // Drafts show in the history of the day they were made.
  await page.goto('/patient-history');
  const resumedCard = page.locator(`[data-booking-id="${resumed}"]`);
  // The first screen of a fresh browser loads the app's code first: on a busy machine that takes a while.
  await expect(resumedCard).toContainText(t('appointments.slotNotChosen'), { timeout: 30_000 });
  await expect(resumedCard).not.toContainText(t('messages.notAssigned'));
  await resumedCard.scrollIntoViewIfNeeded();
  await shot(page, 'history-draft', lang);

  await resumedCard.getByRole('link', { name: t('appointments.chooseSlot') }).click();
  await expect(page).toHaveURL(new RegExp(`/patient-book-appointment\\?booking_id=${resumed}&doctor_id=${doctor.id}$`));
  const tomorrow = addDays(todayInClinic(DEFAULT_TIME_ZONE), 1);
  await page.getByRole('tab', { name: t('appointments.anotherDayTab') }).click();
  await page.getByLabel(t('appointments.chooseDate'), { exact: true }).fill(tomorrow);
  // An open slot says how full it is: 'Filling fast.' or the places left.
  await expect(page.locator('[data-slot="Morning"] .slot-note-open')).toHaveText(
    new RegExp(`^(${t('slotNote.fillingFast').replace('.', '\\.')}|\\d+ .+)$`),
  );
  await shot(page, 'slot-picker-notes', lang);
  await page.getByRole('button', { name: `${t('appointments.join')}: ${t('appointments.slots.Morning')}` }).click();
  const confirmed = page.getByRole('dialog', { name: t('appointments.confirmedTitle') });
  await expect(confirmed.getByTestId('token-number')).toHaveText(/^\d+$/);
  await confirmed.getByRole('button', { name: t('common.continue') }).click();
  await expect(page).toHaveURL(new RegExp(`/patient-history\\?booking_date=${tomorrow}$`));
  const booked = page.locator(`[data-booking-id="${resumed}"]`);
  await expect(booked).toContainText(t('appointments.slots.Morning'));
  await expect(booked.getByRole('button', { name: t('appointments.cancelBooking') })).toBeVisible();

  // The other draft is discarded after a confirmation; Keep it changes nothing.
  await page.goto('/patient-history');
  const discardedCard = page.locator(`[data-booking-id="${discarded}"]`);
  await discardedCard.getByRole('button', { name: t('appointments.discard') }).click();
  const ask = page.getByRole('dialog', { name: t('appointments.discardTitle') });
  await expect(ask).toContainText(`Mohan Lal ${run}`);
  await ask.getByRole('button', { name: t('appointments.keepDraft') }).click();
  await expect(ask).toBeHidden();
  await expect(discardedCard).toBeVisible();
  await discardedCard.getByRole('button', { name: t('appointments.discard') }).click();
  await shot(page, 'history-discard-dialog', lang);
  await ask.getByRole('button', { name: t('appointments.confirmDiscard') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('messages.draftDiscarded') })).toBeVisible();
  await expect(discardedCard).toHaveCount(0);
  await expect(page.locator(`[data-booking-id="${resumed}"]`)).toHaveCount(0);
  await context.close();
});

async function doctorList(page: Page, t: (key: string) => string, isToday: boolean, patientName: string) {
  await doctorSideSignIn(page, t, DEMO_ACCOUNTS.doctor.phone_number);
  await page.getByRole('link', { name: isToday ? t('titles.today-booking') : t('queue.tomorrowBookings') }).click();
  await page.getByLabel(t('queue.searchLabel')).fill(patientName);
  return page.getByRole('article', { name: patientName });
}

test("a patient cancels from /patient-live and the doctor's list shows it Cancelled at once", async ({
  browser,
  request,
  page,
  t,
  lang,
}) => {
  // Two browsers (doctor and patient) side by side.
  test.slow();
  const patientName = `Savitri Devi ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booking = await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: person(patientName),
    orTomorrow: true,
  });
  await page.setViewportSize(PHONE);
  const card = await doctorList(page, t, booking.isToday, patientName);
  await expect(card.getByText(t('visit.state.Pending'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: t('queue.cancel') })).toBeVisible();

  const patient = await pageFor(browser, lang, { storageState: await request.storageState(), viewport: PHONE });
  // /patient-live holds today's bookings; a run after today's Evening closes books tomorrow: its history.
  await patient.page.goto(booking.isToday ? '/patient-live' : `/patient-history?booking_date=${booking.date}`);
  const mine = patient.page.locator(`[data-booking-id="${booking.bookingId}"]`);
  await mine.getByRole('button', { name: t('appointments.cancelBooking') }).click();
  const ask = patient.page.getByRole('dialog', { name: t('appointments.cancelTitle') });
  await expect(ask).toContainText(tr(lang, 'appointments.cancelBody', { number: booking.token }));
  await shot(patient.page, 'patient-cancel-dialog', lang);
  await ask.getByRole('button', { name: t('appointments.confirmCancel') }).click();
  await expect(
    patient.page.getByRole('status').filter({ hasText: t('messages.bookingCancelledByPatient') }),
  ).toBeVisible();
  if (booking.isToday) await expect(mine).toHaveCount(0);
  else await expect(mine.getByTestId('visit-state')).toHaveText(t('visit.state.Cancelled'));

  // The doctor's open list follows without a reload (live event), and offers nothing on it any more.
  await expect(card.getByText(t('visit.state.Cancelled'), { exact: true })).toBeVisible({ timeout: 5000 });
  for (const action of ['queue.accept', 'queue.cancel', 'queue.in', 'queue.out', 'queue.followUp']) {
    await expect(card.getByRole('button', { name: t(action), exact: true })).toHaveCount(0);
  }
  await expect(card.getByRole('link', { name: t('queue.reschedule') })).toHaveCount(0);
  await shot(page, 'doctor-list-cancelled', lang);
  await patient.context.close();
});
