// Token slips, in English and Hindi. A patient prints their booking's slip from /patient-history: the page
// prints (page.pdf(), one page of the chosen 80 mm roll), and the QR code read back from the print rendering
// is the token's /token-status address, which a browser without a session opens to see the token and the
// patients before it. A doctor's walk-in on /add-booking offers its slip at once, and the slip page can be
// switched to the 58 mm roll. The status page follows the queue within seconds, as the app does. A made-up
// code is explained, not a blank page.
import type { TokenStatus } from '../../src/shared/contract/waiting-room';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, toDisplayDate, todayInClinic } from '../../src/shared/dates';
import { apiSignIn, bookEveningSlot, callOk, DAY_ENDS_SOON_REASON, dayEndsSoon, DEMO_DOCTOR } from './api-helpers';
import { aheadText, expect, pageFor, shot, test } from './fixtures';
import { readQrCode } from './qr-code';

const PHONE = { width: 360, height: 740 };
/** 80 mm by 150 mm in PDF points (1/72 inch): the page the 80 mm roll prints on (slip-papers.ts). */
const ROLL_80MM_PAGE = [226.77, 425.2];

const person = (name: string) => ({
  name,
  age: 42,
  problem: 'Fever and cough',
  address: 'Civil Lines Deoria',
  phone_number: '9876543210',
});

/** The pages of a PDF as Chromium writes it: each page's dictionary with its /MediaBox in points. */
function pdfPages(pdf: Buffer): number[][] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Type\s*\/Page\b(?!s)[^]*?\/MediaBox\s*\[([^\]]+)\]/g)].map((match) =>
    match[1]!.trim().split(/\s+/).map(Number).slice(2),
  );
}

