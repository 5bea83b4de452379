// Arrival on the OPD floor (docs/decisions/0045-who-is-next-on-the-opd-floor.md): the clinic's check-in codes
// (the screen's, changing every CHECK_IN_CODE_MINUTES with the one before still good; the poster's, good for
// the clinic's day), a patient's check-in on their own booking of today, the desk's mark, and who sees the
// arrival, on a controlled clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import {
  bookAndJoin,
  bookingForm,
  mondayAt,
  startBookingTest,
  TestAccounts,
  testClock,
  TODAY,
  TOMORROW,
} from '../../testing/booking-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const codeOf = async (staff: TestClient, doctorId: number, kind: 'screen' | 'poster') => {
  const answer = await staff.call('get-check-in-code', { doctor_id: doctorId, kind });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result as { code: string; url: string; expires_at: string; renews_at: string };
};

const checkIn = (patient: TestClient, bookingId: number, code: string) =>
  patient.call('check-in', { booking_id: bookingId, code });

const arrivedAt = async (bookingId: number) =>
  (
    await t.platform.db
      .selectFrom('bookings')
      .select('arrived_at')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
  ).arrived_at;

const entriesOf = (bookingId: number) =>
  t.platform.db
    .selectFrom('audit_log')
    .select(['user_id', 'action', 'outcome'])
    .where('record_type', '=', 'booking')
    .where('record_id', '=', bookingId)
    .orderBy('id')
    .execute();

/** A doctor of a hospital, its staff, and a patient with a booking of today. */
async function setUp() {
  const hospitalId = await accounts.user('Hospital');
  const doctorId = await accounts.doctor({ hospitalId });
  const doctor = await t.clientFor(doctorId);
  const hospital = await t.clientFor(hospitalId);
  const { id: patientId, client: patient } = await accounts.patient();
  const book = async (date = TODAY) => (await bookAndJoin(patient, doctorId, date)).body.result.id as number;
  return { hospitalId, doctorId, doctor, hospital, patientId, patient, book };
}

const invalidCode = (answer: { status: number; body: { errors?: Record<string, string> } }) => {
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual({ code: MESSAGES.checkInCodeInvalid });
};

describe('the check-in codes', () => {
  it('give the screen a code that changes every 5 minutes, the one before still good for one more period', async () => {
    const { doctorId, doctor, hospital, book, patient } = await setUp();
    const screen = await codeOf(doctor, doctorId, 'screen');
    expect(screen).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      url: `http://localhost:3000/check-in?d=${doctorId}&c=${screen.code}`,
      // 10:00 IST begins a period: the next code shows from 10:05, and this one is refused from 10:10.
      renews_at: new Date(mondayAt('10:05')).toISOString(),
      expires_at: new Date(mondayAt('10:10')).toISOString(),
    });
    // The hospital's screen shows its doctor's code; the same code all through the period.
    clock.set(mondayAt('10:04'));
    expect((await codeOf(hospital, doctorId, 'screen')).code).toBe(screen.code);

    clock.set(mondayAt('10:06'));
    const next = await codeOf(doctor, doctorId, 'screen');
    expect(next.code).not.toBe(screen.code);
    const first = await book();
    expect((await checkIn(patient, first, screen.code)).status).toBe(200);

    clock.set(mondayAt('10:11'));
    invalidCode(await checkIn(patient, await book(), screen.code));
    expect((await checkIn(patient, await book(), next.code)).status).toBe(200);
  });

  it('give a poster the code of the clinic’s day, good until its midnight and not the next day', async () => {
    const { doctorId, doctor, hospital, book, patient } = await setUp();
    const poster = await codeOf(hospital, doctorId, 'poster');
    expect(poster).toMatchObject({ expires_at: '2026-11-23T18:30:00.000Z', renews_at: '2026-11-23T18:30:00.000Z' });
    expect(poster.code).not.toBe((await codeOf(doctor, doctorId, 'screen')).code);
    const tomorrows = await book(TOMORROW);
    clock.set(mondayAt('12:55'));
    expect((await codeOf(doctor, doctorId, 'poster')).code).toBe(poster.code);
    expect((await checkIn(patient, await book(), poster.code)).status).toBe(200);
    // The next morning, yesterday's poster opens nothing.
    clock.set(new Date(new Date(mondayAt('09:30')).getTime() + 24 * 3600_000).toISOString());
    invalidCode(await checkIn(patient, tomorrows, poster.code));
    expect((await checkIn(patient, tomorrows, (await codeOf(doctor, doctorId, 'poster')).code)).status).toBe(200);
  });

  it('refuse a wrong code, a missing one, and another doctor’s, with the field error on code', async () => {
    const { doctorId, book, patient } = await setUp();
    const otherId = await accounts.doctor();
    const booking = await book();
    invalidCode(await checkIn(patient, booking, (await codeOf(await t.clientFor(otherId), otherId, 'screen')).code));
    invalidCode(await checkIn(patient, booking, (await codeOf(await t.clientFor(otherId), otherId, 'poster')).code));
    invalidCode(await checkIn(patient, booking, 'AAAAAAAAAAAAAAAA'));
    invalidCode(await patient.call('check-in', { booking_id: booking }));
    expect(await arrivedAt(booking)).toBeNull();
    // The doctor's own code works.
    expect(
      (await checkIn(patient, booking, (await codeOf(await t.clientFor(doctorId), doctorId, 'screen')).code)).status,
    ).toBe(200);
  });

  it('are given only to the doctor and its hospital', async () => {
    const { doctorId, patient } = await setUp();
    const otherDoctor = await t.clientFor(await accounts.doctor());
    const otherHospital = await t.clientFor(await accounts.user('Hospital'));
    expect((await otherDoctor.call('get-check-in-code', { doctor_id: doctorId, kind: 'screen' })).status).toBe(404);
    expect((await otherHospital.call('get-check-in-code', { doctor_id: doctorId, kind: 'poster' })).status).toBe(404);
    expect((await patient.call('get-check-in-code', { doctor_id: doctorId, kind: 'screen' })).status).toBe(403);
    expect((await t.client().call('get-check-in-code', { doctor_id: doctorId, kind: 'screen' })).status).toBe(401);
    expect(
      (await (await t.clientFor(doctorId)).call('get-check-in-code', { doctor_id: doctorId, kind: 'wall' })).status,
    ).toBe(400);
  });

  it('change every CHECK_IN_CODE_MINUTES', async () => {
    const other = await startTestApp({ now: clock.now, env: { CHECK_IN_CODE_MINUTES: '15' } });
    try {
      const doctorId = await new TestAccounts(other, clock).doctor();
      const code = await codeOf(await other.clientFor(doctorId), doctorId, 'screen');
      expect(code).toMatchObject({
        renews_at: new Date(mondayAt('10:15')).toISOString(),
        expires_at: new Date(mondayAt('10:30')).toISOString(),
      });
    } finally {
      await other.close();
    }
  });
});

