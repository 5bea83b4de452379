import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE, MESSAGES } from '../../../shared/messages';
import { whileOutboxRefuses } from '../../testing/outbox-refusal';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';

// Monday 10:00 IST.
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';
let t: TestApp;
let doctor: TestClient;
let lab: TestClient;
let patient: TestClient;
let doctorId: number;
let labId: number;
let patientId: number;

const idOf = async (c: TestClient) => (await c.call('get-current-user', {})).body.result.id as number;
const pdf = () =>
  new Blob([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' });

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  [doctor, lab, patient] = await Promise.all([t.demoClient('doctor'), t.demoClient('lab'), t.demoClient('patient')]);
  [doctorId, labId, patientId] = await Promise.all([idOf(doctor), idOf(lab), idOf(patient)]);
});
afterAll(async () => t?.close());

// Each appointment is for another family member: one person holds one token per slot.
let members = 0;
async function appointment() {
  members += 1;
  const added = await patient.call('add-booking', {
    name: `Ramesh Kumar ${members}`,
    age: 34,
    problem: 'Fever',
    address: 'Civil Lines',
    phone_number: '9000000001',
    type: 'Self',
    doctor_id: doctorId,
    patient_id: patientId,
  });
  return (
    await patient.call('slot-confirmation', { booking_id: added.body.result.id, booking_date: TODAY, slot: 'Morning' })
  ).body.result;
}

async function doctorBooksLab(tests = ['CBC']) {
  const a = await appointment();
  const booked = await doctor.call('add-hospital-lab-test-booking', {
    name: 'Ramesh Kumar',
    age: 34,
    phone_number: '9000000001',
    lab_id: labId,
    patient_booking_id: a.id,
    tests,
  });
  expect(booked.status, booked.raw).toBe(200);
  return { appointment: a, labBooking: booked.body.result };
}

