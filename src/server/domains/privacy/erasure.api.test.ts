// Erasing an account (decision 0093): asked with the password, carried out 48 hours later unless kept (here or
// at sign-in), one account's own: what goes (personal fields, sign-in, family, messages, alerts), what the
// clinics keep pseudonymised (the records of visits), that the number registers again, and the audit of it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASURE_WAIT_HOURS } from '../../../shared/contract/privacy';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import {
  draft,
  join,
  MONDAY_10_IST,
  startBookingTest,
  testClock,
  TOMORROW,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp, TestClient } from '../../testing/test-app';
import { AccountErasure } from './erasure';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
let erasure: AccountErasure;
beforeAll(async () => {
  ({ t, accounts } = await startBookingTest(clock));
  erasure = new AccountErasure(t.platform);
});
afterAll(async () => t?.close());

const HOUR_MS = 3_600_000;
const PASSWORD = 'Asha@2026';
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

let phones = 9400000000;
/** A patient who registered with a password, signed in; answers their id, client and number. */
async function registered(name = 'Asha Verma'): Promise<{ id: number; client: TestClient; phone: string }> {
  phones += 1;
  const phone = String(phones);
  const client = t.client();
  const registration = await client.call('registration', {
    full_name: name,
    phone_number: phone,
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  expect(registration.status, registration.raw).toBe(200);
  // Remember me: the session outlives the 48 hours the tests wait.
  expect((await client.call('patient-login', { phone_number: phone, password: PASSWORD, remember: true })).status).toBe(
    200,
  );
  return { id: registration.body.result.id, client, phone };
}

const requestErasure = (client: TestClient, id: number, password = PASSWORD) =>
  client.call('request-erasure', { patient_id: id, current_password: password });
/** Runs the chore; answers whether it erased this account (other tests' requests may come due in the same round). */
async function erasedNow(id: number): Promise<boolean> {
  await erasure.eraseDue();
  const row = await t.platform.db
    .selectFrom('account_erasures')
    .select('erased_at')
    .where('user_id', '=', id)
    .executeTakeFirst();
  return row?.erased_at != null;
}
const currentUser = async (client: TestClient) => (await client.call('get-current-user', {})).body.result;
const userRow = (id: number) =>
  t.platform.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('request-erasure, get-erasure, cancel-erasure', () => {
  it('asks for the password in use, answers the time 48 hours on, and keeps the first time when asked again', async () => {
    const { id, client } = await registered();
    const missing = await client.call('request-erasure', { patient_id: id });
    expect([missing.status, missing.body.errors]).toEqual([
      400,
      { current_password: MESSAGES.currentPasswordRequired },
    ]);
    const wrong = await requestErasure(client, id, 'not-my-password');
    expect([wrong.status, wrong.body.errors]).toEqual([400, { current_password: MESSAGES.currentPasswordWrong }]);
    expect((await client.call('get-erasure', { patient_id: id })).body.result.erase_at).toBeNull();

    const asked = await requestErasure(client, id);
    const eraseAt = hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS);
    expect([asked.status, asked.body.result, asked.body.message], asked.raw).toEqual([
      200,
      { erase_at: eraseAt },
      fillMessage(MESSAGES.erasureRequested, { hours: 48 }),
    ]);
    expect((await client.call('get-erasure', { patient_id: id })).body.result).toEqual({
      erase_at: eraseAt,
      record_retention_years: 3,
      records_kept_until: null,
    });
    // The app shows it before anything else when the patient signs in.
    expect((await currentUser(client)).erasure_at).toBe(eraseAt);

    clock.set(hoursAfter(MONDAY_10_IST, 5));
    expect((await requestErasure(client, id)).body.result).toEqual({ erase_at: eraseAt });
  });

  it('counts a wrong password as a failed sign-in of the account: the fifth locks it, the right one too then', async () => {
    const { id, client } = await registered();
    for (let i = 0; i < 4; i += 1) expect((await requestErasure(client, id, `guess-${i}`)).status).toBe(400);
    expect((await requestErasure(client, id, 'guess-4')).status).toBe(400);
    const locked = await requestErasure(client, id);
    expect(locked.status).toBe(429);
    expect((await client.call('get-erasure', { patient_id: id })).body.result.erase_at).toBeNull();
  });

  it("is the patient's own: another patient's id is 404 on each call, other roles 403, nobody signed in 401", async () => {
    const owner = await registered();
    const other = await registered('Other Patient');
    expect((await requestErasure(owner.client, owner.id)).status).toBe(200);
    // The other patient's own password does not reach someone else's account.
    for (const answer of [
      await requestErasure(other.client, owner.id),
      await other.client.call('cancel-erasure', { patient_id: owner.id }),
      await other.client.call('get-erasure', { patient_id: owner.id }),
    ]) {
      expect([answer.status, answer.body.error]).toEqual([404, MESSAGES.notFound]);
    }
    expect((await owner.client.call('get-erasure', { patient_id: owner.id })).body.result.erase_at).not.toBeNull();
    const doctor = await t.demoClient('doctor');
    expect((await doctor.call('request-erasure', { patient_id: owner.id, current_password: PASSWORD })).status).toBe(
      403,
    );
    expect((await doctor.call('cancel-erasure', { patient_id: owner.id })).status).toBe(403);
    expect((await t.client().call('get-erasure', { patient_id: owner.id })).status).toBe(401);
    expect((await requestErasure(owner.client, 0 as never)).status).toBe(400);
  });

  it('keeps the account when cancelled: nothing is erased when the time comes, and it signs in as before', async () => {
    const { id, client, phone } = await registered();
    expect((await requestErasure(client, id)).status).toBe(200);
    const kept = await client.call('cancel-erasure', { patient_id: id });
    expect([kept.status, kept.body.result, kept.body.message]).toEqual([200, null, MESSAGES.erasureCancelled]);
    expect((await currentUser(client)).erasure_at).toBeNull();
    expect((await client.call('get-erasure', { patient_id: id })).body.result.erase_at).toBeNull();
    // Nothing waits: the same answer again.
    expect((await client.call('cancel-erasure', { patient_id: id })).status).toBe(200);

    clock.set(hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS + 1));
    expect(await erasedNow(id)).toBe(false);
    expect((await userRow(id)).full_name).toBe('Asha Verma');
    expect((await t.client().signIn('patient', phone, PASSWORD)).status).toBe(200);
    const actions = await t.platform.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('record_type', '=', 'user')
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'request-erasure', user_id: id },
      { action: 'cancel-erasure', user_id: id },
    ]);
  });

  it('waits the whole 48 hours on the clock, then erases: the sessions end and the password signs in to nothing', async () => {
    const { id, client, phone } = await registered();
    expect((await requestErasure(client, id)).status).toBe(200);
    clock.set(hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS - 1 / 60));
    expect(await erasedNow(id)).toBe(false);
    expect((await currentUser(client)).id).toBe(id);

    clock.set(hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS));
    expect(await erasedNow(id)).toBe(true);
    // Once only: the next rounds find it done.
    await erasure.eraseDue();
    expect(
      await t.platform.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'erase-account')
        .where('record_id', '=', id)
        .execute(),
    ).toHaveLength(1);
    // The session ends on every instance when the bus's message of the commit comes (on PostgreSQL, a NOTIFY
    // heard a moment later); until then this instance may still hold it.
    await vi.waitFor(async () => expect(await currentUser(client)).toBeNull());
    expect((await client.call('get-erasure', { patient_id: id })).status).toBe(401);
    const again = await t.client().signIn('patient', phone, PASSWORD);
    expect([again.status, again.body.error]).toEqual([401, MESSAGES.wrongCredentials]);
  });

  it('lets a cancel and the erasure meet: one of them wins whole', async () => {
    const { id, client } = await registered();
    expect((await requestErasure(client, id)).status).toBe(200);
    clock.set(hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS));
    const [kept] = await Promise.all([client.call('cancel-erasure', { patient_id: id }), erasure.eraseDue()]);
    const row = await userRow(id);
    if (row.full_name === '') {
      expect([401, 409]).toContain(kept.status);
    } else {
      expect([kept.status, row.full_name, row.phone_number]).toEqual([200, 'Asha Verma', row.phone_number]);
      expect(await erasedNow(id)).toBe(false);
      expect(row.password_hash).not.toBeNull();
    }
  });
});

