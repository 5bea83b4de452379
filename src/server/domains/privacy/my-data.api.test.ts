// A copy of my data (export-my-data and GET /api/my-data/<token>): the ZIP holds every record of the account
// (each booking path, lab tests and reports, orders, requests, payments, family, alert preferences) with the
// patient's own files and a readable page in the language asked in; the link is the asker's alone (another
// patient, another session of the same patient, a browser without a session are refused and use nothing
// up), works once (two uses at once: one copy) and for 24 hours by the business clock; asking and using are
// audited.
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import {
  bookingForm,
  draft,
  join,
  PERSON,
  startBookingTest,
  testClock,
  TODAY,
  TOMORROW,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp, TestClient } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
let doctor: TestClient;
let lab: TestClient;
let doctorId: number;
let labId: number;
let png: Blob;

const idOf = async (c: TestClient) => (await c.call('get-current-user', {})).body.result.id as number;
const pdf = () =>
  new Blob([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' });

beforeAll(async () => {
  ({ t, accounts } = await startBookingTest(clock));
  [doctor, lab] = await Promise.all([t.demoClient('doctor'), t.demoClient('lab')]);
  [doctorId, labId] = await Promise.all([idOf(doctor), idOf(lab)]);
  png = new Blob([
    new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } })
        .png()
        .toBuffer(),
    ),
  ]);
});
afterAll(async () => t?.close());

/** GET of a link with this client's cookies (none: a browser without a session). */
const open = (url: string, client?: TestClient) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
  });

async function asked(client: TestClient, patientId: number, lang?: 'en' | 'hi') {
  const answer = await client.call('export-my-data', { patient_id: patientId, ...(lang ? { lang } : {}) });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result as { url: string; expires_at: string };
}

function unzipped(payload: Buffer) {
  const files = unzipSync(new Uint8Array(payload));
  return {
    names: Object.keys(files).sort(),
    json: JSON.parse(strFromU8(files['my-data.json']!)),
    html: strFromU8(files['my-data.html']!),
    files,
  };
}

/** A patient with something on every path: returns the ids the copy must hold. */
async function patientWithRecords() {
  const { id, client } = await accounts.patient();
  const member = (
    await client.call('save-family-member', {
      patient_id: id,
      name: 'Munni Kumari',
      age: '7',
      sex: 'Female',
      relation: 'Child',
    })
  ).body.result.id as number;
  const fields = Object.fromEntries(
    Object.entries(bookingForm(doctorId, { patient_id: id })).map(([k, v]) => [k, String(v)]),
  );
  const withPicture = await client.callMultipart('add-booking', { ...fields, priscription_image: png });
  expect(withPicture.status, withPicture.raw).toBe(200);
  const visit = withPicture.body.result.id as number;
  expect((await join(client, visit, TODAY)).status).toBe(200);
  expect((await doctor.call('record-payment', { booking_id: visit, method: 'Cash', amount: 300 })).status).toBe(200);
  const forChild = await draft(client, doctorId, { family_member_id: member, type: 'Other' });
  const other = await client.call('add-other-booking', {
    patient_id: id,
    ...PERSON,
    address: 'Near Bus Stand, Deoria',
    patient_address: 'Ward 5 Deoria',
    doctor_name: 'Shyam Sundar',
    booking_date: TOMORROW,
    booking_amount: '100',
  });
  expect(other.status, other.raw).toBe(200);
  const govDoctor = (
    await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('listing', '=', 'government')
      .where('role', '=', 'Doctor')
      .executeTakeFirstOrThrow()
  ).id;
  const gov = await client.call('add-gov-booking', {
    patient_id: id,
    ...PERSON,
    address: 'Ward 5 Deoria',
    doctor_id: govDoctor,
    booking_date: TOMORROW,
  });
  expect(gov.status, gov.raw).toBe(200);
  const labBooking = await doctor.call('add-hospital-lab-test-booking', {
    name: PERSON.name,
    age: 42,
    phone_number: PERSON.phone_number,
    lab_id: labId,
    patient_booking_id: visit,
    tests: ['CBC'],
  });
  expect(labBooking.status, labBooking.raw).toBe(200);
  const test = labBooking.body.result.lab_test[0].id as number;
  await lab.call('update-lab-test-status', { test_id: test, status: 'Completed' });
  expect((await lab.callMultipart('add-test-report', { test_id: String(test), test_report: pdf() })).status).toBe(200);
  const delivery = await client.callMultipart('add-medical-delivery', {
    patient_id: String(id),
    name: 'Ramesh Kumar',
    address: 'Civil Lines Deoria',
    phone_number: '9000000001',
    delivery_date: TOMORROW,
    delivery_charges: '40',
    delivery_type: 'Urgent',
    city: 'Deoria',
    priscription_image: png,
  });
  expect(delivery.status, delivery.raw).toBe(200);
  const emergency = await client.call('add-emergency-booking', {
    patient_id: id,
    type: 'Trauma',
    name: 'Ramesh Kumar',
    phone_number: '9000000001',
    address: 'NH 27, Deoria',
    city: 'Deoria',
    note: 'Leg injury',
  });
  expect(emergency.status, emergency.raw).toBe(200);
  await client.call('update-alert-preferences', { patient_id: id, channels: ['sms'], turn_near_at: 4, language: 'hi' });
  return {
    id,
    client,
    member,
    visit,
    forChild,
    other: other.body.result.id,
    gov: gov.body.result.id,
    labBooking: labBooking.body.result.id,
    delivery: delivery.body.result.id,
    emergency: emergency.body.result.id,
  };
}

