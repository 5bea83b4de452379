// A visit from token to done on every screen, in English and Hindi, on a phone (decisions 0035 and 0036):
// an app booking called in without Accept is accepted by the call, and once sent out offers nothing but its
// record, while the patient reads "With the doctor", then "Your visit is done"; Out is only for a patient
// called in (a waiting walk-in offers In and Skip, a skipped one only Call back); a reschedule page left
// open is refused once the visit is over; the doctor's counts agree; the board says whose visit is over
// between two patients; the patient's next booking is not tonight's finished visit; and the doctor's
// profile reads the same from its address as from the list.
import { request as apiRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { BookingView } from '../../src/shared/contract/booking-shapes';
import type { QueueBoard } from '../../src/shared/contract/waiting-room';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import {
  apiSignIn,
  bookEveningSlot,
  callOk,
  DAY_ENDS_SOON_REASON,
  dayEndsSoon,
  DEMO_DOCTOR,
  postCall,
  registrationConsents,
} from './api-helpers';
import { DEMO_PASSWORD, expect, pageFor, shot, test, tr, uniquePhone, type Lang } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

const PHONE = { width: 360, height: 740 };
type T = (key: string, vars?: Record<string, string | number>) => string;

const person = (name: string) => ({
  name,
  age: 52,
  problem: 'Fever and cough',
  address: 'Civil Lines Deoria',
  phone_number: '9876543210',
});
const KAVITA = {
  label: 'Dr. Kavita Rai of City Care Hospital',
  is: (d: { first_name: string; last_name: string }) => d.first_name === 'Kavita' && d.last_name === 'Rai',
};
const NEHA = {
  label: 'Dr. Neha Singh',
  is: (d: { first_name: string; last_name: string }) => d.first_name === 'Neha' && d.last_name === 'Singh',
};

/** Every button of a card's actions, by its text. */
const ACTIONS = ['queue.accept', 'queue.cancel', 'queue.in', 'queue.skip', 'queue.out', 'queue.recall'] as const;

/** Expects a card to offer exactly these actions, and Reschedule or not. */
async function expectOffers(
  card: ReturnType<Page['getByRole']>,
  t: T,
  offered: readonly (typeof ACTIONS)[number][],
  reschedule: boolean,
) {
  for (const action of ACTIONS) {
    await expect(card.getByRole('button', { name: t(action), exact: true })).toHaveCount(
      offered.includes(action) ? 1 : 0,
    );
  }
  await expect(card.getByRole('link', { name: t('queue.reschedule') })).toHaveCount(reschedule ? 1 : 0);
}

/** The doctor's side on a phone, on a day list of one doctor, with one patient's card found by name. */
async function doctorCard(page: Page, t: T, phone: string, list: string, name: string) {
  await page.setViewportSize(PHONE);
  await doctorSideSignIn(page, t, phone);
  await page.goto(list);
  await page.getByLabel(t('queue.searchLabel')).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

/** A signed-in API session of the doctor's side, of its own (not the page's or the patient's). */
async function doctorSideApi(baseURL: string, phone: string) {
  const context = await apiRequest.newContext({ baseURL });
  const side = await apiSignIn(context, 'doctor-login', phone);
  return { ...side, dispose: () => context.dispose() };
}

/** The demo patient signs in through the API (on `request`) and finds a doctor of the list. */
async function doctorIdOf(request: APIRequestContext, choice: typeof NEHA) {
  const patient = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const doctors = (await patient.post('get-all-doctors', { patient_id: patient.user.id })).body.result as {
    doctors: { id: number; first_name: string; last_name: string }[];
  };
  const doctor = doctors.doctors.find(choice.is);
  expect(doctor, choice.label).toBeTruthy();
  return { id: doctor!.id, patient };
}

/** The demo patient books a doctor's slot of today. */
async function bookSlot(
  request: APIRequestContext,
  choice: typeof NEHA,
  details: ReturnType<typeof person>,
  slot: string,
): Promise<BookingView> {
  const { id: doctorId, patient } = await doctorIdOf(request, choice);
  const added = await patient.post('add-booking', {
    ...details,
    type: 'Other',
    doctor_id: doctorId,
    patient_id: patient.user.id,
  });
  expect(added.status, added.body.error).toBe(200);
  const joined = await patient.post('slot-confirmation', {
    booking_id: (added.body.result as BookingView).id,
    booking_date: todayInClinic(DEFAULT_TIME_ZONE),
    slot,
  });
  expect(joined.status, joined.body.error).toBe(200);
  return joined.body.result as BookingView;
}

async function patientPage(browser: Browser, request: APIRequestContext, lang: Lang, path: string) {
  const opened = await pageFor(browser, lang, { storageState: await request.storageState(), viewport: PHONE });
  await opened.page.goto(path);
  return opened;
}

test('an app booking called in without Accept is accepted, and once out offers nothing but its record', async ({
  browser,
  request,
  page,
  t,
  lang,
}) => {
  test.slow();
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const name = `Priya Sharma ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booking = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(name) });
  const patient = await patientPage(browser, request, lang, '/patient-live');
  const live = patient.page.locator(`[data-booking-id="${booking.bookingId}"]`);
  const liveState = live.getByTestId('visit-state');
  const box = live.getByRole('region', { name: t('queueProgress.title') });
  // The first screen of a fresh browser loads the app's code first: on a busy machine that takes a while.
  await expect(liveState).toHaveText(t('visit.state.Pending'), { timeout: 30_000 });

  // Waiting: Accept and Cancel, In and Skip, Reschedule; no Out for a patient not called in.
  const card = await doctorCard(page, t, DEMO_ACCOUNTS.doctor.phone_number, '/today-booking', name);
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Pending'));
  await expectOffers(card, t, ['queue.accept', 'queue.cancel', 'queue.in', 'queue.skip'], true);

  // Called in without Accept: accepted by the call, and only Out is left.
  await card.getByRole('button', { name: t('queue.in'), exact: true }).click();
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Live'));
  await expectOffers(card, t, ['queue.out'], false);
  await shot(page, 'visit-doctor-in', lang);
  await expect(liveState).toHaveText(t('visit.state.Live'), { timeout: 5000 });
  await expect(box).toContainText(t('queueProgress.yourTurn'));
  await expect(live).not.toContainText(t('visit.state.Pending'));
  await shot(patient.page, 'visit-patient-in', lang);

  // Out: the visit is done everywhere, and nothing can cancel, accept or move it.
  await card.getByRole('button', { name: t('queue.out'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('visit.over', { number: booking.token }) })).toBeVisible();
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Done'));
  await expectOffers(card, t, [], false);
  await expect(card.getByRole('link', { name: t('queue.details') })).toBeVisible();
  await shot(page, 'visit-doctor-done', lang);
  await expect(liveState).toHaveText(t('visit.state.Done'), { timeout: 5000 });
  await expect(box).toHaveText(t('visit.yoursDone'));
  await expect(live.locator('[aria-current="true"]')).toContainText(t('visit.over', { number: booking.token }));
  await expect(live.getByRole('button', { name: t('appointments.cancelBooking') })).toHaveCount(0);
  await shot(patient.page, 'visit-patient-done', lang);

  // The doctor's history of the day says the same, and offers no other slot for it.
  await page.goto(`/doctors-history?date=${booking.date}`);
  const historyRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(historyRow.getByTestId('visit-state')).toHaveText(t('visit.state.Done'));
  await expect(historyRow.getByRole('link', { name: t('queue.changeSlot') })).toHaveCount(0);

  // The patient's history keeps the visit that happened.
  await patient.page.goto(`/patient-history?booking_date=${booking.date}`);
  const kept = patient.page.locator(`[data-booking-id="${booking.bookingId}"]`);
  await expect(kept.getByTestId('visit-state')).toHaveText(t('visit.state.Done'));
  await expect(kept.getByRole('button', { name: t('appointments.cancelBooking') })).toHaveCount(0);
  await patient.context.close();
});

test('Out is only for a patient called in: a waiting walk-in offers In and Skip, a skipped one Call back', async ({
  browser,
  request,
  page,
  t,
  lang,
  baseURL,
}) => {
  test.slow();
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const run = `${lang.toUpperCase()} ${Date.now() % 100000}`;
  // A patient waits in the same slot, watching the queue.
  const waiting = await bookEveningSlot(request, { doctor: KAVITA, patient: person(`Waiting Patient ${run}`) });
  const hospital = await doctorSideApi(baseURL!, DEMO_ACCOUNTS.hospital.phone_number);
  const walkInName = `Walk In ${run}`;
  const walkIn = await hospital.post('add-booking', {
    ...person(walkInName),
    type: 'Manual',
    doctor_id: waiting.doctorId,
    booking_date: waiting.date,
    slot: 'Evening',
  });
  expect(walkIn.status, walkIn.body.error).toBe(200);
  const token = (walkIn.body.result as BookingView).booking_number!;
  const patient = await patientPage(browser, request, lang, '/patient-live');
  const row = patient.page
    .locator(`[data-booking-id="${waiting.bookingId}"] .queue-row`)
    .filter({ has: patient.page.locator('.queue-number', { hasText: new RegExp(`^${token}$`) }) });
  await expect(row).toContainText(t('appointments.queue.notStarted', { n: token }), { timeout: 30_000 });

  // The hospital runs its doctor's day: the walk-in is Approved and waiting, so In and Skip, never Out.
  const card = await doctorCard(
    page,
    t,
    DEMO_ACCOUNTS.hospital.phone_number,
    `/today-booking?doctor_id=${waiting.doctorId}`,
    walkInName,
  );
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Approved'));
  await expectOffers(card, t, ['queue.in', 'queue.skip'], true);
  await shot(page, 'visit-walk-in-waiting', lang);

  // Not here: skipped, and the waiting patient is told so, not that the visit is over.
  await card.getByRole('button', { name: t('queue.skip') }).click();
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Skipped'));
  await expectOffers(card, t, ['queue.recall'], false);
  await expect(row).toContainText(t('appointments.queue.skipped', { n: token }), { timeout: 5000 });
  await expect(row).not.toContainText(t('visit.over', { number: token }));
  await shot(page, 'visit-walk-in-skipped', lang);
  // The server refuses Out for a skipped token as the screen does not offer it.
  const refused = await hospital.post('update-live-booking', {
    booking_id: (walkIn.body.result as BookingView).id,
    token: 'Done',
  });
  expect(refused.status).toBe(409);

  // Back and called in, then out: now the visit is over.
  await card.getByRole('button', { name: t('queue.recall') }).click();
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Live'));
  await expectOffers(card, t, ['queue.out'], false);
  await card.getByRole('button', { name: t('queue.out'), exact: true }).click();
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Done'));
  await expect(row).toContainText(t('visit.over', { number: token }), { timeout: 5000 });

  // The hospital's history says the same.
  await page.goto(`/hospital-history?date=${waiting.date}`);
  const historyRow = page.getByRole('listitem').filter({ hasText: walkInName });
  await expect(historyRow.getByTestId('visit-state')).toHaveText(t('visit.state.Done'));
  await shot(page, 'visit-hospital-history', lang);
  await hospital.dispose();
  await patient.context.close();
});

test('a reschedule page left open follows the visit: once the patient is seen it offers no new date and says why', async ({
  request,
  page,
  t,
  lang,
  baseURL,
}) => {
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const name = `Mohan Verma ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booking = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(name) });
  const card = await doctorCard(page, t, DEMO_ACCOUNTS.doctor.phone_number, '/today-booking', name);
  await card.getByRole('link', { name: t('queue.reschedule') }).click();
  await expect(page).toHaveURL(/\/re-schedule$/);
  const submit = page.getByRole('button', { name: t('queue.reschedule') });
  await expect(submit).toBeVisible();
  // Meanwhile the patient is seen (at the desk, say): the open page hears of it.
  const doctor = await doctorSideApi(baseURL!, DEMO_ACCOUNTS.doctor.phone_number);
  for (const token of ['Live', 'Done'])
    expect((await doctor.post('update-live-booking', { booking_id: booking.bookingId, token })).status).toBe(200);
  await expect(page.getByRole('alert')).toHaveText(t('messages.patientAlreadyCalled'), { timeout: 5000 });
  await expect(page.getByTestId('visit-state')).toHaveText(t('visit.state.Done'));
  await expect(submit).toHaveCount(0);
  await shot(page, 'visit-reschedule-refused', lang);
  // And the server refuses the move all the same.
  const refused = await doctor.post('update-booking', {
    booking_id: booking.bookingId,
    booking_date: addDays(booking.date, 1),
  });
  expect([refused.status, refused.body.error]).toEqual([409, tr('en', 'messages.patientAlreadyCalled')]);
  await page.goBack();
  await page.getByLabel(t('queue.searchLabel')).fill(name);
  await expect(card.getByTestId('visit-state')).toHaveText(t('visit.state.Done'));
  await expect(card.getByRole('link', { name: t('queue.reschedule') })).toHaveCount(0);
  await doctor.dispose();
});

