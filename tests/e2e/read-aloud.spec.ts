// "Read aloud" in English and Hindi, at 360 px: the patient's live status and a token slip's status page say
// the token, the token in now and about how long, in the page's language (en-IN or hi-IN) and a voice of it;
// the booking confirmation says the token, the doctor, the day and the slot; a phone without a voice for the
// language says so on the button and speaks nothing. Each screen, its button shown, passes axe. The browser's
// speech synthesis is replaced by a stub that has the voices a journey gives it and records what it is asked
// to say (speech-stub.ts).
import type { Page } from '@playwright/test';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import type { QueueProgress } from '../../src/shared/contract/waiting-room';
import { formatDate } from '../../src/web/lib/format';
import { formatWait } from '../../src/web/lib/wait-text';
import { apiSignIn, bookEveningSlot, callOk, DAY_ENDS_SOON_REASON, dayEndsSoon, DEMO_DOCTOR } from './api-helpers';
import { seriousViolations } from './axe';
import { expect, pageFor, shot, test, type Lang } from './fixtures';
import { BOTH_VOICES, spokenOn, stubSpeech } from './speech-stub';

const PHONE = { width: 360, height: 740 };
const SPEECH: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };
const person = (name: string) => ({
  name,
  age: 61,
  problem: 'Knee pain',
  address: 'Civil Lines Deoria',
  phone_number: '9876543210',
});

/**
 * The latest answer of `call` the page received: what its screen shows. A token's wait is worked out from
 * the clock, so the words are compared with the page's own answer, not with one asked for separately.
 */
function latestAnswerOf(page: Page, call: string, bookingId: number): () => QueueProgress | undefined {
  let latest: QueueProgress | undefined;
  page.on('response', (response) => {
    if (!response.url().endsWith(`/api/${call}.json`)) return;
    void response.json().then(
      (body: { result?: (QueueProgress & { booking_id?: number }) | (QueueProgress & { booking_id: number })[] }) => {
        const result = Array.isArray(body.result)
          ? body.result.find((entry) => entry.booking_id === bookingId)
          : body.result;
        if (result) latest = result;
      },
      () => undefined,
    );
  });
  return () => latest;
}

test('Read aloud says the token, the token in and the wait on the live status and the token status page', async ({
  browser,
  playwright,
  baseURL,
  request,
  t,
  lang,
}) => {
  test.slow();
  // From 23:50 IST only: the journey needs today's Evening queue, and that slot closes at 23:59.
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const run = `${lang.toUpperCase()} ${Date.now() % 100000}`;
  const before = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(`Aloud Before ${run}`) });
  const mine = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(`Aloud Mine ${run}`) });
  // The doctor (a session of its own) calls the token before in, on time: the token in is known, and no
  // delay is said.
  const doctorRequest = await playwright.request.newContext({ baseURL });
  const doctor = await apiSignIn(doctorRequest, 'doctor-login', DEMO_ACCOUNTS.doctor.phone_number);
  const onTime = await doctor.post('set-queue-delay', {
    doctor_id: before.doctorId,
    booking_date: before.date,
    slot: 'Evening',
    delay_minutes: 0,
    notice: '',
  });
  expect(onTime.status, onTime.body.error).toBe(200);
  const calledIn = await doctor.post('update-live-booking', { booking_id: before.bookingId, token: 'Live' });
  expect(calledIn.status, calledIn.body.error).toBe(200);
  await doctorRequest.dispose();

  /** The words for my token as the page's answer has it. */
  const expectedWords = (answer: QueueProgress) =>
    [
      t('readAloud.yourToken', { number: mine.token }),
      t('readAloud.nowServing', { number: before.token }),
      ...(answer.eta_minutes > 0 ? [t('readAloud.about', { duration: formatWait(answer.eta_minutes, lang) })] : []),
    ].join(' ');

  const patient = await pageFor(browser, lang, { storageState: await request.storageState(), viewport: PHONE });
  await patient.page.addInitScript(stubSpeech, BOTH_VOICES);
  const liveAnswer = latestAnswerOf(patient.page, 'get-live-patient-booking-status', mine.bookingId);
  await patient.page.goto('/patient-live');
  const card = patient.page.locator(`[data-booking-id="${mine.bookingId}"]`);
  // The first screen of a fresh browser loads the app's code first: on a busy machine that takes a while.
  await expect(card.locator('.queue-progress-number')).toHaveText(
    t('queueProgress.tokenShort', { number: before.token }),
    { timeout: 30_000 },
  );
  await card.getByRole('button', { name: t('readAloud.button') }).click();
  await expect.poll(() => spokenOn(patient.page)).toHaveLength(1);
  expect(await spokenOn(patient.page)).toEqual([
    { text: expectedWords(liveAnswer()!), lang: SPEECH[lang], voice: SPEECH[lang] },
  ]);
  expect(await seriousViolations(patient.page)).toEqual([]);
  await shot(patient.page, 'read-aloud-live', lang);

  // A token slip's status page, opened without signing in.
  const { status_code: code } = (await callOk(request, 'get-token-slip', { booking_id: mine.bookingId })) as {
    status_code: string;
  };
  const stranger = await pageFor(browser, lang, { viewport: PHONE });
  await stranger.page.addInitScript(stubSpeech, BOTH_VOICES);
  const statusAnswer = latestAnswerOf(stranger.page, 'get-token-status', mine.bookingId);
  await stranger.page.goto(`/token-status?t=${code}`);
  const status = stranger.page.getByTestId('token-status');
  await expect(status.locator('.queue-progress-number')).toHaveText(
    t('queueProgress.tokenShort', { number: before.token }),
    { timeout: 30_000 },
  );
  await status.getByRole('button', { name: t('readAloud.button') }).click();
  await expect.poll(() => spokenOn(stranger.page)).toHaveLength(1);
  expect(await spokenOn(stranger.page)).toEqual([
    { text: expectedWords(statusAnswer()!), lang: SPEECH[lang], voice: SPEECH[lang] },
  ]);
  expect(await seriousViolations(stranger.page)).toEqual([]);
  await shot(stranger.page, 'read-aloud-token-status', lang);

  await patient.context.close();
  await stranger.context.close();
});

