// The OPD floor, in English and Hindi (decision 0045): the waiting room's screen, signed in as the doctor,
// shows the check-in QR code; a patient booked in the slot it shows opens its address (read back from the
// screen) and checks in with one tap; the desk's /today-booking shows it at once, gives the patient priority,
// and "Call next" calls them in while the board follows. The hospital's desk marks a patient without a phone arrived,
// which their phone
// shows, takes the mark back, and prints the A4 check-in poster of its doctor's day, whose QR code opens the
// check-in page too.
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { LiveStatusEntry } from '../../src/shared/contract/booking-shapes';
import type { QueueBoard } from '../../src/shared/contract/waiting-room';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { formatTime } from '../../src/web/lib/format';
import { apiSignIn, bookEveningSlot, callOk, DAY_ENDS_SOON_REASON, dayEndsSoon, DEMO_DOCTOR } from './api-helpers';
import { DEMO_PASSWORD, expect, pageFor, test, tr } from './fixtures';
import { readQrCode } from './qr-code';

const TV = { width: 1920, height: 1080 };
const PHONE = { width: 360, height: 740 };
const KAVITA = {
  label: 'Dr. Kavita Rai of City Care Hospital',
  is: (d: { first_name: string; last_name: string }) => d.first_name === 'Kavita' && d.last_name === 'Rai',
};

const person = (name: string) => ({
  name,
  age: 71,
  problem: 'Knee pain',
  address: 'Civil Lines Deoria',
  phone_number: '9876543210',
});

/**
 * The demo patient (signed in on `request`) books the demo doctor's slot the board shows now (the one with a
 * token in, else the one open now, else the next to open today), so the board shows the booking.
 */
async function bookBoardSlot(request: APIRequestContext, details: ReturnType<typeof person>) {
  const patient = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const doctors = (await patient.post('get-all-doctors', { patient_id: patient.user.id })).body.result as {
    doctors: { id: number; first_name: string; last_name: string }[];
  };
  const doctorId = doctors.doctors.find(DEMO_DOCTOR.is)!.id;
  const { slot, booking_date: date } = (await callOk(request, 'get-queue-board', {
    doctor_id: doctorId,
  })) as QueueBoard;
  const added = await patient.post('add-booking', {
    ...details,
    type: 'Self',
    doctor_id: doctorId,
    patient_id: patient.user.id,
  });
  expect(added.status, added.body.error).toBe(200);
  const bookingId = (added.body.result as { id: number }).id;
  const joined = await patient.post('slot-confirmation', { booking_date: date, booking_id: bookingId, slot });
  expect(joined.status, joined.body.error).toBe(200);
  return {
    patient,
    doctorId,
    bookingId,
    slot: slot!,
    token: (joined.body.result as { booking_number: number }).booking_number,
  };
}

/** A signed-in API session of the doctor's side, of its own, and its cookies for a browser. */
async function staffSession(baseURL: string, phone: string) {
  const context = await apiRequest.newContext({ baseURL });
  const staff = await apiSignIn(context, 'doctor-login', phone);
  return { ...staff, storageState: await context.storageState(), dispose: () => context.dispose() };
}

/** When the booking's patient arrived, as their live status says (the patient's session is `request`'s). */
async function arrivedAtOf(
  request: APIRequestContext,
  booked: { bookingId: number; patient: { user: { id: number } } },
): Promise<string> {
  const live = (await callOk(request, 'get-live-patient-booking-status', {
    patient_id: booked.patient.user.id,
  })) as LiveStatusEntry[];
  const arrivedAt = live.find((entry) => entry.booking_id === booked.bookingId)?.arrived_at;
  expect(arrivedAt, 'arrived_at').toBeTruthy();
  return arrivedAt!;
}

/** The screenshots a person looks at, kept beside the suite's own. */
const look = (page: Page, name: string, lang: string) =>
  page.screenshot({ path: `/tmp/floor-${name}-${lang}.png`, fullPage: true });