test("the dashboard's count and the list's count agree, and say the cancelled apart", async ({
  request,
  page,
  t,
  lang,
  baseURL,
}) => {
  // A cancelled booking of the day, so the two counts differed before.
  const cancelled = await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: person(`Cancelled ${lang} ${Date.now() % 100000}`),
    orTomorrow: true,
  });
  expect((await cancelled.patient.post('patient-cancel-booking', { booking_id: cancelled.bookingId })).status).toBe(
    200,
  );
  await page.setViewportSize(PHONE);
  await doctorSideSignIn(page, t, DEMO_ACCOUNTS.doctor.phone_number);
  await page.goto('/doctors-dashboard');
  const count = page.getByTestId(cancelled.isToday ? 'count-today' : 'count-tomorrow');
  await expect(count).toHaveText(/^\d+$/);
  const dashboard = Number(await count.textContent());
  await expect(page.getByText(t('queue.countsLeaveOutCancelled'), { exact: true })).toBeVisible();
  await shot(page, 'visit-dashboard-counts', lang);

  const doctor = await doctorSideApi(baseURL!, DEMO_ACCOUNTS.doctor.phone_number);
  const day = (
    await doctor.post(cancelled.isToday ? 'get-active-booking' : 'get-pending-booking', {
      doctor_id: cancelled.doctorId,
    })
  ).body.result as BookingView[];
  await doctor.dispose();
  const cancelledCount = day.filter((b) => b.status === 'Cancelled').length;
  expect(cancelledCount).toBeGreaterThan(0);
  await page.goto(cancelled.isToday ? '/today-booking' : '/pending-booking');
  await expect(page.locator('.dq-list-count')).toHaveText(
    `${t('queue.bookingCount', { count: dashboard })} · ${t('queue.cancelledCount', { count: cancelledCount })}`,
  );
  await shot(page, 'visit-list-count', lang);
});

