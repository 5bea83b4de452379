// Alerts by the channels each patient chose: get-alert-preferences and update-alert-preferences (the default
// is push with a subscribed device, else SMS), the waiting room's alerts as text messages in the patient's
// language, written to the outbox with the alert's record, at the patient's own "turn is near" count, with a
// short status link (/t/<code>) that opens the token-status page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { bookAndJoin, TestAccounts, testClock, TODAY } from '../../testing/booking-fixtures';
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

const phoneOf = async (id: number) => (await t.platform.db.selectFrom('users').select('phone_number').where('id', '=', id).executeTakeFirstOrThrow()).phone_number;
const textsTo = async (phone: string) =>
  (await t.platform.db.selectFrom('outbox').select(['body', 'state']).where('channel', '=', 'sms').where('to_address', '=', phone).orderBy('id').execute()).map((r) => r.body);

describe('alert preferences', () => {
  it('default to push with a subscribed device, else SMS, and keep what the patient saves', async () => {
    const { id, client } = await accounts.patient();
    expect((await client.call('get-alert-preferences', { patient_id: id })).body.result).toEqual({ channels: ['sms'], turn_near_at: 3, language: 'en', push_subscribed: false });
    expect((await client.call('update-notification-token', { token: receiver.subscription('pref-1'), page: 'login', lang: 'hi' })).status).toBe(200);
    expect((await client.call('get-alert-preferences', { patient_id: id })).body.result).toEqual({ channels: ['push'], turn_near_at: 3, language: 'hi', push_subscribed: true });

    const saved = await client.call('update-alert-preferences', { patient_id: id, channels: ['sms', 'push'], turn_near_at: 5, language: 'en' });
    expect([saved.status, saved.body.message, saved.body.result]).toEqual([200, MESSAGES.alertPreferencesSaved, { channels: ['push', 'sms'], turn_near_at: 5, language: 'en', push_subscribed: true }]);
    // Without a language, the saved one stays; no channel at all is a choice too.
    const none = await client.call('update-alert-preferences', { patient_id: id, channels: [], turn_near_at: '2' });
    expect(none.body.result).toEqual({ channels: [], turn_near_at: 2, language: 'en', push_subscribed: true });
  });

  it("refuses a count outside 1 to 10, an unknown channel, and another patient's id", async () => {
    const { id, client } = await accounts.patient();
    const other = await accounts.patient();
    const bad = await client.call('update-alert-preferences', { patient_id: id, channels: ['fax'], turn_near_at: 11 });
    expect([bad.status, bad.body.errors]).toEqual([400, { channels: MESSAGES.alertChannelsInvalid, turn_near_at: MESSAGES.turnNearAtInvalid }]);
    const twice = await client.call('update-alert-preferences', { patient_id: id, channels: ['sms', 'sms'], turn_near_at: 3 });
    expect([twice.status, twice.body.errors]).toEqual([400, { channels: MESSAGES.alertChannelsInvalid }]);
    expect((await client.call('get-alert-preferences', { patient_id: other.id })).status).toBe(404);
    expect((await client.call('update-alert-preferences', { patient_id: other.id, channels: ['sms'], turn_near_at: 3 })).status).toBe(404);
    const doctor = await t.clientFor(await accounts.doctor());
    expect((await doctor.call('get-alert-preferences', { patient_id: id })).status).toBe(403);
  });
});

