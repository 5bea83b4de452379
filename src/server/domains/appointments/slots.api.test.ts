// A slot's tokens and state: capacity under a rush, the clinic's clock (a slot that is over, "today" in
// IST whatever the server zone), and the days the doctor does not sit, on every booking path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInClinic } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import {
  bookAndJoin,
  bookingForm as form,
  draft,
  join,
  startBookingTest,
  testClock,
  TODAY,
  TOMORROW,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp, TestClient } from '../../testing/test-app';
import { EVERY_DAY_BUT_SUNDAY } from '../accounts/account-factory';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const SUNDAY = '2026-11-29';

describe('token allocation under a rush', () => {
  it('300 patients confirming one slot of capacity 20: tokens 1 to 20 exactly, 280 refused, then closed', async () => {
    const doctorId = await accounts.doctor({ capacity: 20 });
    const patients: TestClient[] = [];
    const bookingIds: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const client = await t.clientFor(await accounts.user('Patient'));
      const added = await client.call('add-booking', form(doctorId));
      expect(added.status).toBe(200);
      patients.push(client);
      bookingIds.push(added.body.result.id);
    }
    const answers = await Promise.all(
      patients.map((client, i) =>
        client.call('slot-confirmation', {
          booking_id: bookingIds[i]!,
          booking_date: TOMORROW,
          slot: 'Evening',
          type: 'Patient',
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(20);
    expect(won.map((a) => a.body.result.booking_number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(lost).toHaveLength(280);
    for (const a of lost) expect([a.status, a.body.error]).toEqual([409, MESSAGES.slotsFull]);
    const stored = await t.platform.db
      .selectFrom('bookings')
      .select('booking_number')
      .where('doctor_id', '=', doctorId)
      .where('booking_number', 'is not', null)
      .execute();
    expect(new Set(stored.map((r) => r.booking_number)).size).toBe(20);
    const schedule = await patients[0]!.call('get-doctor-schedule', { doctor_id: doctorId, date: TOMORROW });
    expect(schedule.body.result.Evening).toMatchObject({ status: 'closed', booked: 20, capacity: 20 });
    expect(schedule.body.result.Morning.status).toBe('open');
  });

  it('walk-ins added at once, 15 and then 15 more, to a slot of capacity 20: tokens 1 to 20 exactly, 10 refused, each audited', async () => {
    const doctorId = await accounts.doctor({ capacity: 20 });
    const doctor = await t.clientFor(doctorId);
    const walkIns = (from: number) =>
      Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          doctor.call(
            'add-booking',
            form(doctorId, { name: `Walk In ${from + i}`, type: 'Manual', booking_date: TOMORROW, slot: 'Evening' }),
          ),
        ),
      );
    // The first 15 fit together; of the next 15, 5 fit.
    const first = await walkIns(0);
    expect(first.map((a) => a.status)).toEqual(Array(15).fill(200));
    expect(first.map((a) => a.body.result.booking_number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    const answers = [...first, ...(await walkIns(15))];
    const won = answers.filter((a) => a.status === 200);
    expect(won.map((a) => a.body.result.booking_number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const lost = answers.filter((a) => a.status !== 200);
    expect(lost).toHaveLength(10);
    for (const a of lost) expect([a.status, a.body.error]).toEqual([409, MESSAGES.slotsFull]);
    // Each answer is its own booking as stored, and nothing of the refused ones was kept.
    const stored = await t.platform.db
      .selectFrom('bookings')
      .select(['id', 'name', 'booking_number'])
      .where('doctor_id', '=', doctorId)
      .execute();
    const byId = (rows: (string | number | null)[][]) => rows.sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(byId(stored.map((r) => [r.id, r.name, r.booking_number]))).toEqual(
      byId(won.map((a) => [a.body.result.id, a.body.result.name, a.body.result.booking_number])),
    );
    const audited = await t.platform.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', 'add-booking')
      .where('user_id', '=', doctorId)
      .execute();
    expect(audited.map((r) => Number(r.record_id)).sort((a, b) => a - b)).toEqual(
      stored.map((r) => r.id).sort((a, b) => a - b),
    );
  });
});

describe('the schedule follows the clinic clock', () => {
  it('closes a slot whose closing time has passed today, in IST whatever the server zone', async () => {
    const doctorId = await accounts.doctor({ capacity: 5 });
    const patient = await t.clientFor(await accounts.user('Patient'));
    // 13:30 IST is 08:00 UTC: Morning (09:00-13:00) is over, Afternoon is open.
    clock.set('2026-11-23T08:00:00Z');
    const schedule = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: TODAY })).body.result;
    expect(schedule.Morning.status).toBe('closed');
    expect(schedule.Afternoon.status).toBe('open');
    const late = await bookAndJoin(patient, doctorId, TODAY, 'Morning');
    expect([late.status, late.body.error]).toEqual([409, MESSAGES.slotOver]);
    // 20:00 UTC on the 23rd is already the 24th in India: "today" is the 24th.
    clock.set('2026-11-23T20:00:00Z');
    expect(todayInClinic('Asia/Kolkata', clock.now())).toBe(TOMORROW);
    const past = await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: TODAY });
    expect(Object.values(past.body.result).every((s: any) => s.status === 'closed')).toBe(true);
  });

  it('is closed on a Sunday the doctor does not sit', async () => {
    const doctorId = await accounts.doctor({ capacity: 5, sittingDays: EVERY_DAY_BUT_SUNDAY });
    const patient = await t.clientFor(await accounts.user('Patient'));
    const sunday = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: '29-11-2026' })).body.result;
    expect(Object.values(sunday).map((s: any) => s.status)).toEqual(['closed', 'closed', 'closed']);
    const monday = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: '2026-11-30' })).body.result;
    expect(monday.Morning.status).toBe('open');
  });
});

