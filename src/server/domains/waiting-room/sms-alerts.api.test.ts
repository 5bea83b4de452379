// Alerts by the channels each patient chose: get-alert-preferences and update-alert-preferences (the default
// is push with a subscribed device, else SMS), the waiting room's alerts as text messages in the patient's
// language, written to the outbox with the alert's record, at the patient's own "turn is near" count, with a
// short status link (/t/<code>) that opens the token-status page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { bookAndJoin, TestAccounts, testClock, TODAY } from '../../testing/booking-fixtures';
import { whileOutboxRefuses } from '../../testing/outbox-refusal';
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

const phoneOf = async (id: number) =>
  (await t.platform.db.selectFrom('users').select('phone_number').where('id', '=', id).executeTakeFirstOrThrow())
    .phone_number;
/** The text messages to a number, after the outbox row `since` when given. */
const textsTo = async (phone: string, since = 0) =>
  (
    await t.platform.db
      .selectFrom('outbox')
      .select(['body'])
      .where('channel', '=', 'sms')
      .where('to_address', '=', phone)
      .where('id', '>', since)
      .orderBy('id')
      .execute()
  ).map((r) => r.body);
const lastOutboxId = async () =>
  (
    await t.platform.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
  )?.id ?? 0;

describe('alert preferences', () => {
  it('default to push with a subscribed device, else SMS, and keep what the patient saves', async () => {
    const { id, client } = await accounts.patient();
    expect((await client.call('get-alert-preferences', { patient_id: id })).body.result).toEqual({
      channels: ['sms'],
      withdrawn: [],
      turn_near_at: 3,
      language: 'en',
      push_subscribed: false,
    });
    expect(
      (
        await client.call('update-notification-token', {
          token: receiver.subscription('pref-1'),
          page: 'login',
          lang: 'hi',
        })
      ).status,
    ).toBe(200);
    expect((await client.call('get-alert-preferences', { patient_id: id })).body.result).toEqual({
      channels: ['push'],
      withdrawn: [],
      turn_near_at: 3,
      language: 'hi',
      push_subscribed: true,
    });

    const saved = await client.call('update-alert-preferences', {
      patient_id: id,
      channels: ['sms', 'push'],
      turn_near_at: 5,
      language: 'en',
    });
    expect([saved.status, saved.body.message, saved.body.result]).toEqual([
      200,
      MESSAGES.alertPreferencesSaved,
      { channels: ['push', 'sms'], withdrawn: [], turn_near_at: 5, language: 'en', push_subscribed: true },
    ]);
    // Without a language, the saved one stays; no channel at all is a choice too.
    const none = await client.call('update-alert-preferences', { patient_id: id, channels: [], turn_near_at: '2' });
    expect(none.body.result).toEqual({
      channels: [],
      withdrawn: [],
      turn_near_at: 2,
      language: 'en',
      push_subscribed: true,
    });
  });

  it("refuses a count outside 1 to 10, an unknown channel, and another patient's id", async () => {
    const { id, client } = await accounts.patient();
    const other = await accounts.patient();
    const bad = await client.call('update-alert-preferences', { patient_id: id, channels: ['fax'], turn_near_at: 11 });
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      { channels: MESSAGES.alertChannelsInvalid, turn_near_at: MESSAGES.turnNearAtInvalid },
    ]);
    const twice = await client.call('update-alert-preferences', {
      patient_id: id,
      channels: ['sms', 'sms'],
      turn_near_at: 3,
    });
    expect([twice.status, twice.body.errors]).toEqual([400, { channels: MESSAGES.alertChannelsInvalid }]);
    expect((await client.call('get-alert-preferences', { patient_id: other.id })).status).toBe(404);
    expect(
      (await client.call('update-alert-preferences', { patient_id: other.id, channels: ['sms'], turn_near_at: 3 }))
        .status,
    ).toBe(404);
    const doctor = await t.clientFor(await accounts.doctor());
    expect((await doctor.call('get-alert-preferences', { patient_id: id })).status).toBe(403);
  });
});

