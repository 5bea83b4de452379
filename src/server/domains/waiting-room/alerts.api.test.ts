// The waiting room's pushes through a real push path (testing/push-receiver.ts): "your turn is near",
// "the doctor has started", "your token was skipped" and "the doctor is running late", each once per
// booking, in each device's language, and never again on a later change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../shared/constants';
import { defaultSlots } from '../accounts/account-factory';
import { bookAndJoin, bookingForm, TestAccounts, testClock, TODAY } from '../../testing/booking-fixtures';
import { LOCAL_PUSH_SERVICE, startPushReceiver, type PushReceiver } from '../../testing/push-receiver';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await startTestApp({ now: clock.now, pushAgentOptions: { ca: receiver.certificate }, env: LOCAL_PUSH_SERVICE });
  accounts = new TestAccounts(t, clock);
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

/** The titles each device has received, by device. */
function titlesByDevice(): Record<string, string[]> {
  const byDevice: Record<string, string[]> = {};
  for (const push of receiver.received)
    (byDevice[push.path.replace('/push/', '')] ??= []).push(receiver.notificationOf(push).title);
  for (const titles of Object.values(byDevice)) titles.sort();
  return byDevice;
}

describe('queue alerts', () => {
  it('go once per booking and kind, in the language of each device', async () => {
    const doctorId = await accounts.user('Doctor', {
      fullName: 'Asha Verma',
      practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS },
    });
    const doctor = await t.clientFor(doctorId);
    const languages = ['en', 'hi', 'en', 'hi', 'en'];
    const patients: TestClient[] = [];
    const tokens: number[] = [];
    for (const [i, lang] of languages.entries()) {
      const { client } = await accounts.patient();
      expect(
        (
          await client.call('update-notification-token', {
            token: receiver.subscription(`p${i + 1}`),
            page: 'login',
            lang,
          })
        ).status,
      ).toBe(200);
      patients.push(client);
      tokens.push((await bookAndJoin(client, doctorId, TODAY)).body.result.id);
    }
    const move = async (index: number, token: string) =>
      expect((await doctor.call('update-live-booking', { booking_id: tokens[index], token })).status).toBe(200);
    const delay = async (minutes: number) =>
      expect(
        (
          await doctor.call('set-queue-delay', {
            doctor_id: doctorId,
            booking_date: TODAY,
            slot: 'Morning',
            delay_minutes: minutes,
            notice: 'Doctor is in surgery',
          })
        ).status,
      ).toBe(200);
    // Booking alone, before the doctor starts, sends nothing.
    expect(receiver.received).toEqual([]);

    // Token 1 in: its patient is called; the others hear the doctor has started; tokens 2 to 4 (3 or fewer
    // ahead, the default alert point) that their turn is near.
    await move(0, 'Live');
    await receiver.waitForPush(1 + 4 + 3);
    // Token 1 out: token 5 now has 3 ahead.
    await move(0, 'Done');
    await receiver.waitForPush(9);
    // Token 2 absent when called.
    await move(1, 'Skipped');
    await receiver.waitForPush(10);
    // Running late: tokens 3 to 5 are still waiting.
    await delay(20);
    await receiver.waitForPush(13);
    // Token 2 is back (recall): called in, and no alert twice; nor a second delay.
    await move(1, 'Live');
    await delay(30);
    await receiver.waitForPush(14);

    const en = {
      started: 'The doctor has started',
      near: 'Your turn is near',
      late: 'The doctor is running late',
      now: 'Your turn now',
    };
    const hi = {
      started: 'डॉक्टर ने देखना शुरू किया',
      near: 'आपकी बारी आने वाली है',
      late: 'डॉक्टर को देर हो रही है',
      now: 'अब आपकी बारी है',
      skipped: 'आपका टोकन छूट गया',
    };
    expect(titlesByDevice()).toEqual({
      p1: [en.now],
      p2: [hi.now, hi.started, hi.near, hi.skipped].sort(),
      p3: [en.started, en.near, en.late].sort(),
      p4: [hi.started, hi.near, hi.late].sort(),
      p5: [en.started, en.near, en.late].sort(),
    });
    const bodies = receiver.received.map((push) => receiver.notificationOf(push).body);
    expect(bodies).toContain('Token number 3 with Dr. Asha Verma: 2 ahead of you. Please be at the clinic.');
    expect(bodies).toContain('डॉ. Asha Verma, टोकन नंबर 4: आपसे पहले 3 मरीज़। कृपया क्लिनिक पहुँचें।');
    expect(bodies).toContain('Dr. Asha Verma has started seeing patients: token number 1 is in.');
    expect(bodies).toContain('Dr. Asha Verma is running 20 min late. Doctor is in surgery');
    // What was recorded is exactly what was pushed (the two "your turn now" pushes are not alerts): each
    // kind once per booking.
    const recorded = await t.platform.db
      .selectFrom('queue_alerts')
      .select(['booking_id', 'kind'])
      .where('booking_id', 'in', tokens)
      .execute();
    expect(recorded).toHaveLength(12);
    expect(new Set(recorded.map((r) => `${r.kind}:${tokens.indexOf(r.booking_id) + 1}`))).toEqual(
      new Set([
        'slotStarted:2',
        'slotStarted:3',
        'slotStarted:4',
        'slotStarted:5',
        'turnNear:2',
        'turnNear:3',
        'turnNear:4',
        'turnNear:5',
        'tokenSkipped:2',
        'delayPosted:3',
        'delayPosted:4',
        'delayPosted:5',
      ]),
    );
  });
  it('follow Call next: the slot as the call left it says who is near and how many are ahead', async () => {
    const doctorId = await accounts.user('Doctor', {
      fullName: 'Mira Das',
      practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS },
    });
    const doctor = await t.clientFor(doctorId);
    const before = receiver.received.length;
    for (let i = 1; i <= 5; i += 1) {
      const { client } = await accounts.patient();
      expect(
        (
          await client.call('update-notification-token', {
            token: receiver.subscription(`floor${i}`),
            page: 'login',
            lang: 'en',
          })
        ).status,
      ).toBe(200);
      const { id } = (await bookAndJoin(client, doctorId, TODAY)).body.result;
      expect((await doctor.call('mark-arrived', { booking_id: id, arrived: true })).status).toBe(200);
    }
    const callNext = async () =>
      expect((await doctor.call('call-next', { doctor_id: doctorId, slot: 'Morning' })).status).toBe(200);
    // Token 1 called: its patient is called in; the other four hear the doctor has started, tokens 2 to 4
    // that their turn is near.
    await callNext();
    await receiver.waitForPush(before + 1 + 4 + 3);
    // Token 1 out and token 2 in: token 5 has token 2, 3 and 4 before it.
    await callNext();
    await receiver.waitForPush(before + 10);
    const near = ['The doctor has started', 'Your turn is near'];
    expect(titlesByDevice()).toMatchObject({
      floor1: ['Your turn now'],
      floor2: [...near, 'Your turn now'].sort(),
      floor3: near,
      floor4: near,
      floor5: near,
    });
    const bodies = receiver.received.slice(before).map((push) => receiver.notificationOf(push).body);
    expect(bodies).toContain('Token number 5 with Dr. Mira Das: 3 ahead of you. Please be at the clinic.');
    expect(bodies).toContain('Token number 2 with Dr. Mira Das: 1 ahead of you. Please be at the clinic.');
  });
  it('reach a patient who takes a token after the doctor started, by either booking path', async () => {
    const doctorId = await accounts.user('Doctor', {
      fullName: 'Ravi Kant',
      practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS },
    });
    const doctor = await t.clientFor(doctorId);
    const subscribed = async (device: string) => {
      const { client } = await accounts.patient();
      expect(
        (
          await client.call('update-notification-token', {
            token: receiver.subscription(device),
            page: 'login',
            lang: 'en',
          })
        ).status,
      ).toBe(200);
      return client;
    };
    const first = await bookAndJoin(await subscribed('early'), doctorId, TODAY);
    const before = receiver.received.length;
    expect((await doctor.call('update-live-booking', { booking_id: first.body.result.id, token: 'Live' })).status).toBe(
      200,
    );
    await receiver.waitForPush(before + 1);
    // Joined from a draft after the In, and booked with the slot straight away: each hears that the doctor
    // has started and that their turn is near (1 and 2 ahead).
    expect((await bookAndJoin(await subscribed('joined-late'), doctorId, TODAY)).status).toBe(200);
    await receiver.waitForPush(before + 3);
    const direct = await subscribed('booked-late');
    expect(
      (
        await direct.call(
          'add-booking',
          bookingForm(doctorId, { name: 'Late Booker', booking_date: TODAY, slot: 'Morning' }),
        )
      ).status,
    ).toBe(200);
    await receiver.waitForPush(before + 5);
    const late = ['The doctor has started', 'Your turn is near'];
    expect(titlesByDevice()).toMatchObject({ early: ['Your turn now'], 'joined-late': late, 'booked-late': late });
  });
});
