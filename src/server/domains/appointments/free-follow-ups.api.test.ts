// Free follow-ups (decision 0048): the same person (the account and the name) booking the same doctor within
// the doctor's free_follow_up_days of a visit that was Done and paid books free, marked 'Follow-up', while
// that visit has free visits left; the slot picker is told before the join; two bookings at once cannot both
// take the last free visit, on either engine; a cancelled follow-up gives its visit back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import {
  bookingForm,
  clinicSettings,
  draft,
  join,
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
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const FEE = 300;

/**
 * A doctor charging ₹300 with free follow-ups within `days` days, `visits` times (capacity 30), and a
 * patient; `visit()` gives the patient (Sita Devi) a visit of today that was seen, paid as told.
 */
async function setUp({ days = 7, visits = 1 } = {}) {
  const hospitalId = await accounts.user('Hospital');
  const doctorId = await accounts.doctor({ fees: FEE, capacity: 30, hospitalId });
  const doctor = await t.clientFor(doctorId);
  const saved = await doctor.call(
    'edit-doctor-clinic-details',
    clinicSettings(doctorId, { free_follow_up_days: days, free_follow_up_visits: visits }),
  );
  expect(saved.status, saved.raw).toBe(200);
  const { id: patientId, client: patient } = await accounts.patient();
  const visit = async (paid: 'Cash' | 'UPI' | 'Free' | null = 'Cash', name = PERSON.name) => {
    const booked = await join(patient, await draft(patient, doctorId, { name }), TODAY, 'Morning');
    expect(booked.status, booked.raw).toBe(200);
    const id = booked.body.result.id as number;
    await doctor.call('update-live-booking', { booking_id: id, token: 'Live' });
    await doctor.call('update-live-booking', { booking_id: id, token: 'Done' });
    if (paid)
      expect(
        (await doctor.call('record-payment', { booking_id: id, method: paid, amount: paid === 'Free' ? 0 : FEE }))
          .status,
      ).toBe(200);
    return id;
  };
  return { doctorId, doctor, hospital: await t.clientFor(hospitalId), patientId, patient, visit };
}

const feeOf = (patient: TestClient, bookingId: number, date: string) =>
  patient.call('get-booking-fee', { booking_id: bookingId, booking_date: date });
const usedOf = async (bookingId: number) =>
  (
    await t.platform.db
      .selectFrom('bookings')
      .select('free_follow_ups_used')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
  ).free_follow_ups_used;

