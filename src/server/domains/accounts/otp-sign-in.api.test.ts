// Sign-in by a one-time code: the code by SMS (outbox or gateway), its 5 minutes and 5 tries, the resend wait,
// the limits per phone and per address, the same answer for a number without an account, and a session
// started exactly as a password sign-in starts one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../shared/constants';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createAccount, defaultSlots } from './account-factory';

const START = new Date('2026-11-23T04:30:00Z').getTime();
let clock = START;
let phones = 9350000000;

/** A new account of the role; answers its phone number. */
async function accountOf(t: TestApp, role: 'Patient' | 'Doctor' | 'Hospital'): Promise<string> {
  const phoneNumber = String((phones += 1));
  const practice = role === 'Doctor' ? { practice: { slots: defaultSlots(10), sittingDays: WEEKDAYS } } : {};
  await createAccount(
    t.platform.db,
    { role, phoneNumber, passwordHash: 'x', fullName: `Otp ${role}`, ...practice },
    new Date(clock),
  );
  return phoneNumber;
}

/** The text messages sent to a number, newest first; the code is sent after the answer, so it may take a moment. */
async function messagesTo(t: TestApp, phone: string, atLeast = 0) {
  for (let waited = 0; ; waited += 10) {
    const rows = await t.platform.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', phone)
      .where('channel', 'in', ['sms', 'call'])
      .orderBy('id', 'desc')
      .execute();
    if (rows.length >= atLeast || waited >= 2000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function codeSentTo(t: TestApp, phone: string, count = 1): Promise<string> {
  const [latest] = await messagesTo(t, phone, count);
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

describe('sign-in by a one-time code, codes in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ now: () => new Date(clock), env: { OTP_CODES_PER_ADDRESS_PER_HOUR: '6' } });
  });
  afterAll(async () => t?.close());

  it('sends a patient a code that signs them in once, as a password does', async () => {
    const phone = await accountOf(t, 'Patient');
    const c = t.client('127.0.5.1');
    const sent = await c.call('send-login-otp', { phone_number: phone, type: 'Patient' });
    expect([sent.status, sent.body.message, sent.body.result]).toEqual([
      200,
      MESSAGES.otpSent,
      { resend_after_seconds: 30, by_call: false },
    ]);
    const [message] = await messagesTo(t, phone, 1);
    expect(message).toMatchObject({ channel: 'sms', subject: 'SMS', sent_at: null });
    const code = await codeSentTo(t, phone);
    // Stored only as a hash.
    const stored = await t.platform.db
      .selectFrom('login_codes')
      .select('code_hash')
      .where('login_key', '=', `Patient:${phone}`)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);

    const signedIn = await c.call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: code });
    expect([
      signedIn.status,
      signedIn.body.message,
      signedIn.body.result.type,
      signedIn.body.result.phone_number,
    ]).toEqual([200, MESSAGES.loggedIn, 'Patient', phone]);
    const me = await c.call('get-current-user', {});
    expect(me.body.result.phone_number).toBe(phone);
    // Used once.
    const again = await t
      .client('127.0.5.2')
      .call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: code });
    expect([again.status, again.body.error]).toEqual([401, MESSAGES.otpWrong]);
  });

  it("signs doctors and hospitals in through the doctor's sign-in only", async () => {
    for (const role of ['Doctor', 'Hospital'] as const) {
      const phone = await accountOf(t, role);
      const c = t.client('127.0.5.3');
      // Asked for on the patient's sign-in: the same answer, and nothing is sent.
      const asPatient = await c.call('send-login-otp', { phone_number: phone, type: 'Patient' });
      expect([asPatient.status, asPatient.body.message]).toEqual([200, MESSAGES.otpSent]);
      expect(await messagesTo(t, phone)).toHaveLength(0);
      expect((await c.call('send-login-otp', { phone_number: phone, type: 'Doctor' })).status).toBe(200);
      const signedIn = await c.call('verify-login-otp', {
        phone_number: phone,
        type: 'Doctor',
        otp: await codeSentTo(t, phone),
      });
      expect([signedIn.status, signedIn.body.result.type]).toEqual([200, role === 'Doctor' ? 'Doctor' : 'Hospital']);
      clock += 60_000;
    }
  });

  it('answers a number without an account exactly as one with, and sends it nothing', async () => {
    const known = await accountOf(t, 'Patient');
    const unknown = String((phones += 1));
    const c = t.client('127.0.5.4');
    const a = await c.call('send-login-otp', { phone_number: known, type: 'Patient' });
    const b = await c.call('send-login-otp', { phone_number: unknown, type: 'Patient' });
    expect([b.status, b.body]).toEqual([a.status, a.body]);
    expect(await messagesTo(t, unknown)).toHaveLength(0);
    // And the same refusal for any code.
    const guess = await c.call('verify-login-otp', { phone_number: unknown, type: 'Patient', otp: '123456' });
    expect([guess.status, guess.body.error]).toEqual([401, MESSAGES.otpWrong]);
  });

  it('gives a code 5 tries and 5 minutes', async () => {
    const phone = await accountOf(t, 'Patient');
    const c = t.client('127.0.5.5');
    await c.call('send-login-otp', { phone_number: phone, type: 'Patient' });
    const code = await codeSentTo(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const guess = await c.call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: wrong });
      expect([guess.status, guess.body.error]).toEqual([401, MESSAGES.otpWrong]);
    }
    // The right code after 5 wrong tries: refused all the same, saying to ask for a new one.
    const spent = await c.call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: code });
    expect([spent.status, spent.body.error]).toEqual([429, MESSAGES.otpTriesUsed]);

    clock += 60_000;
    await c.call('send-login-otp', { phone_number: phone, type: 'Patient' });
    const fresh = await codeSentTo(t, phone, 2);
    clock += 5 * 60_000;
    const late = await c.call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: fresh });
    expect([late.status, late.body.error]).toEqual([401, MESSAGES.otpWrong]);
    expect((await c.call('get-current-user', {})).body.result).toBeNull();
  });

  it('sends a new code only 30 s after the last, and then the old one no longer works', async () => {
    const phone = await accountOf(t, 'Patient');
    const c = t.client('127.0.5.6');
    await c.call('send-login-otp', { phone_number: phone, type: 'Patient' });
    const first = await codeSentTo(t, phone);
    clock += 10_000;
    const soon = await c.call('send-login-otp', { phone_number: phone, type: 'Patient' });
    expect([soon.status, soon.body.error, soon.headers['retry-after']]).toEqual([
      429,
      fillMessage(MESSAGES.otpWait, { seconds: 20 }),
      '20',
    ]);
    expect(await messagesTo(t, phone)).toHaveLength(1);
    clock += 20_000;
    expect((await c.call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(200);
    const second = await codeSentTo(t, phone, 2);
    if (second !== first)
      expect((await c.call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: first })).status).toBe(401);
    expect((await c.call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: second })).status).toBe(200);
  });

  it('sends one number at most 5 codes an hour, from any address', async () => {
    const phone = await accountOf(t, 'Patient');
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t.client(`127.0.6.${i}`).call('send-login-otp', { phone_number: phone, type: 'Patient' })).status,
      ).toBe(200);
      clock += 30_000;
    }
    const sixth = await t.client('127.0.6.9').call('send-login-otp', { phone_number: phone, type: 'Patient' });
    expect([sixth.status, sixth.body.error]).toEqual([429, MESSAGES.otpTooMany]);
    expect(await messagesTo(t, phone, 5)).toHaveLength(5);
    clock += 60 * 60_000;
    expect((await t.client('127.0.6.9').call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(
      200,
    );
  });

  it('takes at most the set number of asks an hour from one address, whatever the numbers, and leaves other addresses alone', async () => {
    const c = t.client('127.0.7.1');
    for (let i = 0; i < 6; i += 1)
      expect((await c.call('send-login-otp', { phone_number: String((phones += 1)), type: 'Patient' })).status).toBe(
        200,
      );
    const seventh = await c.call('send-login-otp', { phone_number: String((phones += 1)), type: 'Patient' });
    expect([seventh.status, seventh.body.error]).toEqual([429, MESSAGES.otpTooMany]);
    expect(
      (await t.client('127.0.7.2').call('send-login-otp', { phone_number: String((phones += 1)), type: 'Patient' }))
        .status,
    ).toBe(200);
  });

  it('checks the fields with the kept messages, and offers no call without a voice gateway', async () => {
    const c = t.client('127.0.8.1');
    const noPhone = await c.call('send-login-otp', { phone_number: '', type: 'Patient' });
    expect([noPhone.status, noPhone.body.errors?.phone_number]).toEqual([400, MESSAGES.phoneRequired]);
    const letters = await c.call('send-login-otp', { phone_number: '98765abcde', type: 'Patient' });
    expect(letters.body.errors?.phone_number).toBe(MESSAGES.loginPhoneInvalid);
    const lab = await c.call('send-login-otp', { phone_number: '9876543210', type: 'Lab' });
    expect(lab.body.errors?.type).toBe(MESSAGES.invalidValue);
    const call = await c.call('send-login-otp', { phone_number: '9876543210', type: 'Patient', by: 'call' });
    expect([call.status, call.body.errors?.by]).toEqual([400, MESSAGES.invalidValue]);
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const short = await c.call('verify-login-otp', { phone_number: '9876543210', type: 'Patient', otp });
      expect([short.status, short.body.errors?.otp]).toEqual([400, MESSAGES.otpInvalid]);
    }
  });
});

