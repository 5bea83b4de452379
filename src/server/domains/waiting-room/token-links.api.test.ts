// The printed token slip (get-token-slip) and its public status link (get-token-status): an unguessable
// code, kept only as its hash, the same for the same booking and date, new after a reschedule, gone at the
// end of the booking's day or when it is cancelled, and never a name.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAndJoin,
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
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const slipOf = async (client: TestClient, bookingId: number) => {
  const answer = await client.call('get-token-slip', { booking_id: bookingId });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result;
};
/** Anyone holding the code, signed in or not. */
const statusOf = (code: string) => t.client().call('get-token-status', { t: code });

async function setUp() {
  const hospitalId = await accounts.user('Hospital');
  const doctorId = await accounts.doctor({ hospitalId });
  const { client: patient } = await accounts.patient();
  const booking = (await bookAndJoin(patient, doctorId, TODAY)).body.result;
  return {
    hospitalId,
    doctorId,
    doctor: await t.clientFor(doctorId),
    hospital: await t.clientFor(hospitalId),
    patient,
    booking,
  };
}

describe('token slips and their status links', () => {
  it('prints an unguessable code, the same each time, that anyone can follow without a name in sight', async () => {
    const { doctorId, doctor, hospital, patient, booking } = await setUp();
    const slip = await slipOf(patient, booking.id);
    expect(slip).toEqual({
      booking_id: booking.id,
      doctor_id: doctorId,
      doctor_name: expect.any(String),
      clinic_name: expect.any(String),
      clinic_address: expect.any(String),
      booking_date: TODAY,
      slot: 'Morning',
      slot_timing: '09:00-13:00',
      booking_number: 1,
      status_code: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      // The clinic's midnight ending the booking's day.
      expires_at: '2026-11-23T18:30:00.000Z',
    });
    // 12 base64url characters: 72 bits of an HMAC under the server's secret.
    expect((await slipOf(doctor, booking.id)).status_code).toBe(slip.status_code);
    expect((await slipOf(hospital, booking.id)).status_code).toBe(slip.status_code);
    const other = (await bookAndJoin(patient, doctorId, TODAY)).body.result;
    expect((await slipOf(patient, other.id)).status_code).not.toBe(slip.status_code);

    const status = await statusOf(slip.status_code);
    expect(status.body.result).toEqual({
      doctor_id: doctorId,
      doctor_name: slip.doctor_name,
      clinic_name: slip.clinic_name,
      booking_date: TODAY,
      slot: 'Morning',
      booking_number: 1,
      token: 'Pending',
      arrived: false,
      passed: false,
      priority: 'None',
      now_serving: null,
      last_done: null,
      ahead: 0,
      eta_minutes: 0,
      come_by: '10:00',
      doctor_started: false,
      delay_minutes: 0,
      notice: '',
      // This doctor charges nothing: no fee is due.
      fee: 0,
      payment: null,
      upi_link: null,
    });
    for (const text of [JSON.stringify(slip), status.raw]) {
      expect(text).not.toContain('Sita Devi');
      expect(text).not.toMatch(/"(name|age|phone_number|problem|address|patient_id)"/);
    }
    // Only the code's SHA-256 is stored.
    const rows = await t.platform.db
      .selectFrom('token_status_links')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .execute();
    expect(rows).toEqual([
      {
        code_hash: createHash('sha256').update(slip.status_code).digest('hex'),
        booking_id: booking.id,
        expires_at: slip.expires_at,
      },
    ]);
  });

  it('follows the token as the doctor calls it, and answers 404 alike for a made-up, another or a cancelled code', async () => {
    const { doctor, patient, booking } = await setUp();
    const code = (await slipOf(patient, booking.id)).status_code;
    await doctor.call('update-live-booking', { booking_id: booking.id, token: 'Live' });
    expect((await statusOf(code)).body.result).toMatchObject({ token: 'Live', now_serving: 1, doctor_started: true });
    const madeUp = await statusOf('A'.repeat(43));
    expect([madeUp.status, madeUp.body]).toEqual([404, expect.objectContaining({ response: 'fail' })]);
    const cancelled = (await bookAndJoin(patient, booking.doctor_id, TODAY)).body.result;
    const cancelledCode = (await slipOf(patient, cancelled.id)).status_code;
    await patient.call('patient-cancel-booking', { booking_id: cancelled.id });
    const gone = await statusOf(cancelledCode);
    expect([gone.status, gone.body]).toEqual([madeUp.status, madeUp.body]);
    expect((await statusOf('')).status).toBe(400);
  });

  it('gives a rescheduled booking a new code, the old one answering 404', async () => {
    const { doctor, patient, booking } = await setUp();
    const before = (await slipOf(patient, booking.id)).status_code;
    expect((await doctor.call('update-booking', { booking_id: booking.id, booking_date: TOMORROW })).status).toBe(200);
    expect((await statusOf(before)).status).toBe(404);
    const after = await slipOf(patient, booking.id);
    expect(after).toMatchObject({ booking_date: TOMORROW, expires_at: '2026-11-24T18:30:00.000Z' });
    expect(after.status_code).not.toBe(before);
    expect((await statusOf(after.status_code)).body.result).toMatchObject({ booking_date: TOMORROW, token: 'Pending' });
  });

  it("stops answering at the end of the booking's day", async () => {
    const { patient, booking } = await setUp();
    const code = (await slipOf(patient, booking.id)).status_code;
    clock.set('2026-11-23T18:29:59Z');
    expect((await statusOf(code)).status).toBe(200);
    clock.set('2026-11-23T18:30:00Z');
    expect((await statusOf(code)).status).toBe(404);
  });

  it("prints only a booking's own patient, doctor or hospital may see, holding a token", async () => {
    const { doctorId, patient, booking } = await setUp();
    const { client: stranger } = await accounts.patient();
    expect((await stranger.call('get-token-slip', { booking_id: booking.id })).status).toBe(404);
    expect(
      (await (await t.clientFor(await accounts.doctor())).call('get-token-slip', { booking_id: booking.id })).status,
    ).toBe(404);
    expect(
      (await (await t.clientFor(await accounts.user('Hospital'))).call('get-token-slip', { booking_id: booking.id }))
        .status,
    ).toBe(404);
    const draftId = await draft(patient, doctorId, { name: 'Ram Prasad' });
    expect((await patient.call('get-token-slip', { booking_id: draftId })).status).toBe(409);
    const cancelled = (await join(patient, await draft(patient, doctorId, { name: 'Mohan Lal' }), TODAY)).body.result;
    await patient.call('patient-cancel-booking', { booking_id: cancelled.id });
    expect((await patient.call('get-token-slip', { booking_id: cancelled.id })).status).toBe(409);
  });
});