test('the board says whose visit is over between two patients, never a number served', async ({
  request,
  page,
  lang,
  baseURL,
}) => {
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  // The slot the board shows once nobody is in (the one open now, or the next to open): a token of it.
  const board = (await callOk(request, 'get-queue-board', {
    doctor_id: (await doctorIdOf(request, NEHA)).id,
  })) as QueueBoard;
  const booking = await bookSlot(request, NEHA, person(`Board Between ${lang} ${Date.now() % 100000}`), board.slot!);
  await page.setViewportSize(PHONE);
  await page.goto(`/queue-board?doctor_id=${board.doctor_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    tr('en', 'common.doctorName', { name: 'Neha Singh' }),
    { timeout: 30_000 },
  );
  const doctor = await doctorSideApi(baseURL!, '9000000106');
  const nowServing = page.getByTestId('now-serving');
  expect((await doctor.post('update-live-booking', { booking_id: booking.id, token: 'Live' })).status).toBe(200);
  await expect(nowServing).toHaveText(String(booking.booking_number));
  expect((await doctor.post('update-live-booking', { booking_id: booking.id, token: 'Done' })).status).toBe(200);
  await expect(nowServing).toHaveCount(0);
  for (const shown of ['hi', 'en'] as const) {
    await expect(
      page.getByText(tr(shown, 'visit.over', { number: booking.booking_number! }), { exact: true }),
    ).toBeVisible();
  }
  await shot(page, 'visit-board-between', lang);
  await doctor.dispose();
});

test("the patient's next booking is tomorrow's, not tonight's visit already over", async ({
  browser,
  request,
  t,
  lang,
  baseURL,
}) => {
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  // A patient of their own, so no other journey's bookings come first.
  await request.get('/api/get-cities.json');
  const phone = uniquePhone(lang as Lang);
  const registered = await postCall(request, 'registration', {
    full_name: 'Next Booking',
    phone_number: phone,
    password: DEMO_PASSWORD,
    confirm_password: DEMO_PASSWORD,
    ...(await registrationConsents(request)),
  });
  expect(registered.status, registered.body.error).toBe(200);
  const patient = await apiSignIn(request, 'patient-login', phone);
  const doctors = (await patient.post('get-all-doctors', { patient_id: patient.user.id })).body.result as {
    doctors: { id: number; first_name: string; last_name: string }[];
  };
  const doctorId = doctors.doctors.find(DEMO_DOCTOR.is)!.id;
  const book = async (name: string, date: string) => {
    const added = await patient.post('add-booking', {
      ...person(name),
      type: 'Other',
      doctor_id: doctorId,
      patient_id: patient.user.id,
    });
    const joined = await patient.post('slot-confirmation', {
      booking_id: (added.body.result as { id: number }).id,
      booking_date: date,
      slot: 'Evening',
    });
    expect(joined.status, joined.body.error).toBe(200);
    return joined.body.result as BookingView;
  };
  const today = todayInClinic(DEFAULT_TIME_ZONE);
  const tomorrow = addDays(today, 1);
  const tonight = await book('Tonight Visit', today);
  await book('Tomorrow Visit', tomorrow);
  const doctor = await doctorSideApi(baseURL!, DEMO_ACCOUNTS.doctor.phone_number);
  for (const token of ['Live', 'Done'])
    expect((await doctor.post('update-live-booking', { booking_id: tonight.id, token })).status).toBe(200);
  await doctor.dispose();

  const { context, page } = await patientPage(browser, request, lang, '/patient-dashboard');
  const next = page.getByRole('region', { name: t('patientServices.nextBooking') });
  await expect(next).toContainText(formatDate(tomorrow, lang as Lang), { timeout: 30_000 });
  await expect(next).not.toContainText(formatDate(today, lang as Lang));
  // Today's token says the visit is done, in one sentence.
  const todayTokens = page.getByRole('region', { name: t('patientServices.todayToken') });
  await expect(todayTokens).toContainText(t('visit.over', { number: tonight.booking_number! }));
  await expect(todayTokens).toContainText(t('visit.yoursDone'));
  await shot(page, 'visit-next-booking', lang);
  await context.close();
});

test("the doctor's profile opened by its address names the degree and department, as from the list", async ({
  browser,
  request,
  t,
  lang,
}) => {
  const patient = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const doctors = (await patient.post('get-all-doctors', { patient_id: patient.user.id })).body.result as {
    doctors: { id: number; first_name: string; last_name: string }[];
  };
  const anil = doctors.doctors.find(DEMO_DOCTOR.is)!;
  const { context, page } = await patientPage(browser, request, lang, `/patient-doctor-profile?doctor_id=${anil.id}`);
  const row = (label: string) =>
    page.locator('.info-row', { has: page.locator('dt').getByText(label, { exact: true }) }).locator('dd');
  await expect(row(t('appointments.degree'))).not.toHaveText('—', { timeout: 30_000 });
  const byAddress = {
    degree: await row(t('appointments.degree')).textContent(),
    department: await row(t('appointments.department')).textContent(),
  };
  expect(byAddress.degree).toBeTruthy();
  expect(byAddress.department).toBeTruthy();
  await shot(page, 'visit-profile-by-address', lang);

  await page.goto('/patient-selection');
  await page
    .getByRole('link', {
      name: `${t('appointments.bookLink')}: ${t('common.doctorName', { name: 'Anil Srivastava' })}`,
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/patient-doctor-profile\\?doctor_id=${anil.id}$`));
  await expect(row(t('appointments.degree'))).toHaveText(byAddress.degree!);
  await expect(row(t('appointments.department'))).toHaveText(byAddress.department!);
  await context.close();
});
