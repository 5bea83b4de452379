// A clinic's day in numbers (get-clinic-day-stats), from a morning run the way a desk runs it: app bookings
// and a walk-in, arrivals, Call next, a cancel, fees recorded, a patient missed at the slot's end; on a
// controlled clock, so the waits and consultations are exact. Only the doctor and its hospital may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAndJoin,
  mondayAt,
  startBookingTest,
  testClock,
  TODAY,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';
import { WaitingRoomService } from '../waiting-room/service';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

describe('get-clinic-day-stats', () => {
  it("counts the day's tokens, arrivals, visits, the missed and the cancelled, the waits, consultations and fees", async () => {
    const hospitalId = await accounts.user('Hospital');
    const doctorId = await accounts.doctor({ capacity: 20, hospitalId, fees: 300 });
    const doctor = await t.clientFor(doctorId);
    const hospital = await t.clientFor(hospitalId);
    const { client: patient } = await accounts.patient();
    clock.set(mondayAt('09:00'));
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await bookAndJoin(patient, doctorId, TODAY)).body.result.id);
    const [first, second, away, cancelled] = ids as [number, number, number, number];
    const arrive = (id: number) => doctor.call('mark-arrived', { booking_id: id, arrived: true });
    const callNext = async () =>
      expect((await doctor.call('call-next', { doctor_id: doctorId, slot: 'Morning' })).status).toBe(200);

    clock.set(mondayAt('09:10'));
    await arrive(first);
    clock.set(mondayAt('09:20'));
    await arrive(second);
    // A walk-in at the desk: arrived as it is written.
    const walkIn = await doctor.call('add-booking', {
      name: 'Ram Lal',
      age: 70,
      problem: 'Cough',
      address: 'Deoria',
      phone_number: '9876500001',
      type: 'Manual',
      doctor_id: doctorId,
      slot: 'Morning',
      booking_date: TODAY,
      parchee_type: 'New',
    });
    expect(walkIn.status, walkIn.raw).toBe(200);
    await doctor.call('set-token-priority', { booking_id: walkIn.body.result.id, priority: 'Senior' });
    clock.set(mondayAt('09:30'));
    await callNext(); // the senior walk-in, called after a 10-minute wait
    clock.set(mondayAt('09:42'));
    await callNext(); // the walk-in out after 12 minutes; token 1 called after 32
    clock.set(mondayAt('09:50'));
    await callNext(); // token 1 out after 8 minutes; token 2 called after 30
    await doctor.call('booking-confirmation', { booking_id: cancelled, status: 'Cancelled' });
    await hospital.call('record-payment', { booking_id: walkIn.body.result.id, method: 'Free', amount: 0 });
    await hospital.call('record-payment', { booking_id: first, method: 'Cash', amount: 300 });
    clock.set(mondayAt('10:00'));
    await doctor.call('update-live-booking', { booking_id: second, token: 'Done' });
    await doctor.call('record-payment', { booking_id: second, method: 'UPI', amount: 300 });
    clock.set(mondayAt('13:01'));
    await new WaitingRoomService(t.platform).markMissed();
    expect(
      (await t.platform.db.selectFrom('bookings').select('token').where('id', '=', away).executeTakeFirstOrThrow())
        .token,
    ).toBe('Missed');

    const stats = await hospital.call('get-clinic-day-stats', { doctor_id: doctorId, date: '23-11-2026' });
    expect(stats.status, stats.raw).toBe(200);
    expect(stats.body.result).toEqual({
      tokens: 4,
      online: 3,
      desk: 1,
      arrived: 3,
      seen: 3,
      missed: 1,
      cancelled: 1,
      priority: 1,
      median_wait_minutes: 30,
      median_consult_minutes: 10,
      no_show_rate: 0.25,
      collected: { cash: 300, upi: 300, free: 1 },
      by_half_hour: [
        { from: '09:00', arrived: 3, called: 0 },
        { from: '09:30', arrived: 0, called: 3 },
      ],
    });
    // The doctor reads its own day too; a day with nothing is all zeros.
    expect((await doctor.call('get-clinic-day-stats', { doctor_id: doctorId, date: TODAY })).body.result.seen).toBe(3);
    expect(
      (await doctor.call('get-clinic-day-stats', { doctor_id: doctorId, date: '2026-11-24' })).body.result,
    ).toMatchObject({ tokens: 0, median_wait_minutes: null, by_half_hour: [] });
  });

  it("is the doctor's and its hospital's only: another doctor's or hospital's 404, a patient's 403, a bad date 400", async () => {
    const doctorId = await accounts.doctor();
    const otherDoctor = await t.clientFor(await accounts.doctor());
    const otherHospital = await t.clientFor(await accounts.user('Hospital'));
    const { client: patient } = await accounts.patient();
    expect((await otherDoctor.call('get-clinic-day-stats', { doctor_id: doctorId, date: TODAY })).status).toBe(404);
    expect((await otherHospital.call('get-clinic-day-stats', { doctor_id: doctorId, date: TODAY })).status).toBe(404);
    expect((await patient.call('get-clinic-day-stats', { doctor_id: doctorId, date: TODAY })).status).toBe(403);
    expect((await otherDoctor.call('get-clinic-day-stats', { doctor_id: doctorId, date: 'today' })).status).toBe(400);
  });
});
