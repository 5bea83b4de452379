// Places kept for walk-ins at the desk (decision 0047): online bookings (the patient's form with a slot, the
// patient's slot join) take at most the slot's capacity less its desk places, decided by the token counter
// under any concurrency; the doctor's side (walk-ins, follow-ups, moving a booking) may take any free place;
// get-doctor-schedule says how many online places are left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { countOnlineTokens } from '../../db/migrations/0017-desk-places';
import {
  bookingForm as form,
  draft,
  join,
  startBookingTest,
  testClock,
  TODAY,
  TOMORROW,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { Answer, TestApp, TestClient } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const DAY_AFTER = '2026-11-25';

/**
 * The doctor's timings form at the default times, every slot of `capacity` places, Evening keeping `deskPlaces` for the
 * desk.
 */
const timings = (doctorId: number, capacity: number, deskPlaces: number | string) => ({
  doctor_id: doctorId,
  timing_1: '09:00',
  timing_2: '21:00',
  slots_morning: 'Morning',
  morning_timing_1: '09:00',
  morning_timing_2: '13:00',
  slot_capacity_morning: String(capacity),
  slots_afternoon: 'Afternoon',
  afternoon_timing_1: '13:00',
  afternoon_timing_2: '17:00',
  slot_capacity_afternoon: String(capacity),
  slots_evening: 'Evening',
  evening_timing_1: '17:00',
  evening_timing_2: '21:00',
  slot_capacity_evening: String(capacity),
  desk_places_evening: String(deskPlaces),
});

/** A doctor whose Evening slot has `capacity` places, `deskPlaces` of them kept for the desk (set by the doctor). */
async function doctorKeeping(capacity: number, deskPlaces: number): Promise<{ doctorId: number; doctor: TestClient }> {
  const doctorId = await accounts.doctor({ capacity });
  const doctor = await t.clientFor(doctorId);
  const saved = await doctor.call('edit-doctor-hospital-timings', timings(doctorId, capacity, deskPlaces));
  expect(saved.status, saved.raw).toBe(200);
  expect(saved.body.result.doctor_detail.desk_places).toEqual({ Morning: 0, Afternoon: 0, Evening: deskPlaces });
  return { doctorId, doctor };
}

const walkIn = (doctor: TestClient, doctorId: number, name: string, date = TOMORROW) =>
  doctor.call(
    'add-booking',
    form(doctorId, { name, type: 'Manual', parchee_type: 'New', patient_id: 0, booking_date: date, slot: 'Evening' }),
  );

const eveningOf = async (client: TestClient, doctorId: number, date = TOMORROW) =>
  (await client.call('get-doctor-schedule', { doctor_id: doctorId, date })).body.result.Evening;

const counterOf = (doctorId: number, date = TOMORROW) =>
  t.platform.db
    .selectFrom('token_counters')
    .select(['last', 'online'])
    .where('doctor_id', '=', doctorId)
    .where('booking_date', '=', date)
    .where('slot', '=', 'Evening')
    .executeTakeFirst();

const numbersOf = (answers: Answer[]) =>
  answers.map((a) => a.body.result.booking_number as number).sort((a, b) => a - b);
const oneTo = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('desk places under a rush', () => {
  it('200 patients on capacity 20 with 5 desk places: exactly 15 online tokens, then 5 walk-ins succeed', async () => {
    const { doctorId, doctor } = await doctorKeeping(20, 5);
    const patients: TestClient[] = [];
    for (let i = 0; i < 200; i += 1) patients.push(await t.clientFor(await accounts.user('Patient')));
    // Half join from a draft (slot-confirmation), half send the form with the slot (add-booking), all at once.
    const drafts = await Promise.all(patients.slice(0, 100).map((patient) => draft(patient, doctorId)));
    const answers = await Promise.all(
      patients.map((patient, i) =>
        i < 100
          ? join(patient, drafts[i]!, TOMORROW, 'Evening')
          : patient.call('add-booking', form(doctorId, { booking_date: TOMORROW, slot: 'Evening' })),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(numbersOf(won)).toEqual(oneTo(1, 15));
    const lost = answers.filter((a) => a.status !== 200);
    expect(lost).toHaveLength(185);
    for (const a of lost) expect([a.status, a.body.error]).toEqual([409, MESSAGES.onlineTokensOver]);
    expect(await counterOf(doctorId)).toEqual({ last: 15, online: 15 });
    // The slot still runs: the patients read that its last places are the desk's.
    expect(await eveningOf(patients[0]!, doctorId)).toMatchObject({
      status: 'open',
      state: 'open',
      capacity: 20,
      booked: 15,
      online_left: 0,
    });

    // The desk's five walk-ins arrive together and get the five places left; a sixth finds the slot full.
    const walkIns = await Promise.all(oneTo(1, 5).map((n) => walkIn(doctor, doctorId, `Walk In ${n}`)));
    expect(walkIns.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(numbersOf(walkIns)).toEqual(oneTo(16, 20));
    const sixth = await walkIn(doctor, doctorId, 'Walk In 6');
    expect([sixth.status, sixth.body.error]).toEqual([409, MESSAGES.slotsFull]);
    // Now nothing is left anywhere: a patient is told the slot is full, not sent to the desk.
    const late = await patients[0]!.call(
      'add-booking',
      form(doctorId, { name: 'Late Comer', booking_date: TOMORROW, slot: 'Evening' }),
    );
    expect([late.status, late.body.error]).toEqual([409, MESSAGES.slotsFull]);
    expect(await eveningOf(patients[0]!, doctorId)).toMatchObject({
      status: 'closed',
      state: 'full',
      booked: 20,
      online_left: 0,
    });

    const stored = await t.platform.db
      .selectFrom('bookings')
      .select(['type', 'booking_number'])
      .where('doctor_id', '=', doctorId)
      .where('booking_number', 'is not', null)
      .execute();
    expect(
      stored
        .filter((b) => b.type !== 'Manual')
        .map((b) => b.booking_number)
        .sort((a, b) => a! - b!),
    ).toEqual(oneTo(1, 15));
    expect(
      stored
        .filter((b) => b.type === 'Manual')
        .map((b) => b.booking_number)
        .sort((a, b) => a! - b!),
    ).toEqual(oneTo(16, 20));
  });

  it('two patients at once for the last online place: one token, one refusal', async () => {
    const { doctorId } = await doctorKeeping(4, 3);
    const [first, second] = [await accounts.patient(), await accounts.patient()];
    const answers = await Promise.all(
      [first, second].map(({ client }) =>
        client.call('add-booking', form(doctorId, { booking_date: TOMORROW, slot: 'Evening' })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toBe(MESSAGES.onlineTokensOver);
    expect(await counterOf(doctorId)).toEqual({ last: 1, online: 1 });
  });
});

describe('every online path keeps to the online share; the desk takes any free place', () => {
  it("refuses the patient's form with a slot and the slot join past the share, and lets the doctor's side fill the rest", async () => {
    // 4 places, 2 kept for the desk: 2 online.
    const { doctorId, doctor } = await doctorKeeping(4, 2);
    const { client: patient } = await accounts.patient();
    expect(await eveningOf(patient, doctorId)).toMatchObject({ state: 'open', booked: 0, online_left: 2 });

    const direct = await patient.call(
      'add-booking',
      form(doctorId, { name: 'Asha Devi', booking_date: TOMORROW, slot: 'Evening' }),
    );
    expect([direct.status, direct.body.result?.booking_number]).toEqual([200, 1]);
    const joined = await join(patient, await draft(patient, doctorId, { name: 'Mohan Lal' }), TOMORROW, 'Evening');
    expect([joined.status, joined.body.result?.booking_number]).toEqual([200, 2]);
    expect(await eveningOf(patient, doctorId)).toMatchObject({ status: 'open', booked: 2, online_left: 0 });

    const thirdDraft = await draft(patient, doctorId, { name: 'Ravi Kumar' });
    for (const refused of [
      await patient.call(
        'add-booking',
        form(doctorId, { name: 'Ravi Kumar', booking_date: TOMORROW, slot: 'Evening' }),
      ),
      await join(patient, thirdDraft, TOMORROW, 'Evening'),
    ]) {
      expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.onlineTokensOver]);
    }
    // A cancelled online token does not come back: numbers are never handed out again, online or not.
    expect((await patient.call('patient-cancel-booking', { booking_id: direct.body.result.id })).status).toBe(200);
    expect((await join(patient, thirdDraft, TOMORROW, 'Evening')).body.error).toBe(MESSAGES.onlineTokensOver);

    // The doctor's side: it places the patient's booking itself (the desk's slot join), then moves another
    // patient's booking here from another day (reschedule): both take the desk's places.
    const placed = await doctor.call('slot-confirmation', {
      booking_id: thirdDraft,
      booking_date: TOMORROW,
      slot: 'Evening',
      type: 'Doctor',
    });
    expect([placed.status, placed.body.result?.booking_number]).toEqual([200, 3]);
    const other = await patient.call(
      'add-booking',
      form(doctorId, { name: 'Geeta Devi', booking_date: DAY_AFTER, slot: 'Evening' }),
    );
    expect(other.status).toBe(200);
    const moved = await doctor.call('update-booking', { booking_id: other.body.result.id, booking_date: TOMORROW });
    expect([moved.status, moved.body.result?.booking_number]).toEqual([200, 4]);
    expect(await counterOf(doctorId)).toEqual({ last: 4, online: 2 });
    const full = await walkIn(doctor, doctorId, 'Walk In');
    expect([full.status, full.body.error]).toEqual([409, MESSAGES.slotsFull]);
  });

  it("walk-ins taken first leave the online share whole, within the slot's capacity", async () => {
    // 5 places, 2 kept for the desk: 3 online.
    const { doctorId, doctor } = await doctorKeeping(5, 2);
    for (const n of [1, 2, 3])
      expect((await walkIn(doctor, doctorId, `Walk In ${n}`)).body.result?.booking_number).toBe(n);
    const { client: patient } = await accounts.patient();
    // Three walk-ins took the two desk places and one more: two places are left, both open online.
    expect(await eveningOf(patient, doctorId)).toMatchObject({ booked: 3, online_left: 2 });
    expect(
      (
        await patient.call(
          'add-booking',
          form(doctorId, { name: 'Asha Devi', booking_date: TOMORROW, slot: 'Evening' }),
        )
      ).body.result?.booking_number,
    ).toBe(4);
    expect(
      (
        await patient.call(
          'add-booking',
          form(doctorId, { name: 'Mohan Lal', booking_date: TOMORROW, slot: 'Evening' }),
        )
      ).body.result?.booking_number,
    ).toBe(5);
    const refused = await patient.call(
      'add-booking',
      form(doctorId, { name: 'Ravi Kumar', booking_date: TOMORROW, slot: 'Evening' }),
    );
    expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.slotsFull]);
  });

  it('a doctor keeping every place for the desk takes no online booking; the other slots are untouched', async () => {
    const { doctorId, doctor } = await doctorKeeping(3, 3);
    const { client: patient } = await accounts.patient();
    const schedule = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: TOMORROW })).body.result;
    expect(schedule.Evening).toMatchObject({ status: 'open', online_left: 0 });
    expect(schedule.Morning).toMatchObject({ status: 'open', online_left: 3 });
    const refused = await join(patient, await draft(patient, doctorId), TOMORROW, 'Evening');
    expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.onlineTokensOver]);
    expect(
      (await join(patient, await draft(patient, doctorId, { name: 'Asha Devi' }), TOMORROW, 'Morning')).status,
    ).toBe(200);
    expect((await walkIn(doctor, doctorId, 'Walk In')).body.result?.booking_number).toBe(1);
  });

  it('online_left is 0 for a slot that is over, and counts the places the doctor frees by raising the capacity', async () => {
    const { doctorId, doctor } = await doctorKeeping(4, 2);
    const { client: patient } = await accounts.patient();
    // 22:00 IST: today's Evening (17:00-21:00) is over.
    clock.set('2026-11-23T16:30:00Z');
    expect(await eveningOf(patient, doctorId, TODAY)).toMatchObject({ state: 'over', online_left: 0 });
    clock.set('2026-11-23T04:30:00Z');
    for (const name of ['Asha Devi', 'Mohan Lal'])
      expect(
        (await patient.call('add-booking', form(doctorId, { name, booking_date: TOMORROW, slot: 'Evening' }))).status,
      ).toBe(200);
    expect(await eveningOf(patient, doctorId)).toMatchObject({ online_left: 0 });
    expect((await doctor.call('edit-doctor-hospital-timings', timings(doctorId, 6, 2))).status).toBe(200);
    expect(await eveningOf(patient, doctorId)).toMatchObject({ capacity: 6, booked: 2, online_left: 2 });
  });
});

describe('the token counters of a database made before desk places', () => {
  it('count as online tokens the numbered bookings patients made, cancelled ones too, not the walk-ins', async () => {
    const { doctorId, doctor } = await doctorKeeping(10, 0);
    const { client: patient } = await accounts.patient();
    const booked = await patient.call(
      'add-booking',
      form(doctorId, { name: 'Asha Devi', booking_date: TOMORROW, slot: 'Evening' }),
    );
    await join(patient, await draft(patient, doctorId, { name: 'Mohan Lal' }), TOMORROW, 'Evening');
    await draft(patient, doctorId, { name: 'Ravi Kumar' });
    await walkIn(doctor, doctorId, 'Walk In');
    await patient.call('patient-cancel-booking', { booking_id: booked.body.result.id });
    await t.platform.db.updateTable('token_counters').set({ online: 0 }).execute();
    await countOnlineTokens(t.platform.db);
    expect(await counterOf(doctorId)).toEqual({ last: 3, online: 2 });
  });
});
