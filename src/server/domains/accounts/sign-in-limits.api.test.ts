// Failed sign-ins lock the account they aimed at, for a growing time, and only slow a noisy address down:
// a shared address (a clinic, a mobile network, the reverse proxy) can never be locked out by someone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../shared/demo-accounts';
import { MESSAGES, fillMessage } from '../../../shared/messages';
import { startTestApp, type TestApp } from '../../testing/test-app';

const MINUTE = 60_000;
const SLOWDOWN_MS = 400;
let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestApp({
    now: () => new Date(clock),
    env: { SIGN_IN_ADDRESS_FAILURES: '12', SIGN_IN_SLOWDOWN_MS: String(SLOWDOWN_MS), TRUST_PROXY: '127.0.0.0/8' },
  });
});
afterAll(async () => t?.close());

let nextPhone = 9300000000;
async function newPatient(password = 'right-pass'): Promise<string> {
  const phone = String((nextPhone += 1));
  expect((await t.client().call('registration', { full_name: 'Target', phone_number: phone, password })).status).toBe(
    200,
  );
  return phone;
}

async function failFiveTimes(phone: string, address = '127.0.5.1'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await t.client(address).signIn('patient', phone, 'wrong')).status);
  return statuses;
}

describe('failed sign-ins of one account', () => {
  it('lock it for 1, then 5, then 15 minutes, and the answer says how long', async () => {
    const phone = await newPatient();
    expect(await failFiveTimes(phone)).toEqual([401, 401, 401, 401, 401]);
    const locked = await t.client('127.0.5.2').signIn('patient', phone, 'right-pass');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(fillMessage(MESSAGES.signInLocked, { minutes: 1 }));
    expect(Number(locked.headers['retry-after'])).toBe(60);

    clock += MINUTE + 1000;
    expect(await failFiveTimes(phone)).toEqual([401, 401, 401, 401, 401]);
    const second = await t.client('127.0.5.3').signIn('patient', phone, 'right-pass');
    expect(second.body.error).toBe(fillMessage(MESSAGES.signInLocked, { minutes: 5 }));

    clock += 5 * MINUTE + 1000;
    expect(await failFiveTimes(phone)).toEqual([401, 401, 401, 401, 401]);
    expect((await t.client().signIn('patient', phone, 'right-pass')).body.error).toBe(
      fillMessage(MESSAGES.signInLocked, { minutes: 15 }),
    );

    clock += 15 * MINUTE + 1000;
    // The right password opens it again and forgets the failures: the next wrong one does not lock.
    expect((await t.client().signIn('patient', phone, 'right-pass')).status).toBe(200);
    expect((await t.client().signIn('patient', phone, 'wrong')).status).toBe(401);
    expect((await t.client().signIn('patient', phone, 'right-pass')).status).toBe(200);
  });

  it('lock only that account: other accounts on the same address sign in', async () => {
    const phone = await newPatient();
    await failFiveTimes(phone, '127.0.6.1');
    expect((await t.client('127.0.6.1').signIn('patient', phone, 'right-pass')).status).toBe(429);
    expect(
      (await t.client('127.0.6.1').signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD)).status,
    ).toBe(200);
    clock += MINUTE + 1000;
  });

  it('are forgotten when the password is reset', async () => {
    const phone = await newPatient();
    const user = await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', phone)
      .executeTakeFirstOrThrow();
    await t.platform.db
      .updateTable('users')
      .set({ email: `reset-${phone}@parchee.example` })
      .where('id', '=', user.id)
      .execute();
    await failFiveTimes(phone);
    expect((await t.client().signIn('patient', phone, 'right-pass')).status).toBe(429);

    await t.client('127.0.6.9').call('resets-password', { email: `reset-${phone}@parchee.example`, type: 'Patient' });
    const mail = await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('to_address', '=', `reset-${phone}@parchee.example`)
      .executeTakeFirstOrThrow();
    const token = /forget-token=([\w-]+)/.exec(mail.body)![1]!;
    const reset = await t
      .client()
      .call('generate-password', { token, password: 'after-reset', confirm_password: 'after-reset', type: 'Patient' });
    expect(reset.status).toBe(200);
    expect((await t.client().signIn('patient', phone, 'after-reset')).status).toBe(200);
  });
});

