// The desk records a visit's fee (record-payment, decision 0048): once per booking, decided by the database
// even when two desks record at once; audited; a free visit is 0 and only a free visit is; the patient
// sees it paid. Only the doctor and its hospital may record it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import {
  bookAndJoin,
  draft,
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

/** A hospital's doctor charging ₹200, and a patient's booking of tomorrow's Morning with them. */
async function setUp() {
  const hospitalId = await accounts.user('Hospital');
  const doctorId = await accounts.doctor({ hospitalId, fees: 200, clinicName: 'Rai Clinic' });
  const { id: patientId, client: patient } = await accounts.patient();
  const booked = await bookAndJoin(patient, doctorId, TOMORROW);
  expect(booked.status, booked.raw).toBe(200);
  return {
    hospitalId,
    doctorId,
    doctor: await t.clientFor(doctorId),
    hospital: await t.clientFor(hospitalId),
    patientId,
    patient,
    bookingId: booked.body.result.id as number,
  };
}

const paymentsOf = (bookingId: number) =>
  t.platform.db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).execute();

describe('record-payment', () => {
  it('records a UPI payment once: the desk and the patient see it paid, and a second record is 409', async () => {
    const { doctorId, doctor, patientId, patient, bookingId } = await setUp();
    const recorded = await doctor.call('record-payment', { booking_id: bookingId, method: 'UPI', amount: 200 });
    expect(recorded.status, recorded.raw).toBe(200);
    expect(recorded.body.message).toBe(MESSAGES.paymentRecorded);
    expect(recorded.body.result).toMatchObject({
      id: bookingId,
      fee: 200,
      payment: { method: 'UPI', amount: 200 },
      upi_link: null,
    });

    const history = await patient.call('get-patient-history', { patient_id: patientId, date: TOMORROW });
    expect(history.body.result.find((b: { id: number }) => b.id === bookingId)).toMatchObject({
      payment: { method: 'UPI', amount: 200 },
    });
    const desk = await doctor.call('get-pending-booking', { doctor_id: doctorId });
    expect(desk.body.result.find((b: { id: number }) => b.id === bookingId).payment).toMatchObject({
      method: 'UPI',
      amount: 200,
    });

    const again = await doctor.call('record-payment', { booking_id: bookingId, method: 'Cash', amount: 500 });
    expect([again.status, again.body.error]).toEqual([409, MESSAGES.paymentAlreadyRecorded]);
    const [row, ...more] = await paymentsOf(bookingId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      method: 'UPI',
      amount: 200,
      recorded_by: doctorId,
      recorded_at: clock.now().toISOString(),
    });

    // Audited: who recorded it, and the second desk's refusal.
    const entries = await t.platform.db
      .selectFrom('audit_log')
      .select(['user_id', 'outcome'])
      .where('action', '=', 'record-payment')
      .where('record_id', '=', bookingId)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { user_id: doctorId, outcome: 'ok' },
      { user_id: doctorId, outcome: 'refused' },
    ]);
  });

  it('lets exactly one of three records sent at once from two desks write, on either engine', async () => {
    const { doctor, hospital, bookingId } = await setUp();
    const answers = await Promise.all([
      doctor.call('record-payment', { booking_id: bookingId, method: 'Cash', amount: 200 }),
      hospital.call('record-payment', { booking_id: bookingId, method: 'UPI', amount: 200 }),
      doctor.call('record-payment', { booking_id: bookingId, method: 'UPI', amount: 200 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.error).toBe(MESSAGES.paymentAlreadyRecorded);
    const winner = answers.find((a) => a.status === 200)!;
    expect(await paymentsOf(bookingId)).toEqual([
      expect.objectContaining({ method: winner.body.result.payment.method }),
    ]);
  });

  it('takes 0 for a free visit only, and a whole amount above 0 otherwise', async () => {
    const { doctor, bookingId } = await setUp();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ method: 'Free', amount: 200 }, { amount: MESSAGES.freeVisitAmount }],
      [{ method: 'Cash', amount: 0 }, { amount: MESSAGES.paymentAmountInvalid }],
      [{ method: 'UPI', amount: -5 }, { amount: MESSAGES.paymentAmountInvalid }],
      [{ method: 'UPI', amount: '2x0' }, { amount: MESSAGES.paymentAmountInvalid }],
      [{ method: 'UPI', amount: 100001 }, { amount: MESSAGES.paymentAmountInvalid }],
      [{ method: 'Card', amount: 200 }, { method: MESSAGES.invalidValue }],
    ];
    for (const [body, errors] of cases) {
      const refused = await doctor.call('record-payment', { booking_id: bookingId, ...body });
      expect([refused.status, refused.body.errors], JSON.stringify(body)).toEqual([400, errors]);
    }
    expect(await paymentsOf(bookingId)).toHaveLength(0);
    const free = await doctor.call('record-payment', { booking_id: bookingId, method: 'Free', amount: '0' });
    expect(free.body.result.payment).toMatchObject({ method: 'Free', amount: 0 });
  });

  it('is the doctor’s and its hospital’s only: another doctor’s booking is 404, a patient may not record', async () => {
    const { hospital, patient, bookingId } = await setUp();
    const stranger = await t.clientFor(await accounts.doctor());
    const otherHospital = await t.clientFor(await accounts.user('Hospital'));
    for (const side of [stranger, otherHospital]) {
      expect((await side.call('record-payment', { booking_id: bookingId, method: 'Cash', amount: 200 })).status).toBe(
        404,
      );
    }
    expect((await patient.call('record-payment', { booking_id: bookingId, method: 'UPI', amount: 200 })).status).toBe(
      403,
    );
    expect(await paymentsOf(bookingId)).toHaveLength(0);
    // The hospital records for its own doctor.
    expect(
      (await hospital.call('record-payment', { booking_id: bookingId, method: 'Cash', amount: 150 })).body.result
        .payment,
    ).toMatchObject({ method: 'Cash', amount: 150 });
  });

  it('takes no payment for a cancelled booking or a draft', async () => {
    const { doctorId, doctor, patient, bookingId } = await setUp();
    expect((await patient.call('patient-cancel-booking', { booking_id: bookingId })).status).toBe(200);
    const cancelled = await doctor.call('record-payment', { booking_id: bookingId, method: 'Cash', amount: 200 });
    expect([cancelled.status, cancelled.body.error]).toEqual([409, MESSAGES.paymentNotTaken]);
    const draftId = await draft(patient, doctorId, { name: 'Ram Prasad' });
    const unplaced = await doctor.call('record-payment', { booking_id: draftId, method: 'Cash', amount: 200 });
    expect([unplaced.status, unplaced.body.error]).toEqual([409, MESSAGES.paymentNotTaken]);
    expect(await paymentsOf(bookingId)).toHaveLength(0);
  });

  it('is recorded on a visit of today too, after it is over', async () => {
    const { doctor, patient, doctorId } = await setUp();
    const today = await bookAndJoin(patient, doctorId, TODAY);
    const id = today.body.result.id as number;
    await doctor.call('update-live-booking', { booking_id: id, token: 'Live' });
    await doctor.call('update-live-booking', { booking_id: id, token: 'Done' });
    const paid = await doctor.call('record-payment', { booking_id: id, method: 'Cash', amount: 200 });
    expect(paid.body.result).toMatchObject({ token: 'Done', payment: { method: 'Cash', amount: 200 } });
  });
});
