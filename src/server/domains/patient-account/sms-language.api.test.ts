// The language of a patient's text messages until they choose one: the language they use the app in, which
// the app says at sign-in (by password or by code), at each start (get-current-user) and on the alert
// settings; else that of their device taking pushes; else English. A saved choice always wins. The texts
// reach a gateway of this test's own (a small HTTP server on 127.0.0.1 that records what it is sent).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { hashPassword } from '../../platform/passwords';
import { bookAndJoin, TestAccounts, testClock, TODAY } from '../../testing/booking-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

const clock = testClock();
/** What the gateway was sent: the number (with the country code) and the text. */
const delivered: { to: string; message: string }[] = [];
let gateway: http.Server;
let t: TestApp;
let accounts: TestAccounts;
let doctorId: number;

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    delivered.push({ to: url.searchParams.get('to') ?? '', message: url.searchParams.get('message') ?? '' });
    response.end('OK');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const smsUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send?to={to}&message={message}`;
  t = await startTestApp({ now: clock.now, env: { SMS_URL: smsUrl } });
  accounts = new TestAccounts(t, clock);
  doctorId = await accounts.doctor();
  await t.platform.db
    .updateTable('users')
    .set({ first_name: 'Asha', last_name: 'Verma', full_name: 'Asha Verma' })
    .where('id', '=', doctorId)
    .execute();
});
afterAll(async () => {
  await t?.close();
  gateway?.close();
});

let phones = 9370000000;
/** A patient who signs in with a password, and a browser that has not signed in yet. */
async function patientWithPassword(): Promise<{ id: number; phone: string; browser: TestClient }> {
  const phone = String((phones += 1));
  const id = await accounts.user('Patient', { phoneNumber: phone, passwordHash: await hashPassword(DEMO_PASSWORD) });
  return { id, phone, browser: t.client() };
}

/** What the gateway got for a number once the outbox has sent what is due. */
async function deliveredTo(phone: string): Promise<string[]> {
  await t.platform.outbox.sendDue();
  return delivered.filter((d) => d.to === `91${phone}`).map((d) => d.message);
}

const appLanguageOf = async (id: number) =>
  (await t.platform.db.selectFrom('users').select('app_language').where('id', '=', id).executeTakeFirstOrThrow())
    .app_language;
const preferencesOf = async (client: TestClient, id: number, lang?: string) =>
  (await client.call('get-alert-preferences', { patient_id: id, ...(lang ? { lang } : {}) })).body.result;

/** The token confirmation in Hindi: Devanagari words around the doctor's name, the token and its link. */
const HINDI_CONFIRMATION =
  /^पर्ची: डॉ\. Asha Verma, 23-11-2026 सुबह, टोकन \d+। स्थिति: http:\/\/localhost:3000\/t\/[A-Za-z0-9_-]{12}$/;

describe('a patient who never chose a language for their texts', () => {
  it('signing in to the app in Hindi, with no device taking pushes, hears their token confirmed in Hindi', async () => {
    const { id, phone, browser } = await patientWithPassword();
    const signedIn = await browser.call('patient-login', { phone_number: phone, password: DEMO_PASSWORD, lang: 'hi' });
    expect(signedIn.status, signedIn.raw).toBe(200);
    expect(await preferencesOf(browser, id)).toEqual({
      channels: ['sms'],
      withdrawn: [],
      turn_near_at: 3,
      language: 'hi',
      push_subscribed: false,
    });
    expect((await bookAndJoin(browser, doctorId, TODAY)).status).toBe(200);
    expect(await deliveredTo(phone)).toEqual([expect.stringMatching(HINDI_CONFIRMATION)]);
  });

  it('signing in with a code sent by SMS says the language too', async () => {
    const { id, phone, browser } = await patientWithPassword();
    expect((await browser.call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(200);
    // The code is written after the answer goes out (its answer takes as long for any number).
    let code: string | undefined;
    for (let waited = 0; !code && waited < 2000; waited += 10) {
      code = /\b(\d{6})\b/.exec(
        (await t.platform.db.selectFrom('outbox').select('body').where('to_address', '=', phone).executeTakeFirst())
          ?.body ?? '',
      )?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const signedIn = await browser.call('verify-login-otp', {
      phone_number: phone,
      type: 'Patient',
      otp: code,
      lang: 'hi',
    });
    expect(signedIn.status, signedIn.raw).toBe(200);
    expect(await appLanguageOf(id)).toBe('hi');
    expect((await bookAndJoin(browser, doctorId, TODAY)).status).toBe(200);
    expect((await deliveredTo(phone)).at(-1)).toMatch(HINDI_CONFIRMATION);
  });

  it("follows the app's start and its switch of language, before the language of the device taking pushes", async () => {
    const { id, client } = await accounts.patient();
    // Signed in before the app said its language: English.
    expect((await preferencesOf(client, id)).language).toBe('en');
    expect((await client.call('get-current-user', { lang: 'hi' })).body.result.id).toBe(id);
    expect((await preferencesOf(client, id)).language).toBe('hi');
    // A device subscribed in English does not outweigh the app the patient uses.
    await t.platform.db
      .insertInto('push_subscriptions')
      .values({
        user_id: id,
        token: JSON.stringify({ endpoint: `https://push.example/${id}` }),
        lang: 'en',
        created_at: clock.now().toISOString(),
      })
      .execute();
    expect(await preferencesOf(client, id)).toMatchObject({ channels: ['push'], language: 'hi' });
    // Switched to English in the app: the alert settings say so (the screen tells its language) and keep it.
    expect(await preferencesOf(client, id, 'en')).toMatchObject({ language: 'en' });
    expect(await appLanguageOf(id)).toBe('en');
  });

  it('a saved choice of English wins over an app in Hindi', async () => {
    const { id, phone, browser } = await patientWithPassword();
    await browser.call('patient-login', { phone_number: phone, password: DEMO_PASSWORD, lang: 'hi' });
    const saved = await browser.call('update-alert-preferences', {
      patient_id: id,
      channels: ['sms'],
      turn_near_at: 3,
      language: 'en',
    });
    expect(saved.body.result.language).toBe('en');
    await browser.call('get-current-user', { lang: 'hi' });
    expect(await preferencesOf(browser, id, 'hi')).toMatchObject({ channels: ['sms'], language: 'en' });
    expect((await bookAndJoin(browser, doctorId, TODAY)).status).toBe(200);
    expect(await deliveredTo(phone)).toEqual([
      expect.stringMatching(/^Parchee: Token \d+ with Dr Asha Verma, 23-11-2026 Morning\. Status: /),
    ]);
  });
});