describe('failed sign-ins from one address', () => {
  it('never lock out a different user with the right password (10 failures over 3 accounts)', async () => {
    const address = '127.0.7.1';
    const targets = [await newPatient(), await newPatient(), await newPatient()];
    for (let i = 0; i < 10; i += 1)
      expect((await t.client(address).signIn('patient', targets[i % 3]!, 'wrong')).status).toBe(401);
    expect((await t.client(address).signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD)).status).toBe(
      200,
    );
    clock += 15 * MINUTE;
  });

  it('over the threshold slow that address down, but still let a right password in', async () => {
    const address = '127.0.8.1';
    for (let i = 0; i < 12; i += 1) await t.client(address).signIn('patient', String(9400000000 + i), 'wrong');
    const phone = await newPatient();
    const started = Date.now();
    expect((await t.client(address).signIn('patient', phone, 'right-pass')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
    clock += 15 * MINUTE;
  });
});

describe('TRUST_PROXY', () => {
  it('counts failures under the client address the trusted proxy forwards', async () => {
    const phone = await newPatient();
    await t.client('127.0.9.1').signIn('patient', phone, 'wrong', { 'x-forwarded-for': '203.0.113.7' });
    const keys = (await t.platform.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('sign-in-address:203.0.113.7');
    expect(keys).not.toContain('sign-in-address:127.0.9.1');
  });
});

describe('change-password', () => {
  it('needs the current password; a wrong one is refused and counts as a failed sign-in', async () => {
    const phone = await newPatient('first-pass');
    const browser = t.client();
    await browser.signIn('patient', phone, 'first-pass');
    const missing = await browser.call('change-password', {
      password: 'second-pass',
      confirm_password: 'second-pass',
      type: 'Patient',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.current_password).toBe(MESSAGES.currentPasswordRequired);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await browser.call('change-password', {
        current_password: 'guess',
        password: 'second-pass',
        confirm_password: 'second-pass',
        type: 'Patient',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors?.current_password).toBe(MESSAGES.currentPasswordWrong);
    }
    // Five wrong guesses lock the account, for sign-ins as for changes.
    expect((await t.client().signIn('patient', phone, 'first-pass')).status).toBe(429);
    const locked = await browser.call('change-password', {
      current_password: 'first-pass',
      password: 'second-pass',
      confirm_password: 'second-pass',
      type: 'Patient',
    });
    expect(locked.status).toBe(429);
    clock += MINUTE + 1000;
    const right = await browser.call('change-password', {
      current_password: 'first-pass',
      password: 'second-pass',
      confirm_password: 'second-pass',
      type: 'Patient',
    });
    expect(right.status).toBe(200);
    expect((await t.client().signIn('patient', phone, 'second-pass')).status).toBe(200);
  });
});

describe('a number on the wrong tab', () => {
  it("says which tab to use only to whoever has the account's password, and is a plain refusal otherwise", async () => {
    const onPatientTab = await t
      .client('127.0.10.1')
      .signIn('patient', DEMO_ACCOUNTS.hospital.phone_number, DEMO_PASSWORD);
    expect([onPatientTab.status, onPatientTab.body.error]).toEqual([401, MESSAGES.signInOnDoctorTab]);
    const onDoctorTab = await t
      .client('127.0.10.1')
      .signIn('doctor', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
    expect([onDoctorTab.status, onDoctorTab.body.error]).toEqual([401, MESSAGES.signInOnPatientTab]);
    // A wrong password learns nothing: the same words as for a number with no account at all.
    const wrong = await t
      .client('127.0.10.1')
      .signIn('patient', DEMO_ACCOUNTS.hospital.phone_number, 'not-the-password');
    const nobody = await t.client('127.0.10.1').signIn('patient', '9399999999', 'not-the-password');
    expect([wrong.status, wrong.body]).toEqual([401, nobody.body]);
    expect(wrong.body.error).toBe(MESSAGES.wrongCredentials);
  });
});
