// Skip and recall (docs/decisions/0027-waiting-room.md, 0035): a patient absent when called is Skipped, and
// may be called in later (recall); a skipped token is never closed as Done, since its patient was not seen;
// nothing else moves a token back, and the numbers are never reused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAndJoin,
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

async function setUp() {
  const doctorId = await accounts.doctor();
  const doctor = await t.clientFor(doctorId);
  const { id: patientId, client: patient } = await accounts.patient();
  const book = async (date = TODAY) => (await bookAndJoin(patient, doctorId, date)).body.result.id as number;
  const move = (bookingId: number, token: string) =>
    doctor.call('update-live-booking', { booking_id: bookingId, token });
  const times = (bookingId: number) =>
    t.platform.db
      .selectFrom('bookings')
      .select(['called_at', 'done_at'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
  return { doctorId, doctor, patientId, patient, book, move, times };
}

describe('skip and recall', () => {
  it('allows Pending -> Skipped -> Live -> Done, keeping when each was called in and out, and refuses Skipped -> Done', async () => {
    const { doctor, doctorId, patient, patientId, book, move, times } = await setUp();
    const first = await book();
    const skipped = await move(first, 'Skipped');
    expect(skipped.body.result).toMatchObject({ token: 'Skipped', token_status: 'open' });
    expect(await times(first)).toEqual({ called_at: null, done_at: null });
    // The queue lists and the patient's queue show it like any other token.
    const listed = (await doctor.call('get-active-booking', { doctor_id: doctorId })).body.result;
    expect(listed).toContainEqual(expect.objectContaining({ id: first, token: 'Skipped' }));
    const live = (await patient.call('get-live-patient-booking-status', { patient_id: patientId })).body.result;
    expect(live[0].live_data).toEqual([{ booking_number: 1, token: 'Skipped' }]);

    expect((await move(first, 'Live')).body.result.token).toBe('Live');
    expect((await times(first)).called_at).toBe(clock.now().toISOString());
    expect((await move(first, 'Done')).body.result).toMatchObject({ token: 'Done', token_status: 'closed' });
    expect((await times(first)).done_at).toBe(clock.now().toISOString());

    const second = await book();
    await move(second, 'Skipped');
    expect((await move(second, 'Done')).status).toBe(409);
    expect(await times(second)).toEqual({ called_at: null, done_at: null });
    // Token numbers are never handed out again.
    expect((await bookAndJoin(patient, doctorId, TODAY)).body.result.booking_number).toBe(3);
  });

  it('refuses every other change with 409: Live or Done to Skipped, Skipped twice, Done back to Live', async () => {
    const { book, move } = await setUp();
    const live = await book();
    await move(live, 'Live');
    expect((await move(live, 'Skipped')).status).toBe(409);
    await move(live, 'Done');
    expect((await move(live, 'Skipped')).status).toBe(409);
    expect((await move(live, 'Live')).status).toBe(409);
    const skipped = await book();
    await move(skipped, 'Skipped');
    expect((await move(skipped, 'Skipped')).status).toBe(409);
    expect((await move(skipped, 'Pending')).status).toBe(400);
  });

  it("works on today's bookings only, never on a cancelled one, and only for its doctor's side", async () => {
    const { patient, book, move } = await setUp();
    expect((await move(await book(TOMORROW), 'Skipped')).status).toBe(409);
    const cancelled = await book();
    expect((await patient.call('patient-cancel-booking', { booking_id: cancelled })).status).toBe(200);
    expect((await move(cancelled, 'Skipped')).status).toBe(409);
    const other = await t.clientFor(await accounts.doctor());
    expect((await other.call('update-live-booking', { booking_id: await book(), token: 'Skipped' })).status).toBe(404);
    expect((await patient.call('update-live-booking', { booking_id: await book(), token: 'Skipped' })).status).toBe(
      403,
    );
  });
});