test('a patient checks in from the board’s QR code, and the desk sees it, gives priority and calls them next', async ({
  browser,
  request,
  t,
  lang,
  baseURL,
}) => {
  test.slow();
  // From 23:50 IST only: the journey needs today's Evening queue, and that slot closes at 23:59.
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const name = `Floor ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booked = await bookBoardSlot(request, person(name));
  const doctor = await staffSession(baseURL!, DEMO_ACCOUNTS.doctor.phone_number);

  // The waiting room's screen, signed in as the doctor: the check-in code beside the queue.
  const screen = await pageFor(browser, lang, { storageState: doctor.storageState, viewport: TV });
  await screen.page.goto(`/queue-board?doctor_id=${booked.doctorId}`);
  const qrName = tr('en', 'waitingRoom.board.checkInQr');
  await expect(screen.page.getByRole('img', { name: qrName })).toHaveAttribute('src', /^data:image\/svg\+xml/, {
    timeout: 30_000,
  });
  await expect(screen.page.getByText(tr('hi', 'waitingRoom.board.scanToCheckIn'), { exact: true })).toBeVisible();
  await expect(screen.page.getByText(tr('en', 'waitingRoom.board.scanToCheckIn'), { exact: true })).toBeVisible();
  const scanned = await readQrCode(screen.page.getByRole('img', { name: qrName }));
  const { code } = (await doctor.post('get-check-in-code', { doctor_id: booked.doctorId, kind: 'screen' })).body
    .result as { code: string };
  expect(scanned).toBe(`${baseURL}/check-in?d=${booked.doctorId}&c=${code}`);
  await look(screen.page, 'board-tv', lang);

  // The desk's day list, on a phone: the patient has not checked in.
  const desk = await pageFor(browser, lang, { storageState: doctor.storageState, viewport: PHONE });
  await desk.page.goto('/today-booking');
  await desk.page.getByLabel(t('queue.searchLabel')).fill(name);
  const card = desk.page.getByRole('article', { name });
  await expect(card.getByRole('button', { name: t('floor.markArrived') })).toBeVisible({ timeout: 30_000 });

  // The patient opens the code's address on their phone, signed in, and checks in with one tap.
  const phone = await pageFor(browser, lang, { storageState: await request.storageState(), viewport: PHONE });
  await phone.page.goto(scanned!);
  const mine = phone.page.locator(`[data-booking-id="${booked.bookingId}"]`);
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText(t('titles.check-in'), { timeout: 30_000 });
  const arrive = mine.getByRole('button', { name: t('floor.iHaveArrived') });
  await expect(arrive).toBeVisible();
  await look(phone.page, 'check-in', lang);
  await arrive.click();
  await expect(
    phone.page.getByRole('status').filter({ hasText: t('floor.checkedInToast', { number: booked.token }) }),
  ).toBeVisible();
  const arrivedAt = await arrivedAtOf(request, booked);
  await expect(mine.getByTestId('arrival')).toHaveText(
    t('floor.checkedInAt', { time: formatTime(new Date(arrivedAt), lang) }),
  );
  await look(phone.page, 'checked-in', lang);

  // The desk sees it without a reload, and gives the patient a senior citizen's priority.
  await expect(card.getByTestId('arrival')).toHaveText(
    t('floor.arrivedAt', { time: formatTime(new Date(arrivedAt), lang) }),
  );
  await card.getByRole('button', { name: t('floor.setPriority') }).click();
  const dialog = desk.page.getByRole('dialog', { name: t('floor.priorityTitle', { number: booked.token }) });
  await dialog.getByRole('radio', { name: t('floor.priority.Senior'), exact: true }).check();
  await dialog.getByLabel(t('floor.priorityNote')).fill('Walks with a stick');
  await look(desk.page, 'priority-dialog', lang);
  await dialog.getByRole('button', { name: t('floor.prioritySave') }).click();
  await expect(card.getByTestId('priority-mark')).toHaveText(t('floor.priority.Senior'));

  // The board: the patient checked in, first of the next ones with the mark, never the reason or the name.
  const priorityOnBoard = `${tr('hi', 'floor.priority.Senior')} · ${tr('en', 'floor.priority.Senior')}`;
  const first = screen.page.getByTestId('next-tokens').getByRole('listitem').first();
  await expect(first).toContainText(String(booked.token));
  await expect(first.getByTestId('priority-mark')).toHaveText(priorityOnBoard);
  await expect(screen.page.getByTestId('arrived-tokens')).toContainText(String(booked.token));
  await look(screen.page, 'board-priority', lang);
  await expect(screen.page.locator('body')).not.toContainText('stick');
  await expect(screen.page.locator('body')).not.toContainText(name);
  const board = (await callOk(request, 'get-queue-board', { doctor_id: booked.doctorId })) as QueueBoard;
  await expect(screen.page.getByTestId('next-tokens').locator('.board-next-number')).toHaveText(board.next.map(String));

  // Call next for the patient's slot (the desk picks it when the day has more than one with tokens): the
  // patient is called in; the desk, the board and the patient's phone say so.
  const panel = desk.page.getByRole('region', { name: t('floor.title') });
  const slotChoice = panel.getByRole('radio', { name: t(`queue.slots.${booked.slot}`), exact: true });
  if ((await slotChoice.count()) > 0) await slotChoice.check();
  await panel.getByRole('button', { name: t('floor.callNext') }).click();
  await expect(panel.getByTestId('in-with-doctor')).toHaveText(t('floor.inWithDoctor', { number: booked.token }));
  await expect(screen.page.getByTestId('now-serving')).toHaveText(String(booked.token), { timeout: 2_000 });
  await look(desk.page, 'desk', lang);
  await look(screen.page, 'board-called', lang);
  await phone.page.goto('/patient-live');
  await expect(
    phone.page.locator(`[data-booking-id="${booked.bookingId}"]`).getByText(t('queueProgress.yourTurn')),
  ).toBeVisible({ timeout: 30_000 });

  await screen.page.setViewportSize(PHONE);
  await look(screen.page, 'board-phone', lang);
  for (const opened of [screen, desk, phone]) await opened.context.close();
  await doctor.dispose();
});

test('the hospital’s desk marks a patient arrived and takes it back, and prints the check-in poster of the day', async ({
  browser,
  request,
  t,
  lang,
  baseURL,
}) => {
  test.slow();
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const name = `Desk ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booked = await bookEveningSlot(request, { doctor: KAVITA, patient: person(name) });
  const hospital = await staffSession(baseURL!, DEMO_ACCOUNTS.hospital.phone_number);
  const desk = await pageFor(browser, lang, { storageState: hospital.storageState, viewport: PHONE });
  const phone = await pageFor(browser, lang, { storageState: await request.storageState(), viewport: PHONE });
  await phone.page.goto('/patient-live');
  const live = phone.page.locator(`[data-booking-id="${booked.bookingId}"]`);
  await expect(live.getByTestId('arrival')).toHaveText(t('floor.scanOnArrival'), { timeout: 30_000 });
  await look(phone.page, 'live-not-arrived', lang);

  await desk.page.goto(`/today-booking?doctor_id=${booked.doctorId}`);
  await desk.page.getByLabel(t('queue.searchLabel')).fill(name);
  const card = desk.page.getByRole('article', { name });
  await card.getByRole('button', { name: t('floor.markArrived') }).click({ timeout: 30_000 });
  await expect(
    desk.page.getByRole('status').filter({ hasText: t('floor.markedArrived', { number: booked.token }) }),
  ).toBeVisible();
  const time = formatTime(new Date(await arrivedAtOf(request, booked)), lang);
  await expect(card.getByTestId('arrival')).toContainText(t('floor.arrivedAt', { time }));
  // The patient's phone follows at once.
  await expect(live.getByTestId('arrival')).toHaveText(t('floor.checkedInAt', { time }));
  await look(phone.page, 'live-arrived', lang);
  await look(desk.page, 'desk-marked', lang);

  // Marked by mistake: taken back while the patient waits.
  await card.getByRole('button', { name: t('floor.markNotArrived') }).click();
  await expect(card.getByRole('button', { name: t('floor.markArrived') })).toBeVisible();
  await expect(live.getByTestId('arrival')).toHaveText(t('floor.scanOnArrival'));

  // The A4 poster of the day, from the desk's Call next: its QR code opens the check-in page with the day's code.
  await desk.page
    .getByRole('region', { name: t('floor.title') })
    .getByRole('link', { name: t('floor.posterLink') })
    .click();
  await expect(desk.page).toHaveURL(new RegExp(`/check-in-poster\\?doctor_id=${booked.doctorId}$`));
  const poster = desk.page.getByTestId('check-in-poster');
  await expect(poster).toContainText(tr('hi', 'floor.posterTitle'));
  await expect(poster).toContainText(tr('en', 'floor.posterTitle'));
  const { code } = (await hospital.post('get-check-in-code', { doctor_id: booked.doctorId, kind: 'poster' })).body
    .result as { code: string };
  const address = `${baseURL}/check-in?d=${booked.doctorId}&c=${code}`;
  await expect(poster).toContainText(address);
  await expect(desk.page.getByRole('img', { name: t('floor.posterQr') })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  // The toasts of the desk's marks have gone from over the code.
  await expect(desk.page.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  expect(await readQrCode(desk.page.getByRole('img', { name: t('floor.posterQr') }))).toBe(address);
  await look(desk.page, 'poster', lang);
  const pdf = await desk.page.pdf({ preferCSSPageSize: true });
  const pages = [...pdf.toString('latin1').matchAll(/\/Type\s*\/Page\b(?!s)[^]*?\/MediaBox\s*\[([^\]]+)\]/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number).slice(2),
  );
  // One A4 page: 595 by 842 points.
  expect(pages).toHaveLength(1);
  expect(pages[0]![0]).toBeCloseTo(595.28, 0);
  expect(pages[0]![1]).toBeCloseTo(841.89, 0);

  // The poster's address checks the patient in as the screen's does.
  await phone.page.goto(address);
  await phone.page
    .locator(`[data-booking-id="${booked.bookingId}"]`)
    .getByRole('button', { name: t('floor.iHaveArrived') })
    .click({ timeout: 30_000 });
  await expect(phone.page.locator(`[data-booking-id="${booked.bookingId}"]`).getByTestId('arrival')).toBeVisible();
  for (const opened of [desk, phone]) await opened.context.close();
  await hospital.dispose();
});

test('the check-in page asks a patient who is not signed in to log in, and comes back to check in', async ({
  browser,
  request,
  t,
  lang,
  baseURL,
}) => {
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const booked = await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: person(`Sign In ${lang.toUpperCase()} ${Date.now() % 100000}`),
  });
  const doctor = await staffSession(baseURL!, DEMO_ACCOUNTS.doctor.phone_number);
  const { url } = (await doctor.post('get-check-in-code', { doctor_id: booked.doctorId, kind: 'screen' })).body
    .result as { url: string };
  const { page, context } = await pageFor(browser, lang, { viewport: PHONE });
  const address = `${baseURL}${new URL(url).pathname}${new URL(url).search}`;
  await page.goto(address);
  await page.getByRole('link', { name: t('floor.logIn') }).click({ timeout: 30_000 });
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill(DEMO_ACCOUNTS.patient.phone_number);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('auth.login'), exact: true }).click();
  await expect(page).toHaveURL(address, { timeout: 15_000 });
  await page
    .locator(`[data-booking-id="${booked.bookingId}"]`)
    .getByRole('button', { name: t('floor.iHaveArrived') })
    .click();
  await expect(page.locator(`[data-booking-id="${booked.bookingId}"]`).getByTestId('arrival')).toBeVisible();
  await context.close();
  await doctor.dispose();
});
