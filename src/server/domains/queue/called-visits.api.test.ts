// A visit once its patient has been called (docs/decisions/0035-calling-a-token-accepts-it.md): calling a
// token in or skipping it accepts its booking; a called booking is never accepted, cancelled or moved again;
// Out is only for a patient called in, so a patient never seen is never Done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import {
  bookAndJoin,
  bookingForm,
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

/** A doctor run by its hospital, with a patient's booking of today's Morning: each step as either side. */
async function setUp() {
  const hospitalId = await accounts.user('Hospital');
  const doctorId = await accounts.doctor({ hospitalId });
  const doctor = await t.clientFor(doctorId);
  const hospital = await t.clientFor(hospitalId);
  const { id: patientId, client: patient } = await accounts.patient();
  const book = async () => (await bookAndJoin(patient, doctorId, TODAY)).body.result.id as number;
  const move = (side: typeof doctor, bookingId: number, token: string) =>
    side.call('update-live-booking', { booking_id: bookingId, token });
  const decide = (side: typeof doctor, bookingId: number, status: string) =>
    side.call('booking-confirmation', { booking_id: bookingId, status });
  const reschedule = (side: typeof doctor, bookingId: number) =>
    side.call('update-booking', { booking_id: bookingId, booking_date: TOMORROW });
  const history = async (bookingId: number) =>
    (
      (await patient.call('get-patient-history', { patient_id: patientId, date: TODAY })).body.result as {
        id: number;
        status: string;
        token: string;
      }[]
    ).find((b) => b.id === bookingId);
  return { doctorId, doctor, hospital, patient, book, move, decide, reschedule, history };
}

describe('a called visit', () => {
  it('is accepted by the call in, and can no longer be cancelled, accepted or moved once In, then Out', async () => {
    const { doctor, hospital, book, move, decide, reschedule, history } = await setUp();
    const id = await book();
    const calledIn = await move(doctor, id, 'Live');
    expect(calledIn.body.result).toMatchObject({ status: 'Approved', token: 'Live' });
    for (const side of [doctor, hospital]) {
      for (const status of ['Cancelled', 'Approved']) {
        const refused = await decide(side, id, status);
        expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.patientAlreadyCalled]);
      }
      expect((await reschedule(side, id)).status).toBe(409);
      // Nor moved to another slot (the doctor's slot join).
      expect(
        (await side.call('slot-confirmation', { booking_id: id, booking_date: TODAY, slot: 'Evening' })).status,
      ).toBe(409);
    }
    expect((await move(doctor, id, 'Done')).body.result).toMatchObject({
      status: 'Approved',
      token: 'Done',
      token_status: 'closed',
    });
    for (const side of [doctor, hospital]) {
      const cancel = await decide(side, id, 'Cancelled');
      expect([cancel.status, cancel.body.error]).toEqual([409, MESSAGES.patientAlreadyCalled]);
      expect((await decide(side, id, 'Approved')).status).toBe(409);
      const moved = await reschedule(side, id);
      expect([moved.status, moved.body.error]).toEqual([409, MESSAGES.patientAlreadyCalled]);
    }
    // The patient's history keeps the visit that happened.
    expect(await history(id)).toMatchObject({ status: 'Approved', token: 'Done', booking_date: TODAY });
  });

  it('is accepted by a skip, and a skipped booking is neither cancelled, accepted nor moved, only called back', async () => {
    const { doctor, hospital, book, move, decide, reschedule, history } = await setUp();
    const id = await book();
    expect((await move(hospital, id, 'Skipped')).body.result).toMatchObject({ status: 'Approved', token: 'Skipped' });
    for (const side of [doctor, hospital]) {
      expect((await decide(side, id, 'Cancelled')).status).toBe(409);
      expect((await decide(side, id, 'Approved')).status).toBe(409);
      expect((await reschedule(side, id)).status).toBe(409);
    }
    expect(await history(id)).toMatchObject({ status: 'Approved', token: 'Skipped' });
    expect((await move(doctor, id, 'Live')).body.result).toMatchObject({ status: 'Approved', token: 'Live' });
  });

  it('still takes Accept or Cancel, and a move to another day, while the token waits', async () => {
    const { doctor, hospital, book, decide, reschedule } = await setUp();
    const accepted = await book();
    expect((await decide(hospital, accepted, 'Approved')).body.result).toMatchObject({
      status: 'Approved',
      token: 'Pending',
    });
    expect((await reschedule(doctor, accepted)).body.result).toMatchObject({
      status: 'Approved',
      token: 'Pending',
      booking_date: TOMORROW,
    });
    const cancelled = await book();
    expect((await decide(doctor, cancelled, 'Cancelled')).body.result).toMatchObject({
      status: 'Cancelled',
      token: 'Pending',
    });
  });

  it('refuses Accept and Cancel of a booking whose token was called before calling accepted it', async () => {
    // A booking of an earlier version: its token was called in and out while it stayed Pending.
    const { doctor, book, decide } = await setUp();
    const id = await book();
    await t.platform.db
      .updateTable('bookings')
      .set({ token: 'Done', status: 'Pending' })
      .where('id', '=', id)
      .execute();
    for (const status of ['Cancelled', 'Approved']) {
      const refused = await decide(doctor, id, status);
      expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.patientAlreadyCalled]);
    }
    const row = await t.platform.db
      .selectFrom('bookings')
      .select(['status', 'token'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Pending', token: 'Done' });
  });
});

describe('Out', () => {
  it('is only for a patient called in: a waiting or a skipped token is 409 and stays as it was', async () => {
    const { doctor, hospital, book, move } = await setUp();
    const waiting = await book();
    for (const side of [doctor, hospital]) {
      const refused = await move(side, waiting, 'Done');
      expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.outOnlyAfterIn]);
    }
    const skipped = await book();
    await move(doctor, skipped, 'Skipped');
    const closed = await move(doctor, skipped, 'Done');
    expect([closed.status, closed.body.error]).toEqual([409, MESSAGES.outOnlyAfterIn]);
    const tokens = await t.platform.db
      .selectFrom('bookings')
      .select(['id', 'token', 'done_at'])
      .where('id', 'in', [waiting, skipped])
      .orderBy('id')
      .execute();
    expect(tokens).toEqual([
      { id: waiting, token: 'Pending', done_at: null },
      { id: skipped, token: 'Skipped', done_at: null },
    ]);
    // Called in, then out: the one way to Done.
    await move(doctor, waiting, 'Live');
    expect((await move(doctor, waiting, 'Done')).body.result.token).toBe('Done');
  });

  it("is refused for a doctor's own walk-in still waiting, which the queue keeps waiting", async () => {
    const { doctorId, doctor, move } = await setUp();
    const walkIn = await doctor.call(
      'add-booking',
      bookingForm(doctorId, { type: 'Manual', booking_date: TODAY, slot: 'Morning', name: 'Walk In' }),
    );
    expect(walkIn.body.result).toMatchObject({ status: 'Approved', token: 'Pending' });
    expect((await move(doctor, walkIn.body.result.id, 'Done')).status).toBe(409);
    const board = (await t.client().call('get-queue-board', { doctor_id: doctorId })).body.result;
    expect(board).toMatchObject({ now_serving: null, next: [walkIn.body.result.booking_number] });
  });
});