describe('a doctor books its lab for an appointment, once', () => {
  it("creates today's lab booking and marks the appointment 'Lab Booked'", async () => {
    const { appointment: a, labBooking } = await doctorBooksLab();
    expect(labBooking).toMatchObject({ lab_id: labId, booking_date: TODAY, status: 'Pending' });
    const again = await doctor.call('add-hospital-lab-test-booking', {
      name: 'Ramesh Kumar',
      age: 34,
      phone_number: '9000000001',
      lab_id: labId,
      patient_booking_id: a.id,
      tests: ['CBC'],
    });
    expect(again.status).toBe(409);
    const queue = await doctor.call('get-active-booking', { doctor_id: doctorId });
    expect(queue.body.result.find((b: any) => b.id === a.id).lab_booking).toBe(1);
  });

  it('stores the tests the doctor chose from the catalogue, named as the lab and the patient see them', async () => {
    const { labBooking } = await doctorBooksLab(['LFT', 'CBC', 'LFT']);
    expect(labBooking.lab_test.map((x: any) => [x.test_code, x.name, x.status])).toEqual([
      ['LFT', 'Liver Function Test (LFT)', 'Scheduled'],
      ['CBC', 'Complete Blood Count (CBC)', 'Scheduled'],
    ]);
    expect(labBooking.test_name).toBe('Liver Function Test (LFT), Complete Blood Count (CBC)');
    expect(labBooking.test_name).not.toContain('Fever');
    const forLab = (await lab.call('get-lab-booking', { lab_id: labId })).body.result.find(
      (b: any) => b.id === labBooking.id,
    );
    expect(forLab.lab_test.map((x: any) => x.test_code).sort()).toEqual(['CBC', 'LFT']);
    const forPatient = (await patient.call('get-patient-lab-reports', { patient_id: patientId })).body.result.find(
      (b: any) => b.id === labBooking.id,
    );
    expect(forPatient.test_name).toBe(labBooking.test_name);
  });

  it('refuses no tests or a code outside the catalogue, and leaves the appointment free to book', async () => {
    const a = await appointment();
    const base = { name: 'Ramesh Kumar', age: 34, phone_number: '9000000001', lab_id: labId, patient_booking_id: a.id };
    const none = await doctor.call('add-hospital-lab-test-booking', { ...base, tests: [] });
    expect(none.status).toBe(400);
    expect(none.body.errors?.tests).toBe(MESSAGES.chooseTests);
    const missing = await doctor.call('add-hospital-lab-test-booking', base);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.tests).toBe(MESSAGES.chooseTests);
    const unknown = await doctor.call('add-hospital-lab-test-booking', { ...base, tests: ['CBC', 'Fever and cough'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.tests).toBe(MESSAGES.invalidValue);
    const booked = await doctor.call('add-hospital-lab-test-booking', { ...base, tests: ['CBC'] });
    expect(booked.status, booked.raw).toBe(200);
  });

  it("refuses another lab than the doctor's, and another doctor's appointment", async () => {
    const a = await appointment();
    const otherLab = await createAccount(
      t.platform.db,
      { role: 'Lab', phoneNumber: '9400000001', passwordHash: 'x', fullName: 'Other Lab', city: 'Deoria' },
      new Date(),
    );
    expect(
      (
        await doctor.call('add-hospital-lab-test-booking', {
          name: 'Ramesh Kumar',
          age: 34,
          phone_number: '9000000001',
          lab_id: otherLab,
          patient_booking_id: a.id,
          tests: ['CBC'],
        })
      ).status,
    ).toBe(404);
    const hospital = await t.demoClient('hospital');
    expect(
      (
        await hospital.call('add-hospital-lab-test-booking', {
          name: 'Ramesh Kumar',
          age: 34,
          phone_number: '9000000001',
          lab_id: labId,
          patient_booking_id: a.id,
          tests: ['CBC'],
        })
      ).status,
    ).toBe(404);
  });
});

describe('the lab runs its bookings', () => {
  it('counts, lists, picks tests, changes statuses and uploads a PDF report that only the right people can read', async () => {
    const { labBooking } = await doctorBooksLab();
    const counts = await lab.call('get-lab-dashboard-booking-count', { lab_id: labId });
    expect(counts.body.result.active).toBeGreaterThanOrEqual(1);
    const list = await lab.call('get-lab-booking', { lab_id: labId });
    expect(list.body.result.map((b: any) => b.id)).toContain(labBooking.id);

    expect((await lab.call('save-lab-test', { lab_booking_id: labBooking.id, tests: ['NOT_A_TEST'] })).status).toBe(
      400,
    );
    const saved = await lab.call('save-lab-test', { lab_booking_id: labBooking.id, tests: ['CBC', 'LFT', 'CBC'] });
    expect(saved.body.result.lab_test.map((x: any) => x.test_code)).toEqual(['CBC', 'LFT']);
    expect(saved.body.result.lab_test[0]).toMatchObject({ status: 'Scheduled', report: null });

    expect(
      (await lab.call('update-lab-booking-status', { lab_booking_id: labBooking.id, status: 'Accepted' })).body.result
        .status,
    ).toBe('Accepted');
    expect(
      (await lab.call('update-lab-booking-status', { lab_booking_id: labBooking.id, status: 'Done' })).status,
    ).toBe(400);
    const cbc = saved.body.result.lab_test[0].id;
    // No report before the test is Completed.
    expect((await lab.callMultipart('add-test-report', { test_id: String(cbc), test_report: pdf() })).status).toBe(409);
    await lab.call('update-lab-test-status', { test_id: cbc, status: 'Sample Collected' });
    expect(
      (await lab.call('update-lab-test-status', { test_id: cbc, status: 'Completed' })).body.result.lab_test[0].status,
    ).toBe('Completed');
    const notPdf = await lab.callMultipart('add-test-report', {
      test_id: String(cbc),
      test_report: new Blob(['report.pdf but plain text']),
    });
    expect(notPdf.status).toBe(415);
    const uploaded = await lab.callMultipart('add-test-report', { test_id: String(cbc), test_report: pdf() });
    expect(uploaded.status, uploaded.raw).toBe(200);
    // The patient has no device taking pushes and their app never said its language: the report's news goes by SMS, in
    // English.
    const phone = (await patient.call('get-current-user', {})).body.result.phone_number as string;
    const texts = await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'sms')
      .where('to_address', '=', phone)
      .execute();
    expect(texts.map((r) => r.body)).toContainEqual(
      expect.stringMatching(/^Parchee: Your .+ report from .+ is ready\. Download it in the Parchee app\.$/),
    );
    const url = uploaded.body.result.lab_test[0].report as string;
    expect(url).toMatch(/\.pdf$/);
    expect((await lab.callMultipart('add-test-report', { test_id: String(cbc), test_report: pdf() })).status).toBe(409);

    const get = (c: TestClient) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: `sid=${c.cookies.get('sid')}` } });
    const forPatient = await get(patient);
    expect(forPatient.statusCode).toBe(200);
    expect(forPatient.headers['content-type']).toBe('application/pdf');
    expect(String(forPatient.headers['content-disposition'])).toMatch(/^attachment/);
    expect((await get(doctor)).statusCode).toBe(200);
    expect((await get(lab)).statusCode).toBe(200);
    expect((await get(await t.demoClient('hospital'))).statusCode).toBe(404);
    const stranger = await t.clientFor(
      await createAccount(
        t.platform.db,
        { role: 'Patient', phoneNumber: '9400000002', passwordHash: 'x', fullName: 'Stranger' },
        new Date(),
      ),
    );
    expect((await get(stranger)).statusCode).toBe(404);

    const reports = await patient.call('get-patient-lab-reports', { patient_id: patientId });
    expect(reports.body.result.find((b: any) => b.id === labBooking.id).lab_test[0].report).toBe(url);
    const doctorView = await doctor.call('get-doctor-lab-reports', { doctor_id: doctorId });
    expect(doctorView.body.result.map((b: any) => b.id)).toContain(labBooking.id);
  });

  it('writes the "report ready" text with the report: neither is kept without the other', async () => {
    const { labBooking } = await doctorBooksLab();
    const saved = await lab.call('save-lab-test', { lab_booking_id: labBooking.id, tests: ['CBC'] });
    const cbc = saved.body.result.lab_test[0].id as number;
    await lab.call('update-lab-test-status', { test_id: cbc, status: 'Completed' });
    await patient.call('update-alert-preferences', {
      patient_id: patientId,
      channels: ['sms'],
      turn_near_at: 3,
      language: 'hi',
    });
    try {
      const phone = (await patient.call('get-current-user', {})).body.result.phone_number as string;
      const lastId = async () =>
        (
          await t.platform.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirst()
        )?.id ?? 0;
      const since = await lastId();
      const textsSince = async () =>
        await t.platform.db
          .selectFrom('outbox')
          .select(['body', 'state'])
          .where('to_address', '=', phone)
          .where('id', '>', since)
          .execute();
      const reportOf = async () =>
        (await t.platform.db.selectFrom('lab_tests').select('report').where('id', '=', cbc).executeTakeFirstOrThrow())
          .report;

      // The outbox cannot take the text: the report is not recorded either, and the lab can upload it again.
      const refused = await whileOutboxRefuses(t.platform, () =>
        lab.callMultipart('add-test-report', { test_id: String(cbc), test_report: pdf() }),
      );
      expect([refused.status, await reportOf(), await textsSince()]).toEqual([500, null, []]);

      const uploaded = await lab.callMultipart('add-test-report', { test_id: String(cbc), test_report: pdf() });
      expect(uploaded.status, uploaded.raw).toBe(200);
      // In the report's transaction: there when the answer is (no gateway has sent it), naming the test in Hindi.
      const hindiName = (
        await t.platform.db
          .selectFrom('medical_tests')
          .select('name_hi')
          .where('code', '=', 'CBC')
          .executeTakeFirstOrThrow()
      ).name_hi;
      expect(hindiName).toMatch(/[\u0900-\u097F]/);
      expect(await reportOf()).not.toBeNull();
      const [text] = await textsSince();
      expect(text).toEqual({
        state: 'queued',
        body: expect.stringMatching(/^पर्ची: .+ से आपकी .+ रिपोर्ट तैयार है। पर्ची ऐप से डाउनलोड करें।$/),
      });
      expect(text!.body).toContain(`आपकी ${hindiName.slice(0, 10)}`);
      expect(await textsSince()).toHaveLength(1);
    } finally {
      await t.platform.db.deleteFrom('alert_preferences').where('patient_id', '=', patientId).execute();
    }
  });

  it("keeps a lab away from another lab's bookings and tests", async () => {
    const { labBooking } = await doctorBooksLab();
    const otherLabId = await createAccount(
      t.platform.db,
      { role: 'Lab', phoneNumber: '9400000003', passwordHash: 'x', fullName: 'Foreign Lab', city: 'Deoria' },
      new Date(),
    );
    const foreign = await t.clientFor(otherLabId);
    expect((await foreign.call('get-lab-booking', { lab_id: labId })).status).toBe(404);
    expect((await foreign.call('get-lab-dashboard-booking-count', { lab_id: labId })).status).toBe(404);
    expect(
      (await foreign.call('update-lab-booking-status', { lab_booking_id: labBooking.id, status: 'Cancelled' })).status,
    ).toBe(404);
    expect((await foreign.call('save-lab-test', { lab_booking_id: labBooking.id, tests: ['CBC'] })).status).toBe(404);
    const tests = (await lab.call('save-lab-test', { lab_booking_id: labBooking.id, tests: ['TSH'] })).body.result
      .lab_test;
    expect((await foreign.call('update-lab-test-status', { test_id: tests[0].id, status: 'Completed' })).status).toBe(
      404,
    );
    expect((await foreign.call('get-lab-booking', { lab_id: otherLabId })).body.result).toEqual([]);
    expect((await patient.call('get-patient-lab-reports', { patient_id: patientId + 1000 })).status).toBe(404);
  });
});

