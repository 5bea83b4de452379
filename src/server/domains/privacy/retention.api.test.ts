// Keeping only what is needed (decision 0093): the daily retention job, run on the test clock, deletes what
// has had its time (expired sessions, codes and links, old answers and counters, the outbox's messages after
// 90 days but never one still queued, an erased account's records 3 years after each visit with their files)
// and nothing else: live data, other accounts' records and the audit log stay. It runs once a day, by one
// instance.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxState } from '../../db/schema';
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
import { Retention } from './retention';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
let retention: Retention;
beforeAll(async () => {
  ({ t, accounts } = await startBookingTest(clock));
  retention = new Retention(t.platform);
});
afterAll(async () => t?.close());

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PASSWORD = 'Asha@2026';
const at = (ms: number) => new Date(ms).toISOString();
const now = () => clock.now().getTime();

describe('the retention job', () => {
  it('deletes expired sessions, codes, password and contact-change links, day-old answers and counters; keeps the live ones', async () => {
    const { db } = t.platform;
    const userId = await accounts.user('Patient');
    const operatorId = await accounts.user('Operator');
    const past = at(now() - 60_000);
    const ahead = at(now() + HOUR_MS);
    await db
      .insertInto('sessions')
      .values([
        { token_hash: 'ended-session', user_id: userId, created_at: past, expires_at: past },
        { token_hash: 'live-session', user_id: userId, created_at: past, expires_at: ahead },
      ])
      .execute();
    await db
      .insertInto('login_codes')
      .values([
        { login_key: 'Patient:9100000001', code_hash: 'x', expires_at: now() - 1, tries: 0, sent_at: now() - 300_001 },
        { login_key: 'Patient:9100000002', code_hash: 'y', expires_at: now() + 60_000, tries: 0, sent_at: now() },
      ])
      .execute();
    await db
      .insertInto('password_resets')
      .values([
        { token_hash: 'ran-out-link', user_id: userId, expires_at: past },
        { token_hash: 'live-link', user_id: userId, expires_at: ahead },
      ])
      .execute();
    const change = {
      user_id: userId,
      field: 'email' as const,
      old_value: 'old@example.in',
      new_value: 'new@example.in',
      requested_by: operatorId,
      requested_at: past,
      status: 'Applied' as const,
      decided_by: null,
      decided_at: null,
    };
    await db
      .insertInto('contact_changes')
      .values([
        { ...change, expires_at: past, token_hash: 'lapsed-change' },
        { ...change, expires_at: ahead, token_hash: 'open-change' },
      ])
      .execute();
    await db
      .insertInto('idempotency_keys')
      .values([
        {
          user_id: userId,
          key: 'old-key',
          call: 'add-booking',
          status_code: 200,
          answer: '{"name":"Sita Devi"}',
          created_at: at(now() - DAY_MS - 1),
        },
        {
          user_id: userId,
          key: 'new-key',
          call: 'add-booking',
          status_code: 200,
          answer: '{}',
          created_at: at(now() - HOUR_MS),
        },
      ])
      .execute();
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'otp-phone:9100000001', window_start: now() - DAY_MS - 1, count: 3 },
        { key: 'otp-phone:9100000002', window_start: now() - HOUR_MS, count: 1 },
      ])
      .execute();
    await db
      .insertInto('sign_in_failures')
      .values([
        { account_key: 'patient:9100000001', failures: 2, locked_until: 0, last_failure_at: now() - DAY_MS - 1 },
        {
          account_key: 'patient:9100000002',
          failures: 5,
          locked_until: now() + 60_000,
          last_failure_at: now() - HOUR_MS,
        },
      ])
      .execute();

    const counts = await retention.run();
    expect(counts).toMatchObject({
      sessions: 1,
      'login-codes': 1,
      'password-links': 1,
      'contact-changes': 1,
      'idempotency-keys': 1,
      'rate-limits': 1,
      'sign-in-failures': 1,
    });
    expect(
      (await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute()).map(
        (r) => r.token_hash,
      ),
    ).toEqual(['live-session']);
    expect(
      (
        await db.selectFrom('login_codes').select('login_key').where('login_key', 'like', 'Patient:91000000%').execute()
      ).map((r) => r.login_key),
    ).toEqual(['Patient:9100000002']);
    expect(
      (await db.selectFrom('password_resets').select('token_hash').where('user_id', '=', userId).execute()).map(
        (r) => r.token_hash,
      ),
    ).toEqual(['live-link']);
    expect(
      (await db.selectFrom('contact_changes').select('token_hash').where('user_id', '=', userId).execute()).map(
        (r) => r.token_hash,
      ),
    ).toEqual(['open-change']);
    expect(
      (await db.selectFrom('idempotency_keys').select('key').where('user_id', '=', userId).execute()).map((r) => r.key),
    ).toEqual(['new-key']);
    expect(
      (await db.selectFrom('rate_limits').select('key').where('key', 'like', 'otp-phone:91000000%').execute()).map(
        (r) => r.key,
      ),
    ).toEqual(['otp-phone:9100000002']);
    // A lock still running stays, whenever its last failure was.
    expect(
      (
        await db
          .selectFrom('sign_in_failures')
          .select('account_key')
          .where('account_key', 'like', 'patient:91000000%')
          .execute()
      ).map((r) => r.account_key),
    ).toEqual(['patient:9100000002']);
  });

  it('deletes outbox messages sent, failed or dropped 90 days ago, and never one still queued', async () => {
    const { db } = t.platform;
    const row = (to: string, state: OutboxState, ageDays: number) => ({
      channel: 'sms' as const,
      to_address: to,
      subject: '',
      body: 'Parchee: Token 4 with Dr Rai',
      created_at: at(now() - ageDays * DAY_MS),
      sent_at: state === 'sent' ? at(now() - ageDays * DAY_MS) : null,
      state,
      next_attempt_at: state === 'queued' ? at(now()) : null,
    });
    await db
      .insertInto('outbox')
      .values([
        row('9200000001', 'sent', 90),
        row('9200000002', 'failed', 91),
        row('9200000003', 'dropped', 120),
        row('9200000004', 'queued', 91),
        row('9200000005', 'sent', 89),
      ])
      .execute();
    expect((await retention.run()).outbox).toBe(3);
    const left = await db
      .selectFrom('outbox')
      .select('to_address')
      .where('to_address', 'like', '92000000%')
      .orderBy('to_address')
      .execute();
    expect(left.map((r) => r.to_address)).toEqual(['9200000004', '9200000005']);
  });

  it('deletes a link to a copy of the data a day after it was used or ran out, and keeps the ones that may still answer', async () => {
    const { db } = t.platform;
    const { id } = await accounts.patient();
    const link = (name: string, createdHoursAgo: number, usedHoursAgo: number | null) => ({
      token_hash: `${name}-${id}`,
      patient_id: id,
      session_key: 'session',
      lang: 'en',
      created_at: at(now() - createdHoursAgo * HOUR_MS),
      expires_at: at(now() + (24 - createdHoursAgo) * HOUR_MS),
      used_at: usedHoursAgo === null ? null : at(now() - usedHoursAgo * HOUR_MS),
    });
    await db
      .insertInto('data_exports')
      .values([
        link('used-a-day-ago', 26, 24),
        link('used-an-hour-ago', 2, 1),
        link('ran-out-a-day-ago', 48, null),
        link('ran-out-an-hour-ago', 25, null),
        link('live', 3, null),
      ])
      .execute();
    expect((await retention.run())['data-export-links']).toBe(2);
    const left = await db
      .selectFrom('data_exports')
      .select('token_hash')
      .where('patient_id', '=', id)
      .orderBy('id')
      .execute();
    expect(left.map((row) => row.token_hash)).toEqual([
      `used-an-hour-ago-${id}`,
      `ran-out-an-hour-ago-${id}`,
      `live-${id}`,
    ]);
  });

  it('keeps past 90 days the text that told a patient of a breach, which their notice and the breach report point to', async () => {
    const { db } = t.platform;
    const patient = await accounts.patient();
    const operator = await t.demoClient('operator');
    const sent = await operator.call('send-breach-notice', {
      audience: [patient.id],
      message_en: 'A report was sent to a wrong address.',
      message_hi: 'एक रिपोर्ट गलत पते पर भेजी गई।',
    });
    expect(sent.status, sent.raw).toBe(200);
    const { outbox_id: textId } = await db
      .selectFrom('patient_notices')
      .select('outbox_id')
      .where('patient_id', '=', patient.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('outbox')
      .set({ state: 'sent', sent_at: at(now()), next_attempt_at: null })
      .where('id', '=', textId!)
      .execute();
    clock.set(at(now() + 91 * DAY_MS));
    await retention.run();
    expect(await db.selectFrom('outbox').select('state').where('id', '=', textId!).execute()).toEqual([
      { state: 'sent' },
    ]);
    const report = await (await t.demoClient('operator')).call('get-breach-notice-report', { id: sent.body.result.id });
    expect(report.body.result.recipients).toEqual([
      expect.objectContaining({ patient_id: patient.id, text_state: 'sent' }),
    ]);
  });

  it("deletes an erased account's records 3 years after each visit, with their files and what hangs on them; others' stay, and the audit log", async () => {
    const { db } = t.platform;
    const doctorId = await accounts.doctor({ fees: 200 });
    const doctor = await t.clientFor(doctorId);
    const asha = await registered();
    const bystander = await accounts.patient();
    const picture = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } })
            .jpeg()
            .toBuffer(),
        ),
      ],
      { type: 'image/jpeg' },
    );

    // A visit tomorrow with its prescription picture and its fee paid; a follow-up of it, and a lab booking
    // from it, on the 30th; a medicine order tomorrow; an emergency request today.
    const visit = await asha.client.callMultipart('add-booking', {
      name: 'Asha Verma',
      age: '34',
      problem: 'Fever',
      phone_number: '9876543210',
      address: 'Ward 5 Deoria',
      type: 'Self',
      doctor_id: String(doctorId),
      priscription_image: picture,
    });
    expect(visit.status, visit.raw).toBe(200);
    const visitId = visit.body.result.id as number;
    expect((await join(asha.client, visitId)).status).toBe(200);
    expect((await doctor.call('record-payment', { booking_id: visitId, method: 'Cash', amount: 200 })).status).toBe(
      200,
    );
    const followUpId = await draft(asha.client, doctorId, { name: 'Asha Verma' });
    expect((await join(asha.client, followUpId, '2026-11-30')).status).toBe(200);
    await db.updateTable('bookings').set({ follow_up_of: visitId }).where('id', '=', followUpId).execute();
    const lab = await asha.client.call('add-lab-test-booking', {
      patient_id: asha.id,
      name: 'Asha Verma',
      age: '34',
      test_name: 'CBC',
      phone_number: '9876543210',
      patient_address: 'Ward 5 Deoria',
      booking_date: '2026-11-30',
      city: 'Deoria',
    });
    expect(lab.status, lab.raw).toBe(200);
    const labId = lab.body.result.id as number;
    await db.updateTable('lab_bookings').set({ patient_booking_id: visitId }).where('id', '=', labId).execute();
    // The lab's test of it, done, with its report.
    const test = await db
      .insertInto('lab_tests')
      .values({ lab_booking_id: labId, test_code: 'CBC', status: 'Completed', report: null, created_at: at(now()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const report = await t.platform.files.save(
      { data: Buffer.from('%PDF-1.4 report'), extension: 'pdf', contentType: 'application/pdf' },
      { type: 'lab-test', id: test.id },
    );
    await db.updateTable('lab_tests').set({ report: report.name }).where('id', '=', test.id).execute();
    const delivery = await asha.client.callMultipart('add-medical-delivery', {
      patient_id: String(asha.id),
      name: 'Asha Verma',
      address: 'Ward 5 Deoria',
      phone_number: '9876543210',
      delivery_date: TOMORROW,
      delivery_type: 'Normal',
      city: 'Deoria',
      priscription_image: picture,
    });
    expect(delivery.status, delivery.raw).toBe(200);
    const emergency = await asha.client.call('add-emergency-booking', {
      patient_id: asha.id,
      type: 'Trauma',
      name: 'Asha Verma',
      phone_number: '9876543210',
      address: 'NH 27, Deoria',
      city: 'Deoria',
    });
    expect(emergency.status, emergency.raw).toBe(200);
    const othersVisit = await draft(bystander.client, doctorId, { name: 'Kamla Devi' });
    expect((await join(bystander.client, othersVisit)).status).toBe(200);

    const filesOf = (table: 'bookings' | 'medical_deliveries', id: number) =>
      db.selectFrom(table).select('priscription_image').where('id', '=', id).executeTakeFirstOrThrow();
    const visitPicture = (await filesOf('bookings', visitId)).priscription_image!;
    const deliveryPicture = (await filesOf('medical_deliveries', delivery.body.result.id)).priscription_image!;
    const onDisk = (name: string) => fs.existsSync(path.join(t.config.dataDir, 'uploads', path.basename(name)));
    expect([visitPicture, deliveryPicture, report.name].map(onDisk)).toEqual([true, true, true]);

    expect(
      (await asha.client.call('request-erasure', { patient_id: asha.id, current_password: PASSWORD })).status,
    ).toBe(200);
    clock.set(at(Date.parse(MONDAY_10_IST) + 48 * HOUR_MS));
    await new AccountErasure(t.platform).eraseDue();
    expect(
      (await db.selectFrom('users').select('full_name').where('id', '=', asha.id).executeTakeFirstOrThrow()).full_name,
    ).toBe('');
    const auditBefore = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    // A write that raced the erasure, naming her: the next run blanks it.
    await db
      .updateTable('bookings')
      .set({ name: 'Asha Verma', phone_number: '9876543210' })
      .where('id', '=', followUpId)
      .execute();

    // 3 years on, the day after the emergency request's third year: it goes, the visits of the 24th are kept that day.
    clock.set('2029-11-24T04:30:00Z');
    await retention.run();
    const left = async () => ({
      bookings: (
        await db.selectFrom('bookings').select('id').where('patient_id', '=', asha.id).orderBy('id').execute()
      ).map((r) => r.id),
      labBookings: await db
        .selectFrom('lab_bookings')
        .select(['id', 'patient_booking_id'])
        .where('patient_id', '=', asha.id)
        .execute(),
      deliveries: (await db.selectFrom('medical_deliveries').select('id').where('patient_id', '=', asha.id).execute())
        .length,
      emergencies: (await db.selectFrom('emergency_requests').select('id').where('patient_id', '=', asha.id).execute())
        .length,
    });
    expect(await left()).toEqual({
      bookings: [visitId, followUpId],
      labBookings: [{ id: labId, patient_booking_id: visitId }],
      deliveries: 1,
      emergencies: 0,
    });
    expect(
      await db.selectFrom('bookings').select(['name', 'phone_number']).where('id', '=', followUpId).executeTakeFirst(),
    ).toEqual({ name: '', phone_number: '' });

    // The next day the visit and the order of the 24th go, with their pictures and the fee's record; the
    // follow-up and the lab booking of the 30th stay, without the link to it.
    clock.set('2029-11-25T04:30:00Z');
    await retention.run();
    expect(await left()).toEqual({
      bookings: [followUpId],
      labBookings: [{ id: labId, patient_booking_id: null }],
      deliveries: 0,
      emergencies: 0,
    });
    expect(
      (await db.selectFrom('bookings').select('follow_up_of').where('id', '=', followUpId).executeTakeFirstOrThrow())
        .follow_up_of,
    ).toBeNull();
    expect(await db.selectFrom('payments').select('booking_id').where('booking_id', '=', visitId).execute()).toEqual(
      [],
    );
    expect([visitPicture, deliveryPicture].map(onDisk)).toEqual([false, false]);
    expect(
      await db
        .selectFrom('files')
        .select('name')
        .where('name', 'in', [path.basename(visitPicture), path.basename(deliveryPicture)])
        .execute(),
    ).toEqual([]);
    expect(onDisk(report.name)).toBe(true);

    clock.set('2029-12-01T04:30:00Z');
    await retention.run();
    expect(await left()).toEqual({ bookings: [], labBookings: [], deliveries: 0, emergencies: 0 });
    expect(onDisk(report.name)).toBe(false);
    expect(await db.selectFrom('lab_tests').select('id').where('lab_booking_id', '=', labId).execute()).toEqual([]);

    // Someone else's visit of the same day stays, and the audit log keeps every entry.
    expect(await db.selectFrom('bookings').select('name').where('id', '=', othersVisit).executeTakeFirst()).toEqual({
      name: 'Kamla Devi',
    });
    const auditAfter = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(auditAfter.count)).toBe(Number(auditBefore.count));
    expect(
      await db
        .selectFrom('audit_log')
        .select('action')
        .where('record_type', '=', 'booking')
        .where('record_id', '=', visitId)
        .execute(),
    ).not.toEqual([]);
  });

  it('runs once a day, whichever instance asks first', async () => {
    const first = await Promise.all([new Retention(t.platform).runIfDue(), new Retention(t.platform).runIfDue()]);
    expect(first.filter((counts) => counts !== null)).toHaveLength(1);
    clock.set(at(now() + DAY_MS - 60_000));
    expect(await retention.runIfDue()).toBeNull();
    clock.set(at(now() + 60_000));
    expect(await retention.runIfDue()).not.toBeNull();
  });
});

let phones = 9500000000;
/** A patient who registered with a password (their erasure asks for it), signed in for a long time. */
async function registered(): Promise<{ id: number; client: TestClient }> {
  phones += 1;
  const phone = String(phones);
  const client = t.client();
  const registration = await client.call('registration', {
    full_name: 'Asha Verma',
    phone_number: phone,
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  expect(registration.status, registration.raw).toBe(200);
  expect((await client.call('patient-login', { phone_number: phone, password: PASSWORD, remember: true })).status).toBe(
    200,
  );
  return { id: registration.body.result.id, client };
}
