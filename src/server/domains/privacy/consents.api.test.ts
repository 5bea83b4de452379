// Consents and the privacy notice (decision 0090): registration records the notice accepted at its version and
// the alert channels agreed to, in its own transaction; a stale version is refused; the signed-in patient's
// privacy_notice_due follows PRIVACY_NOTICE_VERSION; the alert channels are withdrawn and given again by
// their patient only, and the alerts follow: no SMS alert written, no device kept for pushes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { buildApp } from '../../app';
import { bookAndJoin, TestAccounts, testClock, TODAY, TOMORROW } from '../../testing/booking-fixtures';
import { startTestApp, TestClient, type TestApp } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
let doctorId: number;
let version: string;

beforeAll(async () => {
  t = await startTestApp({ now: clock.now });
  accounts = new TestAccounts(t, clock);
  doctorId = await accounts.doctor();
  version = t.config.privacyNoticeVersion;
});
afterAll(async () => t?.close());

let phones = 9381000000;
/** Registers through the call as the form does (or as an older client, without `consent`) and signs in. */
async function registered(consent?: { privacy_notice_version?: string; alerts_consent?: boolean }) {
  const phone = String((phones += 1));
  const browser = t.client();
  const answer = await browser.call('registration', {
    full_name: 'Kamla Devi',
    phone_number: phone,
    password: DEMO_PASSWORD,
    confirm_password: DEMO_PASSWORD,
    ...consent,
  });
  expect(answer.status, answer.raw).toBe(200);
  const signedIn = await browser.signIn('patient', phone, DEMO_PASSWORD);
  expect(signedIn.status, signedIn.raw).toBe(200);
  return { id: answer.body.result.id as number, phone, browser, user: signedIn.body.result };
}

