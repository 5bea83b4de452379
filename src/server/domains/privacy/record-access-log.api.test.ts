// Who saw my records (get-record-access-log): the audit log's successful entries on one person's records,
// newest first and paged, each by role and name (never a phone number; the patient is "by_you"), read or
// changed, and what it reached: a doctor opening a prescription, the desk's changes, a clinic's, a lab's and
// the call centre's list reads (once per reader and record, only lists that held it), reports, the copy of
// the data. A family member's log is theirs alone; another patient's member is 404, other roles 403.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_ACCESS_PAGE_SIZE, type RecordAccess } from '../../../shared/contract/privacy';
import {
  bookingForm,
  draft,
  join,
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
let png: Blob;

beforeAll(async () => {
  ({ t, accounts } = await startBookingTest(clock));
  png = new Blob([
    new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } })
        .png()
        .toBuffer(),
    ),
  ]);
});
afterAll(async () => t?.close());

const idOf = async (c: TestClient) => (await c.call('get-current-user', {})).body.result.id as number;
const userRow = (id: number) =>
  t.platform.db
    .selectFrom('users')
    .select(['full_name', 'phone_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const fetchFile = (url: string, client: TestClient) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });

async function logOf(client: TestClient, patientId: number, extra: Record<string, unknown> = {}) {
  const answer = await client.call('get-record-access-log', { patient_id: patientId, ...extra });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result as { entries: RecordAccess[]; next: string | null };
}

/** Every page of the log, following `next`. */
async function wholeLog(client: TestClient, patientId: number, extra: Record<string, unknown> = {}) {
  const entries: RecordAccess[] = [];
  let before: string | null = null;
  do {
    const page = await logOf(client, patientId, { ...extra, ...(before ? { before } : {}) });
    expect(page.entries.length).toBeLessThanOrEqual(RECORD_ACCESS_PAGE_SIZE);
    entries.push(...page.entries);
    before = page.next;
  } while (before);
  return entries;
}

/** A patient's booking of the doctor with a prescription picture, in a slot of `date`. */
async function bookingWithPicture(patient: TestClient, patientId: number, doctorId: number, date = TODAY) {
  const fields = Object.fromEntries(
    Object.entries(bookingForm(doctorId, { patient_id: patientId })).map(([k, v]) => [k, String(v)]),
  );
  const added = await patient.callMultipart('add-booking', { ...fields, priscription_image: png });
  expect(added.status, added.raw).toBe(200);
  expect((await join(patient, added.body.result.id, date)).status).toBe(200);
  return { id: added.body.result.id as number, picture: added.body.result.priscription_image as string };
}

describe('get-record-access-log', () => {
  it('shows a doctor opening the prescription, by role and name and never by phone, newest first, with the patient as "you"', async () => {
    const doctorId = await accounts.doctor();
    // A name of its own: the test accounts' names carry their numbers.
    await t.platform.db.updateTable('users').set({ full_name: 'Kavita Rai' }).where('id', '=', doctorId).execute();
    const doctor = await t.clientFor(doctorId);
    const { id, client } = await accounts.patient();
    const booking = await bookingWithPicture(client, id, doctorId);
    const opened = await fetchFile(booking.picture, doctor);
    expect(opened.statusCode).toBe(200);
    expect((await doctor.call('booking-confirmation', { booking_id: booking.id, status: 'Approved' })).status).toBe(
      200,
    );

    const answer = await client.call('get-record-access-log', { patient_id: id });
    const { entries, next } = answer.body.result as { entries: RecordAccess[]; next: string | null };
    const doctorName = 'Kavita Rai';
    expect(entries.slice(0, 2)).toEqual([
      {
        key: expect.any(String),
        at: expect.any(String),
        actor_role: 'Doctor',
        actor_name: doctorName,
        by_you: false,
        action: 'changed',
        record: 'booking',
        record_id: booking.id,
        record_id_kind: 'booking',
        in_list: false,
      },
      {
        key: expect.any(String),
        at: expect.any(String),
        actor_role: 'Doctor',
        actor_name: doctorName,
        by_you: false,
        action: 'read',
        record: 'prescription',
        record_id: booking.id,
        record_id_kind: 'booking',
        in_list: false,
      },
    ]);
    // The patient's own booking and slot, said as theirs.
    expect(
      entries.filter((entry) => entry.by_you).map((entry) => [entry.action, entry.record, entry.record_id]),
    ).toContainEqual(['changed', 'booking', booking.id]);
    expect(next).toBeNull();
    expect(answer.raw).not.toContain((await userRow(doctorId)).phone_number);
  });

  it("shows a clinic's list of a day once per reader, only lists that held the booking after it was made, the hospital's and the upcoming list too", async () => {
    const hospital = await t.demoClient('hospital');
    const hospitalId = await idOf(hospital);
    const doctorId = await accounts.doctor({ hospitalId });
    const doctor = await t.clientFor(doctorId);
    const { id, client } = await accounts.patient();
    // Read before the booking existed: it did not hold it.
    await doctor.call('get-active-booking', { doctor_id: doctorId });
    const today = await bookingWithPicture(client, id, doctorId, TODAY);
    for (let i = 0; i < 3; i += 1) await doctor.call('get-active-booking', { doctor_id: doctorId });
    // Another day's list did not hold today's booking.
    await doctor.call('get-all-booking', { doctor_id: doctorId, date: TOMORROW, type: 'Doctor' });
    // The hospital's list of the day of all its doctors.
    await hospital.call('get-all-booking', { date: TODAY, type: 'Hospital' });
    const listed = (await logOf(client, id)).entries.filter((entry) => entry.in_list);
    expect(listed.map((entry) => [entry.actor_role, entry.record, entry.record_id, entry.action])).toEqual([
      ['Hospital', 'booking', today.id, 'read'],
      ['Doctor', 'booking', today.id, 'read'],
    ]);

    const tomorrow = await draft(client, doctorId, { name: 'Sita Devi 2' });
    expect((await join(client, tomorrow, TOMORROW)).status).toBe(200);
    await doctor.call('get-future-bookings', { doctor_id: doctorId });
    const upcoming = (await logOf(client, id)).entries.filter((entry) => entry.in_list && entry.record_id === tomorrow);
    expect(upcoming.map((entry) => [entry.actor_role, entry.record])).toEqual([['Doctor', 'booking']]);
  });

  it("keeps a family member's records to their own log; another patient's member is 404", async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
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
    const own = await draft(client, doctorId);
    const child = await draft(client, doctorId, { family_member_id: member, type: 'Other' });
    expect((await join(client, own, TODAY)).status).toBe(200);
    expect((await join(client, child, TODAY)).status).toBe(200);
    await doctor.call('booking-confirmation', { booking_id: child, status: 'Approved' });

    const mine = await wholeLog(client, id);
    const childs = await wholeLog(client, id, { family_member_id: member });
    expect(new Set(mine.flatMap((entry) => (entry.record === 'booking' ? [entry.record_id] : [])))).toEqual(
      new Set([own]),
    );
    expect(new Set(childs.map((entry) => entry.record_id))).toEqual(new Set([child]));
    expect(childs[0]).toMatchObject({ actor_role: 'Doctor', action: 'changed', record: 'booking', record_id: child });

    // A member since removed is still theirs to look up.
    await t.platform.db
      .updateTable('family_members')
      .set({ removed_at: clock.now().toISOString() })
      .where('id', '=', member)
      .execute();
    expect((await logOf(client, id, { family_member_id: member })).entries.length).toBeGreaterThan(0);
    const stranger = await accounts.patient();
    expect(
      (await stranger.client.call('get-record-access-log', { patient_id: stranger.id, family_member_id: member }))
        .status,
    ).toBe(404);
  });

  it('pages newest first with `next`, each entry once, and refuses a cursor it never gave', async () => {
    const doctorId = await accounts.doctor();
    const { id, client } = await accounts.patient();
    const booking = await draft(client, doctorId);
    expect((await join(client, booking, TODAY)).status).toBe(200);
    for (let i = 0; i < RECORD_ACCESS_PAGE_SIZE + 5; i += 1)
      await client.call('get-booking-fee', { booking_id: booking, booking_date: TODAY });
    const first = await logOf(client, id);
    expect(first.entries).toHaveLength(RECORD_ACCESS_PAGE_SIZE);
    expect(first.next).toBe(first.entries.at(-1)!.key);
    const all = await wholeLog(client, id);
    expect(all.length).toBeGreaterThan(RECORD_ACCESS_PAGE_SIZE);
    expect(new Set(all.map((entry) => entry.key)).size).toBe(all.length);
    const times = all.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.filter((entry) => entry.action === 'read' && entry.record === 'booking' && entry.by_you)).toHaveLength(
      RECORD_ACCESS_PAGE_SIZE + 5,
    );
    expect((await client.call('get-record-access-log', { patient_id: id, before: 'the-last-one' })).status).toBe(400);
  });

  it('leaves out refused tries and other patients, and does not log its own reading into the list', async () => {
    const doctorId = await accounts.doctor();
    const { id, client } = await accounts.patient();
    const booking = await bookingWithPicture(client, id, doctorId);
    const before = await wholeLog(client, id);
    const stranger = await accounts.patient();
    expect((await fetchFile(booking.picture, stranger.client)).statusCode).toBe(404);
    expect(
      (await stranger.client.call('get-booking-fee', { booking_id: booking.id, booking_date: TODAY })).status,
    ).toBe(404);
    await bookingWithPicture(stranger.client, stranger.id, doctorId);
    expect(await wholeLog(client, id)).toEqual(before);
    const audited = await t.platform.db
      .selectFrom('audit_log')
      .select(['record_type', 'record_id'])
      .where('action', '=', 'read-record-access-log')
      .where('user_id', '=', id)
      .execute();
    expect(audited.length).toBeGreaterThanOrEqual(2);
    expect(audited[0]).toEqual({ record_type: 'audit-log:patient', record_id: id });
  });

  it("shows the lab's list, its report and the patient's own reading of it as a lab report", async () => {
    const doctor = await t.demoClient('doctor');
    const lab = await t.demoClient('lab');
    const [doctorId, labId] = await Promise.all([idOf(doctor), idOf(lab)]);
    const { id, client } = await accounts.patient();
    const visit = await draft(client, doctorId);
    expect((await join(client, visit, TODAY)).status).toBe(200);
    const booked = await doctor.call('add-hospital-lab-test-booking', {
      name: 'Sita Devi',
      age: 42,
      phone_number: '9876543210',
      lab_id: labId,
      patient_booking_id: visit,
      tests: ['CBC'],
    });
    const labBooking = booked.body.result.id as number;
    const test = booked.body.result.lab_test[0].id as number;
    await lab.call('get-lab-booking', { lab_id: labId });
    await lab.call('update-lab-test-status', { test_id: test, status: 'Completed' });
    const report = await lab.callMultipart('add-test-report', {
      test_id: String(test),
      test_report: new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]),
    });
    const reportUrl = report.body.result.lab_test[0].report as string;
    expect((await fetchFile(reportUrl, client)).statusCode).toBe(200);

    const entries = await wholeLog(client, id);
    const labName = (await userRow(labId)).full_name;
    expect(entries[0]).toMatchObject({
      by_you: true,
      action: 'read',
      record: 'lab report',
      record_id: labBooking,
      record_id_kind: 'lab booking',
      in_list: false,
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor_role: 'Lab',
        actor_name: labName,
        action: 'changed',
        record: 'lab report',
        record_id: labBooking,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor_role: 'Lab',
        action: 'read',
        record: 'lab booking',
        record_id: labBooking,
        in_list: true,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ actor_role: 'Doctor', action: 'changed', record: 'booking', record_id: visit }),
    );
  });

  it("shows the call centre's lists and changes of the patient's requests and orders, and the patient's copy of their data", async () => {
    const operator = await t.demoClient('operator');
    const operatorId = await idOf(operator);
    const { id, client } = await accounts.patient();
    const emergency = (
      await client.call('add-emergency-booking', {
        patient_id: id,
        type: 'Trauma',
        name: 'Ramesh Kumar',
        phone_number: '9000000001',
        address: 'NH 27, Deoria',
        city: 'Deoria',
      })
    ).body.result.id as number;
    const order = await client.callMultipart('add-medical-delivery', {
      patient_id: String(id),
      name: 'Ramesh Kumar',
      address: 'Civil Lines Deoria',
      phone_number: '9000000001',
      delivery_date: TOMORROW,
      delivery_charges: '40',
      delivery_type: 'Normal',
      city: 'Deoria',
      priscription_image: png,
    });
    const orderId = order.body.result.id as number;
    await operator.call('get-emergency-requests', {});
    await operator.call('get-medical-deliveries', {});
    await operator.call('update-delivery-status', { id: orderId, status: 'Accepted' });
    const { url } = (await client.call('export-my-data', { patient_id: id })).body.result;
    await fetchFile(url, client);

    const entries = await wholeLog(client, id);
    const operatorName = (await userRow(operatorId)).full_name;
    expect(entries[0]).toMatchObject({
      by_you: true,
      action: 'read',
      record: 'copy of data',
      record_id: null,
      record_id_kind: null,
      in_list: false,
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor_role: 'Operator',
        actor_name: operatorName,
        action: 'changed',
        record: 'medicine order',
        record_id: orderId,
        in_list: false,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor_role: 'Operator',
        action: 'read',
        record: 'medicine order',
        record_id: orderId,
        in_list: true,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor_role: 'Operator',
        action: 'read',
        record: 'emergency request',
        record_id: emergency,
        in_list: true,
      }),
    );
    // A family member's log has none of the account's requests and orders.
    const member = (
      await client.call('save-family-member', {
        patient_id: id,
        name: 'Munni Kumari',
        age: '7',
        sex: 'Female',
        relation: 'Child',
      })
    ).body.result.id as number;
    expect((await logOf(client, id, { family_member_id: member })).entries).toEqual([]);
  });

  it("refuses another patient's id (404) and the other roles (403)", async () => {
    const mine = await accounts.patient();
    const theirs = await accounts.patient();
    expect((await mine.client.call('get-record-access-log', { patient_id: theirs.id })).status).toBe(404);
    const doctor = await t.clientFor(await accounts.doctor());
    expect((await doctor.call('get-record-access-log', { patient_id: mine.id })).status).toBe(403);
  });
});