describe('sign-in codes through the SMS and voice gateways', () => {
  let t: TestApp;
  let gateway: http.Server;
  const asked: URL[] = [];
  let answerStatus = 200;
  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      asked.push(new URL(request.url ?? '/', 'http://gateway.local'));
      response.statusCode = answerStatus;
      response.end('ok');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    t = await startTestApp({
      now: () => new Date(clock),
      env: {
        SMS_URL: `${base}/sms?key=secret&numbers={to}&message={message}`,
        VOICE_URL: `${base}/voice?to={to}&say={message}`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    gateway?.close();
  });

  it('sends the number with 91 and the text, URL-encoded, and marks the message sent', async () => {
    const phone = await accountOf(t, 'Patient');
    const c = t.client('127.0.9.1');
    const sent = await c.call('send-login-otp', { phone_number: phone, type: 'Patient' });
    expect(sent.body.result).toEqual({ resend_after_seconds: 30, by_call: true });
    const code = await codeSentTo(t, phone);
    for (let waited = 0; asked.length === 0 && waited < 2000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const [sms] = asked;
    expect(sms?.pathname).toBe('/sms');
    expect(sms?.searchParams.get('key')).toBe('secret');
    expect(sms?.searchParams.get('numbers')).toBe(`91${phone}`);
    expect(sms?.searchParams.get('message')).toContain(`Parchee: ${code} is your sign-in code`);
    for (let waited = 0; waited < 2000; waited += 10) {
      const [row] = await messagesTo(t, phone);
      if (row?.sent_at) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await messagesTo(t, phone))[0]?.sent_at).not.toBeNull();
    expect((await c.call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: code })).status).toBe(200);
  });

  it('calls with the code when asked, and keeps a message the gateway refused as unsent', async () => {
    const phone = await accountOf(t, 'Patient');
    answerStatus = 500;
    asked.length = 0;
    const c = t.client('127.0.9.2');
    expect((await c.call('send-login-otp', { phone_number: phone, type: 'Patient', by: 'call' })).status).toBe(200);
    const [row] = await messagesTo(t, phone, 1);
    expect(row).toMatchObject({ channel: 'call', sent_at: null });
    for (let waited = 0; asked.length === 0 && waited < 2000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked[0]?.pathname).toBe('/voice');
    expect(asked[0]?.searchParams.get('to')).toBe(`91${phone}`);
    answerStatus = 200;
  });
});
