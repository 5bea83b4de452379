// The public display boards (get-queue-board, get-hospital-queue-boards): the slot shown, the token in, the
// next five to be called (tokens checked in, in call order), every token checked in and the priority marks,
// the delay; never a patient's name, phone, age, address or problem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAndJoin,
  draft,
  join,
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

/** Anyone, signed in or not. */
const board = async (doctorId: number) => {
  const answer = await t.client().call('get-queue-board', { doctor_id: doctorId });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result;
};

describe('get-queue-board', () => {
  it('shows the slot open now, its token in and its next five, with the delay, to anyone', async () => {
    const doctorId = await accounts.doctor({ capacity: 20 });
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await bookAndJoin(patient, doctorId, TODAY)).body.result.id);
    await bookAndJoin(patient, doctorId, TODAY, 'Evening');
    expect(await board(doctorId)).toEqual({
      doctor_id: doctorId,
      doctor_name: expect.any(String),
      booking_date: TODAY,
      slot: 'Morning',
      slot_timing: '09:00-13:00',
      now_serving: null,
      last_done: null,
      next: [],
      arrived: [],
      priorities: [],
      delay_minutes: 0,
      notice: '',
    });
    // Nobody has arrived: nobody is next. Once they have, the next five in call order.
    for (const id of ids)
      expect((await doctor.call('mark-arrived', { booking_id: id, arrived: true })).status).toBe(200);
    expect(await board(doctorId)).toMatchObject({
      next: [1, 2, 3, 4, 5],
      arrived: [1, 2, 3, 4, 5, 6, 7, 8],
      priorities: [],
    });
    // Called in: now serving. Sent out: nobody is being served until the next is called in, and the board
    // says whose visit ended (decision 0036).
    await doctor.call('update-live-booking', { booking_id: ids[0], token: 'Live' });
    expect(await board(doctorId)).toMatchObject({ now_serving: 1, last_done: null, next: [2, 3, 4, 5, 6] });
    await doctor.call('update-live-booking', { booking_id: ids[0], token: 'Done' });
    expect(await board(doctorId)).toMatchObject({ now_serving: null, last_done: 1 });
    await doctor.call('update-live-booking', { booking_id: ids[1], token: 'Skipped' });
    expect(await board(doctorId)).toMatchObject({ now_serving: null, last_done: 1 });
    await doctor.call('update-live-booking', { booking_id: ids[2], token: 'Live' });
    await patient.call('patient-cancel-booking', { booking_id: ids[4] });
    await doctor.call('set-queue-delay', {
      doctor_id: doctorId,
      booking_date: TODAY,
      slot: 'Morning',
      delay_minutes: 15,
      notice: 'Back from the ward at 11',
    });
    expect(await board(doctorId)).toMatchObject({
      slot: 'Morning',
      now_serving: 3,
      last_done: 1,
      next: [4, 6, 7, 8],
      arrived: [4, 6, 7, 8],
      delay_minutes: 15,
      notice: 'Back from the ward at 11',
    });
    // A senior citizen goes first, marked on the board by category only.
    expect(
      (await doctor.call('set-token-priority', { booking_id: ids[6], priority: 'Senior', note: 'Walks with a stick' }))
        .status,
    ).toBe(200);
    const marked = await board(doctorId);
    expect(marked).toMatchObject({ next: [7, 4, 6, 8], priorities: [{ booking_number: 7, priority: 'Senior' }] });
    expect(JSON.stringify(marked)).not.toContain('stick');
  });

  it('picks the slot with a token in, else the one open now, else the next to open, else the last of the day', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    clock.set(mondayAt('08:00'));
    expect(await board(doctorId)).toMatchObject({ slot: 'Morning', slot_timing: '09:00-13:00' });
    clock.set(mondayAt('14:00'));
    expect(await board(doctorId)).toMatchObject({ slot: 'Afternoon', slot_timing: '13:00-17:00' });
    clock.set(mondayAt('22:00'));
    expect(await board(doctorId)).toMatchObject({
      slot: 'Evening',
      slot_timing: '17:00-21:00',
      now_serving: null,
      next: [],
    });
    // A Morning token still in at 14:00 keeps the board on Morning.
    clock.set(mondayAt('10:00'));
    const late = (await bookAndJoin(patient, doctorId, TODAY)).body.result.id;
    await doctor.call('update-live-booking', { booking_id: late, token: 'Live' });
    clock.set(mondayAt('14:00'));
    expect(await board(doctorId)).toMatchObject({ slot: 'Morning', now_serving: 1 });
  });

  it('shows no slot on a day the doctor does not sit, and answers 404 for an unknown or unregistered doctor', async () => {
    const away = await accounts.doctor({ sittingDays: ['Tuesday'] });
    expect(await board(away)).toMatchObject({
      slot: null,
      slot_timing: null,
      now_serving: null,
      next: [],
      delay_minutes: 0,
    });
    const unregistered = await accounts.user('Doctor', { listing: 'unregistered' });
    expect((await t.client().call('get-queue-board', { doctor_id: unregistered })).status).toBe(404);
    expect((await t.client().call('get-queue-board', { doctor_id: 999999 })).status).toBe(404);
    const patientId = await accounts.user('Patient');
    expect((await t.client().call('get-queue-board', { doctor_id: patientId })).status).toBe(404);
  });

  it("never carries a patient's name, phone, age, address or problem, whatever is booked", async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const person = {
      name: 'Zorawar Quixote',
      age: '87',
      problem: 'Xylophone ankle',
      address: 'Qutub Vihar Lane 9',
      phone_number: '9123456780',
    };
    const booked = await join(patient, await draft(patient, doctorId, person), TODAY);
    await join(patient, await draft(patient, doctorId, { ...person, name: 'Yamini Quixote', type: 'Other' }), TODAY);
    await doctor.call('update-live-booking', { booking_id: booked.body.result.id, token: 'Live' });
    const hospitalId = await accounts.user('Hospital');
    await t.platform.db.updateTable('users').set({ hospital_id: hospitalId }).where('id', '=', doctorId).execute();
    const texts = [
      JSON.stringify(await board(doctorId)),
      (await t.client().call('get-hospital-queue-boards', { hospital_id: hospitalId })).raw,
    ];
    for (const text of texts) {
      for (const value of [person.name, person.problem, person.address, person.phone_number, 'Yamini'])
        expect(text).not.toContain(value);
      expect(text).not.toMatch(/"(name|age|phone_number|problem|address|patient_id)"/);
    }
  });
});

describe('get-hospital-queue-boards', () => {
  it("answers the hospital's name and the boards of its doctors who sit today, to anyone", async () => {
    const hospitalId = await accounts.user('Hospital', { fullName: 'City Care Hospital' });
    const sitting = await accounts.doctor({ hospitalId });
    const away = await accounts.doctor({ hospitalId, sittingDays: ['Sunday'] });
    const elsewhere = await accounts.doctor();
    const answer = await t.client().call('get-hospital-queue-boards', { hospital_id: hospitalId });
    expect(answer.body.result.hospital_name).toBe('City Care Hospital');
    const shown = answer.body.result.boards.map((b: { doctor_id: number }) => b.doctor_id);
    expect(shown).toEqual([sitting]);
    expect(shown).not.toContain(away);
    expect(shown).not.toContain(elsewhere);
    expect((await t.client().call('get-hospital-queue-boards', { hospital_id: sitting })).status).toBe(404);
    expect((await t.client().call('get-hospital-queue-boards', { hospital_id: 999999 })).status).toBe(404);
  });
});
