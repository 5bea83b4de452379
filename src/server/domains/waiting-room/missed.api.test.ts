// Missed tokens (docs/decisions/0045-who-is-next-on-the-opd-floor.md): once a slot's closing time has passed
// on the clinic's clock, its tokens still waiting for a patient who never arrived become Missed, marked by
// the server's chore (run here on a controlled clock). A missed token is not called, counts in nobody's place,
// shows as Missed in the patient's history, takes no check-in, and the desk may still call it back in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import {
  bookAndJoin,
  mondayAt,
  startBookingTest,
  testClock,
  TODAY,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';
import { WaitingRoomService } from './service';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

/** The server's chore of every minute, run now. */
const markMissed = () => new WaitingRoomService(t.platform).markMissed();

/** A doctor with Morning (09:00-13:00) tokens 1 to `tokens` of today, booked by one patient's family. */
async function morning(tokens: number) {
  const doctorId = await accounts.doctor();
  const doctor = await t.clientFor(doctorId);
  const { id: patientId, client: patient } = await accounts.patient();
  const ids: number[] = [];
  for (let i = 0; i < tokens; i += 1) ids.push((await bookAndJoin(patient, doctorId, TODAY)).body.result.id);
  const tokenOf = async (id: number) =>
    (await t.platform.db.selectFrom('bookings').select('token').where('id', '=', id).executeTakeFirstOrThrow()).token;
  const live = async () =>
    (await patient.call('get-live-patient-booking-status', { patient_id: patientId })).body.result as {
      booking_id: number;
      token: string;
      ahead: number;
    }[];
  return { doctorId, doctor, patientId, patient, ids, tokenOf, live };
}

describe('missed tokens', () => {
  it('are the waiting tokens never arrived once the slot’s closing time has passed, and only those', async () => {
    const m = await morning(5);
    const [seen, arrived, skipped, away, cancelled] = m.ids as [number, number, number, number, number];
    await m.doctor.call('mark-arrived', { booking_id: arrived, arrived: true });
    await m.doctor.call('update-live-booking', { booking_id: seen, token: 'Live' });
    await m.doctor.call('update-live-booking', { booking_id: seen, token: 'Done' });
    await m.doctor.call('update-live-booking', { booking_id: skipped, token: 'Skipped' });
    await m.patient.call('patient-cancel-booking', { booking_id: cancelled });

    clock.set(mondayAt('12:59'));
    await markMissed();
    expect(await m.tokenOf(away)).toBe('Pending');

    clock.set(mondayAt('13:00'));
    expect(await markMissed()).toBeGreaterThanOrEqual(1);
    expect(await Promise.all(m.ids.map(m.tokenOf))).toEqual(['Done', 'Pending', 'Skipped', 'Missed', 'Pending']);
    // The patient's history and live status say so.
    const history = (await m.patient.call('get-patient-history', { patient_id: m.patientId, date: TODAY })).body.result;
    expect(history.find((entry: { id: number }) => entry.id === away)).toMatchObject({
      token: 'Missed',
      token_status: 'open',
    });
    expect((await m.live()).find((entry) => entry.booking_id === away)).toMatchObject({
      token: 'Missed',
      ahead: 0,
      eta_minutes: 0,
    });
  });

  it('are not called, count in nobody’s place, take no check-in, and may be called back in by the desk', async () => {
    const m = await morning(3);
    const [away, late, here] = m.ids as [number, number, number];
    await m.doctor.call('mark-arrived', { booking_id: here, arrived: true });
    clock.set(mondayAt('13:05'));
    await markMissed();
    // The doctor runs late: the one who arrived is still to be seen, with nobody before them.
    expect((await m.live()).find((entry) => entry.booking_id === here)).toMatchObject({ token: 'Pending', ahead: 0 });
    const { code } = (await m.doctor.call('get-check-in-code', { doctor_id: m.doctorId, kind: 'screen' })).body.result;
    const checkIn = await m.patient.call('check-in', { booking_id: late, code });
    expect([checkIn.status, checkIn.body.error]).toEqual([409, MESSAGES.checkInSlotOver]);
    const mark = await m.doctor.call('mark-arrived', { booking_id: late, arrived: true });
    expect([mark.status, mark.body.error]).toEqual([409, MESSAGES.arrivalSlotOver]);

    expect((await m.doctor.call('call-next', { doctor_id: m.doctorId, slot: 'Morning' })).body.result).toMatchObject({
      called: { booking_number: 3 },
      passed: [],
    });
    expect((await m.doctor.call('call-next', { doctor_id: m.doctorId, slot: 'Morning' })).body.result).toEqual({
      called: null,
      passed: [],
    });
    // The patient who came after all is called back in by the desk, and seen.
    expect((await m.doctor.call('update-live-booking', { booking_id: late, token: 'Live' })).body.result).toMatchObject(
      { token: 'Live' },
    );
    expect((await m.doctor.call('update-live-booking', { booking_id: late, token: 'Done' })).body.result).toMatchObject(
      { token: 'Done' },
    );
    expect(await m.tokenOf(away)).toBe('Missed');
    expect((await m.doctor.call('update-live-booking', { booking_id: away, token: 'Skipped' })).status).toBe(409);
  });

  it('takes the check-in refusal from the clock itself, before the chore has run', async () => {
    const m = await morning(1);
    const { code } = (await m.doctor.call('get-check-in-code', { doctor_id: m.doctorId, kind: 'poster' })).body.result;
    clock.set(mondayAt('13:00'));
    const answer = await m.patient.call('check-in', { booking_id: m.ids[0], code });
    expect([answer.status, answer.body.error]).toEqual([409, MESSAGES.checkInSlotOver]);
  });

  it('catch up with yesterday’s slots after a night the server was stopped, and leave later slots alone', async () => {
    const m = await morning(1);
    const evening = (await bookAndJoin(m.patient, m.doctorId, TODAY, 'Evening')).body.result.id as number;
    clock.set(mondayAt('14:00'));
    await markMissed();
    expect(await m.tokenOf(evening)).toBe('Pending');
    // Nobody ran the chore on Monday; on Tuesday morning it catches up.
    await t.platform.db.updateTable('bookings').set({ token: 'Pending' }).where('id', '=', m.ids[0]!).execute();
    clock.set(new Date(new Date(mondayAt('08:00')).getTime() + 24 * 3600_000).toISOString());
    await markMissed();
    expect([await m.tokenOf(m.ids[0]!), await m.tokenOf(evening)]).toEqual(['Missed', 'Missed']);
  });
});
