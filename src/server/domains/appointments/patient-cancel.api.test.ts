// The patient's cancel (decision 0008): their own booking, until the token is called in; the doctor hears
// of it at once and the number is never handed out again.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { LiveEvent } from '../../../shared/contract/live-events';
import { MESSAGES } from '../../../shared/messages';
import { draft, join, startBookingTest, testClock, TODAY, type TestAccounts } from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

describe("the patient's cancel", () => {
  it('cancels their own booking before it is called in, tells the doctor at once, and never reuses the number', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const { client: stranger } = await accounts.patient();
    const booking = (await join(patient, await draft(patient, doctorId), TODAY)).body.result;
    expect((await doctor.call('booking-confirmation', { booking_id: booking.id, status: 'Approved' })).status).toBe(
      200,
    );

    const heard: LiveEvent[] = [];
    const stop = t.platform.liveEvents.subscribe(
      { id: doctorId, role: 'Doctor', hospitalId: null, labId: null },
      (event) => heard.push(event),
    );
    onTestFinished(stop);
    expect((await stranger.call('patient-cancel-booking', { booking_id: booking.id })).status).toBe(404);
    expect((await doctor.call('patient-cancel-booking', { booking_id: booking.id })).status).toBe(403);
    const cancelled = await patient.call('patient-cancel-booking', { booking_id: booking.id });
    expect([cancelled.status, cancelled.body.message]).toEqual([200, MESSAGES.bookingCancelledByPatient]);
    expect(cancelled.body.result).toMatchObject({ status: 'Cancelled', token_status: 'closed' });
    await expect
      .poll(() => heard)
      .toContainEqual(
        expect.objectContaining({ type: 'booking.cancelled', booking_id: booking.id, status: 'Cancelled' }),
      );
    const today = (await doctor.call('get-active-booking', { doctor_id: doctorId })).body.result;
    expect(today).toContainEqual(expect.objectContaining({ id: booking.id, status: 'Cancelled' }));
    // Twice is 409; the number 1 stays used.
    expect((await patient.call('patient-cancel-booking', { booking_id: booking.id })).status).toBe(409);
    const next = (await join(patient, await draft(patient, doctorId, { name: 'Ram Prasad' }), TODAY)).body.result;
    expect(next.booking_number).toBe(2);
  });

  it('is refused once the token is Live or Done, and for a draft', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const live = (await join(patient, await draft(patient, doctorId), TODAY)).body.result;
    await doctor.call('update-live-booking', { booking_id: live.id, token: 'Live' });
    expect((await patient.call('patient-cancel-booking', { booking_id: live.id })).status).toBe(409);
    await doctor.call('update-live-booking', { booking_id: live.id, token: 'Done' });
    expect((await patient.call('patient-cancel-booking', { booking_id: live.id })).status).toBe(409);
    const left = await draft(patient, doctorId, { name: 'Ram Prasad' });
    expect((await patient.call('patient-cancel-booking', { booking_id: left })).status).toBe(409);
  });
});
