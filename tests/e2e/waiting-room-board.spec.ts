// The waiting room's TV board, in English and Hindi (the board itself shows both at once, whatever the
// app's language): /queue-board?doctor_id= without signing in shows the doctor, the token in and the next
// ones; the doctor's In (made through the API) reaches it within 2 seconds, and after the one-time "Start
// announcements" tap the call is spoken in Hindi then English, each in a voice of its language (speech
// synthesis is a stub that records it); a screen without a Hindi voice says so. When the connection drops
// the board says "Reconnecting" and, back online, catches up with a call it missed.
// The doctor and the hospital find their board in their menu, which explains how to put it on a TV before
// it goes full screen, beside the way to print token slips.
import type { Page } from '@playwright/test';
import type { QueueBoard } from '../../src/shared/contract/waiting-room';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { QUEUE_NOTICES } from '../../src/shared/queue-notices';
import { apiSignIn, bookEveningSlot, callOk, DAY_ENDS_SOON_REASON, dayEndsSoon, DEMO_DOCTOR } from './api-helpers';
import { cuttableProxy, type CuttableProxy } from './cuttable-proxy';
import { expect, shot, test, tr } from './fixtures';
import { BOTH_VOICES, spokenOn, stubSpeech, type Spoken } from './speech-stub';
import { doctorSideSignIn } from './settings-helpers';

const TV = { width: 1920, height: 1080 };
const PHONE = { width: 360, height: 740 };

const person = (name: string) => ({
  name,
  age: 42,
  problem: 'Fever and cough',
  address: 'Civil Lines Deoria',
  phone_number: '9876543210',
});

/** What the board says for a token: Hindi, then English, each in a voice of its language. */
const announcement = (token: number): Spoken[] => [
  { text: tr('hi', 'waitingRoom.announcement', { number: token }), lang: 'hi-IN', voice: 'hi-IN' },
  { text: tr('en', 'waitingRoom.announcement', { number: token }), lang: 'en-IN', voice: 'en-IN' },
];