describe('what an erasure erases and what the clinics keep', () => {
  /**
   * A patient with a profile, a child, bookings of every kind, alerts by SMS, a push device and the traces of signing
   * in.
   */
  async function busyPatient() {
    const patient = await registered();
    const { id, client, phone } = patient;
    const doctorId = await accounts.doctor();
    const profile = await client.call('edit-patient-profile', {
      patient_id: id,
      full_name: 'Asha Verma',
      phone_number: phone,
      email: 'Asha@Example.in',
      age: '34',
      address: 'Ward 5 Deoria',
    });
    expect(profile.status, profile.raw).toBe(200);
    expect(
      (await client.call('update-alert-preferences', { patient_id: id, channels: ['sms'], turn_near_at: 3 })).status,
    ).toBe(200);
    const child = await client.call('save-family-member', {
      patient_id: id,
      name: 'Munni Kumari',
      age: '7',
      sex: 'Female',
      relation: 'Child',
    });
    const memberId = child.body.result.id as number;
    // Her own token and her child's, in one slot.
    const own = await draft(client, doctorId, { name: 'Asha Verma', phone_number: phone });
    const forChild = await draft(client, doctorId, { type: 'Other', family_member_id: memberId });
    expect((await join(client, own)).status).toBe(200);
    expect((await join(client, forChild)).status).toBe(200);
    const lab = await client.call('add-lab-test-booking', {
      patient_id: id,
      name: 'Asha Verma',
      age: '34',
      test_name: 'CBC',
      phone_number: phone,
      patient_address: 'Ward 5, Deoria',
      booking_date: TOMORROW,
      city: 'Deoria',
    });
    expect(lab.status, lab.raw).toBe(200);
    const other = await client.call('add-other-booking', {
      patient_id: id,
      name: 'Asha Verma',
      age: '34',
      problem: 'Back pain',
      address: 'Clinic Road',
      phone_number: phone,
      patient_address: 'Ward 5 Deoria',
      doctor_name: 'Dr R P Singh',
      booking_amount: '250',
      booking_date: TOMORROW,
      city: 'Deoria',
    });
    expect(other.status, other.raw).toBe(200);
    const png = new Blob([
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } })
          .png()
          .toBuffer(),
      ),
    ]);
    const delivery = await client.callMultipart('add-medical-delivery', {
      patient_id: String(id),
      name: 'Asha Verma',
      address: 'Ward 5 Deoria',
      phone_number: phone,
      delivery_date: TOMORROW,
      delivery_type: 'Normal',
      city: 'Deoria',
      priscription_image: png,
    });
    expect(delivery.status, delivery.raw).toBe(200);
    const emergency = await client.call('add-emergency-booking', {
      patient_id: id,
      type: 'Trauma',
      name: 'Asha Verma',
      phone_number: phone,
      address: 'NH 27, Deoria',
      city: 'Deoria',
    });
    expect(emergency.status, emergency.raw).toBe(200);
    expect((await client.call('get-agent-analytics', { patient_id: id }, { 'Idempotency-Key': 'k-1' })).status).toBe(
      200,
    );
    expect((await t.client().call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(200);
    const now = t.platform.now().toISOString();
    await t.platform.db
      .insertInto('push_subscriptions')
      .values({ user_id: id, token: '{"endpoint":"https://fcm.googleapis.com/x"}', lang: 'en', created_at: now })
      .execute();
    await t.platform.db
      .insertInto('password_resets')
      .values({ token_hash: `reset-${id}`, user_id: id, expires_at: hoursAfter(now, 1) })
      .execute();
    await t.platform.db
      .insertInto('outbox')
      .values({
        channel: 'mail',
        to_address: 'asha@example.in',
        subject: 'Reset',
        body: 'link',
        created_at: now,
        sent_at: null,
        next_attempt_at: now,
      })
      .execute();
    return { ...patient, doctorId, memberId };
  }

  it('blanks the account, deletes its sign-in, family and messages, turns its alerts off, and pseudonymises every record kept', async () => {
    const asha = await busyPatient();
    const bystander = await registered('Kamla Devi');
    const bystanderBooking = await draft(bystander.client, asha.doctorId, { name: 'Kamla Devi' });
    expect((await join(bystander.client, bystanderBooking)).status).toBe(200);
    const { db } = t.platform;
    expect(await db.selectFrom('outbox').select('id').where('to_address', '=', asha.phone).execute()).not.toHaveLength(
      0,
    );

    expect((await requestErasure(asha.client, asha.id)).status).toBe(200);
    clock.set(hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS));
    expect(await erasedNow(asha.id)).toBe(true);

    expect(await userRow(asha.id)).toMatchObject({
      role: 'Patient',
      phone_number: `erased-${asha.id}`,
      password_hash: null,
      full_name: '',
      first_name: '',
      last_name: '',
      email: '',
      image: null,
      age: null,
      address: '',
      city: '',
      app_language: null,
    });
    for (const [table, column] of [
      ['sessions', 'user_id'],
      ['password_resets', 'user_id'],
      ['push_subscriptions', 'user_id'],
      ['idempotency_keys', 'user_id'],
      ['family_members', 'patient_id'],
    ] as const) {
      expect(await db.selectFrom(table).select(column).where(column, '=', asha.id).execute(), table).toEqual([]);
    }
    expect(
      await db.selectFrom('login_codes').select('login_key').where('login_key', 'like', `%${asha.phone}`).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('outbox').select('id').where('to_address', 'in', [asha.phone, 'asha@example.in']).execute(),
    ).toEqual([]);

    // The visits stay for the clinic, with nothing that names her: her token and her child's, both.
    const bookings = await db
      .selectFrom('bookings')
      .selectAll()
      .where('patient_id', '=', asha.id)
      .orderBy('id')
      .execute();
    expect(
      bookings.map((b) => [
        b.name,
        b.phone_number,
        b.address,
        b.family_member_id,
        b.booking_number,
        b.status,
        b.age,
        b.problem,
      ]),
    ).toEqual([
      ['', '', '', null, 1, 'Pending', 42, 'Fever and cough'],
      ['', '', '', null, 2, 'Pending', 7, 'Fever and cough'],
    ]);
    const pseudonymous = { name: '', phone_number: '', city: '' };
    expect(
      await db
        .selectFrom('lab_bookings')
        .select(['name', 'phone_number', 'patient_address', 'city', 'test_name'])
        .where('patient_id', '=', asha.id)
        .execute(),
    ).toEqual([{ ...pseudonymous, patient_address: '', test_name: 'CBC' }]);
    expect(
      await db
        .selectFrom('external_bookings')
        .select(['name', 'phone_number', 'patient_address', 'city', 'doctor_name'])
        .where('patient_id', '=', asha.id)
        .execute(),
    ).toEqual([{ ...pseudonymous, patient_address: '', doctor_name: 'Dr R P Singh' }]);
    const [delivery] = await db
      .selectFrom('medical_deliveries')
      .select(['id', 'name', 'phone_number', 'address', 'city', 'priscription_image'])
      .where('patient_id', '=', asha.id)
      .execute();
    expect(delivery).toMatchObject({ ...pseudonymous, address: '', priscription_image: expect.any(String) });
    // Its prescription picture stays with it.
    expect(
      await db
        .selectFrom('files')
        .select('name')
        .where('record_type', '=', 'medical-delivery')
        .where('record_id', '=', delivery!.id)
        .execute(),
    ).toEqual([{ name: delivery!.priscription_image }]);
    expect(
      await db
        .selectFrom('emergency_requests')
        .select(['name', 'phone_number', 'address', 'city', 'type'])
        .where('patient_id', '=', asha.id)
        .execute(),
    ).toEqual([{ ...pseudonymous, address: '', type: 'Trauma' }]);
    // No alert reaches the erased account by any channel: the clinic cancelling a token of hers sends nothing.
    expect(
      await db.selectFrom('alert_preferences').select('channels').where('patient_id', '=', asha.id).execute(),
    ).toEqual([{ channels: '' }]);
    const doctor = await t.clientFor(asha.doctorId);
    expect(
      (await doctor.call('booking-confirmation', { booking_id: bookings[0]!.id, status: 'Cancelled' })).status,
    ).toBe(200);
    expect(
      await db
        .selectFrom('outbox')
        .select('to_address')
        .where('to_address', 'in', [asha.phone, `erased-${asha.id}`, ''])
        .execute(),
    ).toEqual([]);
    // Someone else's booking in the same slot is untouched.
    expect(
      (await db.selectFrom('bookings').select('name').where('id', '=', bystanderBooking).executeTakeFirstOrThrow())
        .name,
    ).toBe('Kamla Devi');

    // Audited by the account's id alone; the erasure row names nothing else.
    const erased = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'erase-account')
      .where('record_id', '=', asha.id)
      .execute();
    expect(erased).toEqual([
      {
        id: expect.any(Number),
        at: hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS),
        user_id: null,
        role: null,
        action: 'erase-account',
        record_type: 'user',
        record_id: asha.id,
        outcome: 'ok',
      },
    ]);
    expect(await db.selectFrom('account_erasures').selectAll().where('user_id', '=', asha.id).execute()).toEqual([
      {
        user_id: asha.id,
        requested_at: new Date(MONDAY_10_IST).toISOString(),
        erase_at: hoursAfter(MONDAY_10_IST, 48),
        erased_at: hoursAfter(MONDAY_10_IST, 48),
      },
    ]);
  });

  it('frees the number: it registers again as a new account that sees nothing of the old one', async () => {
    const asha = await busyPatient();
    expect((await requestErasure(asha.client, asha.id)).status).toBe(200);
    clock.set(hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS));
    expect(await erasedNow(asha.id)).toBe(true);

    const client = t.client();
    const again = await client.call('registration', {
      full_name: 'Asha Verma',
      phone_number: asha.phone,
      password: 'New@2029',
      confirm_password: 'New@2029',
    });
    expect(again.status, again.raw).toBe(200);
    const newId = again.body.result.id as number;
    expect(newId).not.toBe(asha.id);
    const signedIn = await client.signIn('patient', asha.phone, 'New@2029');
    expect(signedIn.body.result).toMatchObject({ id: newId, phone_number: asha.phone, erasure_at: null });
    expect((await client.call('get-patient-history', { patient_id: newId, date: TOMORROW })).body.result).toEqual([]);
    expect((await client.call('get-family-members', { patient_id: newId })).body.result).toEqual([]);
    expect((await client.call('get-erasure', { patient_id: newId })).body.result).toEqual({
      erase_at: null,
      record_retention_years: 3,
      records_kept_until: null,
    });
    // A second registration of the number is refused as before: one account per number.
    const twice = await t.client().call('registration', {
      full_name: 'Someone Else',
      phone_number: asha.phone,
      password: 'Other@123',
      confirm_password: 'Other@123',
    });
    expect([twice.status, twice.body.error]).toEqual([409, MESSAGES.phoneTaken]);
  });

  it('tells the patient before they ask how long the clinics keep their records: the latest visit, 3 years on', async () => {
    const asha = await busyPatient();
    expect((await asha.client.call('get-erasure', { patient_id: asha.id })).body.result).toEqual({
      erase_at: null,
      record_retention_years: 3,
      records_kept_until: '2029-11-24',
    });
  });
});