describe('a free follow-up', () => {
  it('is said before the join and given by it: parchee type Follow-up, fee 0, nothing to pay', async () => {
    const { doctorId, patient, visit } = await setUp();
    const paid = await visit();
    const next = await draft(patient, doctorId);
    const said = await feeOf(patient, next, TOMORROW);
    expect(said.body.result).toEqual({
      fee: 0,
      free_follow_up: { paid_visit_date: TODAY, until: addDays(TODAY, 7), visits_left: 1 },
    });

    const joined = await join(patient, next, TOMORROW);
    expect(joined.body.result).toMatchObject({ parchee_type: 'Follow-up', fee: 0, payment: null, upi_link: null });
    expect(await usedOf(paid)).toBe(1);
    // That was the one free visit: the next booking costs the fee again, and says so.
    const after = await draft(patient, doctorId);
    expect((await feeOf(patient, after, TOMORROW)).body.result).toEqual({ fee: FEE, free_follow_up: null });
    expect((await join(patient, after, TOMORROW, 'Evening')).body.result).toMatchObject({
      parchee_type: 'New',
      fee: FEE,
    });
  });

  it('is given to the form sent with a slot and to the doctor’s follow-up booking of the patient', async () => {
    const { doctorId, doctor, patientId, patient, visit } = await setUp({ visits: 2 });
    await visit();
    const direct = await patient.call(
      'add-booking',
      bookingForm(doctorId, { booking_date: TOMORROW, slot: 'Evening' }),
    );
    expect(direct.body.result).toMatchObject({ parchee_type: 'Follow-up', fee: 0 });
    const desk = await doctor.call('add-booking', {
      ...bookingForm(doctorId),
      type: 'Manual',
      patient_id: patientId,
      parchee_type: 'Old',
      booking_date: TOMORROW,
      slot: 'Afternoon',
    });
    expect(desk.body.message).toBe(MESSAGES.followUpAdded);
    expect(desk.body.result).toMatchObject({ parchee_type: 'Follow-up', fee: 0 });
    // A walk-in names no patient account: it is nobody's follow-up.
    const walkIn = await doctor.call('add-booking', {
      ...bookingForm(doctorId),
      type: 'Manual',
      booking_date: TOMORROW,
      slot: 'Morning',
    });
    expect(walkIn.body.result).toMatchObject({ parchee_type: 'New', fee: FEE });
  });

  it('is only for the same person with the same doctor, within the days, after a visit that was seen and paid', async () => {
    const { doctorId, patient, visit } = await setUp({ days: 3 });
    const costs = async (date: string, extra: Record<string, unknown> = {}, doctor = doctorId) =>
      (await feeOf(patient, await draft(patient, doctor, extra), date)).body.result.fee as number;
    // A visit not paid, or let go free, gives no free follow-up.
    await visit(null, 'Ram Prasad');
    await visit('Free', 'Gita Devi');
    expect(await costs(TOMORROW, { name: 'Ram Prasad', type: 'Other' })).toBe(FEE);
    expect(await costs(TOMORROW, { name: 'Gita Devi', type: 'Other' })).toBe(FEE);
    // A paid visit not yet seen (paid ahead) gives none either.
    const ahead = await join(
      patient,
      await draft(patient, doctorId, { name: 'Mohan Lal', type: 'Other' }),
      TODAY,
      'Evening',
    );
    await (
      await t.clientFor(doctorId)
    ).call('record-payment', { booking_id: ahead.body.result.id, method: 'UPI', amount: FEE });
    expect(await costs(TOMORROW, { name: 'Mohan Lal', type: 'Other' })).toBe(FEE);

    await visit('UPI');
    expect(await costs(addDays(TODAY, 3))).toBe(0);
    // The same name typed in another case is the same person.
    expect(await costs(TOMORROW, { name: '  sita DEVI ', type: 'Other' })).toBe(0);
    expect(await costs(addDays(TODAY, 4))).toBe(FEE);
    expect(await costs(TOMORROW, { name: 'Sita Kumari', type: 'Other' })).toBe(FEE);
    expect(await costs(TOMORROW, {}, await accounts.doctor({ fees: FEE }))).toBe(FEE);
    // Another account booking a person of the same name.
    const { client: neighbour } = await accounts.patient();
    expect((await feeOf(neighbour, await draft(neighbour, doctorId), TOMORROW)).body.result.fee).toBe(FEE);
  });

  it('is none while the doctor gives none (0 days)', async () => {
    const { doctorId, patient, visit } = await setUp({ days: 0 });
    await visit();
    expect((await join(patient, await draft(patient, doctorId), TOMORROW)).body.result).toMatchObject({
      parchee_type: 'New',
      fee: FEE,
    });
  });

  it('comes back when the follow-up is cancelled, by the patient or by the doctor', async () => {
    const { doctorId, doctor, patient, visit } = await setUp();
    const paid = await visit();
    const first = await join(patient, await draft(patient, doctorId), TOMORROW);
    expect(first.body.result.fee).toBe(0);
    expect((await patient.call('patient-cancel-booking', { booking_id: first.body.result.id })).status).toBe(200);
    expect(await usedOf(paid)).toBe(0);
    const second = await join(patient, await draft(patient, doctorId), TOMORROW, 'Evening');
    expect(second.body.result.fee).toBe(0);
    expect(
      (await doctor.call('booking-confirmation', { booking_id: second.body.result.id, status: 'Cancelled' })).status,
    ).toBe(200);
    expect(await usedOf(paid)).toBe(0);
    // An accepted one keeps it.
    const third = await join(patient, await draft(patient, doctorId), TOMORROW, 'Afternoon');
    expect(
      (await doctor.call('booking-confirmation', { booking_id: third.body.result.id, status: 'Approved' })).status,
    ).toBe(200);
    expect(await usedOf(paid)).toBe(1);
  });

  it('cannot be taken twice: of bookings at once, as many are free as visits were left', async () => {
    for (const visits of [1, 2]) {
      const { doctorId, patient, visit } = await setUp({ visits });
      const paid = await visit();
      // The same person's bookings of different slots and days, by both paths, all at once: several batches.
      const drafts = await Promise.all([1, 2, 3].map(() => draft(patient, doctorId)));
      const answers = await Promise.all([
        join(patient, drafts[0]!, TOMORROW, 'Morning'),
        join(patient, drafts[1]!, TOMORROW, 'Evening'),
        join(patient, drafts[2]!, addDays(TODAY, 2), 'Morning'),
        patient.call('add-booking', bookingForm(doctorId, { booking_date: TOMORROW, slot: 'Afternoon' })),
        patient.call('add-booking', bookingForm(doctorId, { booking_date: addDays(TODAY, 2), slot: 'Evening' })),
      ]);
      for (const answer of answers) expect(answer.status, answer.raw).toBe(200);
      const fees = answers.map((a) => a.body.result.fee as number);
      expect(
        fees.filter((fee) => fee === 0),
        `visits ${visits}`,
      ).toHaveLength(visits);
      expect(fees.filter((fee) => fee === FEE)).toHaveLength(5 - visits);
      expect(answers.filter((a) => a.body.result.parchee_type === 'Follow-up')).toHaveLength(visits);
      expect(await usedOf(paid)).toBe(visits);
      // What each answer said is what was written.
      const rows = await t.platform.db
        .selectFrom('bookings')
        .select(['id', 'fee', 'follow_up_of'])
        .where(
          'id',
          'in',
          answers.map((a) => a.body.result.id as number),
        )
        .execute();
      for (const row of rows) expect(row.follow_up_of).toBe(row.fee === 0 ? paid : null);
    }
  });

  it('is said only to the booking’s own patient, and only for a booking still without a token', async () => {
    const { doctorId, patient, visit } = await setUp();
    await visit();
    const mine = await draft(patient, doctorId);
    const { client: stranger } = await accounts.patient();
    expect((await feeOf(stranger, mine, TOMORROW)).status).toBe(404);
    await join(patient, mine, TOMORROW);
    expect((await feeOf(patient, mine, TOMORROW)).status).toBe(409);
  });
});

