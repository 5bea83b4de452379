// The patient's live status with the queue's progress (docs/decisions/0027-waiting-room.md): who is in,
// how many are ahead, the ETA and the clinic's clock time to come by, on a controlled clock.
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

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

/** A doctor with `tokens` booked today in the slot by one patient's family; answers the booking ids by number. */
async function queueOf(tokens: number, slot = 'Morning') {
  const doctorId = await accounts.doctor({ capacity: 20 });
  const doctor = await t.clientFor(doctorId);
  const { id: patientId, client: patient } = await accounts.patient();
  const ids: number[] = [];
  for (let i = 0; i < tokens; i += 1) ids.push((await bookAndJoin(patient, doctorId, TODAY, slot)).body.result.id);
  const progress = async (bookingId: number) => {
    const answer = await patient.call('get-live-patient-booking-status', { patient_id: patientId });
    expect(answer.status, answer.raw).toBe(200);
    return answer.body.result.find((entry: { booking_id: number }) => entry.booking_id === bookingId);
  };
  const move = async (bookingId: number, token: string) =>
    expect((await doctor.call('update-live-booking', { booking_id: bookingId, token })).status).toBe(200);
  return { doctorId, doctor, ids, progress, move };
}

const setAverage = (doctorId: number, minutes: number) =>
  // The doctor's own setting (edit-doctor-hospital-timings, tested with the doctor's settings).
  t.platform.db
    .updateTable('doctor_details')
    .set({ average_consult_minutes: minutes })
    .where('user_id', '=', doctorId)
    .execute();

describe('the queue progress in the live status', () => {
  it("before the doctor starts, with no day's history: the doctor's average for each patient ahead", async () => {
    const { ids, progress } = await queueOf(3);
    expect(await progress(ids[2]!)).toMatchObject({
      booking_number: 3,
      token: 'Pending',
      now_serving: null,
      last_done: null,
      ahead: 2,
      eta_minutes: 10,
      come_by: '10:10',
      doctor_started: false,
      delay_minutes: 0,
      notice: '',
      live_data: [
        { booking_number: 1, token: 'Pending' },
        { booking_number: 2, token: 'Pending' },
        { booking_number: 3, token: 'Pending' },
      ],
    });
    expect(await progress(ids[0]!)).toMatchObject({ ahead: 0, eta_minutes: 0, come_by: '10:00' });
  });

  it('counts the time until a slot opens later today while the doctor has not started', async () => {
    const { ids, progress } = await queueOf(2, 'Afternoon');
    expect(await progress(ids[0]!)).toMatchObject({
      ahead: 0,
      eta_minutes: 180,
      come_by: '13:00',
      doctor_started: false,
    });
    expect(await progress(ids[1]!)).toMatchObject({ ahead: 1, eta_minutes: 185, come_by: '13:05' });
  });

  it("keeps the doctor's average below three consultations, then the day's own (each capped at an hour)", async () => {
    const { doctorId, ids, progress, move } = await queueOf(5);
    await setAverage(doctorId, 8);
    clock.set(mondayAt('10:00'));
    await move(ids[0]!, 'Live');
    clock.set(mondayAt('10:20'));
    await move(ids[0]!, 'Done');
    await move(ids[1]!, 'Live');
    clock.set(mondayAt('10:30'));
    await move(ids[1]!, 'Done');
    // Two consultations (20 and 10 minutes) are not enough: 8 minutes for each of tokens 3 and 4. Between
    // two patients nobody is being served; token 2's visit ended last.
    expect(await progress(ids[4]!)).toMatchObject({
      now_serving: null,
      last_done: 2,
      ahead: 2,
      eta_minutes: 16,
      come_by: '10:46',
      doctor_started: true,
    });
    await move(ids[2]!, 'Live');
    expect(await progress(ids[4]!)).toMatchObject({ now_serving: 3, last_done: 2, ahead: 2, eta_minutes: 16 });
    clock.set(mondayAt('12:00'));
    await move(ids[2]!, 'Done');
    // 20, 10 and 90 minutes (counted as 60): 30 on average, for token 4 alone.
    expect(await progress(ids[4]!)).toMatchObject({
      now_serving: null,
      last_done: 3,
      ahead: 1,
      eta_minutes: 30,
      come_by: '12:30',
    });
    expect(await progress(ids[2]!)).toMatchObject({ token: 'Done', ahead: 0, eta_minutes: 0, come_by: '12:00' });
  });

  it('adds the running-late delay, and shows its notice', async () => {
    const { doctorId, doctor, ids, progress } = await queueOf(3);
    const posted = await doctor.call('set-queue-delay', {
      doctor_id: doctorId,
      booking_date: TODAY,
      slot: 'Morning',
      delay_minutes: 20,
      notice: '  Doctor is in surgery ',
    });
    expect(posted.body.result).toEqual({
      doctor_id: doctorId,
      booking_date: TODAY,
      slot: 'Morning',
      delay_minutes: 20,
      notice: 'Doctor is in surgery',
    });
    expect(await progress(ids[2]!)).toMatchObject({
      ahead: 2,
      eta_minutes: 30,
      come_by: '10:30',
      delay_minutes: 20,
      notice: 'Doctor is in surgery',
    });
    expect(await progress(ids[0]!)).toMatchObject({ ahead: 0, eta_minutes: 20, come_by: '10:20' });
  });

  it('leaves skipped tokens out of those ahead, and shows the token called last when two are in', async () => {
    const { ids, progress, move } = await queueOf(4);
    clock.set(mondayAt('10:00'));
    await move(ids[0]!, 'Skipped');
    await move(ids[1]!, 'Live');
    expect(await progress(ids[3]!)).toMatchObject({ now_serving: 2, ahead: 2, eta_minutes: 10, doctor_started: true });
    expect(await progress(ids[0]!)).toMatchObject({ token: 'Skipped', ahead: 0, eta_minutes: 0 });
    clock.set(mondayAt('10:05'));
    // The skipped patient is back and called in (recall) while token 2 is still in.
    await move(ids[0]!, 'Live');
    expect(await progress(ids[3]!)).toMatchObject({ now_serving: 1, ahead: 3, eta_minutes: 15, come_by: '10:20' });
  });

  it('has the doctor started, with nobody served yet, when the only token called was skipped', async () => {
    const { ids, progress, move } = await queueOf(2);
    await move(ids[0]!, 'Skipped');
    expect(await progress(ids[1]!)).toMatchObject({
      now_serving: null,
      doctor_started: true,
      ahead: 0,
      eta_minutes: 0,
    });
  });
});