test('Read aloud on the booking confirmation says the token, the doctor, the day and the slot', async ({
  browser,
  request,
  t,
  lang,
}) => {
  const booker = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const doctors = await booker.post('get-all-doctors', { patient_id: booker.user.id });
  const doctorId = (
    doctors.body.result as { doctors: { id: number; first_name: string; last_name: string }[] }
  ).doctors.find(DEMO_DOCTOR.is)!.id;
  const draft = await booker.post('add-booking', {
    ...person(`Aloud Booking ${lang}`),
    type: 'Other',
    doctor_id: doctorId,
    patient_id: booker.user.id,
  });
  expect(draft.status, draft.body.error).toBe(200);
  const bookingId = (draft.body.result as { id: number }).id;

  const { context, page } = await pageFor(browser, lang, {
    storageState: await request.storageState(),
    viewport: PHONE,
  });
  await page.addInitScript(stubSpeech, BOTH_VOICES);
  await page.goto(`/patient-book-appointment?booking_id=${bookingId}&doctor_id=${doctorId}`);
  const tomorrow = addDays(todayInClinic(DEFAULT_TIME_ZONE), 1);
  await page.getByRole('tab', { name: t('appointments.anotherDayTab') }).click({ timeout: 30_000 });
  await page.getByLabel(t('appointments.chooseDate'), { exact: true }).fill(tomorrow);
  const morning = t('appointments.slots.Morning');
  await page.getByRole('button', { name: `${t('appointments.join')}: ${morning}` }).click();

  const dialog = page.getByRole('dialog', { name: t('appointments.confirmedTitle') });
  const token = Number((await dialog.getByTestId('token-number').textContent())?.trim());
  expect(token).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: t('readAloud.button') }).click();
  await expect.poll(() => spokenOn(page)).toHaveLength(1);
  const words = [
    t('readAloud.yourToken', { number: token }),
    t('readAloud.booking', {
      doctor: t('common.doctorName', { name: 'Anil Srivastava' }),
      date: formatDate(tomorrow, lang),
      slot: morning,
    }),
  ].join(' ');
  expect(await spokenOn(page)).toEqual([{ text: words, lang: SPEECH[lang], voice: SPEECH[lang] }]);
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await shot(page, 'read-aloud-booking-confirmed', lang);
  await context.close();
});

test('on a phone without a voice for the language, Read aloud says so and speaks nothing', async ({
  browser,
  request,
  t,
  lang,
}) => {
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const mine = await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: person(`Aloud Voiceless ${lang} ${Date.now() % 100000}`),
  });
  const { status_code: code } = (await callOk(request, 'get-token-slip', { booking_id: mine.bookingId })) as {
    status_code: string;
  };
  const { context, page } = await pageFor(browser, lang, { viewport: PHONE });
  // A phone with an English voice of elsewhere only: it reads English, not Hindi.
  await page.addInitScript(stubSpeech, lang === 'hi' ? ['en-US'] : []);
  await page.goto(`/token-status?t=${code}`);
  const status = page.getByTestId('token-status');
  await status.getByRole('button', { name: t('readAloud.button') }).click({ timeout: 30_000 });
  await expect(status.getByRole('button', { name: t('readAloud.noVoice') })).toBeVisible();
  expect(await spokenOn(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'read-aloud-no-voice', lang);
  await context.close();
});