describe('export-my-data', () => {
  it('answers a link to a ZIP of every record of the account, its files, and a readable page in the language asked in', async () => {
    const p = await patientWithRecords();
    const link = await asked(p.client, p.id, 'hi');
    expect(link.url).toMatch(/^\/api\/my-data\/[\w-]{43}$/);
    expect(link.expires_at).toBe(new Date(clock.now().getTime() + 24 * 3600_000).toISOString());

    const download = await open(link.url, p.client);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="parchee-my-data-${TODAY}.zip"`);
    expect(download.headers['cache-control']).toBe('no-store');
    const copy = unzipped(download.rawPayload);
    const { json } = copy;

    expect(json.profile).toMatchObject({ id: p.id, phone_number: expect.any(String) });
    expect(json.profile).not.toHaveProperty('password_hash');
    expect(json.family_members).toEqual([
      expect.objectContaining({ id: p.member, name: 'Munni Kumari', relation: 'Child' }),
    ]);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    expect(ids(json.bookings)).toEqual([p.visit, p.forChild].sort((a, b) => a - b));
    expect(json.bookings.find((b: { id: number }) => b.id === p.forChild)).toMatchObject({
      family_member_id: p.member,
      booking_date: null,
    });
    expect(json.payments).toEqual([expect.objectContaining({ booking_id: p.visit, method: 'Cash', amount: 300 })]);
    expect(json.other_bookings.map((b: { id: number; kind: string }) => [b.id, b.kind])).toEqual([
      [p.other, 'other'],
      [p.gov, 'government'],
    ]);
    expect(ids(json.lab_bookings)).toEqual([p.labBooking]);
    expect(json.lab_tests).toEqual([
      expect.objectContaining({
        lab_booking_id: p.labBooking,
        test: expect.any(String),
        status: 'Completed',
        report: expect.stringMatching(/\.pdf$/),
      }),
    ]);
    expect(ids(json.medicine_orders)).toEqual([p.delivery]);
    expect(ids(json.emergency_requests)).toEqual([p.emergency]);
    expect(json.alert_preferences).toEqual({ channels: 'sms', turn_near_at: 4, language: 'hi' });

    // The patient's own files: the booking's and the order's pictures, and the report.
    const visitPicture = json.bookings.find((b: { id: number }) => b.id === p.visit).priscription_image as string;
    const orderPicture = json.medicine_orders[0].priscription_image as string;
    const report = json.lab_tests[0].report as string;
    expect(json.files.sort()).toEqual([`files/${visitPicture}`, `files/${orderPicture}`, `files/${report}`].sort());
    expect(copy.names).toEqual(['my-data.html', 'my-data.json', ...json.files].sort());
    expect(Buffer.from(copy.files[`files/${report}`]!).toString()).toContain('%PDF-1.4');

    // The page: Hindi headings and words, the files linked, no script.
    expect(copy.html).toContain('<html lang="hi">');
    for (const heading of [
      'आपकी प्रोफ़ाइल',
      'डॉक्टर की बुकिंग',
      'लैब जांच और रिपोर्ट',
      'दवा डिलीवरी',
      'इमरजेंसी और एम्बुलेंस के अनुरोध',
      'क्लिनिक पर जमा फ़ीस',
    ])
      expect(copy.html).toContain(`<h2>${heading}</h2>`);
    expect(copy.html).toContain('चोट या दुर्घटना');
    expect(copy.html).toContain('<dd>Munni Kumari</dd>');
    expect(copy.html).toContain(`href="files/${report}"`);
    expect(copy.html).toContain('₹300');
    expect(copy.html).not.toMatch(/<script/i);
  });

  it('writes the page in the language the app last heard when none is sent, and escapes every value', async () => {
    const { id, client } = await accounts.patient();
    await t.platform.db
      .updateTable('users')
      .set({ full_name: '<script>alert("x")</script> & Sons', app_language: 'en' })
      .where('id', '=', id)
      .execute();
    const copy = unzipped((await open((await asked(client, id)).url, client)).rawPayload);
    expect(copy.html).toContain('<html lang="en">');
    expect(copy.html).toContain('<h2>Your profile</h2>');
    expect(copy.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
    expect(copy.html).not.toContain('<script>');
    expect(copy.json.profile.full_name).toBe('<script>alert("x")</script> & Sons');
    // Nothing booked: every list empty, said so on the page.
    expect(copy.json.bookings).toEqual([]);
    expect(copy.json.files).toEqual([]);
    expect(copy.html).toContain('<p>None</p>');
  });

  it("refuses another patient's id plainly (403, the same for an id of no account, audited), the other roles (403) and a call without a session (401)", async () => {
    const mine = await accounts.patient();
    const theirs = await accounts.patient();
    for (const patientId of [theirs.id, 999999]) {
      const refused = await mine.client.call('export-my-data', { patient_id: patientId });
      expect([refused.status, refused.body.error]).toEqual([403, MESSAGES.forbidden]);
    }
    expect((await doctor.call('export-my-data', { patient_id: mine.id })).status).toBe(403);
    expect((await t.client().call('export-my-data', { patient_id: mine.id })).status).toBe(401);
    expect(
      await t.platform.db
        .selectFrom('data_exports')
        .select('id')
        .where('patient_id', 'in', [mine.id, theirs.id])
        .execute(),
    ).toEqual([]);
    const audited = await t.platform.db
      .selectFrom('audit_log')
      .select(['action', 'record_type', 'record_id', 'outcome'])
      .where('user_id', '=', mine.id)
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: 'export-my-data', record_type: 'patient', record_id: theirs.id, outcome: 'refused' },
      { action: 'export-my-data', record_type: 'patient', record_id: 999999, outcome: 'refused' },
    ]);
  });

  it('holds the consents (each change, and each purpose now with the notice accepted), the correction requests, the grievances and the notices given, on the page in both languages', async () => {
    const { id, client } = await accounts.patient();
    const operator = await t.demoClient('operator');
    const version = t.config.privacyNoticeVersion;
    const accepted = await client.call('accept-privacy-notice', { patient_id: id, version, sms: true, push: true });
    expect(accepted.status, accepted.raw).toBe(200);
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    expect((await client.call('withdraw-consent', { patient_id: id, purpose: 'sms' })).status).toBe(200);
    const withdrawnAt = clock.now().toISOString();

    const booking = await draft(client, doctorId, { name: 'Sita Devii' });
    expect((await join(client, booking, TODAY)).status).toBe(200);
    const askName = await client.call('request-correction', {
      patient_id: id,
      booking_id: booking,
      field: 'name',
      proposed_value: 'Sita Devi',
      note: 'One i too many',
    });
    expect(askName.status, askName.raw).toBe(200);
    expect(
      (
        await operator.call('decide-correction-request', {
          id: askName.body.result.id,
          decision: 'Declined',
          reason: 'Spelling as on Aadhaar',
        })
      ).status,
    ).toBe(200);
    const askAge = await client.call('request-correction', {
      patient_id: id,
      booking_id: booking,
      field: 'age',
      proposed_value: '43',
    });
    expect(askAge.status, askAge.raw).toBe(200);

    const grievance = await client.call('submit-grievance', {
      patient_id: id,
      subject: 'WrongRecord',
      message: 'My name is spelt wrong on my booking.',
    });
    const acknowledgement = grievance.body.result.acknowledgement as string;
    const grievanceId = Number(acknowledgement.slice('GRV-'.length));
    expect(
      (await operator.call('resolve-grievance', { id: grievanceId, reply: 'The spelling is as on your Aadhaar card.' }))
        .status,
    ).toBe(200);

    const notice = {
      message_en: 'A report of yours was sent to a wrong address.',
      message_hi: 'आपकी एक रिपोर्ट गलत पते पर भेजी गई।',
    };
    expect((await operator.call('send-breach-notice', { audience: [id], ...notice })).status).toBe(200);
    const [given] = (await client.call('get-my-notices', { patient_id: id })).body.result as { id: number }[];
    expect((await client.call('dismiss-notice', { patient_id: id, id: given!.id })).status).toBe(200);

    const { json, html } = unzipped((await open((await asked(client, id, 'en')).url, client)).rawPayload);
    const now = clock.now().toISOString();
    expect(json.consents).toEqual({
      accepted_version: version,
      accepted_at: expect.any(String),
      notice_version: version,
      sms: false,
      sms_at: withdrawnAt,
      push: true,
      push_at: expect.any(String),
    });
    expect(
      json.consent_history.map((row: { purpose: string; given: boolean; notice_version: string }) => [
        row.purpose,
        row.given,
        row.notice_version,
      ]),
    ).toEqual([
      ['service', true, version],
      ['push', true, version],
      ['sms', true, version],
      ['sms', false, version],
    ]);
    expect(json.correction_requests).toEqual([
      expect.objectContaining({
        id: askName.body.result.id,
        record_type: 'booking',
        record_id: booking,
        field: 'name',
        old_value: 'Sita Devii',
        proposed_value: 'Sita Devi',
        note: 'One i too many',
        status: 'Declined',
        reason: 'Spelling as on Aadhaar',
        decided_at: now,
      }),
      expect.objectContaining({
        id: askAge.body.result.id,
        field: 'age',
        old_value: null,
        proposed_value: '43',
        status: 'Waiting',
        decided_at: null,
      }),
    ]);
    expect(json.grievances).toEqual([
      {
        id: grievanceId,
        acknowledgement,
        subject: 'WrongRecord',
        message: 'My name is spelt wrong on my booking.',
        status: 'Resolved',
        reply: 'The spelling is as on your Aadhaar card.',
        created_at: now,
        resolved_at: now,
      },
    ]);
    expect(json.notices).toEqual([
      { id: given!.id, kind: 'breach', ...notice, created_at: now, seen_at: now, dismissed_at: now },
    ]);

    for (const heading of [
      'Your consents now',
      'Every consent you gave or withdrew',
      'Your requests to correct a detail',
      'Your grievances',
      'Notices given to you in the app',
    ])
      expect(html).toContain(`<h2>${heading}</h2>`);
    for (const shown of [
      '<dd>Withdrawn</dd>',
      '<dd>The privacy policy (to use the app)</dd>',
      '<dd>Declined</dd>',
      '<dd>Spelling as on Aadhaar</dd>',
      `<dd>${acknowledgement}</dd>`,
      '<dd>Answered</dd>',
      `<dd>${notice.message_en}</dd>`,
    ]) {
      expect(html).toContain(shown);
    }
    expect(html).not.toContain(notice.message_hi);

    const hindi = unzipped((await open((await asked(client, id, 'hi')).url, client)).rawPayload).html;
    for (const heading of [
      'अभी आपकी सहमति',
      'आपकी दी या वापस ली गई हर सहमति',
      'जानकारी में सुधार के आपके अनुरोध',
      'आपकी शिकायतें',
      'ऐप में आपको दी गई सूचनाएं',
    ])
      expect(hindi).toContain(`<h2>${heading}</h2>`);
    for (const shown of [
      '<dd>वापस ली</dd>',
      '<dd>नामंज़ूर</dd>',
      '<dd>इंतज़ार में</dd>',
      '<dd>जवाब आ गया</dd>',
      '<dd>कोई गलत रिकॉर्ड</dd>',
      `<dd>${notice.message_hi}</dd>`,
    ])
      expect(hindi).toContain(shown);
  });
});

describe('the download link', () => {
  it('works once: a second use is 410 with the reason, and two uses at once give one copy', async () => {
    const { id, client } = await accounts.patient();
    const { url } = await asked(client, id);
    expect((await open(url, client)).statusCode).toBe(200);
    const again = await open(url, client);
    expect([again.statusCode, JSON.parse(again.body).error]).toEqual([410, MESSAGES.myDataLinkGone]);

    const raced = await asked(client, id);
    const both = await Promise.all([open(raced.url, client), open(raced.url, client)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });

  it("is the asking session's alone: another session of the same patient, another patient and no session get 404 and use nothing up", async () => {
    const { id, client } = await accounts.patient();
    const { url } = await asked(client, id);
    const sameAccountOtherPhone = await t.clientFor(id);
    const stranger = (await accounts.patient()).client;
    for (const other of [sameAccountOtherPhone, stranger, undefined])
      expect((await open(url, other)).statusCode).toBe(404);
    // Still the asker's to use.
    expect((await open(url, client)).statusCode).toBe(200);
    const refused = await t.platform.db
      .selectFrom('audit_log')
      .select(['user_id', 'outcome'])
      .where('action', '=', 'download-my-data')
      .where('record_type', '=', 'data-export')
      .execute();
    expect(refused.filter((entry) => entry.user_id === id && entry.outcome === 'refused')).toHaveLength(1);
  });

  it('ends after 24 hours by the business clock', async () => {
    const { id, client } = await accounts.patient();
    const early = await asked(client, id);
    const late = await asked(client, id);
    clock.set(new Date(clock.now().getTime() + 24 * 3600_000 - 1000).toISOString());
    expect((await open(early.url, client)).statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + 2000).toISOString());
    const expired = await open(late.url, client);
    expect([expired.statusCode, JSON.parse(expired.body).error]).toEqual([410, MESSAGES.myDataLinkGone]);
  });

  it('answers 404 for a token never given, and keeps only a hash of the tokens it gave', async () => {
    const { id, client } = await accounts.patient();
    const { url } = await asked(client, id);
    const token = url.split('/').pop()!;
    expect((await open(`/api/my-data/${'A'.repeat(43)}`, client)).statusCode).toBe(404);
    const stored = await t.platform.db
      .selectFrom('data_exports')
      .select('token_hash')
      .where('patient_id', '=', id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(stored[0]!.token_hash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('audits the asking and the use', async () => {
    const { id, client } = await accounts.patient();
    const { url } = await asked(client, id);
    await open(url, client);
    const entries = await t.platform.db
      .selectFrom('audit_log')
      .select(['action', 'record_type', 'record_id', 'outcome'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'export-my-data', record_type: 'data-export', record_id: expect.any(Number), outcome: 'ok' },
      { action: 'download-my-data', record_type: 'patient', record_id: id, outcome: 'ok' },
    ]);
  });
});