describe("the app's language as the server takes it", () => {
  it("refuses a language the app has not, and keeps nobody's but the signed-in patient's own", async () => {
    const { id, client } = await accounts.patient();
    const other = await accounts.patient();
    const bad = await client.call('get-current-user', { lang: 'fr' });
    expect([bad.status, bad.body.errors]).toEqual([400, { lang: MESSAGES.invalidValue }]);
    const { phone, browser } = await patientWithPassword();
    expect(
      (await browser.call('patient-login', { phone_number: phone, password: DEMO_PASSWORD, lang: 'xx' })).status,
    ).toBe(400);
    // Another patient's alert settings: refused, and their language left alone.
    expect((await client.call('get-alert-preferences', { patient_id: other.id, lang: 'hi' })).status).toBe(404);
    expect(await appLanguageOf(other.id)).toBeNull();
    expect(await appLanguageOf(id)).toBeNull();
    // A doctor's app says its language too; only a patient's account keeps one (only patients are texted alerts).
    const doctor = await accounts.doctor();
    expect((await (await t.clientFor(doctor)).call('get-current-user', { lang: 'hi' })).status).toBe(200);
    expect(await appLanguageOf(doctor)).toBeNull();
    // Nobody signed in: nothing to keep, the usual answer.
    expect((await t.client().call('get-current-user', { lang: 'hi' })).body.result).toBeNull();
  });
});
