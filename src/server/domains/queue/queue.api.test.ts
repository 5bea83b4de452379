// The doctor's day: accept or cancel, call in and out, reschedule, and who may run which booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import {
  bookAndJoin,
  bookingForm as form,
  draft,
  join,
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

describe('booking and token states', () => {
  it('moves Pending -> Approved and token Pending -> Live -> Done, refusing everything else with 409', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const patient = await t.clientFor(await accounts.user('Patient'));
    const joined = await bookAndJoin(patient, doctorId, TODAY);
    expect(joined.body.result).toMatchObject({
      booking_number: 1,
      status: 'Pending',
      token: 'Pending',
      token_status: 'open',
    });
    const id = joined.body.result.id;

    expect((await doctor.call('booking-confirmation', { booking_id: id, status: 'Approved' })).body.result.status).toBe(
      'Approved',
    );
    expect((await doctor.call('booking-confirmation', { booking_id: id, status: 'Cancelled' })).status).toBe(409);
    expect((await doctor.call('booking-confirmation', { booking_id: id, status: 'Pending' })).status).toBe(400);
    expect((await doctor.call('update-live-booking', { booking_id: id, token: 'Live' })).body.result.token).toBe(
      'Live',
    );
    expect((await doctor.call('update-live-booking', { booking_id: id, token: 'Live' })).status).toBe(409);
    const done = await doctor.call('update-live-booking', { booking_id: id, token: 'Done' });
    expect(done.body.result).toMatchObject({ token: 'Done', token_status: 'closed' });
    expect((await doctor.call('update-live-booking', { booking_id: id, token: 'Live' })).status).toBe(409);
    expect((await doctor.call('update-booking', { booking_id: id, booking_date: TOMORROW })).status).toBe(409);

    // Out only after In: a patient never called in is not Done (decision 0035), and stays waiting.
    const second = (await bookAndJoin(patient, doctorId, TODAY)).body.result;
    expect(second.booking_number).toBe(2);
    expect((await doctor.call('update-live-booking', { booking_id: second.id, token: 'Done' })).status).toBe(409);
    expect(
      (await doctor.call('get-active-booking', { doctor_id: doctorId })).body.result.find(
        (b: { id: number }) => b.id === second.id,
      ).token,
    ).toBe('Pending');

    const third = (await bookAndJoin(patient, doctorId, TODAY)).body.result;
    expect(
      (await doctor.call('booking-confirmation', { booking_id: third.id, status: 'Cancelled' })).body.result
        .token_status,
    ).toBe('closed');
    expect((await doctor.call('update-live-booking', { booking_id: third.id, token: 'Live' })).status).toBe(409);
    // A patient cannot act as the doctor.
    expect((await patient.call('booking-confirmation', { booking_id: second.id, status: 'Approved' })).status).toBe(
      403,
    );
  });

  it('reschedules to the next token of the same slot on the new date and never reuses the old number', async () => {
    const doctorId = await accounts.doctor({ capacity: 2 });
    const doctor = await t.clientFor(doctorId);
    const patient = await t.clientFor(await accounts.user('Patient'));
    const a = (await bookAndJoin(patient, doctorId, TODAY, 'Evening')).body.result;
    await bookAndJoin(patient, doctorId, TOMORROW, 'Evening');
    const moved = await doctor.call('update-booking', {
      booking_id: a.id,
      booking_date: addDays(TOMORROW, 0).split('-').reverse().join('-'),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(MESSAGES.rescheduled);
    expect(moved.body.result).toMatchObject({ booking_date: TOMORROW, slot: 'Evening', booking_number: 2 });
    // The number 1 of today is not handed out again.
    const next = (await bookAndJoin(patient, doctorId, TODAY, 'Evening')).body.result;
    expect(next.booking_number).toBe(2);
    // Tomorrow's Evening is now full.
    const c = (await bookAndJoin(patient, doctorId, addDays(TOMORROW, 1), 'Evening')).body.result;
    const full = await doctor.call('update-booking', { booking_id: c.id, booking_date: TOMORROW });
    expect([full.status, full.body.error]).toEqual([409, MESSAGES.slotsFull]);
  });
});

describe('who may see and change what', () => {
  it('keeps patients, doctors and hospitals to their own bookings', async () => {
    const hospitalId = await accounts.user('Hospital');
    const ownDoctor = await accounts.doctor({ hospitalId });
    const otherDoctor = await accounts.doctor();
    const hospital = await t.clientFor(hospitalId);
    const aliceId = await accounts.user('Patient');
    const alice = await t.clientFor(aliceId);
    const bob = await t.clientFor(await accounts.user('Patient'));
    const mine = (await bookAndJoin(alice, ownDoctor, TODAY)).body.result;
    const theirs = (await bookAndJoin(alice, otherDoctor, TODAY)).body.result;

    expect(
      (await bob.call('slot-confirmation', { booking_id: mine.id, booking_date: TOMORROW, slot: 'Morning' })).status,
    ).toBe(404);
    expect((await bob.call('get-patient-history', { patient_id: aliceId, date: TODAY })).status).toBe(404);
    expect((await bob.call('get-live-patient-booking-status', { patient_id: aliceId })).status).toBe(404);
    expect((await bob.call('get-patient-prescriptions', { patient_id: aliceId })).status).toBe(404);
    expect((await bob.call('add-booking', form(ownDoctor, { patient_id: aliceId }))).status).toBe(404);

    expect((await hospital.call('booking-confirmation', { booking_id: mine.id, status: 'Approved' })).status).toBe(200);
    expect((await hospital.call('booking-confirmation', { booking_id: theirs.id, status: 'Approved' })).status).toBe(
      404,
    );
    expect((await hospital.call('get-active-booking', { doctor_id: otherDoctor })).status).toBe(404);
    expect(
      (await hospital.call('get-active-booking', { doctor_id: ownDoctor })).body.result.map((b: any) => b.id),
    ).toEqual([mine.id]);
    const day = await hospital.call('get-all-booking', { date: TODAY, type: 'Hospital' });
    expect(
      Object.values(day.body.result)
        .flat()
        .map((b: any) => b.id),
    ).toEqual([mine.id]);

    const other = await t.clientFor(otherDoctor);
    expect((await other.call('update-live-booking', { booking_id: mine.id, token: 'Live' })).status).toBe(404);
    expect((await other.call('get-active-booking', { doctor_id: ownDoctor })).status).toBe(404);
    expect((await other.call('get-dashboard-booking-count', { doctor_id: otherDoctor })).body.result).toEqual({
      active: 1,
      future_booking: 0,
    });
  });
});

describe('a cancelled booking', () => {
  it('offers nothing more: no In or Out, reschedule, prescription upload or lab booking', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const booking = (await join(patient, await draft(patient, doctorId), TODAY)).body.result;
    expect((await patient.call('patient-cancel-booking', { booking_id: booking.id })).status).toBe(200);
    expect((await doctor.call('update-live-booking', { booking_id: booking.id, token: 'Live' })).status).toBe(409);
    expect((await doctor.call('update-live-booking', { booking_id: booking.id, token: 'Done' })).status).toBe(409);
    expect((await doctor.call('update-booking', { booking_id: booking.id, booking_date: TOMORROW })).status).toBe(409);
    expect((await doctor.call('booking-confirmation', { booking_id: booking.id, status: 'Approved' })).status).toBe(
      409,
    );
    const png = new Blob([
      new Uint8Array(
        Buffer.from(
          '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a8e7a50000000049454e44ae426082',
          'hex',
        ),
      ),
    ]);
    const upload = await doctor.callMultipart('add-priscription-image', {
      booking_id: String(booking.id),
      priscription_image: png,
    });
    expect(upload.status, upload.raw).toBe(409);
  });

  it('In and Out work on the booking day only', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const tomorrow = (await join(patient, await draft(patient, doctorId), TOMORROW)).body.result;
    expect((await doctor.call('update-live-booking', { booking_id: tomorrow.id, token: 'Live' })).status).toBe(409);
    expect((await doctor.call('update-live-booking', { booking_id: tomorrow.id, token: 'Done' })).status).toBe(409);
    // The next day it is today's booking.
    clock.set('2026-11-24T04:30:00Z');
    const nextDay = await t.clientFor(doctorId);
    expect((await nextDay.call('update-live-booking', { booking_id: tomorrow.id, token: 'Live' })).status).toBe(200);
  });
});
