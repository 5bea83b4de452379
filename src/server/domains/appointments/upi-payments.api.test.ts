// Paying the fee by UPI (decision 0049): the clinic's UPI ID in its settings (checked, optional; the
// doctor's, set by the doctor or its hospital), and the "upi://pay" link a booking carries while its fee is
// due, the same on the booking, the patient's live status and the public token-status page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import {
  bookAndJoin,
  clinicSettings,
  startBookingTest,
  testClock,
  TODAY,
  TOMORROW,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const upiIdOf = async (doctorId: number) =>
  (
    await t.platform.db
      .selectFrom('doctor_details')
      .select('upi_id')
      .where('user_id', '=', doctorId)
      .executeTakeFirstOrThrow()
  ).upi_id;

describe('the clinic’s UPI ID', () => {
  it('is checked, kept in lower case and may be left blank', async () => {
    const doctorId = await accounts.doctor({ fees: 200 });
    const doctor = await t.clientFor(doctorId);
    for (const upi_id of [
      'raiclinic',
      'rai@',
      '@okhdfcbank',
      'r@okhdfcbank',
      'rai clinic@okhdfcbank',
      'rai@ok hdfc',
      'rai@123bank',
      'rai@@okhdfcbank',
      'rai@okhdfcbank.com',
      'rai<b>@ybl',
    ]) {
      const refused = await doctor.call('edit-doctor-clinic-details', clinicSettings(doctorId, { upi_id }));
      expect([refused.status, refused.body.errors], upi_id).toEqual([400, { upi_id: MESSAGES.upiIdInvalid }]);
    }
    expect(await upiIdOf(doctorId)).toBe('');
    const saved = await doctor.call(
      'edit-doctor-clinic-details',
      clinicSettings(doctorId, { upi_id: ' Rai.Clinic-1@OkHDFCBank ' }),
    );
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.result.doctor_detail.upi_id).toBe('rai.clinic-1@okhdfcbank');
    // Absent: left as it is; blank: none.
    expect((await doctor.call('edit-doctor-clinic-details', clinicSettings(doctorId))).status).toBe(200);
    expect(await upiIdOf(doctorId)).toBe('rai.clinic-1@okhdfcbank');
    expect((await doctor.call('edit-doctor-clinic-details', clinicSettings(doctorId, { upi_id: '' }))).status).toBe(
      200,
    );
    expect(await upiIdOf(doctorId)).toBe('');
  });

  it('is set by the doctor’s hospital, not by another hospital; the hospital itself takes none', async () => {
    const hospitalId = await accounts.user('Hospital');
    const doctorId = await accounts.doctor({ hospitalId });
    const hospital = await t.clientFor(hospitalId);
    expect(
      (await hospital.call('edit-doctor-clinic-details', clinicSettings(doctorId, { upi_id: 'cityhospital@sbi' })))
        .status,
    ).toBe(200);
    expect(await upiIdOf(doctorId)).toBe('cityhospital@sbi');
    const other = await t.clientFor(await accounts.user('Hospital'));
    expect(
      (await other.call('edit-doctor-clinic-details', clinicSettings(doctorId, { upi_id: 'thief@ybl' }))).status,
    ).toBe(404);
    expect(await upiIdOf(doctorId)).toBe('cityhospital@sbi');
    const own = await hospital.call(
      'edit-doctor-clinic-details',
      clinicSettings(hospitalId, { type: 'Hospital', specialization_text: undefined, upi_id: 'cityhospital@sbi' }),
    );
    expect([own.status, own.body.errors]).toEqual([400, { upi_id: MESSAGES.invalidValue }]);
  });
});

