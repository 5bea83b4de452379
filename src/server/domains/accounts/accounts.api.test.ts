import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t?.close());

let nextPhone = 9100000000;
const freshPhone = () => String((nextPhone += 1));

describe('registration', () => {
  it('answers the kept messages for missing and malformed fields', async () => {
    const c = t.client();
    const empty = await c.call('registration', {});
    expect(empty.status).toBe(400);
    expect(empty.body.response).toBe('fail');
    expect(empty.body.errors).toMatchObject({ full_name: MESSAGES.required, phone_number: MESSAGES.required });
    expect(empty.body.error).toBe(MESSAGES.required);

    const bad = await c.call('registration', {
      full_name: 'Asha Devi',
      phone_number: '98765',
      password: 'secret12',
      confirm_password: 'other123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.phone_number).toBe(MESSAGES.phoneInvalid);
    expect(bad.body.errors?.confirm_password).toBe(MESSAGES.passwordMismatchRegistration);

    const letters = await c.call('registration', {
      full_name: 'Asha',
      phone_number: '98765abcde',
      password: 'secret12',
    });
    expect(letters.body.errors?.phone_number).toBe(MESSAGES.phoneInvalid);

    const special = await c.call('registration', {
      full_name: 'Asha <b>',
      phone_number: freshPhone(),
      password: 'secret12',
    });
    expect(special.body.errors?.full_name).toBe(MESSAGES.noSpecialCharacters);
  });

  it('accepts Hindi names and refuses a phone number registered twice', async () => {
    const phone = freshPhone();
    const c = t.client();
    const first = await c.call('registration', {
      full_name: 'सीता देवी',
      phone_number: phone,
      password: 'secret12',
      confirm_password: 'secret12',
    });
    expect(first.status).toBe(200);
    expect(first.body.result.id).toBeGreaterThan(0);
    const again = await c.call('registration', { full_name: 'Sita Devi', phone_number: phone, password: 'secret12' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.phoneTaken);
  });
});

describe('registration attempts', () => {
  it('are limited per address (20 an hour by default), so the taken-number answer cannot list numbers', async () => {
    const address = '127.0.12.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push(
        (
          await t.client(address).call('registration', {
            full_name: 'Probe',
            phone_number: DEMO_ACCOUNTS.patient.phone_number,
            password: 'probe-1',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(
      (
        await t
          .client('127.0.12.2')
          .call('registration', { full_name: 'Real', phone_number: freshPhone(), password: 'real-pass' })
      ).status,
    ).toBe(200);
    clock += 61 * 60_000;
    expect(
      (
        await t
          .client(address)
          .call('registration', { full_name: 'Later', phone_number: freshPhone(), password: 'later-1' })
      ).status,
    ).toBe(200);
  });
});

describe('a patient registers, signs in, reads themself, changes password and signs out', () => {
  it('works end to end with CSRF and sessions', async () => {
    const phone = freshPhone();
    const browser = t.client();
    expect(
      (await browser.call('registration', { full_name: 'Mohan Lal', phone_number: phone, password: 'first-pass' }))
        .status,
    ).toBe(200);

    expect((await browser.call('get-current-user', {})).body.result).toBeNull();
    const login = await browser.signIn('patient', phone, 'first-pass');
    expect(login.status).toBe(200);
    expect(login.body.result).toMatchObject({
      full_name: 'Mohan Lal',
      user_type: 'Patient',
      type: 'Patient',
      phone_number: phone,
    });
    expect(login.raw).not.toContain('password');
    const sessionCookie = login.headers['set-cookie'];
    expect(String(sessionCookie)).toMatch(/sid=.*HttpOnly/i);

    const me = await browser.call('get-current-user', {});
    expect(me.status).toBe(200);
    expect(me.body.result.phone_number).toBe(phone);

    // A second device signed in to the same account loses its session when the password changes.
    const phoneB = t.client();
    await phoneB.signIn('patient', phone, 'first-pass');
    expect((await phoneB.call('get-current-user', {})).body.result?.phone_number).toBe(phone);

    const mismatch = await browser.call('change-password', {
      current_password: 'first-pass',
      password: 'second-pass',
      confirm_password: 'nope-nope',
      type: 'Patient',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.confirm_password).toBe(MESSAGES.passwordMismatch);

    const changed = await browser.call('change-password', {
      id: 1,
      current_password: 'first-pass',
      password: 'second-pass',
      confirm_password: 'second-pass',
      type: 'Patient',
    });
    expect(changed.status).toBe(200);
    expect((await browser.call('get-current-user', {})).body.result?.phone_number).toBe(phone);
    expect((await phoneB.call('get-current-user', {})).body.result).toBeNull();
    expect((await t.client().signIn('patient', phone, 'first-pass')).status).toBe(401);
    expect((await t.client().signIn('patient', phone, 'second-pass')).status).toBe(200);

    const out = await browser.call('logout', {});
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(MESSAGES.loggedOut);
    expect((await browser.call('get-current-user', {})).body.result).toBeNull();
  });

  it('change-password acts on the signed-in user whatever id is sent', async () => {
    const victim = t.client();
    await victim.signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
    const phone = freshPhone();
    const attacker = t.client();
    await attacker.call('registration', { full_name: 'Attacker', phone_number: phone, password: 'attack-1' });
    await attacker.signIn('patient', phone, 'attack-1');
    const victimId = (await victim.call('get-current-user', {})).body.result.id;
    const answer = await attacker.call('change-password', {
      id: victimId,
      current_password: 'attack-1',
      password: 'hijacked',
      confirm_password: 'hijacked',
      type: 'Patient',
    });
    expect(answer.status).toBe(200);
    expect((await t.client().signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD)).status).toBe(200);
    expect((await t.client().signIn('patient', phone, 'hijacked')).status).toBe(200);
    expect((await victim.call('get-current-user', {})).body.result?.id).toBe(victimId);
  });
});

describe('sign-in', () => {
  it('uses the kept messages', async () => {
    const c = t.client();
    const empty = await c.call('patient-login', {});
    expect(empty.body.errors).toEqual({ phone_number: MESSAGES.phoneRequired, password: MESSAGES.passwordRequired });
    const letters = await c.call('patient-login', { phone_number: 'abc', password: 'x' });
    expect(letters.body.errors?.phone_number).toBe(MESSAGES.loginPhoneInvalid);
    const wrong = await c.signIn('patient', DEMO_ACCOUNTS.patient.phone_number, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ response: 'fail', error: MESSAGES.wrongCredentials });
    const unknown = await c.signIn('patient', '9999999999', 'wrong-password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs each role in through its own call only', async () => {
    const hospital = await t.client().signIn('hospital', DEMO_ACCOUNTS.hospital.phone_number, DEMO_PASSWORD);
    expect(hospital.body.result).toMatchObject({ user_type: 'Doctor', type: 'Hospital' });
    const doctor = await t.client().signIn('doctor', DEMO_ACCOUNTS.doctor.phone_number, DEMO_PASSWORD);
    expect(doctor.body.result).toMatchObject({ user_type: 'Doctor', type: 'Doctor' });
    expect(doctor.body.result.doctor_detail.slots).toEqual(['Morning', 'Afternoon', 'Evening']);
    expect(doctor.body.result.lab_id).toBeGreaterThan(0);
    const lab = await t.client().signIn('lab', DEMO_ACCOUNTS.lab.phone_number, DEMO_PASSWORD);
    expect(lab.body.result).toMatchObject({ user_type: 'Lab', type: 'Lab' });
    // The patient sign-in does not open a doctor account, nor the lab sign-in a patient's.
    expect((await t.client().signIn('patient', DEMO_ACCOUNTS.doctor.phone_number, DEMO_PASSWORD)).status).toBe(401);
    expect((await t.client().signIn('lab', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD)).status).toBe(401);
  });
});

describe('signing in again in the same browser', () => {
  it('ends the session the browser had', async () => {
    const browser = t.client();
    await browser.signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
    const firstSession = browser.cookies.get('sid')!;
    await browser.signIn('doctor', DEMO_ACCOUNTS.doctor.phone_number, DEMO_PASSWORD);
    expect(browser.cookies.get('sid')).not.toBe(firstSession);
    const oldCookie = t.client();
    oldCookie.cookies.set('sid', firstSession);
    // get-current-user answers "no user" to a cookie whose session has ended; a signed-in call refuses it.
    expect((await oldCookie.call('get-current-user', {})).body.result).toBeNull();
    expect((await oldCookie.call('get-live-patient-booking-status', { patient_id: 1 })).status).toBe(401);
    expect((await browser.call('get-current-user', {})).body.result.type).toBe('Doctor');
  });
});

describe('push subscription', () => {
  it('update-notification-token stores and clears the push subscription of the signed-in user only', async () => {
    const patient = await t.demoClient('patient');
    const me = (await patient.call('get-current-user', {})).body.result.id;
    const token = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
    });
    expect(
      (await patient.call('update-notification-token', { id: me, token, type: 'Patient', page: 'login' })).status,
    ).toBe(200);
    expect(
      await t.platform.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', me).execute(),
    ).toHaveLength(1);
    expect((await patient.call('update-notification-token', { id: me + 1000, token: 'y', page: 'login' })).status).toBe(
      404,
    );
    await patient.call('update-notification-token', { id: me, token: '', page: 'logout' });
    expect(
      await t.platform.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', me).execute(),
    ).toHaveLength(0);
  });
});
