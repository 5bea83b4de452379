// The waiting room on the patient's and the doctor's screens, in English and Hindi: the patient's
// /patient-live shows who is in, how many are before them, about how long and by when to come; the doctor,
// in another browser, posts "Running late" with a ready-made message and skips and calls back the patient
// before; the patient's screen follows each change at once. The numbers shown are the server's (the API
// tests prove its rules); the journey proves the screens say them and follow them.
import type { APIRequestContext, Page } from '@playwright/test';
import { clockTimeIn, parseTime } from '../../src/shared/dates';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import type { QueueProgress } from '../../src/shared/contract/waiting-room';
import { QUEUE_NOTICES } from '../../src/shared/queue-notices';
import { formatDuration, formatTime } from '../../src/web/lib/format';
import { bookEveningSlot, DAY_ENDS_SOON_REASON, dayEndsSoon, DEMO_DOCTOR } from './api-helpers';
import { aheadText, expect, pageFor, shot, test, type Lang } from './fixtures';
import { countCalls, doctorSideSignIn } from './settings-helpers';

const PHONE = { width: 360, height: 740 };
const person = (name: string) => ({
  name,
  age: 35,
  problem: 'Back pain',
  address: 'Civil Lines Deoria',
  phone_number: '9876543210',
});

/** The patient's progress for one booking, as the server answers it now. */
async function progressOf(request: APIRequestContext, patientId: number, bookingId: number): Promise<QueueProgress> {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await request.post('/api/get-live-patient-booking-status.json', {
    data: { patient_id: patientId },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  const entries = ((await answer.json()) as { result: (QueueProgress & { booking_id: number })[] }).result;
  return entries.find((entry) => entry.booking_id === bookingId)!;
}

/** The clock time a minute before HH:MM. */
const minuteBefore = (hhmm: string) => clockTimeIn('UTC', new Date((parseTime(hhmm)! - 1) * 60_000));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function doctorCard(page: Page, t: (key: string) => string, name: string) {
  await page.getByLabel(t('queue.searchLabel')).fill(name);
  return page.getByRole('article', { name });
}

test('a patient sees their place, wait and come-by time and follows the doctor running late, a skip and a call back', async ({
  browser,
  request,
  page,
  t,
  lang,
}) => {
  // Two browsers (doctor and patient) side by side.
  test.slow();
  // From 23:50 IST only: the journey needs today's Evening queue to its end, and that slot closes at 23:59.
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const run = `${lang.toUpperCase()} ${Date.now() % 100000}`;
  const before = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(`Ramesh Before ${run}`) });
  const mine = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(`Sunita Mine ${run}`) });
  const patientId = mine.patient.user.id;
  const format = {
    duration: (minutes: number) => formatDuration(minutes, 'minute', lang as Lang),
    time: (hhmm: string) => formatTime(hhmm, lang as Lang),
  };
  // The screen's come-by time is now + the wait as of its own read: a minute may have turned since.
  const comeByText = (progress: QueueProgress) =>
    new RegExp(
      [progress.come_by, minuteBefore(progress.come_by)]
        .map((hhmm) => escapeRegExp(t('queueProgress.comeBy', { time: format.time(hhmm) })))
        .join('|'),
    );

  const patient = await pageFor(browser, lang, { storageState: await request.storageState(), viewport: PHONE });
  await patient.page.goto('/patient-live');
  const card = patient.page.locator(`[data-booking-id="${mine.bookingId}"]`);
  const box = card.getByRole('region', { name: t('queueProgress.title') });
  const start = await progressOf(request, patientId, mine.bookingId);
  // The first screen of a fresh browser loads the app's code first: on a busy machine that takes a while.
  await expect(box).toContainText(aheadText(t, start.ahead), { timeout: 30_000 });
  if (start.eta_minutes > 0) await expect(box).toContainText(comeByText(start));
  await shot(patient.page, 'patient-live-progress', lang);

  // The doctor posts a delay with a ready-made message, on /today-booking.
  await page.setViewportSize(PHONE);
  await doctorSideSignIn(page, t, DEMO_ACCOUNTS.doctor.phone_number);
  await page.getByRole('link', { name: t('titles.today-booking') }).click();
  await page.getByRole('button', { name: t('queue.runningLate') }).click();
  const dialog = page.getByRole('dialog', { name: t('queue.runningLateTitle') });
  await dialog.getByLabel(t('queue.lateSlot')).selectOption('Evening');
  // Neither minutes nor a message: nothing to tell, nothing sent.
  const delaysSent = countCalls(page, 'set-queue-delay');
  await dialog.getByRole('radio', { name: t('queue.otherMinutes') }).check();
  await dialog.getByRole('button', { name: t('queue.postDelay') }).click();
  await expect(dialog.getByText(t('messages.delayOrNoticeRequired'), { exact: true })).toBeVisible();
  expect(delaysSent()).toBe(0);
  await dialog.getByRole('radio', { name: '30', exact: true }).check();
  await expect(dialog.getByText(t('messages.delayOrNoticeRequired'), { exact: true })).toBeHidden();
  await dialog.getByRole('radio', { name: QUEUE_NOTICES[0][lang as Lang] }).check();
  await shot(page, 'doctor-running-late', lang);
  await dialog.getByRole('button', { name: t('queue.postDelay') }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: t('queue.delayPosted', { slot: t('queue.slots.Evening'), duration: format.duration(30) }) }),
  ).toBeVisible();
  await expect(page.locator('.dq-running-late')).toContainText(
    t('queue.delayNow', { slot: t('queue.slots.Evening'), duration: format.duration(30) }),
  );

  // The patient's screen says it at once, the message in the patient's language.
  await expect(box).toContainText(t('queueProgress.late', { duration: format.duration(30) }));
  await expect(box).toContainText(t('queueProgress.notice', { notice: QUEUE_NOTICES[0][lang as Lang] }));
  const delayed = await progressOf(request, patientId, mine.bookingId);
  expect(delayed.delay_minutes).toBe(30);
  await expect(box).toContainText(comeByText(delayed));
  await shot(patient.page, 'patient-live-delay', lang);

  // The patient before is not there: skipped, the patient moves up by one.
  const beforeCard = await doctorCard(page, t, `Ramesh Before ${run}`);
  await beforeCard.getByRole('button', { name: t('queue.skip') }).click();
  await expect(beforeCard.getByText(t('visit.state.Skipped'), { exact: true })).toBeVisible();
  await expect(box).toContainText(aheadText(t, delayed.ahead - 1));
  await shot(page, 'doctor-skipped-card', lang);

  // Called back in: that token is the one being seen now.
  await beforeCard.getByRole('button', { name: t('queue.recall') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('queue.recalledToast', { number: before.token }) }),
  ).toBeVisible();
  await expect(box).toContainText(t('queueProgress.tokenShort', { number: before.token }));
  await expect(box).toContainText(t('queueProgress.nowServing'));

  // The doctor is on time again: the notice goes from the patient's screen.
  await page.getByRole('button', { name: t('queue.runningLate') }).click();
  await dialog.getByLabel(t('queue.lateSlot')).selectOption('Evening');
  await dialog.getByRole('button', { name: t('queue.clearDelay') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('queue.delayCleared', { slot: t('queue.slots.Evening') }) }),
  ).toBeVisible();
  await expect(box).not.toContainText(t('queueProgress.late', { duration: format.duration(30) }));

  // The dashboard shows the same place in the queue.
  await patient.page.goto('/patient-dashboard');
  const now = await progressOf(request, patientId, mine.bookingId);
  await expect(
    patient.page
      .getByRole('region', { name: t('queueProgress.title') })
      .filter({ hasText: aheadText(t, now.ahead) })
      .first(),
  ).toBeVisible();
  await shot(patient.page, 'patient-dashboard-progress', lang);

  // The patient's own turn: called in, the screen says to go in.
  const mineCard = await doctorCard(page, t, `Sunita Mine ${run}`);
  await mineCard.getByRole('button', { name: t('queue.in') }).click();
  await expect(mineCard.getByText(t('visit.state.Live'), { exact: true })).toBeVisible();
  await patient.page.goto('/patient-live');
  await expect(box).toContainText(t('queueProgress.yourTurn'));
  await patient.context.close();
});