describe('the UPI link of a booking', () => {
  /** A doctor charging ₹200 whose clinic takes UPI, and a patient. */
  async function setUp() {
    const doctorId = await accounts.doctor({ fees: 200 });
    const doctor = await t.clientFor(doctorId);
    expect(
      (await doctor.call('edit-doctor-clinic-details', clinicSettings(doctorId, { upi_id: 'rai.clinic@okhdfcbank' })))
        .status,
    ).toBe(200);
    const { id: patientId, client: patient } = await accounts.patient();
    return { doctorId, doctor, patientId, patient };
  }

  it('has the exact form, naming the token, and is the same on the booking, the live page and the token-status page', async () => {
    const { doctorId, patientId, patient } = await setUp();
    const booked = await bookAndJoin(patient, doctorId, TODAY);
    const { id, booking_number } = booked.body.result;
    const link = `upi://pay?pa=rai.clinic@okhdfcbank&pn=Rai%20Clinic&am=200.00&cu=INR&tn=Token%20${booking_number}%20Morning%2023-11-2026`;
    expect(booked.body.result).toMatchObject({ fee: 200, payment: null, upi_link: link });

    const live = await patient.call('get-live-patient-booking-status', { patient_id: patientId });
    expect(live.body.result.find((entry: { booking_id: number }) => entry.booking_id === id)).toMatchObject({
      fee: 200,
      payment: null,
      upi_link: link,
    });
    const slip = await patient.call('get-token-slip', { booking_id: id });
    const status = await t.client().call('get-token-status', { t: slip.body.result.status_code });
    expect(status.body.result).toMatchObject({ fee: 200, payment: null, upi_link: link });
    // The public page names the token, never the patient.
    expect(status.raw).not.toContain('Sita');
  });

  it('percent-encodes the payee and note, and names the doctor when the clinic has no name', async () => {
    const { client: patient } = await accounts.patient();
    // Names an older record may hold, with marks a query would otherwise break on (the settings form refuses them now).
    const marked = await accounts.doctor({ fees: 350, clinicName: "D'Souza & Rai Clinic+" });
    const unnamed = await accounts.user('Doctor', { fullName: 'Kavita Rai', practice: { fees: 150 } });
    await t.platform.db
      .updateTable('doctor_details')
      .set({ upi_id: 'dsouza_rai@ybl' })
      .where('user_id', 'in', [marked, unnamed])
      .execute();
    expect((await bookAndJoin(patient, marked, TOMORROW, 'Evening')).body.result.upi_link).toBe(
      "upi://pay?pa=dsouza_rai@ybl&pn=D'Souza%20%26%20Rai%20Clinic%2B&am=350.00&cu=INR&tn=Token%201%20Evening%2024-11-2026",
    );
    expect((await bookAndJoin(patient, unnamed, TOMORROW, 'Evening')).body.result.upi_link).toBe(
      'upi://pay?pa=dsouza_rai@ybl&pn=Dr%20Kavita%20Rai&am=150.00&cu=INR&tn=Token%201%20Evening%2024-11-2026',
    );
  });

  it('is there only while the fee is due: not once paid, not for a cancelled booking, a free visit or a clinic without UPI', async () => {
    const { doctorId, doctor, patientId, patient } = await setUp();
    const paid = (await bookAndJoin(patient, doctorId, TOMORROW)).body.result.id as number;
    expect(
      (await doctor.call('record-payment', { booking_id: paid, method: 'UPI', amount: 200 })).body.result.upi_link,
    ).toBeNull();
    const cancelled = (await bookAndJoin(patient, doctorId, TOMORROW)).body.result.id as number;
    expect((await patient.call('patient-cancel-booking', { booking_id: cancelled })).body.result.upi_link).toBeNull();
    const history = (await patient.call('get-patient-history', { patient_id: patientId, date: TOMORROW })).body
      .result as { id: number; upi_link: string | null }[];
    expect(history.filter((b) => b.id === paid || b.id === cancelled).map((b) => b.upi_link)).toEqual([null, null]);

    const freeDoctor = await accounts.doctor({ fees: 0 });
    await (
      await t.clientFor(freeDoctor)
    ).call('edit-doctor-clinic-details', clinicSettings(freeDoctor, { upi_id: 'free.clinic@ybl' }));
    expect((await bookAndJoin(patient, freeDoctor, TOMORROW)).body.result).toMatchObject({ fee: 0, upi_link: null });
    const noUpi = await accounts.doctor({ fees: 300 });
    expect((await bookAndJoin(patient, noUpi, TOMORROW)).body.result).toMatchObject({ fee: 300, upi_link: null });
  });
});
