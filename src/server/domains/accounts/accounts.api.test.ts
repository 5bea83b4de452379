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
  it("answers the spec's messages for missing and malformed fields", async () => {
    const c = t.client();
    const empty = await c.call('registration', {});
    expect(empty.status).toBe(400);
    expect(empty.body.response).toBe('fail');
    expect(empty.body.errors).toMatchObject({ full_name: MESSAGES.required, phone_number: MESSAGES.required });
    expect(empty.body.error).toBe(MESSAGES.required);

    const bad = await c.call('registration', { full_name: 'Asha Devi', phone_number: '98765', password: 'secret12', confirm_password: 'other123' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.phone_number).toBe(MESSAGES.phoneInvalid);
    expect(bad.body.errors?.confirm_password).toBe(MESSAGES.passwordMismatchRegistration);

    const letters = await c.call('registration', { full_name: 'Asha', phone_number: '98765abcde', password: 'secret12' });
    expect(letters.body.errors?.phone_number).toBe(MESSAGES.phoneInvalid);

    const special = await c.call('registration', { full_name: 'Asha <b>', phone_number: freshPhone(), password: 'secret12' });
    expect(special.body.errors?.full_name).toBe(MESSAGES.noSpecialCharacters);
  });

  it('accepts Hindi names and refuses a phone number registered twice', async () => {
    const phone = freshPhone();
    const c = t.client();
    const first = await c.call('registration', { full_name: 'सीता देवी', phone_number: phone, password: 'secret12', confirm_password: 'secret12' });
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
      statuses.push((await t.client(address).call('registration', { full_name: 'Probe', phone_number: DEMO_ACCOUNTS.patient.phone_number, password: 'probe-1' })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await t.client('127.0.12.2').call('registration', { full_name: 'Real', phone_number: freshPhone(), password: 'real-pass' })).status).toBe(200);
    clock += 61 * 60_000;
    expect((await t.client(address).call('registration', { full_name: 'Later', phone_number: freshPhone(), password: 'later-1' })).status).toBe(200);
  });
});

describe('a patient registers, signs in, reads themself, changes password and signs out', () => {
  it('works end to end with CSRF and sessions', async () => {
    const phone = freshPhone();
    const browser = t.client();
    expect((await browser.call('registration', { full_name: 'Mohan Lal', phone_number: phone, password: 'first-pass' })).status).toBe(200);

    expect((await browser.call('get-current-user', {})).body.result).toBeNull();
    const login = await browser.signIn('patient', phone, 'first-pass');
    expect(login.status).toBe(200);
    expect(login.body.result).toMatchObject({ full_name: 'Mohan Lal', user_type: 'Patient', type: 'Patient', phone_number: phone });
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

    const mismatch = await browser.call('change-password', { current_password: 'first-pass', password: 'second-pass', confirm_password: 'nope-nope', type: 'Patient' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.confirm_password).toBe(MESSAGES.passwordMismatch);

    const changed = await browser.call('change-password', { id: 1, current_password: 'first-pass', password: 'second-pass', confirm_password: 'second-pass', type: 'Patient' });
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
    const answer = await attacker.call('change-password', { id: victimId, current_password: 'attack-1', password: 'hijacked', confirm_password: 'hijacked', type: 'Patient' });
    expect(answer.status).toBe(200);
    expect((await t.client().signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD)).status).toBe(200);
    expect((await t.client().signIn('patient', phone, 'hijacked')).status).toBe(200);
    expect((await victim.call('get-current-user', {})).body.result?.id).toBe(victimId);
  });
});