describe('what the account asked under its data rights, and what reaches it once erased', () => {
  const BREACH = {
    message_en: 'A report of yours was sent to a wrong address.',
    message_hi: 'आपकी एक रिपोर्ट गलत पते पर भेजी गई।',
  };

  /**
   * A patient with one of each: the privacy notice accepted and SMS withdrawn (consents), a link to a copy of
   * their data, a decided and a waiting correction request, an answered and an open grievance, a breach notice
   * in the app.
   */
  async function patientWithRights() {
    const patient = await registered();
    const { id, client } = patient;
    const operator = await t.demoClient('operator');
    const version = t.config.privacyNoticeVersion;
    expect(
      (await client.call('accept-privacy-notice', { patient_id: id, version, sms: true, push: false })).status,
    ).toBe(200);
    expect((await client.call('withdraw-consent', { patient_id: id, purpose: 'sms' })).status).toBe(200);
    expect((await client.call('export-my-data', { patient_id: id })).status).toBe(200);
    const booking = await draft(client, await accounts.doctor(), { name: 'Asha Vermaa' });
    expect((await join(client, booking)).status).toBe(200);
    const decided = await client.call('request-correction', {
      patient_id: id,
      booking_id: booking,
      field: 'name',
      proposed_value: 'Asha Verma',
      note: 'One a too many',
    });
    expect(decided.status, decided.raw).toBe(200);
    expect(
      (
        await operator.call('decide-correction-request', {
          id: decided.body.result.id,
          decision: 'Approved',
          reason: 'Checked on the phone',
        })
      ).status,
    ).toBe(200);
    const waiting = await client.call('request-correction', {
      patient_id: id,
      booking_id: booking,
      field: 'address',
      proposed_value: 'Ward 6 Deoria',
      note: 'We moved',
    });
    expect(waiting.status, waiting.raw).toBe(200);
    const grievanceOf = async (message: string) =>
      Number(
        (
          (await client.call('submit-grievance', { patient_id: id, subject: 'MyData', message })).body.result
            .acknowledgement as string
        ).slice(4),
      );
    const answered = await grievanceOf('Who saw my reports?');
    expect(
      (await operator.call('resolve-grievance', { id: answered, reply: 'Only your doctor and the lab, Asha.' })).status,
    ).toBe(200);
    const open = await grievanceOf('My address shows on the slip.');
    expect((await operator.call('send-breach-notice', { audience: [id], ...BREACH })).status).toBe(200);
    return { ...patient, waitingCorrection: waiting.body.result.id as number, answered, open };
  }

  async function erase(id: number, client: TestClient) {
    expect((await requestErasure(client, id)).status).toBe(200);
    clock.set(hoursAfter(MONDAY_10_IST, ERASURE_WAIT_HOURS));
    expect(await erasedNow(id)).toBe(true);
  }

  it('deletes its copy links, consents, correction requests and notices, and blanks its grievances, keeping their number and status for the register', async () => {
    const asha = await patientWithRights();
    const { db } = t.platform;
    const rows = (table: 'data_exports' | 'correction_requests' | 'patient_notices') =>
      db.selectFrom(table).select('patient_id').where('patient_id', '=', asha.id).execute();
    expect(
      (await rows('data_exports')).length *
        (await rows('correction_requests')).length *
        (await rows('patient_notices')).length,
    ).toBeGreaterThan(0);
    const notice = await db
      .selectFrom('patient_notices')
      .select('notice_id')
      .where('patient_id', '=', asha.id)
      .executeTakeFirstOrThrow();

    await erase(asha.id, asha.client);

    for (const table of ['data_exports', 'correction_requests', 'patient_notices'] as const)
      expect(await rows(table), table).toEqual([]);
    expect(await db.selectFrom('consents').select('id').where('user_id', '=', asha.id).execute()).toEqual([]);
    expect(
      await db
        .selectFrom('grievances')
        .select(['id', 'subject', 'message', 'status', 'reply', 'resolved_at'])
        .where('patient_id', '=', asha.id)
        .orderBy('id')
        .execute(),
    ).toEqual([
      {
        id: asha.answered,
        subject: 'MyData',
        message: '',
        status: 'Resolved',
        reply: '',
        resolved_at: expect.any(String),
      },
      { id: asha.open, subject: 'MyData', message: '', status: 'Open', reply: '', resolved_at: null },
    ]);
    // The notice itself names no one and stays; the audit log keeps each consent change, by purpose and version only.
    expect(await db.selectFrom('notices').select('message_en').where('id', '=', notice.notice_id).execute()).toEqual([
      { message_en: BREACH.message_en },
    ]);
    const consentAudit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('record_type', '=', 'consents')
      .where('record_id', '=', asha.id)
      .orderBy('id')
      .execute();
    expect(consentAudit.map((entry) => entry.action)).toEqual([
      `accept-privacy-notice:${t.config.privacyNoticeVersion}`,
      'withdraw-consent:sms',
    ]);
  });

  it('is passed over by a breach notice to all, refused by name in a list, and its grievance and correction are answered without a text', async () => {
    const asha = await patientWithRights();
    const { phone } = asha;
    const { db } = t.platform;
    await erase(asha.id, asha.client);
    // Signed in now, 48 hours on.
    const operator = await t.demoClient('operator');
    const erasedNumber = `erased-${asha.id}`;
    const textsToHer = () =>
      db.selectFrom('outbox').select('body').where('to_address', 'in', [phone, erasedNumber]).execute();

    const toAll = await operator.call('send-breach-notice', { audience: 'all', ...BREACH });
    expect(toAll.status, toAll.raw).toBe(200);
    const given = await db
      .selectFrom('patient_notices')
      .select('patient_id')
      .innerJoin('breach_notices', 'breach_notices.notice_id', 'patient_notices.notice_id')
      .where('breach_notices.id', '=', toAll.body.result.id)
      .execute();
    expect(given.map((row) => row.patient_id)).not.toContain(asha.id);
    const living = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Patient')
      .where('phone_number', 'not like', 'erased-%')
      .execute();
    expect(toAll.body.result.patients).toBe(living.length);
    const listed = await operator.call('send-breach-notice', { audience: [asha.id], ...BREACH });
    expect([listed.status, listed.body.errors]).toEqual([
      400,
      { audience: fillMessage(MESSAGES.breachAudienceNotPatients, { ids: [asha.id] }) },
    ]);

    // Her open grievance closes for the register: no reply kept, no text; the desk sees the account erased, with no
    // number.
    const resolved = await operator.call('resolve-grievance', {
      id: asha.open,
      reply: 'Dear Asha, we have removed it.',
    });
    expect([resolved.status, resolved.body.message], resolved.raw).toEqual([
      200,
      MESSAGES.grievanceClosedAccountErased,
    ]);
    expect(resolved.body.result).toMatchObject({
      id: asha.open,
      status: 'Resolved',
      message: '',
      reply: '',
      patient_name: '',
      phone_number: '',
      account_erased: true,
    });
    expect(await auditOfGrievance(asha.open)).toContainEqual({ action: 'resolve-grievance', outcome: 'ok' });
    const desk = (await operator.call('get-grievances', {})).body.result as {
      id: number;
      phone_number: string;
      account_erased: boolean;
    }[];
    expect(desk.find((row) => row.id === asha.answered)).toMatchObject({ phone_number: '', account_erased: true });

    // Her waiting correction went with the account: there is nothing to decide.
    expect(
      (
        await operator.call('decide-correction-request', {
          id: asha.waitingCorrection,
          decision: 'Approved',
          reason: '',
        })
      ).status,
    ).toBe(404);
    expect(await textsToHer()).toEqual([]);
  });
});

const auditOfGrievance = (id: number) =>
  t.platform.db
    .selectFrom('audit_log')
    .select(['action', 'outcome'])
    .where('record_type', '=', 'grievance')
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
