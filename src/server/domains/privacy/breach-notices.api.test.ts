// Breach notices (decision 0094): the desk gives every patient, or a list of them, the notice in the app and
// a text in their language, in one transaction (nothing is kept when a text cannot be written), many
// patients in a few statements; an id that is no patient's is refused by name. The patient sees the notice
// and dismisses it; the report says who was told, how and when, as the outbox (sending through this test's
// own gateway) and the patients' apps left it. Only the desk sends and reads; only the patient dismisses.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BREACH_MESSAGE_MAX } from '../../../shared/contract/privacy';
import { catalogue } from '../../../shared/contract/catalogue';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import { TestAccounts, testClock } from '../../testing/booking-fixtures';
import { whileOutboxRefuses } from '../../testing/outbox-refusal';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { BreachNoticesService } from './breach-notices';
import { NoticesService } from './notices';

/** The test's SMS gateway: what it was asked, refusing the numbers in `refused`. */
const asked: { to: string; message: string }[] = [];
const refused = new Set<string>();
let gateway: http.Server;
let gatewayUrl = '';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
let operatorId: number;
let operator: TestClient;
beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const to = (url.searchParams.get('to') ?? '').slice(2);
    asked.push({ to, message: url.searchParams.get('message') ?? '' });
    response.statusCode = refused.has(to) ? 503 : 200;
    response.end(refused.has(to) ? 'busy' : 'OK queued');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send?to={to}&message={message}`;
  t = await startTestApp({ now: clock.now, demo: false, env: { SMS_URL: gatewayUrl, SMS_PER_PHONE_PER_DAY: '3' } });
  accounts = new TestAccounts(t, clock);
  operatorId = await accounts.user('Operator');
  operator = await t.clientFor(operatorId);
});
afterAll(async () => {
  await t?.close();
  gateway?.close();
});
beforeEach(() => {
  asked.length = 0;
  refused.clear();
});

const NOTICE = {
  message_en: 'Some of your booking details were seen by a person not allowed to.',
  message_hi: 'आपकी बुकिंग की कुछ जानकारी ऐसे व्यक्ति ने देखी जिसे अनुमति नहीं थी।',
};

const phoneOf = async (id: number) =>
  (await t.platform.db.selectFrom('users').select('phone_number').where('id', '=', id).executeTakeFirstOrThrow())
    .phone_number;
const textsTo = async (phone: string) =>
  (
    await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'sms')
      .where('to_address', '=', phone)
      .orderBy('id')
      .execute()
  ).map((r) => r.body);
const count = async (table: 'notices' | 'patient_notices' | 'breach_notices' | 'outbox') =>
  Number(
    (
      await t.platform.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function patient(language: 'en' | 'hi' = 'en') {
  const { id, client } = await accounts.patient();
  await t.platform.db.updateTable('users').set({ app_language: language }).where('id', '=', id).execute();
  return { id, client, phone: await phoneOf(id) };
}

async function send(body: Record<string, unknown>) {
  const answer = await operator.call('send-breach-notice', body);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result as { id: number; patients: number };
}

describe('send-breach-notice', () => {
  it('gives each listed patient the notice in the app and a text in their language, and nobody else', async () => {
    const asha = await patient('en');
    const ram = await patient('hi');
    const other = await patient('en');
    const answer = await operator.call('send-breach-notice', {
      audience: [asha.id, String(ram.id), asha.id],
      ...NOTICE,
    });
    expect([answer.status, answer.body.message], answer.raw).toEqual([
      200,
      fillMessage(MESSAGES.breachNoticeSent, { count: 2 }),
    ]);
    expect(answer.body.result).toEqual({
      id: expect.any(Number),
      audience: 'list',
      ...NOTICE,
      created_at: clock.now().toISOString(),
      sent_by_name: expect.stringMatching(/^Operator /),
      patients: 2,
      whole_text: { en: true, hi: true },
    });
    expect(await textsTo(asha.phone)).toEqual([`Parchee: ${NOTICE.message_en}`]);
    expect(await textsTo(ram.phone)).toEqual([`पर्ची: ${NOTICE.message_hi}`]);
    expect(await textsTo(other.phone)).toEqual([]);

    const notices = await asha.client.call('get-my-notices', { patient_id: asha.id });
    expect(notices.body.result).toEqual([
      { id: expect.any(Number), kind: 'breach', ...NOTICE, created_at: clock.now().toISOString(), dismissed_at: null },
    ]);
    expect((await other.client.call('get-my-notices', { patient_id: other.id })).body.result).toEqual([]);
    const audit = await t.platform.db
      .selectFrom('audit_log')
      .select(['user_id', 'action', 'outcome'])
      .where('record_type', '=', 'breach-notice')
      .where('record_id', '=', answer.body.result.id)
      .execute();
    expect(audit).toEqual([{ user_id: operatorId, action: 'send-breach-notice:2', outcome: 'ok' }]);
  });

  it('texts a patient who withdrew their consent to SMS alerts all the same: a breach notice is owed, not an alert', async () => {
    const asha = await patient('en');
    expect((await asha.client.call('withdraw-consent', { patient_id: asha.id, purpose: 'sms' })).status).toBe(200);
    await send({ audience: [asha.id], ...NOTICE });
    expect(await textsTo(asha.phone)).toEqual([`Parchee: ${NOTICE.message_en}`]);
  });

  it('texts a notice too long for one text as a short line to open the app, which shows it whole', async () => {
    const asha = await patient('en');
    const ram = await patient('hi');
    const long = {
      message_en: `${'We found that a report was sent to a wrong address. '.repeat(4)}\nCall us to know more.`,
      message_hi: 'हमें पता चला कि एक रिपोर्ट गलत पते पर भेजी गई। '.repeat(4),
    };
    const sent = await send({ audience: [asha.id, ram.id], ...long });
    expect(sent).toMatchObject({ whole_text: { en: false, hi: false } });
    expect(await textsTo(asha.phone)).toEqual([
      'Parchee: An important notice about your personal data is in the Parchee app. Please open the app and read it.',
    ]);
    expect(await textsTo(ram.phone)).toEqual([
      'पर्ची: आपकी निजी जानकारी के बारे में एक ज़रूरी सूचना पर्ची ऐप में है। कृपया ऐप खोलकर पढ़ें।',
    ]);
    const [notice] = (await ram.client.call('get-my-notices', { patient_id: ram.id })).body.result;
    expect(notice).toMatchObject({ message_en: long.message_en.trim(), message_hi: long.message_hi.trim() });
  });

  it('refuses ids that are not patients, naming each, and keeps nothing', async () => {
    const asha = await patient();
    const doctorId = await accounts.doctor();
    const before = await Promise.all([
      count('notices'),
      count('patient_notices'),
      count('breach_notices'),
      count('outbox'),
    ]);
    const strangers = await operator.call('send-breach-notice', {
      audience: [asha.id, doctorId, 999999, operatorId],
      ...NOTICE,
    });
    expect([strangers.status, strangers.body.errors]).toEqual([
      400,
      { audience: fillMessage(MESSAGES.breachAudienceNotPatients, { ids: [doctorId, 999999, operatorId] }) },
    ]);
    expect(strangers.body.error).toBe(`These ids are not patients' accounts: ${doctorId}, 999999, ${operatorId}.`);
    expect(
      await Promise.all([count('notices'), count('patient_notices'), count('breach_notices'), count('outbox')]),
    ).toEqual(before);
  });

  it('says what is wrong with the form: the audience, both texts, their length', async () => {
    for (const audience of [[], 'some', null, [0], ['x'], Array.from({ length: 5001 }, (_, i) => i + 1)]) {
      const answer = await operator.call('send-breach-notice', { audience, ...NOTICE });
      expect([answer.status, answer.body.errors], JSON.stringify(audience).slice(0, 20)).toEqual([
        400,
        { audience: MESSAGES.breachAudienceInvalid },
      ]);
    }
    const blank = await operator.call('send-breach-notice', { audience: 'all', message_en: ' ', message_hi: '' });
    expect(blank.body.errors).toEqual({ message_en: MESSAGES.required, message_hi: MESSAGES.required });
    const long = await operator.call('send-breach-notice', {
      audience: 'all',
      message_en: 'x'.repeat(BREACH_MESSAGE_MAX + 1),
      message_hi: 'ठीक',
    });
    expect(long.body.errors).toEqual({ message_en: fillMessage(MESSAGES.textTooLong, { max: BREACH_MESSAGE_MAX }) });
  });

  it('is the desk’s only: a patient or a doctor cannot send, list or read a report', async () => {
    const asha = await patient();
    const doctor = await t.clientFor(await accounts.doctor());
    const { id } = await send({ audience: [asha.id], ...NOTICE });
    for (const client of [asha.client, doctor]) {
      expect((await client.call('send-breach-notice', { audience: 'all', ...NOTICE })).status).toBe(403);
      expect((await client.call('get-breach-notices', {})).status).toBe(403);
      expect((await client.call('get-breach-notice-report', { id })).status).toBe(403);
    }
    expect((await operator.call('get-breach-notice-report', { id: 999999 })).status).toBe(404);
  });

  it('to all reaches every patient once, and no doctor, hospital, lab or operator', async () => {
    await Promise.all([
      patient(),
      patient('hi'),
      accounts.doctor(),
      accounts.user('Hospital'),
      accounts.user('Lab'),
      accounts.user('Operator'),
    ]);
    const patients = await t.platform.db
      .selectFrom('users')
      .select(['id', 'phone_number'])
      .where('role', '=', 'Patient')
      .orderBy('id')
      .execute();
    const outboxBefore = await count('outbox');
    const sent = await send({ audience: 'all', ...NOTICE });
    expect(sent).toMatchObject({ audience: 'all', patients: patients.length });
    const given = await t.platform.db
      .selectFrom('breach_notices')
      .innerJoin('patient_notices', 'patient_notices.notice_id', 'breach_notices.notice_id')
      .select('patient_notices.patient_id')
      .where('breach_notices.id', '=', sent.id)
      .orderBy('patient_id')
      .execute();
    expect(given.map((g) => g.patient_id)).toEqual(patients.map((p) => p.id));
    const texts = await t.platform.db
      .selectFrom('outbox')
      .select('to_address')
      .where('id', '>', outboxBefore)
      .execute();
    expect(texts.map((r) => r.to_address).sort()).toEqual(patients.map((p) => p.phone_number).sort());
  });

  it('keeps nothing when a text cannot be written', async () => {
    const asha = await patient();
    const before = await Promise.all([count('notices'), count('patient_notices'), count('breach_notices')]);
    const answer = await whileOutboxRefuses(t.platform, () =>
      operator.call('send-breach-notice', { audience: [asha.id], ...NOTICE }),
    );
    expect(answer.status).toBe(500);
    expect(await Promise.all([count('notices'), count('patient_notices'), count('breach_notices')])).toEqual(before);
    expect((await asha.client.call('get-my-notices', { patient_id: asha.id })).body.result).toEqual([]);
  });
});