describe('sign-in', () => {
  it("uses the spec's messages", async () => {
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

describe('CSRF', () => {
  it('refuses a POST without the header or with a wrong one', async () => {
    const c = t.client();
    const none = await c.post('/api/version.json', '{}', { csrf: 'omit' });
    expect(none.status).toBe(403);
    expect(none.body.response).toBe('fail');
    const wrong = await c.post('/api/version.json', '{}', { csrf: 'wrong' });
    expect(wrong.status).toBe(403);
    expect((await c.post('/api/version.json', '{}')).status).toBe(200);
  });

  it("refuses another session's token, even in the cookie: the token belongs to the session", async () => {
    const victim = await t.demoClient('patient');
    const attacker = await t.demoClient('doctor');
    const attackerToken = attacker.cookies.get('XSRF-TOKEN')!;
    victim.cookies.set('XSRF-TOKEN', attackerToken);
    for (const [name, payload] of [
      ['change-password', { current_password: DEMO_PASSWORD, password: 'taken-over', confirm_password: 'taken-over', type: 'Patient' }],
      ['logout', {}],
      ['get-current-user', {}],
    ] as const) {
      const answer = await victim.post(`/api/${name}.json`, JSON.stringify(payload), { csrf: { token: attackerToken } });
      expect(answer.status, name).toBe(403);
    }
    // A made-up token that the cookie repeats (the old double-submit) is refused too.
    victim.cookies.set('XSRF-TOKEN', 'made-up');
    expect((await victim.post('/api/get-current-user.json', '{}', { csrf: { token: 'made-up' } })).status).toBe(403);
  });

  it('gives a new token at sign-in and refuses the one from before it', async () => {
    const c = t.client();
    await c.prime();
    const before = c.cookies.get('XSRF-TOKEN')!;
    await c.signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
    const after = c.cookies.get('XSRF-TOKEN')!;
    expect(after).not.toBe(before);
    expect((await c.post('/api/get-current-user.json', '{}', { csrf: { token: before } })).status).toBe(403);
    expect((await c.call('get-current-user', {})).status).toBe(200);
  });

  it('names the cookie __Host-XSRF-TOKEN when the app is served over HTTPS', async () => {
    const secure = await startTestApp({ env: { APP_BASE_URL: 'https://parchee.example.in' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/get-cities.json' });
      const cookie = response.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
      expect(cookie).toMatchObject({ path: '/', secure: true });
      expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    } finally {
      await secure.close();
    }
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

describe('password recovery', () => {
  const outboxFor = (email: string) => t.platform.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();
  const tokenIn = (body: string) => /forget-token=([\w-]+)/.exec(body)?.[1];

  it('answers the same whether or not the email exists, and validates the address', async () => {
    const c = t.client('127.0.4.1');
    const known = await c.call('resets-password', { email: 'patient@parchee.example', type: 'Patient' });
    const unknown = await c.call('resets-password', { email: 'nobody@parchee.example', type: 'Patient' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outboxFor('nobody@parchee.example')).toHaveLength(0);
    const invalid = await c.call('resets-password', { email: 'not-an-email', type: 'Patient' });
    expect(invalid.body.errors?.email).toBe(MESSAGES.emailInvalid);
  });

  it('mails a link whose token works once, within 30 minutes, and ends the sessions', async () => {
    const signedIn = await t.demoClient('lab');
    await t.client('127.0.4.2').call('resets-password', { email: 'lab@parchee.example', type: 'Lab' });
    const [mail] = await outboxFor('lab@parchee.example');
    expect(mail?.body).toContain('/generate-password?forget-token=');
    expect(mail?.body).toContain('type=Lab');
    const token = tokenIn(mail!.body)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.platform.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const mismatch = await t.client().call('generate-password', { token, password: 'lab-new-1', confirm_password: 'lab-new-2', type: 'Lab' });
    expect(mismatch.body.errors?.confirm_password).toBe(MESSAGES.passwordMismatch);
    const wrongType = await t.client().call('generate-password', { token, password: 'lab-new-1', type: 'Patient' });
    expect(wrongType.status).toBe(400);
    const used = await t.client().call('generate-password', { token, password: 'lab-new-1', confirm_password: 'lab-new-1', type: 'Lab' });
    expect(used.status).toBe(200);
    expect((await t.client().call('generate-password', { token, password: 'lab-new-2', type: 'Lab' })).body.error).toBe(MESSAGES.resetTokenInvalid);
    expect((await signedIn.call('get-current-user', {})).body.result).toBeNull();
    expect((await t.client().signIn('lab', DEMO_ACCOUNTS.lab.phone_number, 'lab-new-1')).status).toBe(200);

    await t.client('127.0.4.3').call('resets-password', { email: 'doctor@parchee.example', type: 'Doctor' });
    const late = tokenIn((await outboxFor('doctor@parchee.example'))[0]!.body)!;
    clock += 31 * 60_000;
    expect((await t.client().call('generate-password', { token: late, password: 'too-late-1', type: 'Doctor' })).status).toBe(400);
  });
});

describe('shell lookups', () => {
  it('version answers app_process, version and test_version', async () => {
    const answer = await t.client().call('version', { version: 0 });
    expect(answer.body.result).toEqual({ app_process: 'live', version: '1', test_version: '1' });
  });

  it('get-cities answers GET and POST with Deoria first', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/get-cities.json' });
    expect(JSON.parse(get.body).result[0]).toBe('Deoria');
    const post = await t.client().call('get-cities', {});
    expect(post.body.result).toEqual(JSON.parse(get.body).result);
    expect(post.body.result.length).toBeGreaterThan(5);
  });

  it('static pages need a signed-in user and come sanitised in both languages', async () => {
    expect((await t.client().call('get-static-pages', { page: 'about_us' })).status).toBe(401);
    const patient = await t.demoClient('patient');
    for (const page of ['about_us', 'refund_policy', 'privacy_policy', 'terms_&_condition', 'faq'] as const) {
      const en = await patient.call('get-static-pages', { page });
      expect(en.status).toBe(200);
      expect(en.body.result.content).toMatch(/<(h2|p)>/);
      const hi = await patient.call('get-static-pages', { page, lang: 'hi' });
      expect(hi.body.result.content).toMatch(/[\u0900-\u097F]/);
    }
    await t.platform.db.updateTable('static_pages').set({ content_en: '<p onclick="x()">Hi</p><script>alert(1)</script>' }).where('page', '=', 'faq').execute();
    const tampered = await patient.call('get-static-pages', { page: 'faq' });
    expect(tampered.body.result.content).toBe('<p>Hi</p>');
  });

  it('update-notification-token stores and clears the push subscription of the signed-in user only', async () => {
    const patient = await t.demoClient('patient');
    const me = (await patient.call('get-current-user', {})).body.result.id;
    const token = JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') } });
    expect((await patient.call('update-notification-token', { id: me, token, type: 'Patient', page: 'login' })).status).toBe(200);
    expect(await t.platform.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', me).execute()).toHaveLength(1);
    expect((await patient.call('update-notification-token', { id: me + 1000, token: 'y', page: 'login' })).status).toBe(404);
    await patient.call('update-notification-token', { id: me, token: '', page: 'logout' });
    expect(await t.platform.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', me).execute()).toHaveLength(0);
  });
});

describe('envelope and headers', () => {
  it('answers an envelope 404 for unknown API paths and sets security headers', async () => {
    const answer = await t.client().post('/api/no-such-call.json', '{}');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ response: 'fail', error: MESSAGES.notFound });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(String(answer.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('refuses a text/plain body with 415, as any type other than JSON and multipart', async () => {
    const answer = await t.client().post('/api/version.json', '{}', { contentType: 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.body.response).toBe('fail');
  });

  it('answers 400 without internals for broken JSON', async () => {
    const answer = await t.client().post('/api/registration.json', '{"full_name": ');
    expect(answer.status).toBe(400);
    expect(answer.raw).not.toMatch(/at |stack|SyntaxError/);
  });

  it('keeps the audit log append-only', async () => {
    await t.platform.audit.record({ user: null, action: 'test', recordType: 'booking', recordId: 1, outcome: 'ok' });
    await expect(t.platform.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(t.platform.db.updateTable('audit_log').set({ outcome: 'x' }).execute()).rejects.toThrow(/append-only/);
  });
});