describe('the waiting room by SMS', () => {
  it("texts each patient in their language, at their own count, once, with a status link that opens the token's page", async () => {
    const doctorId = await accounts.doctor();
    await t.platform.db
      .updateTable('users')
      .set({ first_name: 'Asha', last_name: 'Verma', full_name: 'Asha Verma' })
      .where('id', '=', doctorId)
      .execute();
    const doctor = await t.clientFor(doctorId);
    // 1: called first. 2: SMS in Hindi, told at 1 ahead. 3: the default (no device: SMS, English, the doctor's 3).
    // 4: push only. 5: SMS and push, told at 4 ahead.
    const patients: { id: number; client: TestClient; booking: number; phone: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { id, client } = await accounts.patient();
      patients.push({
        id,
        client,
        booking: (await bookAndJoin(client, doctorId, TODAY)).body.result.id,
        phone: await phoneOf(id),
      });
    }
    const [, p2, p3, p4, p5] = patients as [
      unknown,
      (typeof patients)[0],
      (typeof patients)[0],
      (typeof patients)[0],
      (typeof patients)[0],
    ];
    await p2.client.call('update-alert-preferences', {
      patient_id: p2.id,
      channels: ['sms'],
      turn_near_at: 1,
      language: 'hi',
    });
    await p4.client.call('update-notification-token', {
      token: receiver.subscription('sms-p4'),
      page: 'login',
      lang: 'en',
    });
    await p5.client.call('update-alert-preferences', {
      patient_id: p5.id,
      channels: ['sms', 'push'],
      turn_near_at: 4,
      language: 'en',
    });
    await p5.client.call('update-notification-token', {
      token: receiver.subscription('sms-p5'),
      page: 'login',
      lang: 'en',
    });
    // Booked with no device and nothing chosen, each heard by SMS that their token is confirmed.
    const [confirmed3] = await textsTo(p3.phone);
    expect(confirmed3).toMatch(
      /^Parchee: Token 3 with Dr Asha Verma, 23-11-2026 Morning\. Status: http:\/\/localhost:3000\/t\/[A-Za-z0-9_-]{12}$/,
    );
    const since = await lastOutboxId();
    const move = async (booking: number, token: string) =>
      expect((await doctor.call('update-live-booking', { booking_id: booking, token })).status).toBe(200);

    await move(patients[0]!.booking, 'Live');
    // The token in counts as ahead: p2 has 1 (hears at 1 or fewer), p3 2 (the doctor's 3 applies), p5 4 (their own 4).
    // p4 and p5 by push: the doctor has started, and their turn is near.
    await receiver.waitForPush(4);
    const [near3] = await textsTo(p3.phone, since);
    expect(near3).toMatch(
      /^Parchee: Token 3 with Dr Asha Verma: 2 ahead of you\. Please be at the clinic\. http:\/\/localhost:3000\/t\/[A-Za-z0-9_-]{12}$/,
    );
    expect(await textsTo(p2.phone, since)).toEqual([
      expect.stringMatching(
        /^पर्ची: डॉ\. Asha Verma, टोकन 2: आपसे पहले 1 मरीज़। कृपया क्लिनिक पहुँचें। http:\/\/localhost:3000\/t\//,
      ),
    ]);
    expect(await textsTo(p5.phone, since)).toEqual([
      expect.stringContaining('Parchee: Token 5 with Dr Asha Verma: 4 ahead of you.'),
    ]);
    // Push only: nothing by SMS.
    expect(await textsTo(p4.phone, since)).toEqual([]);
    // Each text went in the transaction of its alert's record.
    const recorded = await t.platform.db
      .selectFrom('queue_alerts')
      .select(['booking_id'])
      .where('kind', '=', 'turnNear')
      .where(
        'booking_id',
        'in',
        patients.map((p) => p.booking),
      )
      .execute();
    expect(recorded.map((r) => r.booking_id).sort()).toEqual([p2.booking, p3.booking, p4.booking, p5.booking].sort());

    // The link: /t/<code> opens the token-status page of that token.
    const code = /\/t\/([A-Za-z0-9_-]{12})$/.exec(near3!)![1]!;
    // The same token in the same place: the same link as its confirmation.
    expect(confirmed3!.endsWith(`/t/${code}`)).toBe(true);
    const opened = await t.app.inject({ method: 'GET', url: `/t/${code}` });
    expect([opened.statusCode, opened.headers.location]).toEqual([302, `/token-status?t=${code}`]);
    const status = await t.client().call('get-token-status', { t: code });
    expect([status.status, status.body.result.booking_number]).toEqual([200, 3]);
    expect((await t.app.inject({ method: 'GET', url: '/t/not<a>code' })).headers.location).toBeUndefined();

    // Skipped, and running late: the rest by their channels; nothing twice on later changes.
    await move(p2.booking, 'Skipped');
    await doctor.call('set-queue-delay', {
      doctor_id: doctorId,
      booking_date: TODAY,
      slot: 'Morning',
      delay_minutes: 20,
      notice: 'Doctor is in surgery',
    });
    await move(patients[0]!.booking, 'Done');
    await doctor.call('set-queue-delay', {
      doctor_id: doctorId,
      booking_date: TODAY,
      slot: 'Morning',
      delay_minutes: 30,
      notice: '',
    });
    expect((await textsTo(p2.phone, since)).slice(1)).toEqual([
      'पर्ची: टोकन 2 बुलाने पर आप नहीं आए। पहुँचकर डॉ. Asha Verma के काउंटर पर बताएं, दोबारा बुलाया जाएगा।',
    ]);
    expect((await textsTo(p3.phone, since)).slice(1)).toEqual([
      'Parchee: Dr Asha Verma is running 20 min late. Doctor is in surgery',
    ]);
    expect(await textsTo(p5.phone, since)).toHaveLength(2);
    expect(await textsTo(p4.phone, since)).toEqual([]);
  });
});