describe('the patient books a lab test', () => {
  it('from tomorrow, with the app charge from the charges and amount 0, and sees it in history', async () => {
    const form = {
      patient_id: patientId,
      name: 'Ramesh Kumar',
      age: '34',
      test_name: 'Blood sugar',
      phone_number: '9000000001',
      patient_address: 'Civil Lines',
      booking_date: '23-11-2026',
      city: 'Deoria',
      booking_amount: '500',
    };
    const today = await patient.call('add-lab-test-booking', form);
    expect([today.status, today.body.errors?.booking_date]).toEqual([400, MESSAGES.labDateTooEarly]);
    const bad = await patient.call('add-lab-test-booking', {
      ...form,
      name: '',
      phone_number: '12',
      age: '0',
      booking_date: TOMORROW,
    });
    expect(bad.body.errors).toMatchObject({
      name: MESSAGES.required,
      phone_number: MESSAGES.phoneInvalid,
      age: MESSAGES.ageNotPositive,
    });
    const nowhere = await patient.call('add-lab-test-booking', { ...form, booking_date: TOMORROW, city: 'Kanpur' });
    expect([nowhere.status, nowhere.body.error]).toEqual([404, MESSAGES.noLabFound]);
    const booked = await patient.call('add-lab-test-booking', { ...form, booking_date: '24-11-2026' });
    expect(booked.status, booked.raw).toBe(200);
    expect(booked.body.result).toMatchObject({
      lab_id: labId,
      booking_amount: 0,
      app_charges: 20,
      booking_date: TOMORROW,
      test_name: 'Blood sugar',
    });
    const history = await patient.call('get-patient-history', { patient_id: patientId, date: TOMORROW });
    expect(history.body.result).toContainEqual(
      expect.objectContaining({
        type: 'Lab',
        lab_name: 'Deoria Diagnostics',
        test_name: 'Blood sugar',
        appointment_date: TOMORROW,
      }),
    );
    expect(
      (await patient.call('add-lab-test-booking', { ...form, patient_id: patientId + 1000, booking_date: TOMORROW }))
        .status,
    ).toBe(404);
  });
});

describe('a report over the upload limit', () => {
  it('is refused as too large (413, with the limit), not as a missing field', async () => {
    const { labBooking } = await doctorBooksLab();
    const saved = await lab.call('save-lab-test', { lab_booking_id: labBooking.id, tests: ['CBC'] });
    const testId = saved.body.result.lab_test[0].id;
    await lab.call('update-lab-test-status', { test_id: testId, status: 'Sample Collected' });
    await lab.call('update-lab-test-status', { test_id: testId, status: 'Completed' });
    const huge = new Blob([Buffer.from('%PDF-1.4\n'), new Uint8Array(22 * 1024 * 1024)], { type: 'application/pdf' });
    const answer = await lab.callMultipart('add-test-report', { test_id: String(testId), test_report: huge });
    expect(answer.status, answer.raw).toBe(413);
    expect(answer.body.error).toBe(FILE_TOO_LARGE);
    expect(answer.body.error).toBe('The file is too large (at most 5 MB).');
  });
});
