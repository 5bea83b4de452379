// Guesses sent all at once get no more checks than guesses sent one after another: each attempt on an account
// is counted (and the lock decided) in the statement that reads the lock, before the password or code is
// checked; every limit on asks is counted and decided in one statement; an address over its failure
// threshold gets one sign-in checked at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type Answer, type TestApp } from '../../testing/test-app';
import { createAccount } from './account-factory';
import { hashPassword } from '../../platform/passwords';
import { FAILURES_PER_LOCK } from '../../platform/sign-in-guard';
import { CODE_TRIES } from './login-codes';

const AT_ONCE = 60;
const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status);
const countOf = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

let phones = 9360000000;
async function patientWith(t: TestApp, password: string, email = ''): Promise<{ id: number; phone: string }> {
  const phone = String((phones += 1));
  const id = await createAccount(
    t.platform.db,
    { role: 'Patient', phoneNumber: phone, passwordHash: await hashPassword(password), fullName: 'Race Target', email },
    new Date(),
  );
  return { id, phone };
}

describe('parallel guesses at one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SIGN_IN_ADDRESS_FAILURES: '100000', TRUST_PROXY: '127.0.0.0/8' } });
  });
  afterAll(async () => t?.close());

  it(`check at most ${FAILURES_PER_LOCK} passwords of ${AT_ONCE} sent at once; the rest are 429 and the account is locked`, async () => {
    const { phone } = await patientWith(t, 'right-pass');
    const guesses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => t.client(`127.0.20.${i}`).signIn('patient', phone, `wrong-${i}`)),
    );
    expect(countOf(guesses, 401)).toBe(FAILURES_PER_LOCK);
    expect(countOf(guesses, 429)).toBe(AT_ONCE - FAILURES_PER_LOCK);
    expect(statusesOf(guesses).every((status) => status === 401 || status === 429)).toBe(true);
    expect((await t.client('127.0.21.1').signIn('patient', phone, 'right-pass')).status).toBe(429);
  });

  it(`check at most ${FAILURES_PER_LOCK} current passwords of a change-password burst`, async () => {
    const { phone } = await patientWith(t, 'first-pass');
    const browser = t.client('127.0.22.1');
    expect((await browser.signIn('patient', phone, 'first-pass')).status).toBe(200);
    const change = (i: number) =>
      browser.call('change-password', {
        current_password: `guess-${i}`,
        password: 'second-pass',
        confirm_password: 'second-pass',
        type: 'Patient',
      });
    const guesses = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => change(i)));
    expect(countOf(guesses, 400)).toBe(FAILURES_PER_LOCK);
    expect(countOf(guesses, 429)).toBe(AT_ONCE - FAILURES_PER_LOCK);
  });

  it(`check at most ${CODE_TRIES} sign-in codes of a burst; the rest are 429, the right code too`, async () => {
    const { phone } = await patientWith(t, 'any-pass');
    await t.client('127.0.23.1').call('send-login-otp', { phone_number: phone, type: 'Patient' });
    let code: string | undefined;
    for (let waited = 0; !code && waited < 2000; waited += 10) {
      const sms = await t.platform.db
        .selectFrom('outbox')
        .select('body')
        .where('to_address', '=', phone)
        .executeTakeFirst();
      code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        t.client(`127.0.24.${i}`).call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: wrong }),
      ),
    );
    expect(countOf(guesses, 401)).toBe(CODE_TRIES);
    expect(countOf(guesses, 429)).toBe(AT_ONCE - CODE_TRIES);
    const right = await t
      .client('127.0.25.1')
      .call('verify-login-otp', { phone_number: phone, type: 'Patient', otp: code! });
    expect([right.status, right.body.error]).toEqual([429, MESSAGES.otpTriesUsed]);
  });

  it('let one of many uses of one password link through', async () => {
    const { id, phone } = await patientWith(t, 'old-pass', `links-${Date.now()}@parchee.example`);
    const desk = await t.demoClient('operator');
    expect((await desk.call('send-password-link', { id })).status).toBe(200);
    const sms = await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('to_address', '=', phone)
      .executeTakeFirstOrThrow();
    const token = /forget-token=([\w-]+)/.exec(sms.body)![1]!;
    const uses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.client(`127.0.26.${i}`).call('generate-password', {
          token,
          password: `new-pass-${i}`,
          confirm_password: `new-pass-${i}`,
          type: 'Patient',
        }),
      ),
    );
    expect(countOf(uses, 200)).toBe(1);
    expect(countOf(uses, 400)).toBe(19);
  });

  it('send at most the per-address number of reset mails and registrations, however many ask at once', async () => {
    const resets = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.client('127.0.27.1').call('resets-password', { email: 'nobody@parchee.example', type: 'Patient' }),
      ),
    );
    expect(countOf(resets, 200)).toBe(5);
    expect(countOf(resets, 429)).toBe(15);
    const registrations = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.client('127.0.28.1').call('registration', {
          full_name: 'Race Register',
          phone_number: String(9361000000 + i),
          password: 'secret-1',
          confirm_password: 'secret-1',
        }),
      ),
    );
    expect(countOf(registrations, 200)).toBe(t.config.registrationsPerHour);
    expect(countOf(registrations, 429)).toBe(40 - t.config.registrationsPerHour);
  });
});

describe('an address over its failure threshold', () => {
  const SLOWDOWN_MS = 1500;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SIGN_IN_ADDRESS_FAILURES: '3', SIGN_IN_SLOWDOWN_MS: String(SLOWDOWN_MS) } });
  });
  afterAll(async () => t?.close());

  it('gets one sign-in checked at a time: of 100 guesses at once one is checked, the rest are 429 with when to retry', async () => {
    const address = '127.0.30.1';
    for (let i = 0; i < 3; i += 1)
      expect((await t.client(address).signIn('patient', String(9362000000 + i), 'wrong')).status).toBe(401);
    // A different account per guess: only the address holds them back.
    const targets = await Promise.all(Array.from({ length: 100 }, () => patientWith(t, 'right-pass')));
    const started = Date.now();
    const guesses = await Promise.all(targets.map(({ phone }) => t.client(address).signIn('patient', phone, 'wrong')));
    expect(countOf(guesses, 401)).toBe(1);
    expect(countOf(guesses, 429)).toBe(99);
    const refused = guesses.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
    // Once its turn has passed, a right password still gets in from there.
    await new Promise((resolve) => setTimeout(resolve, SLOWDOWN_MS));
    expect((await t.client(address).signIn('patient', targets[1]!.phone, 'right-pass')).status).toBe(200);
  });
});
