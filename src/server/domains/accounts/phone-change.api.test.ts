// A signed-in patient, doctor or hospital changes their own sign-in number only by proving the new one with
// a code sent to it. Asking answers a taken and a free number alike; the profile forms cannot change it; the
// asks are limited per account and per address; the old number is told; older password links end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { hashPassword } from '../../platform/passwords';
import { whileOutboxRefuses } from '../../testing/outbox-refusal';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from './account-factory';
import { PHONE_CHANGE_LIMITS } from './phone-change';

let clock = Date.parse('2026-11-23T04:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock), env: { OTP_RESEND_SECONDS: '30' } });
});
afterAll(async () => t?.close());

let phones = 9380000000;
async function signedIn(
  role: 'Patient' | 'Doctor' | 'Hospital' = 'Patient',
): Promise<{ id: number; phone: string; client: TestClient }> {
  const phone = String((phones += 1));
  const id = await createAccount(
    t.platform.db,
    { role, phoneNumber: phone, passwordHash: await hashPassword(DEMO_PASSWORD), fullName: 'Number Holder' },
    new Date(clock),
  );
  return { id, phone, client: await t.clientFor(id) };
}

const textsTo = async (phone: string) =>
  (await t.platform.db.selectFrom('outbox').select('body').where('to_address', '=', phone).orderBy('id').execute()).map(
    (row) => row.body,
  );
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];

describe('request-phone-change', () => {
  it('answers a taken number exactly as a free one, and sends the code to the new number only', async () => {
    const { client, phone } = await signedIn();
    const taken = await client.call('request-phone-change', { phone_number: DEMO_ACCOUNTS.patient.phone_number });
    clock += 31_000;
    const free = await client.call('request-phone-change', { phone_number: '9380999001' });
    expect(taken.status).toBe(200);
    expect(free.body).toEqual(taken.body);
    expect(free.body.message).toBe(MESSAGES.phoneChangeCodeSent);
    expect(codeIn((await textsTo('9380999001'))[0])).toBeTruthy();
    expect(await textsTo(phone)).toEqual([]);
  });

  it('refuses the number the account already has, and bad numbers with the kept messages', async () => {
    const { client, phone } = await signedIn();
    expect((await client.call('request-phone-change', { phone_number: phone })).body.errors).toEqual({
      phone_number: MESSAGES.phoneSameAsNow,
    });
    expect((await client.call('request-phone-change', { phone_number: '98765' })).body.errors).toEqual({
      phone_number: MESSAGES.phoneInvalid,
    });
  });

  it('is limited per account and per address, and waits between codes', async () => {
    const { client } = await signedIn();
    expect((await client.call('request-phone-change', { phone_number: '9380999002' })).status).toBe(200);
    expect((await client.call('request-phone-change', { phone_number: '9380999002' })).status).toBe(429);
    for (let i = 2; i < PHONE_CHANGE_LIMITS.perAccountPerDay; i += 1) {
      clock += 31_000;
      expect((await client.call('request-phone-change', { phone_number: '9380999002' })).status).toBe(200);
    }
    clock += 31_000;
    expect((await client.call('request-phone-change', { phone_number: '9380999002' })).status).toBe(429);

    const address = '127.0.50.1';
    const fromOneAddress = [];
    for (let i = 0; i <= PHONE_CHANGE_LIMITS.perAddressPerHour; i += 1) {
      const { id } = await signedIn();
      const browser = await t.clientFor(id);
      const atAddress = t.client(address);
      for (const [name, value] of browser.cookies) atAddress.cookies.set(name, value);
      fromOneAddress.push(
        (await atAddress.call('request-phone-change', { phone_number: String(9380998000 + i) })).status,
      );
    }
    expect(fromOneAddress.filter((status) => status === 200)).toHaveLength(PHONE_CHANGE_LIMITS.perAddressPerHour);
    expect(fromOneAddress.at(-1)).toBe(429);
  });
});

describe('confirm-phone-change', () => {
  it('makes the proved number the sign-in number, tells the old one, and ends older password links', async () => {
    const { id, client, phone } = await signedIn();
    const desk = await t.demoClient('operator');
    await desk.call('send-password-link', { id });
    const link = /forget-token=([\w-]+)/.exec((await textsTo(phone))[0]!)![1]!;
    await client.call('request-phone-change', { phone_number: '9380999003' });
    const code = codeIn((await textsTo('9380999003'))[0])!;
    const confirmed = await client.call('confirm-phone-change', { code });
    expect([confirmed.status, confirmed.body.message, confirmed.body.result.phone_number]).toEqual([
      200,
      MESSAGES.phoneChanged,
      '9380999003',
    ]);
    expect((await t.client().signIn('patient', '9380999003', DEMO_PASSWORD)).status).toBe(200);
    expect((await t.client().signIn('patient', phone, DEMO_PASSWORD)).status).toBe(401);
    expect((await textsTo(phone)).at(-1)).toContain('9380999003');
    expect(
      (
        await t.client().call('generate-password', {
          token: link,
          password: 'link-pass',
          confirm_password: 'link-pass',
          type: 'Patient',
        })
      ).status,
    ).toBe(400);
    // The code is used up.
    expect((await client.call('confirm-phone-change', { code })).body.errors).toEqual({ code: MESSAGES.otpWrong });
  });

  it('keeps the old number when the notice to it cannot be written: a change is never kept untold', async () => {
    const { id, client, phone } = await signedIn();
    await client.call('request-phone-change', { phone_number: '9380999005' });
    const code = codeIn((await textsTo('9380999005'))[0])!;
    const refused = await whileOutboxRefuses(t.platform, () => client.call('confirm-phone-change', { code }));
    const kept = await t.platform.db
      .selectFrom('users')
      .select(['phone_number', 'phone_changed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([refused.status, kept, await textsTo(phone)]).toEqual([
      500,
      { phone_number: phone, phone_changed_at: null },
      [],
    ]);
    expect((await t.client().signIn('patient', phone, DEMO_PASSWORD)).status).toBe(200);
  });

  it('gives a code 5 tries, and only then tells a number is taken (to whoever proved they hold it)', async () => {
    const { client } = await signedIn();
    await client.call('request-phone-change', { phone_number: DEMO_ACCOUNTS.patient.phone_number });
    const code = codeIn((await textsTo(DEMO_ACCOUNTS.patient.phone_number)).at(-1))!;
    const taken = await client.call('confirm-phone-change', { code });
    expect([taken.status, taken.body.error]).toEqual([409, MESSAGES.phoneTaken]);

    clock += 31_000;
    await client.call('request-phone-change', { phone_number: '9380999004' });
    const right = codeIn((await textsTo('9380999004')).at(-1))!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await client.call('confirm-phone-change', { code: wrong })).status).toBe(400);
    expect((await client.call('confirm-phone-change', { code: right })).status).toBe(429);
  });

  it("serves doctors' and hospitals' own numbers too, within their own sign-in", async () => {
    for (const role of ['Doctor', 'Hospital'] as const) {
      const { client } = await signedIn(role);
      const newPhone = String((phones += 1));
      await client.call('request-phone-change', { phone_number: newPhone });
      const confirmed = await client.call('confirm-phone-change', { code: codeIn((await textsTo(newPhone))[0])! });
      expect(confirmed.body.result.phone_number).toBe(newPhone);
      expect((await t.client().signIn('doctor', newPhone, DEMO_PASSWORD)).status).toBe(200);
    }
  });
});