test('a printed slip’s QR code opens the token’s status without signing in', async ({
  browser,
  request,
  t,
  lang,
  baseURL,
}) => {
  test.slow();
  const booked = await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: person(`Slip ${lang} ${Date.now() % 100000}`),
    orTomorrow: true,
  });
  const { context, page } = await pageFor(browser, lang, {
    storageState: await request.storageState(),
    viewport: PHONE,
  });

  await page.goto(`/patient-history?booking_date=${booked.date}`);
  const card = page.locator(`[data-booking-id="${booked.bookingId}"]`);
  // The first screen of a fresh browser loads the app's code first: on a busy machine that takes a while.
  await card.getByRole('link', { name: t('waitingRoom.slip.printLink') }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/token-slip\\?booking_id=${booked.bookingId}$`));
  const slip = page.getByTestId('token-slip');
  await expect(slip.getByTestId('slip-token')).toHaveText(String(booked.token));
  await expect(slip).toContainText('Srivastava Clinic');
  await expect(slip).toContainText(t('common.doctorName', { name: 'Anil Srivastava' }));
  // A slip names no patient.
  await expect(slip).not.toContainText('Slip ');
  await expect(page.getByRole('radio', { name: t('waitingRoom.slip.paper80') })).toBeChecked();
  const qrName = t('waitingRoom.slip.qrCode');
  await expect(page.getByRole('img', { name: qrName })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await shot(page, 'token-slip', lang);

  // Printed: one page of the 80 mm roll.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdfPages(pdf);
  expect(pages).toHaveLength(1);
  expect(pages[0]![0]).toBeCloseTo(ROLL_80MM_PAGE[0]!, 0);
  expect(pages[0]![1]).toBeCloseTo(ROLL_80MM_PAGE[1]!, 0);

  // The code as printed opens the token's status page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: t('waitingRoom.slip.print') })).toBeHidden();
  const printedCode = (await callOk(request, 'get-token-slip', { booking_id: booked.bookingId })) as {
    status_code: string;
  };
  const scanned = await readQrCode(page.getByRole('img', { name: qrName }));
  expect(scanned).toBe(`${baseURL}/token-status?t=${printedCode.status_code}`);
  await context.close();

  const stranger = await pageFor(browser, lang, { viewport: PHONE });
  await stranger.page.goto(scanned!);
  const status = stranger.page.getByTestId('token-status');
  await expect(status).toContainText(String(booked.token), { timeout: 30_000 });
  const answer = (await callOk(request, 'get-token-status', { t: printedCode.status_code })) as TokenStatus;
  await expect(status.getByRole('region', { name: t('queueProgress.title') })).toContainText(
    aheadText(t, answer.ahead),
  );
  await expect(stranger.page.getByText('Srivastava Clinic', { exact: true })).toBeVisible();
  await shot(stranger.page, 'token-status', lang);
  await stranger.context.close();
});

test('a walk-in’s slip is offered at once and prints on the 58 mm roll too', async ({ browser, request, t, lang }) => {
  test.slow();
  await apiSignIn(request, 'doctor-login', DEMO_ACCOUNTS.doctor.phone_number);
  const { context, page } = await pageFor(browser, lang, {
    storageState: await request.storageState(),
    viewport: PHONE,
  });
  await page.goto('/add-booking');
  await expect(page.getByRole('heading', { level: 1, name: t('titles.add-booking') })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(t('queue.name'), { exact: true }).fill(`Walk In Slip ${lang.toUpperCase()}`);
  await page.getByLabel(t('queue.age'), { exact: true }).fill('61');
  await page.getByLabel(t('queue.problem'), { exact: true }).fill('Knee pain');
  await page.getByLabel(t('queue.address'), { exact: true }).fill('Ramnath Deoria');
  await page.getByLabel(t('queue.phone'), { exact: true }).fill('9123456780');
  await page.getByLabel(t('queue.slot'), { exact: true }).selectOption('Evening');
  // Tomorrow: the doctor sits every day, so nothing depends on the time of day.
  await page
    .getByLabel(t('queue.date'), { exact: true })
    .fill(toDisplayDate(addDays(todayInClinic(DEFAULT_TIME_ZONE), 1)));
  await page.getByRole('button', { name: t('queue.addBooking') }).click();
  const result = page.getByRole('status').filter({ hasText: t('queue.bookingAdded') });
  const given = (await result.locator('.dq-token-given').textContent()) ?? '';
  const token = given.match(/\d+/)?.[0];
  expect(token, given).toBeTruthy();

  await result.getByRole('link', { name: t('waitingRoom.slip.printLink') }).click();
  await expect(page.getByTestId('slip-token')).toHaveText(token!);
  await page.getByText(t('waitingRoom.slip.paper58'), { exact: true }).click();
  await expect(page.getByRole('radio', { name: t('waitingRoom.slip.paper58') })).toBeChecked();
  const pages = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(pages).toHaveLength(1);
  // 58 mm wide.
  expect(pages[0]![0]).toBeCloseTo(164.41, 0);
  await shot(page, 'token-slip-58mm', lang);
  await context.close();
});

test('the status page follows the queue within seconds, as the app does', async ({ browser, request, t, lang }) => {
  // Today's queue: the doctor closes a token of today only.
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const run = `${lang.toUpperCase()} ${Date.now() % 100000}`;
  const before = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(`Status Before ${run}`) });
  const mine = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(`Status Mine ${run}`) });
  const { status_code: code } = (await callOk(request, 'get-token-slip', { booking_id: mine.bookingId })) as {
    status_code: string;
  };
  const { ahead } = (await callOk(request, 'get-token-status', { t: code })) as TokenStatus;
  expect(ahead).toBeGreaterThan(0);

  const stranger = await pageFor(browser, lang, { viewport: PHONE });
  await stranger.page.goto(`/token-status?t=${code}`);
  const progress = stranger.page.getByTestId('token-status').getByRole('region', { name: t('queueProgress.title') });
  // The first screen of a fresh browser loads the app's code first: on a busy machine that takes a while.
  await expect(progress).toContainText(aheadText(t, ahead), { timeout: 30_000 });

  // The doctor closes the token before this one: the page says so by itself, well within the 15 seconds
  // it once waited between two looks.
  const doctor = await apiSignIn(request, 'doctor-login', DEMO_ACCOUNTS.doctor.phone_number);
  const calledIn = await doctor.post('update-live-booking', { booking_id: before.bookingId, token: 'Live' });
  expect(calledIn.status, calledIn.body.error).toBe(200);
  const closed = await doctor.post('update-live-booking', { booking_id: before.bookingId, token: 'Done' });
  expect(closed.status, closed.body.error).toBe(200);
  await expect(progress).toContainText(aheadText(t, ahead - 1), { timeout: 8_000 });
  await shot(stranger.page, 'token-status-followed', lang);
  await stranger.context.close();
});

test('a made-up token code is explained', async ({ page, t }) => {
  await page.goto('/token-status?t=not-a-real-code-at-all');
  await expect(page.getByRole('alert')).toContainText(t('waitingRoom.status.unknownCode'), { timeout: 30_000 });
});