describe("the desk's walk-in with only a phone, and the clinic's cancellation", () => {
  it('hears the token and its status link, then that their turn is near, in the language the desk chose', async () => {
    const doctorId = await accounts.doctor();
    await t.platform.db
      .updateTable('users')
      .set({ first_name: 'Ravi', last_name: 'Kumar', full_name: 'Ravi Kumar' })
      .where('id', '=', doctorId)
      .execute();
    const doctor = await t.clientFor(doctorId);
    const walkIn = (phone: string, extra: Record<string, unknown>) =>
      doctor.call('add-booking', {
        name: 'Ram Lal',
        age: 70,
        problem: 'Cough',
        address: 'Deoria',
        phone_number: phone,
        type: 'Manual',
        doctor_id: doctorId,
        slot: 'Morning',
        booking_date: TODAY,
        ...extra,
      });
    const first = await walkIn('9876500101', {});
    const texted = await walkIn('9876500102', { send_sms: 'true', language: 'hi' });
    const english = await walkIn('9876500103', { send_sms: true });
    expect([first.status, texted.status, english.status]).toEqual([200, 200, 200]);
    // Without send_sms, nothing; with it, the token and the link in the chosen language (English unless told).
    expect(await textsTo('9876500101')).toEqual([]);
    expect(await textsTo('9876500102')).toEqual([
      expect.stringMatching(
        /^पर्ची: डॉ\. Ravi Kumar, 23-11-2026 सुबह, टोकन 2। स्थिति: http:\/\/localhost:3000\/t\/[A-Za-z0-9_-]{12}$/,
      ),
    ]);
    expect(await textsTo('9876500103')).toEqual([
      expect.stringMatching(/^Parchee: Token 3 with Dr Ravi Kumar, 23-11-2026 Morning\. Status: /),
    ]);
    const bad = await walkIn('9876500104', { send_sms: 'yes', language: 'fr' });
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      { send_sms: MESSAGES.invalidValue, language: MESSAGES.invalidValue },
    ]);

    // The first is called in: both texted walk-ins are near (1 and 2 ahead, the doctor's 3); the other hears nothing.
    expect((await doctor.call('update-live-booking', { booking_id: first.body.result.id, token: 'Live' })).status).toBe(
      200,
    );
    expect((await textsTo('9876500102')).at(-1)).toMatch(
      /^पर्ची: डॉ\. Ravi Kumar, टोकन 2: आपसे पहले 1 मरीज़। कृपया क्लिनिक पहुँचें। http/,
    );
    expect((await textsTo('9876500103')).at(-1)).toMatch(/^Parchee: Token 3 with Dr Ravi Kumar: 2 ahead of you\./);
    expect(await textsTo('9876500101')).toEqual([]);
  });

  it('texts a patient who chose SMS when the clinic cancels their booking, written with the cancellation', async () => {
    const doctorId = await accounts.doctor();
    await t.platform.db
      .updateTable('users')
      .set({ first_name: 'Meena', last_name: 'Rao', full_name: 'Meena Rao' })
      .where('id', '=', doctorId)
      .execute();
    const doctor = await t.clientFor(doctorId);
    const { id, client } = await accounts.patient();
    await client.call('update-alert-preferences', {
      patient_id: id,
      channels: ['sms'],
      turn_near_at: 3,
      language: 'hi',
    });
    const booking = (await bookAndJoin(client, doctorId, TODAY)).body.result.id;
    const phone = await phoneOf(id);
    const statusOf = async () =>
      (await t.platform.db.selectFrom('bookings').select('status').where('id', '=', booking).executeTakeFirstOrThrow())
        .status;

    // The outbox cannot take the text: the cancellation is not kept either, and the clinic can try again.
    const refused = await whileOutboxRefuses(t.platform, () =>
      doctor.call('booking-confirmation', { booking_id: booking, status: 'Cancelled' }),
    );
    expect([refused.status, await statusOf(), await textsTo(phone)]).toEqual([
      500,
      'Pending',
      [expect.stringContaining('टोकन 1')],
    ]);

    const cancelled = await doctor.call('booking-confirmation', { booking_id: booking, status: 'Cancelled' });
    expect(cancelled.status).toBe(200);
    // Written in the cancellation's transaction: there when the answer is, though no gateway has sent it.
    expect(await statusOf()).toBe('Cancelled');
    expect((await textsTo(phone)).at(-1)).toBe(
      'पर्ची: डॉ. Meena Rao के क्लिनिक ने 23-11-2026 का आपका टोकन रद्द कर दिया। ऐप से दोबारा बुक करें।',
    );
    expect(
      await t.platform.db
        .selectFrom('outbox')
        .select(['state', 'attempts'])
        .where('to_address', '=', phone)
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    ).toEqual({ state: 'queued', attempts: 0 });
  });
});