describe('check-in', () => {
  it('marks the patient’s own booking of today arrived once, a family member’s too, and says so everywhere', async () => {
    const { doctorId, doctor, patient, patientId, book } = await setUp();
    const { code } = await codeOf(doctor, doctorId, 'screen');
    const own = await book();
    const family = await book();
    clock.set(mondayAt('10:02'));
    const answer = await checkIn(patient, own, code);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toMatchObject({
      id: own,
      arrived_at: clock.now().toISOString(),
      passed: false,
      priority: 'None',
    });
    // Twice: the first time stays.
    clock.set(mondayAt('10:03'));
    expect((await checkIn(patient, own, code)).body.result.arrived_at).toBe(new Date(mondayAt('10:02')).toISOString());
    expect((await checkIn(patient, family, code)).status).toBe(200);

    const live = (await patient.call('get-live-patient-booking-status', { patient_id: patientId })).body.result;
    expect(
      live.map((entry: { booking_id: number; arrived_at: string | null }) => [entry.booking_id, entry.arrived_at]),
    ).toEqual([
      [own, new Date(mondayAt('10:02')).toISOString()],
      [family, new Date(mondayAt('10:03')).toISOString()],
    ]);
    const listed = (await doctor.call('get-active-booking', { doctor_id: doctorId })).body.result;
    expect(listed.find((b: { id: number }) => b.id === own)).toMatchObject({
      arrived_at: new Date(mondayAt('10:02')).toISOString(),
    });
    const slip = (await patient.call('get-token-slip', { booking_id: own })).body.result;
    expect((await t.client().call('get-token-status', { t: slip.status_code })).body.result).toMatchObject({
      arrived: true,
      passed: false,
    });
    const board = (await t.client().call('get-queue-board', { doctor_id: doctorId })).body.result;
    expect(board).toMatchObject({ next: [1, 2], arrived: [1, 2] });
    expect(await entriesOf(own)).toEqual(
      expect.arrayContaining([{ user_id: patientId, action: 'check-in', outcome: 'ok' }]),
    );
  });

  it('is 404 for another patient’s booking, and refused (audited) with a wrong code', async () => {
    const { doctorId, doctor, book } = await setUp();
    const { code } = await codeOf(doctor, doctorId, 'screen');
    const booking = await book();
    const stranger = await accounts.patient();
    expect((await checkIn(stranger.client, booking, code)).status).toBe(404);
    expect((await checkIn(stranger.client, 999999, code)).status).toBe(404);
    expect(await arrivedAt(booking)).toBeNull();
    expect(await entriesOf(booking)).toEqual(
      expect.arrayContaining([{ user_id: stranger.id, action: 'check-in', outcome: 'refused' }]),
    );
  });

  it('is 409 for a booking of another day, a cancelled one or a visit over, and works for one called already', async () => {
    const { doctorId, doctor, patient, book } = await setUp();
    const { code } = await codeOf(doctor, doctorId, 'poster');
    const tomorrows = await book(TOMORROW);
    expect([
      (await checkIn(patient, tomorrows, code)).status,
      (await checkIn(patient, tomorrows, code)).body.error,
    ]).toEqual([409, MESSAGES.checkInNotToday]);
    const cancelled = await book();
    await patient.call('patient-cancel-booking', { booking_id: cancelled });
    expect((await checkIn(patient, cancelled, code)).status).toBe(409);
    const seen = await book();
    await doctor.call('update-live-booking', { booking_id: seen, token: 'Live' });
    // Called in before the patient scanned: the arrival is recorded all the same.
    expect((await checkIn(patient, seen, code)).status).toBe(200);
    await doctor.call('update-live-booking', { booking_id: seen, token: 'Done' });
    const seenLater = await book();
    await doctor.call('update-live-booking', { booking_id: seenLater, token: 'Live' });
    await doctor.call('update-live-booking', { booking_id: seenLater, token: 'Done' });
    const over = await checkIn(patient, seenLater, code);
    expect([over.status, over.body.error]).toEqual([409, MESSAGES.checkInVisitOver]);
    expect(await arrivedAt(tomorrows)).toBeNull();
    expect(await arrivedAt(cancelled)).toBeNull();
  });

  it('is for patients only: the desk marks arrival instead', async () => {
    const { doctorId, doctor, book } = await setUp();
    const { code } = await codeOf(doctor, doctorId, 'screen');
    expect((await doctor.call('check-in', { booking_id: await book(), code })).status).toBe(403);
  });
});