const consentRows = (userId: number) =>
  t.platform.db
    .selectFrom('consents')
    .select(['purpose', 'notice_version', 'given', 'at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const auditActions = async (userId: number) =>
  await t.platform.db
    .selectFrom('audit_log')
    .select(['action', 'user_id'])
    .where('record_type', '=', 'consents')
    .where('record_id', '=', userId)
    .orderBy('id')
    .execute();
const textsTo = async (phone: string) =>
  (
    await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'sms')
      .where('to_address', '=', phone)
      .execute()
  ).map((row) => row.body);

const keys = () => ({
  p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const subscription = (device: string) =>
  JSON.stringify({ endpoint: `https://fcm.googleapis.com/fcm/send/${device}`, expirationTime: null, keys: keys() });
const devicesOf = async (userId: number) =>
  (await t.platform.db.selectFrom('push_subscriptions').select('token').where('user_id', '=', userId).execute()).length;

describe('registration', () => {
  it('records the notice accepted at the version the form showed and the alerts agreed to, and the patient is not asked again', async () => {
    const { id, browser, user } = await registered({ privacy_notice_version: version, alerts_consent: true });
    expect(user.privacy_notice_due).toBe(false);
    const at = clock.now().toISOString();
    expect(await consentRows(id)).toEqual([
      { purpose: 'service', notice_version: version, given: 1, at },
      { purpose: 'push', notice_version: version, given: 1, at },
      { purpose: 'sms', notice_version: version, given: 1, at },
    ]);
    const consents = await browser.call('get-consents', { patient_id: id });
    expect(consents.body.result).toEqual({
      notice_version: version,
      accepted_version: version,
      accepted_at: at,
      purposes: [
        { purpose: 'push', given: true, at },
        { purpose: 'sms', given: true, at },
      ],
    });
    // Written by nobody signed in, naming the version only.
    expect(await auditActions(id)).toEqual([{ action: `registration-consents:${version}`, user_id: null }]);
  });

  it('without the alerts ticked records them not given: no SMS alert is written', async () => {
    const { id, phone, browser } = await registered({ privacy_notice_version: version });
    expect((await consentRows(id)).map((row) => [row.purpose, row.given])).toEqual([
      ['service', 1],
      ['push', 0],
      ['sms', 0],
    ]);
    expect((await browser.call('get-alert-preferences', { patient_id: id })).body.result).toMatchObject({
      channels: ['sms'],
      withdrawn: ['push', 'sms'],
    });
    expect((await bookAndJoin(browser, doctorId, TOMORROW)).status).toBe(200);
    expect(await textsTo(phone)).toEqual([]);
  });

  it('refuses a version that is not the one in force (409, read it again) and makes no account', async () => {
    const browser = t.client();
    const phone = String((phones += 1));
    const form = {
      full_name: 'Kamla Devi',
      phone_number: phone,
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      alerts_consent: true,
    };
    const stale = await browser.call('registration', { ...form, privacy_notice_version: '2020-01' });
    expect([stale.status, stale.body.error]).toEqual([409, MESSAGES.privacyNoticeChanged]);
    expect(
      await t.platform.db.selectFrom('users').select('id').where('phone_number', '=', phone).executeTakeFirst(),
    ).toBeUndefined();
    expect((await browser.call('registration', { ...form, privacy_notice_version: version })).status).toBe(200);
  });

  it('refuses consents that are not what the form sends', async () => {
    const browser = t.client();
    const form = { full_name: 'Kamla Devi', phone_number: String((phones += 1)), password: DEMO_PASSWORD };
    const notBoolean = await browser.call('registration', {
      ...form,
      privacy_notice_version: version,
      alerts_consent: 'yes',
    });
    expect([notBoolean.status, notBoolean.body.errors]).toEqual([400, { alerts_consent: MESSAGES.invalidValue }]);
    expect((await browser.call('registration', { ...form, privacy_notice_version: 'x'.repeat(21) })).status).toBe(400);
  });

  it('from an older client without the version records nothing: the patient is asked at sign-in, and hears alerts as before', async () => {
    const { id, browser, user } = await registered();
    expect(user.privacy_notice_due).toBe(true);
    expect(await consentRows(id)).toEqual([]);
    expect((await browser.call('get-consents', { patient_id: id })).body.result).toEqual({
      notice_version: version,
      accepted_version: null,
      accepted_at: null,
      purposes: [
        { purpose: 'push', given: true, at: null },
        { purpose: 'sms', given: true, at: null },
      ],
    });
    // Asked by the web before any screen, not refused by the server (decision 0090).
    expect((await browser.call('get-family-members', { patient_id: id })).status).toBe(200);
  });
});

describe('accept-privacy-notice', () => {
  it('records the notice and the channels chosen, forgets devices when push is declined, and the patient is no longer asked', async () => {
    const { id, browser } = await registered();
    expect(
      (await browser.call('update-notification-token', { token: subscription('accepting'), page: 'login' })).status,
    ).toBe(200);
    const accepted = await browser.call('accept-privacy-notice', { patient_id: id, version, sms: true, push: false });
    expect([accepted.status, accepted.body.message], accepted.raw).toEqual([200, MESSAGES.privacyNoticeAccepted]);
    expect(accepted.body.result).toMatchObject({ id, privacy_notice_due: false });
    expect((await browser.call('get-current-user', {})).body.result.privacy_notice_due).toBe(false);
    expect((await consentRows(id)).map((row) => [row.purpose, row.given, row.notice_version])).toEqual([
      ['service', 1, version],
      ['push', 0, version],
      ['sms', 1, version],
    ]);
    expect(await devicesOf(id)).toBe(0);
    expect((await auditActions(id)).map((entry) => [entry.action, entry.user_id])).toEqual([
      [`accept-privacy-notice:${version}`, id],
    ]);
  });

  it('refuses a version not in force, and bad input', async () => {
    const { id, browser } = await registered();
    const stale = await browser.call('accept-privacy-notice', {
      patient_id: id,
      version: '2020-01',
      sms: true,
      push: true,
    });
    expect([stale.status, stale.body.error]).toEqual([409, MESSAGES.privacyNoticeChanged]);
    const bad = await browser.call('accept-privacy-notice', { patient_id: id, version: '', sms: 'on' });
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      { version: MESSAGES.required, sms: MESSAGES.invalidValue, push: MESSAGES.invalidValue },
    ]);
    expect(await consentRows(id)).toEqual([]);
  });
});

describe('get-consents, withdraw-consent, give-consent', () => {
  it('withdraws and gives a channel with what it means, writes a row (and an audit entry) only for a change', async () => {
    const { id, browser } = await registered({ privacy_notice_version: version, alerts_consent: true });
    clock.set('2026-11-23T06:00:00Z');
    const withdrawn = await browser.call('withdraw-consent', { patient_id: id, purpose: 'sms' });
    expect([withdrawn.status, withdrawn.body.message]).toEqual([200, MESSAGES.smsConsentWithdrawn]);
    expect(withdrawn.body.result.purposes).toContainEqual({
      purpose: 'sms',
      given: false,
      at: '2026-11-23T06:00:00.000Z',
    });
    // Withdrawn again: nothing new to prove.
    expect((await browser.call('withdraw-consent', { patient_id: id, purpose: 'sms' })).status).toBe(200);
    const given = await browser.call('give-consent', { patient_id: id, purpose: 'sms' });
    expect([given.status, given.body.message]).toEqual([200, MESSAGES.smsConsentGiven]);
    expect(given.body.result.purposes).toContainEqual({ purpose: 'sms', given: true, at: '2026-11-23T06:00:00.000Z' });
    expect((await browser.call('give-consent', { patient_id: id, purpose: 'push' })).body.message).toBe(
      MESSAGES.pushConsentGiven,
    );
    expect((await browser.call('withdraw-consent', { patient_id: id, purpose: 'push' })).body.message).toBe(
      MESSAGES.pushConsentWithdrawn,
    );
    // The history is kept: the registration's rows, then one per change.
    expect((await consentRows(id)).map((row) => [row.purpose, row.given])).toEqual([
      ['service', 1],
      ['push', 1],
      ['sms', 1],
      ['sms', 0],
      ['sms', 1],
      ['push', 0],
    ]);
    expect((await auditActions(id)).map((entry) => entry.action)).toEqual([
      `registration-consents:${version}`,
      'withdraw-consent:sms',
      'give-consent:sms',
      'withdraw-consent:push',
    ]);
    // The notice itself is not withdrawn: only the account erased ends it.
    for (const purpose of ['service', 'email', '']) {
      const refused = await browser.call('withdraw-consent', { patient_id: id, purpose });
      expect([refused.status, refused.body.errors], purpose).toEqual([400, { purpose: MESSAGES.invalidValue }]);
    }
  });

  it("refuses another patient's id as missing, and every role but a patient", async () => {
    const owner = await registered({ privacy_notice_version: version, alerts_consent: true });
    const other = await registered({ privacy_notice_version: version, alerts_consent: true });
    for (const [name, body] of [
      ['get-consents', { patient_id: owner.id }],
      ['withdraw-consent', { patient_id: owner.id, purpose: 'sms' }],
      ['give-consent', { patient_id: owner.id, purpose: 'push' }],
      ['accept-privacy-notice', { patient_id: owner.id, version, sms: false, push: false }],
    ] as const) {
      expect((await other.browser.call(name, body)).status, name).toBe(404);
    }
    expect((await consentRows(owner.id)).length).toBe(3);
    const doctor = await t.clientFor(doctorId);
    expect((await doctor.call('get-consents', { patient_id: doctorId })).status).toBe(403);
    expect((await t.client().call('withdraw-consent', { patient_id: owner.id, purpose: 'sms' })).status).toBe(401);
  });

  it('withdrawing at once from two devices writes one row', async () => {
    const { id, browser } = await registered({ privacy_notice_version: version, alerts_consent: true });
    const second = new TestClient(t.app, '127.0.9.9');
    for (const [key, value] of browser.cookies) second.cookies.set(key, value);
    const answers = await Promise.all(
      [...Array(6)].map((_, i) =>
        (i % 2 ? second : browser).call('withdraw-consent', { patient_id: id, purpose: 'sms' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect((await consentRows(id)).filter((row) => row.purpose === 'sms').map((row) => row.given)).toEqual([1, 0]);
  });
});

describe('the alerts follow the consents', () => {
  it('with SMS withdrawn no SMS alert is written; given again, it is; a sign-in code asked for still goes', async () => {
    const { id, phone, browser } = await registered({ privacy_notice_version: version, alerts_consent: true });
    expect((await bookAndJoin(browser, doctorId, TODAY)).status).toBe(200);
    expect(await textsTo(phone)).toHaveLength(1);

    expect((await browser.call('withdraw-consent', { patient_id: id, purpose: 'sms' })).status).toBe(200);
    // The alert settings keep the choice and say the channel is off by consent.
    expect((await browser.call('get-alert-preferences', { patient_id: id })).body.result).toMatchObject({
      channels: ['sms'],
      withdrawn: ['sms'],
    });
    expect((await bookAndJoin(browser, doctorId, TODAY, 'Evening')).status).toBe(200);
    expect(await textsTo(phone)).toHaveLength(1);
    expect((await t.client().call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(200);
    await expect.poll(async () => (await textsTo(phone)).length).toBe(2);

    expect((await browser.call('give-consent', { patient_id: id, purpose: 'sms' })).status).toBe(200);
    expect((await browser.call('get-alert-preferences', { patient_id: id })).body.result).toMatchObject({
      channels: ['sms'],
      withdrawn: [],
    });
    expect((await bookAndJoin(browser, doctorId, TODAY, 'Afternoon')).status).toBe(200);
    expect(await textsTo(phone)).toHaveLength(3);
  });

  it('with push withdrawn the devices are forgotten and no new one is kept until push is given again', async () => {
    const { id, browser } = await registered({ privacy_notice_version: version, alerts_consent: true });
    expect(
      (await browser.call('update-notification-token', { token: subscription('phone-a'), page: 'login' })).status,
    ).toBe(200);
    expect(await devicesOf(id)).toBe(1);
    expect((await browser.call('withdraw-consent', { patient_id: id, purpose: 'push' })).status).toBe(200);
    expect(await devicesOf(id)).toBe(0);
    const refused = await browser.call('update-notification-token', { token: subscription('phone-b'), page: 'login' });
    expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.pushOffByChoice]);
    expect(await devicesOf(id)).toBe(0);
    expect((await browser.call('give-consent', { patient_id: id, purpose: 'push' })).status).toBe(200);
    expect(
      (await browser.call('update-notification-token', { token: subscription('phone-b'), page: 'login' })).status,
    ).toBe(200);
    expect(await devicesOf(id)).toBe(1);
  });

  it('a device saved while push is withdrawn at the same moment is not kept', async () => {
    const { id, browser } = await registered({ privacy_notice_version: version, alerts_consent: true });
    const [saved, withdrawn] = await Promise.all([
      browser.call('update-notification-token', { token: subscription('racing'), page: 'login' }),
      browser.call('withdraw-consent', { patient_id: id, purpose: 'push' }),
    ]);
    expect(withdrawn.status).toBe(200);
    // Before the withdrawal (then forgotten by it) or after it (refused): never kept.
    expect([200, 409]).toContain(saved.status);
    expect(await devicesOf(id)).toBe(0);
  });
});

describe('a new privacy notice', () => {
  it('asks the patients who accepted another version, the demo patient included, until they accept it; the server refuses no call for it', async () => {
    const { id, browser } = await registered({ privacy_notice_version: version, alerts_consent: true });
    const demo = await t.demoClient('patient');
    expect((await demo.call('get-current-user', {})).body.result.privacy_notice_due).toBe(false);
    // The next release, on the same database.
    const next = await buildApp({ ...t.config, privacyNoticeVersion: '2027-01' }, { webRoot: null, now: clock.now });
    try {
      const onNext = (client: TestClient) => {
        const moved = new TestClient(next, '127.0.9.10');
        for (const [key, value] of client.cookies) moved.cookies.set(key, value);
        return moved;
      };
      const patient = onNext(browser);
      expect((await patient.call('get-current-user', {})).body.result.privacy_notice_due).toBe(true);
      expect((await onNext(demo).call('get-current-user', {})).body.result.privacy_notice_due).toBe(true);
      expect((await patient.call('get-consents', { patient_id: id })).body.result).toMatchObject({
        notice_version: '2027-01',
        accepted_version: version,
      });
      expect((await patient.call('get-family-members', { patient_id: id })).status).toBe(200);
      // The old notice is no longer the one to accept, at registration either.
      expect(
        (await patient.call('accept-privacy-notice', { patient_id: id, version, sms: true, push: true })).status,
      ).toBe(409);
      const form = {
        full_name: 'Late Reader',
        phone_number: String((phones += 1)),
        password: DEMO_PASSWORD,
        privacy_notice_version: version,
      };
      expect((await new TestClient(next, '127.0.9.11').call('registration', form)).status).toBe(409);

      const accepted = await patient.call('accept-privacy-notice', {
        patient_id: id,
        version: '2027-01',
        sms: true,
        push: true,
      });
      expect(accepted.body.result.privacy_notice_due).toBe(false);
      expect((await patient.call('get-current-user', {})).body.result.privacy_notice_due).toBe(false);
      // The old acceptance stays beside the new one.
      expect(
        (await consentRows(id)).filter((row) => row.purpose === 'service').map((row) => row.notice_version),
      ).toEqual([version, '2027-01']);
    } finally {
      await next.close();
    }
  });

  it('is read by anyone, with its version, in either language; other roles are never asked', async () => {
    const en = await t.client().call('get-privacy-notice', {});
    expect(en.body.result.version).toBe(version);
    expect(en.body.result.content).toContain('<h2>Privacy policy</h2>');
    expect((await t.client().call('get-privacy-notice', { lang: 'hi' })).body.result.content).toContain('प्राइवेसी नीति');
    for (const role of ['doctor', 'hospital', 'lab', 'operator'] as const) {
      expect((await (await t.demoClient(role)).call('get-current-user', {})).body.result.privacy_notice_due, role).toBe(
        false,
      );
    }
  });
});