describe('the free follow-up settings', () => {
  it('take 0 to 60 days and 1 to 10 visits, and default to none', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const details = async () =>
      (await doctor.call('get-doctor-details', { doctor_id: doctorId })).body.result.doctor_detail;
    expect(await details()).toMatchObject({ free_follow_up_days: 0, free_follow_up_visits: 1 });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ free_follow_up_days: 61 }, { free_follow_up_days: MESSAGES.freeFollowUpDaysInvalid }],
      [{ free_follow_up_days: -1 }, { free_follow_up_days: MESSAGES.freeFollowUpDaysInvalid }],
      [{ free_follow_up_days: 'a week' }, { free_follow_up_days: MESSAGES.freeFollowUpDaysInvalid }],
      [{ free_follow_up_visits: 0 }, { free_follow_up_visits: MESSAGES.freeFollowUpVisitsInvalid }],
      [{ free_follow_up_visits: 11 }, { free_follow_up_visits: MESSAGES.freeFollowUpVisitsInvalid }],
    ];
    for (const [extra, errors] of cases) {
      const refused = await doctor.call('edit-doctor-clinic-details', clinicSettings(doctorId, extra));
      expect([refused.status, refused.body.errors], JSON.stringify(extra)).toEqual([400, errors]);
    }
    expect(
      (
        await doctor.call(
          'edit-doctor-clinic-details',
          clinicSettings(doctorId, { free_follow_up_days: '60', free_follow_up_visits: '10' }),
        )
      ).status,
    ).toBe(200);
    expect(await details()).toMatchObject({ free_follow_up_days: 60, free_follow_up_visits: 10 });
  });
});