describe('mark-arrived', () => {
  it('lets the doctor or its hospital mark a patient arrived, and take a mistaken mark back while they wait', async () => {
    const { doctorId, doctor, hospital, hospitalId, patient, book } = await setUp();
    const booking = await book();
    clock.set(mondayAt('10:20'));
    const marked = await hospital.call('mark-arrived', { booking_id: booking, arrived: true });
    expect(marked.status, marked.raw).toBe(200);
    expect(marked.body.result.arrived_at).toBe(clock.now().toISOString());
    expect(
      (await doctor.call('mark-arrived', { booking_id: booking, arrived: false })).body.result.arrived_at,
    ).toBeNull();
    expect((await doctor.call('mark-arrived', { booking_id: booking, arrived: true })).status).toBe(200);
    // Once called in, the arrival stands.
    await doctor.call('update-live-booking', { booking_id: booking, token: 'Live' });
    expect((await doctor.call('mark-arrived', { booking_id: booking, arrived: false })).status).toBe(409);
    expect(await entriesOf(booking)).toEqual(
      expect.arrayContaining([
        { user_id: hospitalId, action: 'mark-arrived', outcome: 'ok' },
        { user_id: doctorId, action: 'mark-not-arrived', outcome: 'ok' },
        { user_id: doctorId, action: 'mark-not-arrived', outcome: 'refused' },
      ]),
    );
    // Not another doctor's side, not the patient, not another day.
    expect(
      (
        await (
          await t.clientFor(await accounts.doctor())
        ).call('mark-arrived', { booking_id: await book(), arrived: true })
      ).status,
    ).toBe(404);
    expect((await patient.call('mark-arrived', { booking_id: await book(), arrived: true })).status).toBe(403);
    expect((await doctor.call('mark-arrived', { booking_id: await book(TOMORROW), arrived: true })).status).toBe(409);
    expect((await doctor.call('mark-arrived', { booking_id: await book(), arrived: 'yes' })).status).toBe(400);
  });

  it('is not needed for a walk-in the desk writes for today: it has arrived; one for another day has not', async () => {
    const { doctorId, doctor } = await setUp();
    const walkIn = await doctor.call('add-booking', {
      ...bookingForm(doctorId),
      type: 'Manual',
      booking_date: TODAY,
      slot: 'Morning',
    });
    expect(walkIn.body.result.arrived_at).toBe(clock.now().toISOString());
    const later = await doctor.call('add-booking', {
      ...bookingForm(doctorId),
      type: 'Manual',
      booking_date: TOMORROW,
      slot: 'Morning',
    });
    expect(later.body.result.arrived_at).toBeNull();
  });
});