/** A text of the board in both languages, each on screen. */
async function expectBoth(page: Page, key: string) {
  await expect(page.getByText(tr('hi', key), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(tr('en', key), { exact: true }).first()).toBeVisible();
}

/** The board reaches the server through a link the journey can cut. */
const boardTest = test.extend<{ link: CuttableProxy }>({
  link: async ({ baseURL }, use) => {
    const link = await cuttableProxy(baseURL!);
    await use(link);
    await link.close();
  },
});

boardTest(
  'the board follows the doctor’s In within 2 seconds, announces it, and catches up after a drop',
  async ({ page, request, lang, link }) => {
    boardTest.slow();
    // From 23:50 IST only: the journey needs today's Evening queue to its end, and that slot closes at 23:59.
    boardTest.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
    const run = `${lang.toUpperCase()} ${Date.now() % 100000}`;
    const first = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(`Board First ${run}`) });
    const second = await bookEveningSlot(request, { doctor: DEMO_DOCTOR, patient: person(`Board Second ${run}`) });
    const doctor = await apiSignIn(request, 'doctor-login', DEMO_ACCOUNTS.doctor.phone_number);

    await page.addInitScript(stubSpeech, BOTH_VOICES);
    await page.setViewportSize(TV);
    await page.goto(`${link.url}/queue-board?doctor_id=${first.doctorId}`);
    // The first screen of a fresh browser loads the app's code first: on a busy machine that takes a while.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      tr('en', 'common.doctorName', { name: 'Anil Srivastava' }),
      { timeout: 30_000 },
    );
    await expectBoth(page, 'waitingRoom.nowServing');
    await expectBoth(page, 'waitingRoom.board.next');
    // The next five to be called (checked in, in call order), as the server answers them (the journeys before
    // this one left tokens of their own in the slot), by number only: the patients waiting are never named.
    // Before the Evening opens the board shows the day's next slot to open, which may have no one waiting yet.
    const board = (await callOk(request, 'get-queue-board', { doctor_id: first.doctorId })) as QueueBoard;
    if (board.next.length > 0)
      await expect(page.getByTestId('next-tokens').locator('.board-next-number')).toHaveText(board.next.map(String));
    else await expectBoth(page, 'waitingRoom.board.noneWaiting');
    await expect(page.locator('body')).not.toContainText(`Board First ${run}`);

    await page.getByRole('button', { name: tr('en', 'waitingRoom.board.startAnnouncements') }).click();
    await expectBoth(page, 'waitingRoom.board.announcementsOn');
    expect(await spokenOn(page)).toEqual([]);

    const nowServing = page.getByTestId('now-serving');
    const calledIn = await doctor.post('update-live-booking', { booking_id: first.bookingId, token: 'Live' });
    expect(calledIn.status, calledIn.body.error).toBe(200);
    await expect(nowServing).toHaveText(String(first.token), { timeout: 2_000 });
    await expect(page.getByTestId('next-tokens').getByText(String(first.token), { exact: true })).toHaveCount(0);
    // After the chime.
    await expect.poll(() => spokenOn(page)).toEqual(announcement(first.token));
    await shot(page, 'queue-board-tv', lang);

    // The connection drops: the board says so, in both languages, and keeps the last board on screen.
    link.cut();
    await expectBoth(page, 'waitingRoom.board.reconnecting');
    await expect(nowServing).toHaveText(String(first.token));
    await shot(page, 'queue-board-reconnecting', lang);
    const calledWhileAway = await doctor.post('update-live-booking', { booking_id: second.bookingId, token: 'Live' });
    expect(calledWhileAway.status, calledWhileAway.body.error).toBe(200);
    link.restore();
    // The browser tries again every few seconds; the stream sends the board as it is now on connecting.
    await expect(nowServing).toHaveText(String(second.token), { timeout: 20_000 });
    await expect(page.getByText(tr('en', 'waitingRoom.board.reconnecting'), { exact: true })).toBeHidden();
    await expect.poll(() => spokenOn(page)).toEqual([...announcement(first.token), ...announcement(second.token)]);

    // The doctor is running late: the notice reaches the board in both languages, a ready-made message too.
    const delay = { doctor_id: first.doctorId, booking_date: first.date, slot: 'Evening' };
    const late = await doctor.post('set-queue-delay', { ...delay, delay_minutes: 30, notice: QUEUE_NOTICES[0].en });
    expect(late.status, late.body.error).toBe(200);
    const notice = page.getByTestId('board-delay');
    await expect(notice).toContainText(tr('hi', 'waitingRoom.runningLate', { minutes: 30 }));
    await expect(notice).toContainText(tr('en', 'waitingRoom.runningLate', { minutes: 30 }));
    await expect(notice).toContainText(QUEUE_NOTICES[0].en);
    await expect(notice).toContainText(QUEUE_NOTICES[0].hi);
    await shot(page, 'queue-board-late-tv', lang);

    // The same board on a phone-sized screen.
    await page.setViewportSize(PHONE);
    await expect(nowServing).toBeInViewport();
    await shot(page, 'queue-board-phone', lang);
    const onTime = await doctor.post('set-queue-delay', { ...delay, delay_minutes: 0, notice: '' });
    expect(onTime.status, onTime.body.error).toBe(200);
    await expect(notice).toBeHidden();
  },
);

boardTest(
  'a hospital’s board shows its sitting doctors in turn, and turns to the doctor who calls a token in',
  async ({ page, request, lang }) => {
    boardTest.slow();
    // From 23:50 IST only: the journey needs today's Evening queue to its end, and that slot closes at 23:59.
    boardTest.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
    const kavita = {
      label: 'Dr. Kavita Rai of City Care Hospital',
      is: (d: { first_name: string; last_name: string }) => d.first_name === 'Kavita' && d.last_name === 'Rai',
    };
    const booked = await bookEveningSlot(request, {
      doctor: kavita,
      patient: person(`Hospital Board ${lang} ${Date.now() % 100000}`),
    });
    const hospital = await apiSignIn(request, 'doctor-login', DEMO_ACCOUNTS.hospital.phone_number);

    await page.setViewportSize(TV);
    await page.goto(`/queue-board?hospital_id=${hospital.user.id}`);
    await expect(page.getByText('City Care Hospital', { exact: true })).toBeVisible({ timeout: 30_000 });
    const doctorName = page.getByRole('heading', { level: 1 });
    const kavitaName = tr('en', 'common.doctorName', { name: 'Kavita Rai' });
    const manojName = tr('en', 'common.doctorName', { name: 'Manoj Yadav' });
    await expect(doctorName).toHaveText(new RegExp(`^(${kavitaName}|${manojName})$`));
    await expect(
      page.getByText(tr('en', 'waitingRoom.board.doctorOfDoctors', { number: 1, count: 2 }), { exact: true }),
    ).toBeVisible();

    // The hospital calls Kavita Rai's patient in: the board shows her, with the token in.
    const calledIn = await hospital.post('update-live-booking', { booking_id: booked.bookingId, token: 'Live' });
    expect(calledIn.status, calledIn.body.error).toBe(200);
    await expect(doctorName).toHaveText(kavitaName);
    await expect(page.getByTestId('now-serving')).toHaveText(String(booked.token));
    await shot(page, 'queue-board-hospital-tv', lang);
    // Her turn over, the other doctor's board comes round.
    await expect(doctorName).toHaveText(manojName, { timeout: 15_000 });
  },
);