describe('get-my-notices and dismiss-notice', () => {
  it('marks a notice seen when the app is given it, dismissed when the patient says so, once', async () => {
    const asha = await patient();
    const { id } = await send({ audience: [asha.id], ...NOTICE });
    const noticeId = (
      await t.platform.db
        .selectFrom('breach_notices')
        .select('notice_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).notice_id;
    const given = () =>
      t.platform.db
        .selectFrom('patient_notices')
        .select(['seen_at', 'dismissed_at'])
        .where('notice_id', '=', noticeId)
        .executeTakeFirstOrThrow();
    expect(await given()).toEqual({ seen_at: null, dismissed_at: null });
    clock.set('2026-11-23T05:00:00Z');
    await asha.client.call('get-my-notices', { patient_id: asha.id });
    expect(await given()).toEqual({ seen_at: '2026-11-23T05:00:00.000Z', dismissed_at: null });
    clock.set('2026-11-23T05:10:00Z');
    const dismissed = await asha.client.call('dismiss-notice', { patient_id: asha.id, id: noticeId });
    expect([dismissed.status, dismissed.body.result]).toEqual([200, { id: noticeId }]);
    clock.set('2026-11-23T06:00:00Z');
    expect((await asha.client.call('dismiss-notice', { patient_id: asha.id, id: noticeId })).status).toBe(200);
    expect(await given()).toEqual({ seen_at: '2026-11-23T05:00:00.000Z', dismissed_at: '2026-11-23T05:10:00.000Z' });
    expect((await asha.client.call('get-my-notices', { patient_id: asha.id })).body.result).toEqual([
      expect.objectContaining({ id: noticeId, dismissed_at: '2026-11-23T05:10:00.000Z' }),
    ]);
  });

  it("refuses another patient's notice and account, and the other roles", async () => {
    const asha = await patient();
    const ram = await patient();
    const { id } = await send({ audience: [asha.id], ...NOTICE });
    const noticeId = (
      await t.platform.db
        .selectFrom('breach_notices')
        .select('notice_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).notice_id;
    expect((await ram.client.call('dismiss-notice', { patient_id: ram.id, id: noticeId })).status).toBe(404);
    expect((await ram.client.call('dismiss-notice', { patient_id: asha.id, id: noticeId })).status).toBe(404);
    expect((await ram.client.call('get-my-notices', { patient_id: asha.id })).status).toBe(404);
    expect((await operator.call('get-my-notices', { patient_id: asha.id })).status).toBe(403);
    expect((await operator.call('dismiss-notice', { patient_id: asha.id, id: noticeId })).status).toBe(403);
    const untouched = await t.platform.db
      .selectFrom('patient_notices')
      .select(['seen_at', 'dismissed_at'])
      .where('notice_id', '=', noticeId)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ seen_at: null, dismissed_at: null });
  });
});

describe('get-breach-notices and get-breach-notice-report', () => {
  it('reports who was told, how and when, as the outbox and the apps left it', async () => {
    const told = await patient();
    const unreachable = await patient();
    const tooMany = await patient();
    const noPhone = await patient();
    await t.platform.db.updateTable('users').set({ phone_number: '' }).where('id', '=', noPhone.id).execute();
    // Three texts today already: the notice's is over the number's daily limit.
    for (let i = 0; i < 3; i += 1)
      await t.platform.textMessages.send({ to: tooMany.phone, by: 'sms', body: `Parchee: earlier ${i}` });
    await t.platform.outbox.sendDue();
    asked.length = 0;

    refused.add(unreachable.phone);
    const sentAt = clock.now().toISOString();
    const { id } = await send({ audience: [told.id, unreachable.id, tooMany.id, noPhone.id], ...NOTICE });
    await t.platform.outbox.sendDue();
    expect(asked.filter((a) => a.to === told.phone)).toEqual([
      { to: told.phone, message: `Parchee: ${NOTICE.message_en}` },
    ]);
    clock.set('2026-11-23T06:00:00Z');
    await told.client.call('get-my-notices', { patient_id: told.id });
    const noticeId = (
      await t.platform.db
        .selectFrom('breach_notices')
        .select('notice_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).notice_id;
    await told.client.call('dismiss-notice', { patient_id: told.id, id: noticeId });

    const masked = (phone: string) => `******${phone.slice(-4)}`;
    const report = await operator.call('get-breach-notice-report', { id });
    expect(report.status, report.raw).toBe(200);
    expect(report.body.result.notice).toMatchObject({ id, audience: 'list', patients: 4, ...NOTICE });
    expect(report.body.result.recipients).toEqual([
      {
        patient_id: told.id,
        name: `Patient ${told.phone}`,
        phone_number: masked(told.phone),
        text_state: 'sent',
        text_sent_at: sentAt,
        seen_at: '2026-11-23T06:00:00.000Z',
        dismissed_at: '2026-11-23T06:00:00.000Z',
      },
      {
        patient_id: unreachable.id,
        name: `Patient ${unreachable.phone}`,
        phone_number: masked(unreachable.phone),
        text_state: 'queued',
        text_sent_at: null,
        seen_at: null,
        dismissed_at: null,
      },
      {
        patient_id: tooMany.id,
        name: `Patient ${tooMany.phone}`,
        phone_number: tooMany.phone,
        text_state: 'dropped',
        text_sent_at: null,
        seen_at: null,
        dismissed_at: null,
      },
      {
        patient_id: noPhone.id,
        name: `Patient ${noPhone.phone}`,
        phone_number: '',
        text_state: 'none',
        text_sent_at: null,
        seen_at: null,
        dismissed_at: null,
      },
    ]);

    // A day on, the gateway still refusing: the text is given up, and the report shows the whole number to call.
    for (let guard = 0; guard < 100; guard += 1) {
      const row = await t.platform.db
        .selectFrom('outbox')
        .select(['state', 'next_attempt_at'])
        .where('to_address', '=', unreachable.phone)
        .executeTakeFirstOrThrow();
      if (row.state !== 'queued') break;
      clock.set(row.next_attempt_at!);
      await t.platform.outbox.sendDue();
    }
    const later = (await operator.call('get-breach-notice-report', { id })).body.result.recipients[1];
    expect(later).toMatchObject({ patient_id: unreachable.id, phone_number: unreachable.phone, text_state: 'failed' });

    const audit = await t.platform.db
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('record_type', '=', 'breach-notice')
      .where('record_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((e) => e.action)).toEqual([
      'send-breach-notice:4',
      'read-breach-notice-report',
      'read-breach-notice-report',
    ]);
    const listed = (await operator.call('get-breach-notices', {})).body.result as { id: number; patients: number }[];
    expect(listed[0]).toMatchObject({ id, patients: 4 });
    expect(listed.map((n) => n.id)).toEqual([...listed.map((n) => n.id)].sort((a, b) => b - a));
  });
});

/** A patient's row with nothing but a number and a name, as thousands are written at once. */
const BLANK_PATIENT = {
  role: 'Patient' as const,
  password_hash: 'x',
  first_name: '',
  last_name: '',
  email: '',
  image: null,
  age: null,
  address: '',
  city: '',
  state: '',
  pincode: '',
  additional_phone: '',
  hospital_id: null,
  lab_id: null,
  listing: 'registered',
  name_hi: '',
  phone_changed_at: null,
  email_changed_at: null,
  app_language: null,
};

// Last: its thousands of texts stay queued, out of the other tests' way.
describe('a notice to all of many patients', () => {
  it('writes thousands of patients in a few statements, not one a patient', async () => {
    const many = 2400;
    const now = clock.now().toISOString();
    for (let i = 0; i < many; i += 500) {
      const rows = Array.from({ length: Math.min(500, many - i) }, (_, j) => ({
        ...BLANK_PATIENT,
        phone_number: String(9500000000 + i + j),
        full_name: `Bulk ${i + j}`,
        created_at: now,
      }));
      await t.platform.db.insertInto('users').values(rows).execute();
    }
    const patients = Number(
      (
        await t.platform.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'Patient')
          .executeTakeFirstOrThrow()
      ).n,
    );
    let inserts = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'InsertQueryNode') inserts += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const platform = { ...t.platform, db: t.platform.db.withPlugin(counting) };
    const service = new BreachNoticesService(platform, new NoticesService(platform));
    const request = catalogue['send-breach-notice'].request.parse({ audience: 'all', ...NOTICE });
    const sent = await service.sendBreachNotice(
      { id: operatorId, role: 'Operator', hospitalId: null, labId: null },
      request,
    );
    expect(sent.patients).toBe(patients);
    expect(patients).toBeGreaterThan(many);
    // Texts and notices ROWS_PER_INSERT (500) at a time, the notice, the breach row and the audit entry.
    expect(inserts).toBeLessThanOrEqual(2 * Math.ceil(patients / 500) + 3);
  });
});
