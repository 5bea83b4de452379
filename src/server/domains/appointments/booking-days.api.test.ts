// One rule for the day of every booking (shared/booking-days.ts, requireBookableDay): late on a Monday
// evening, today's slots are over and every path that books says so (409), the doctor's walk-in, follow-up
// and reschedule as the patient's join; the government Morning counter and a listed unregistered doctor's
// hours are over too, while a doctor typed in by hand (no hours known) can still be booked for today. A day
// past or beyond the horizon is refused under the date on every path (400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS } from '../../../shared/booking-days';
import { addDays } from '../../../shared/dates';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import {
  bookingForm,
  draft,
  join,
  mondayAt,
  PERSON,
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
let shyamLalId: number;
let govDoctorId: number;
beforeAll(async () => {
  ({ t, accounts } = await startBookingTest(clock));
  const idOf = async (name: string) =>
    (await t.platform.db.selectFrom('users').select('id').where('full_name', '=', name).executeTakeFirstOrThrow()).id;
  // The demo's unregistered doctor (hours 09:00-21:00, every day but Sunday) and a government doctor of the
  // District Hospital's general physicians.
  shyamLalId = await idOf('Shyam Lal');
  govDoctorId = (
    await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('listing', '=', 'government')
      .where('role', '=', 'Doctor')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

const YESTERDAY = addDays(TODAY, -1);
const BEYOND = addDays(TODAY, BOOKING_HORIZON_DAYS + 1);
const TOO_FAR = fillMessage(MESSAGES.dateTooFar, { days: BOOKING_HORIZON_DAYS });

/**
 * A doctor (slots at the default times: Evening ends 21:00), signed in, and a patient with a booking of tomorrow's
 * Evening.
 */
async function doctorAndPatient() {
  const doctorId = await accounts.doctor();
  const doctor = await t.clientFor(doctorId);
  const { id: patientId, client: patient } = await accounts.patient();
  const bookingId = await draft(patient, doctorId);
  const joined = await join(patient, bookingId, TOMORROW, 'Evening');
  expect(joined.status, joined.raw).toBe(200);
  return { doctorId, doctor, patientId, patient, bookingId };
}

const walkIn = (doctor: TestClient, doctorId: number, date: string, extra: Record<string, unknown> = {}) =>
  doctor.call(
    'add-booking',
    bookingForm(doctorId, {
      type: 'Manual',
      parchee_type: 'New',
      patient_id: 0,
      booking_date: date,
      slot: 'Evening',
      ...extra,
    }),
  );

const govBooking = (patient: TestClient, patientId: number, date: string) =>
  patient.call('add-gov-booking', {
    patient_id: patientId,
    ...PERSON,
    address: 'Ward 5 Deoria',
    doctor_id: govDoctorId,
    booking_date: date,
  });

const otherBooking = (patient: TestClient, patientId: number, date: string, extra: Record<string, unknown> = {}) =>
  patient.call('add-other-booking', {
    patient_id: patientId,
    ...PERSON,
    address: 'Near Bus Stand, Deoria',
    patient_address: 'Ward 5 Deoria',
    doctor_name: 'Shyam Lal',
    doctor_id: shyamLalId,
    booking_date: date,
    ...extra,
  });

const typedInDoctor = { doctor_id: '', doctor_name: 'Dr R P Singh', booking_amount: '250' };

const refusal = (answer: { status: number; body: { error?: string; errors?: Record<string, string> } }) =>
  answer.status === 409 ? [409, answer.body.error] : [answer.status, answer.body.errors];

describe("at 22:59 on Monday, today's slots and hours are over on every booking path", () => {
  it("refuses today's slot to the patient's booking and join, the doctor's walk-in, follow-up, slot move and reschedule", async () => {
    clock.set(mondayAt('22:59'));
    const { doctorId, doctor, patientId, patient, bookingId } = await doctorAndPatient();
    const over = [409, MESSAGES.slotOver];
    expect(
      refusal(await patient.call('add-booking', bookingForm(doctorId, { booking_date: TODAY, slot: 'Evening' }))),
    ).toEqual(over);
    expect(
      refusal(await join(patient, await draft(patient, doctorId, { name: 'Gita Devi' }), TODAY, 'Evening')),
    ).toEqual(over);
    expect(refusal(await walkIn(doctor, doctorId, TODAY))).toEqual(over);
    expect(refusal(await walkIn(doctor, doctorId, TODAY, { parchee_type: 'Old', patient_id: patientId }))).toEqual(
      over,
    );
    expect(
      refusal(
        await doctor.call('slot-confirmation', {
          booking_id: bookingId,
          booking_date: TODAY,
          slot: 'Evening',
          type: 'Doctor',
        }),
      ),
    ).toEqual(over);
    expect(refusal(await doctor.call('update-booking', { booking_id: bookingId, booking_date: TODAY }))).toEqual(over);
    // Tomorrow is open on the same paths.
    expect((await walkIn(doctor, doctorId, TOMORROW)).status).toBe(200);
    expect(
      (await doctor.call('update-booking', { booking_id: bookingId, booking_date: addDays(TOMORROW, 1) })).status,
    ).toBe(200);
  });

  it("refuses today's government Morning counter and the unregistered doctor's day once its hours are over; a doctor typed in has no known hours", async () => {
    clock.set(mondayAt('22:55'));
    const { id: patientId, client: patient } = await accounts.patient();
    expect(refusal(await govBooking(patient, patientId, TODAY))).toEqual([409, MESSAGES.slotOver]);
    expect(refusal(await otherBooking(patient, patientId, TODAY))).toEqual([409, MESSAGES.doctorDayOver]);
    expect((await otherBooking(patient, patientId, TODAY, typedInDoctor)).status).toBe(200);
    expect((await govBooking(patient, patientId, TOMORROW)).status).toBe(200);
    expect((await otherBooking(patient, patientId, TOMORROW)).status).toBe(200);
  });

  it("takes today's unregistered doctor until its day ends, and the government counter until 13:00", async () => {
    clock.set(mondayAt('12:59'));
    const { id: patientId, client: patient } = await accounts.patient();
    expect((await govBooking(patient, patientId, TODAY)).status).toBe(200);
    clock.set(mondayAt('20:59'));
    expect((await otherBooking(patient, patientId, TODAY)).status).toBe(200);
    clock.set(mondayAt('21:00'));
    expect(refusal(await otherBooking(patient, patientId, TODAY))).toEqual([409, MESSAGES.doctorDayOver]);
  });
});

describe('a day past or beyond the horizon is refused under the date on every booking path', () => {
  it('answers 400 on booking_date, never "Sorry slots are full."', async () => {
    const { doctorId, doctor, patientId, patient, bookingId } = await doctorAndPatient();
    for (const [date, message, who] of [
      [YESTERDAY, MESSAGES.dateInPast, 'Past'],
      [BEYOND, TOO_FAR, 'Later'],
    ] as const) {
      const expected = [400, { booking_date: message }];
      expect(
        refusal(await join(patient, await draft(patient, doctorId, { name: `Gita ${who}` }), date, 'Evening')),
      ).toEqual(expected);
      expect(
        refusal(
          await patient.call(
            'add-booking',
            bookingForm(doctorId, { name: `Ravi ${who}`, booking_date: date, slot: 'Evening' }),
          ),
        ),
      ).toEqual(expected);
      expect(refusal(await walkIn(doctor, doctorId, date))).toEqual(expected);
      expect(refusal(await doctor.call('update-booking', { booking_id: bookingId, booking_date: date }))).toEqual(
        expected,
      );
      expect(refusal(await govBooking(patient, patientId, date))).toEqual(expected);
      expect(refusal(await otherBooking(patient, patientId, date))).toEqual(expected);
      expect(refusal(await otherBooking(patient, patientId, date, typedInDoctor))).toEqual(expected);
    }
    // The last day of the horizon can be booked.
    expect((await walkIn(doctor, doctorId, addDays(TODAY, BOOKING_HORIZON_DAYS))).status).toBe(200);
  });
});