test('a board on a screen without a Hindi voice says so, in both languages, when its announcements start', async ({
  page,
  request,
}) => {
  const doctor = await apiSignIn(request, 'doctor-login', DEMO_ACCOUNTS.doctor.phone_number);
  await page.addInitScript(stubSpeech, ['en-GB']);
  await page.setViewportSize(TV);
  await page.goto(`/queue-board?doctor_id=${doctor.user.id}`);
  await page.getByRole('button', { name: tr('en', 'waitingRoom.board.startAnnouncements') }).click({ timeout: 30_000 });
  await expectBoth(page, 'waitingRoom.board.announcementsOn');
  await expectBoth(page, 'waitingRoom.board.noHindiVoice');
  // English has a voice (one of elsewhere reads English well): nothing is said of it.
  await expect(page.getByText(tr('en', 'waitingRoom.board.noEnglishVoice'), { exact: true })).toHaveCount(0);
});

test('a board address without a doctor or hospital says how to open one', async ({ page, t }) => {
  await page.goto('/queue-board');
  await expect(page.getByRole('alert')).toContainText(t('waitingRoom.board.whichBoard'), { timeout: 30_000 });
});

const STAFF = [
  {
    who: 'doctor',
    phone: DEMO_ACCOUNTS.doctor.phone_number,
    owner: 'doctor_id',
    onBoard: tr('en', 'common.doctorName', { name: 'Anil Srivastava' }),
  },
  { who: 'hospital', phone: DEMO_ACCOUNTS.hospital.phone_number, owner: 'hospital_id', onBoard: 'City Care Hospital' },
] as const;

for (const staff of STAFF) {
  test(`the ${staff.who}'s menu opens its waiting-room screen, explained before it goes full screen, and the token slips`, async ({
    page,
    t,
    lang,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    await doctorSideSignIn(page, t, staff.phone);
    const openMenu = () => page.getByRole('button', { name: t('common.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: t('common.menu') });

    await openMenu();
    await expect(menu.getByRole('link', { name: t('waitingRoom.slip.printSlips') })).toBeVisible();
    await shot(page, `staff-menu-${staff.who}`, lang);
    await menu.getByRole('link', { name: t('waitingRoom.setup.title') }).click();
    await expect(page).toHaveURL(new RegExp(`/queue-board\\?${staff.owner}=\\d+$`));
    const board = new URL(page.url());
    // How to put it on the TV, in the app's language: the address to open there (the board's own, no
    // sign-in), full screen, the announcements' one tap.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('waitingRoom.setup.title'));
    await expect(page.getByText(t('waitingRoom.setup.lead'), { exact: true })).toBeVisible();
    await expect(page.getByText(`${baseURL}${board.pathname}${board.search}`, { exact: true })).toBeVisible();
    await expect(page.getByText(t('waitingRoom.setup.stepFullScreen'), { exact: true })).toBeVisible();
    await expect(
      page.getByText(t('waitingRoom.setup.stepAnnounce', { button: t('waitingRoom.board.startAnnouncements') }), {
        exact: true,
      }),
    ).toBeVisible();
    await shot(page, `queue-board-setup-${staff.who}`, lang);

    await page.getByRole('button', { name: t('waitingRoom.setup.showFullScreen') }).click();
    await expect(page.getByText(staff.onBoard, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: tr('en', 'waitingRoom.board.startAnnouncements') })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.evaluate(() => document.exitFullscreen());

    // Back in the app, the menu's other way: the day's bookings, each printing its slip.
    await page.goBack();
    await openMenu();
    await menu.getByRole('link', { name: t('waitingRoom.slip.printSlips') }).click();
    await expect(page).toHaveURL(/\/today-booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('titles.today-booking'));
  });
}