describe('the waiting room by SMS', () => {
  it("texts each patient in their language, at their own count, once, with a status link that opens the token's page", async () => {
    const doctorId = await accounts.doctor();
    await t.platform.db.updateTable('users').set({ first_name: 'Asha', last_name: 'Verma', full_name: 'Asha Verma' }).where('id', '=', doctorId).execute();
    const doctor = await t.clientFor(doctorId);
    // 1: called first. 2: SMS in Hindi, told at 1 ahead. 3: the default (no device: SMS, English, the doctor's 3).
    // 4: push only. 5: SMS and push, told at 4 ahead.
    const patients: { id: number; client: TestClient; booking: number; phone: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { id, client } = await accounts.patient();
      patients.push({ id, client, booking: (await bookAndJoin(client, doctorId, TODAY)).body.result.id, phone: await phoneOf(id) });
    }
    const [, p2, p3, p4, p5] = patients as [unknown, (typeof patients)[0], (typeof patients)[0], (typeof patients)[0], (typeof patients)[0]];
    await p2.client.call('update-alert-preferences', { patient_id: p2.id, channels: ['sms'], turn_near_at: 1, language: 'hi' });
    await p4.client.call('update-notification-token', { token: receiver.subscription('sms-p4'), page: 'login', lang: 'en' });
    await p5.client.call('update-alert-preferences', { patient_id: p5.id, channels: ['sms', 'push'], turn_near_at: 4, language: 'en' });
    await p5.client.call('update-notification-token', { token: receiver.subscription('sms-p5'), page: 'login', lang: 'en' });
    const move = async (booking: number, token: string) => expect((await doctor.call('update-live-booking', { booking_id: booking, token })).status).toBe(200);

    await move(patients[0]!.booking, 'Live');
    // The token in counts as ahead: p2 has 1 (hears at 1 or fewer), p3 2 (the doctor's 3 applies), p5 4 (their own 4).
    // p4 and p5 by push: the doctor has started, and their turn is near.
    await receiver.waitForPush(4);
    const [near3] = await textsTo(p3.phone);
    expect(near3).toMatch(/^Parchee: Token 3 with Dr Asha Verma: 2 ahead of you\. Please be at the clinic\. http:\/\/localhost:3000\/t\/[A-Za-z0-9_-]{12}$/);
    expect(await textsTo(p2.phone)).toEqual([expect.stringMatching(/^पर्ची: डॉ\. Asha Verma, टोकन 2: आपसे पहले 1 मरीज़। कृपया क्लिनिक पहुँचें। http:\/\/localhost:3000\/t\//)]);
    expect(await textsTo(p5.phone)).toEqual([expect.stringContaining('Parchee: Token 5 with Dr Asha Verma: 4 ahead of you.')]);
    // Push only: nothing by SMS.
    expect(await textsTo(p4.phone)).toEqual([]);
    // Each text went in the transaction of its alert's record.
    const recorded = await t.platform.db.selectFrom('queue_alerts').select(['booking_id']).where('kind', '=', 'turnNear').where('booking_id', 'in', patients.map((p) => p.booking)).execute();
    expect(recorded.map((r) => r.booking_id).sort()).toEqual([p2.booking, p3.booking, p4.booking, p5.booking].sort());

    // The link: /t/<code> opens the token-status page of that token.
    const code = /\/t\/([A-Za-z0-9_-]{12})$/.exec(near3!)![1]!;
    const opened = await t.app.inject({ method: 'GET', url: `/t/${code}` });
    expect([opened.statusCode, opened.headers.location]).toEqual([302, `/token-status?t=${code}`]);
    const status = await t.client().call('get-token-status', { t: code });
    expect([status.status, status.body.result.booking_number]).toEqual([200, 3]);
    expect((await t.app.inject({ method: 'GET', url: '/t/not<a>code' })).headers.location).toBeUndefined();

    // Skipped, and running late: the rest by their channels; nothing twice on later changes.
    await move(p2.booking, 'Skipped');
    await doctor.call('set-queue-delay', { doctor_id: doctorId, booking_date: TODAY, slot: 'Morning', delay_minutes: 20, notice: 'Doctor is in surgery' });
    await move(patients[0]!.booking, 'Done');
    await doctor.call('set-queue-delay', { doctor_id: doctorId, booking_date: TODAY, slot: 'Morning', delay_minutes: 30, notice: '' });
    expect((await textsTo(p2.phone)).slice(1)).toEqual(['पर्ची: टोकन 2 बुलाने पर आप नहीं आए। पहुँचकर डॉ. Asha Verma के काउंटर पर बताएं, दोबारा बुलाया जाएगा।']);
    expect((await textsTo(p3.phone)).slice(1)).toEqual(['Parchee: Dr Asha Verma is running 20 min late. Doctor is in surgery']);
    expect(await textsTo(p5.phone)).toHaveLength(2);
    expect(await textsTo(p4.phone)).toEqual([]);
  });
});