describe('slots that are over, and days the doctor does not sit', () => {
  it("says why a slot is closed and refuses today's slot once it is over, on every path", async () => {
    const doctorId = await accounts.doctor({ sittingDays: EVERY_DAY_BUT_SUNDAY });
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    // 14:00 IST: Morning (09:00-13:00) is over, Afternoon running.
    clock.set('2026-11-23T08:30:00Z');
    const schedule = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: TODAY })).body.result;
    expect(schedule.Morning).toMatchObject({ status: 'closed', state: 'over' });
    expect(schedule.Afternoon).toMatchObject({ status: 'open', state: 'open' });
    const late = await join(patient, await draft(patient, doctorId), TODAY, 'Morning');
    expect([late.status, late.body.error]).toEqual([409, MESSAGES.slotOver]);
    const direct = await patient.call('add-booking', form(doctorId, { booking_date: TODAY, slot: 'Morning' }));
    expect([direct.status, direct.body.error]).toEqual([409, MESSAGES.slotOver]);
    const walkIn = await doctor.call(
      'add-booking',
      form(doctorId, { type: 'Manual', parchee_type: 'New', booking_date: TODAY, slot: 'Morning', patient_id: 0 }),
    );
    expect([walkIn.status, walkIn.body.error]).toEqual([409, MESSAGES.slotOver]);
    // Tomorrow's Morning is open.
    expect((await join(patient, await draft(patient, doctorId), TOMORROW, 'Morning')).status).toBe(200);
  });

  it('refuses a day the doctor does not sit with a clear message naming the date', async () => {
    const doctorId = await accounts.doctor({ sittingDays: EVERY_DAY_BUT_SUNDAY });
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const schedule = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: SUNDAY })).body.result;
    expect(schedule.Morning).toMatchObject({ status: 'closed', state: 'not-sitting' });
    const sunday = await join(patient, await draft(patient, doctorId), SUNDAY);
    expect([sunday.status, sunday.body.errors]).toEqual([400, { booking_date: MESSAGES.notSittingDay }]);
    const walkIn = await doctor.call(
      'add-booking',
      form(doctorId, { type: 'Manual', parchee_type: 'New', booking_date: SUNDAY, slot: 'Evening', patient_id: 0 }),
    );
    expect([walkIn.status, walkIn.body.errors]).toEqual([400, { booking_date: MESSAGES.notSittingDay }]);
  });
});
