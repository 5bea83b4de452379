// The doctor's running-late notice (set-queue-delay): a slot's delay and notice for today or later, set by
// the doctor or its hospital, told at once to the slot's patients on their open screens, cleared with 0 and ''.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { LiveEvent } from '../../../shared/contract/live-events';
import { MESSAGES } from '../../../shared/messages';
import type { AuthUser } from '../../platform/sessions';
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

const delay = (doctorId: number, extra: Record<string, unknown> = {}) => ({
  doctor_id: doctorId,
  booking_date: TODAY,
  slot: 'Morning',
  delay_minutes: 30,
  notice: 'Doctor is in surgery',
  ...extra,
});

/** The live events a user hears from now on. */
function heardBy(user: AuthUser): LiveEvent[] {
  const heard: LiveEvent[] = [];
  onTestFinished(t.platform.liveEvents.subscribe(user, (event) => heard.push(event)));
  return heard;
}

describe('set-queue-delay', () => {
  it('checks minutes, notice, slot and date with the field rules', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const errorsOf = async (extra: Record<string, unknown>) =>
      (await doctor.call('set-queue-delay', delay(doctorId, extra))).body.errors;
    for (const minutes of [-1, 601, 'soon', 2.5, ''])
      expect(await errorsOf({ delay_minutes: minutes }), String(minutes)).toHaveProperty('delay_minutes');
    expect(await errorsOf({ delay_minutes: -1 })).toEqual({ delay_minutes: MESSAGES.delayInvalid });
    expect(await errorsOf({ notice: 'Back at <b>noon</b>' })).toEqual({ notice: MESSAGES.noSpecialCharacters });
    expect(await errorsOf({ notice: 'x'.repeat(201) })).toEqual({ notice: MESSAGES.invalidValue });
    expect(await errorsOf({ slot: 'Night' })).toEqual({ slot: MESSAGES.invalidValue });
    expect(await errorsOf({ booking_date: '2026-11-22' })).toEqual({ booking_date: MESSAGES.dateInPast });
    const later = await doctor.call(
      'set-queue-delay',
      delay(doctorId, { booking_date: '24-11-2026', delay_minutes: '600', notice: 'x'.repeat(200) }),
    );
    expect(later.body.result).toMatchObject({ booking_date: TOMORROW, delay_minutes: 600 });
  });

  it('is for the doctor and its hospital only', async () => {
    const hospitalId = await accounts.user('Hospital');
    const doctorId = await accounts.doctor({ hospitalId });
    const hospital = await t.clientFor(hospitalId);
    expect((await hospital.call('set-queue-delay', delay(doctorId))).status).toBe(200);
    const otherDoctor = await accounts.doctor();
    expect((await hospital.call('set-queue-delay', delay(otherDoctor))).status).toBe(404);
    expect((await (await t.clientFor(otherDoctor)).call('set-queue-delay', delay(doctorId))).status).toBe(404);
    const { client: patient } = await accounts.patient();
    expect((await patient.call('set-queue-delay', delay(doctorId))).status).toBe(403);
  });

  it("tells the doctor, its hospital and the slot's patients at once, and is cleared with 0 and no notice", async () => {
    const hospitalId = await accounts.user('Hospital');
    const doctorId = await accounts.doctor({ hospitalId });
    const doctor = await t.clientFor(doctorId);
    const { id: waitingId, client: waiting } = await accounts.patient();
    const { id: eveningId, client: evening } = await accounts.patient();
    const morning = (await bookAndJoin(waiting, doctorId, TODAY)).body.result.id;
    await bookAndJoin(evening, doctorId, TODAY, 'Evening');
    const [toDoctor, toHospital, toWaiting, toEvening] = [
      heardBy({ id: doctorId, role: 'Doctor', hospitalId, labId: null }),
      heardBy({ id: hospitalId, role: 'Hospital', hospitalId: null, labId: null }),
      heardBy({ id: waitingId, role: 'Patient', hospitalId: null, labId: null }),
      heardBy({ id: eveningId, role: 'Patient', hospitalId: null, labId: null }),
    ];
    expect((await doctor.call('set-queue-delay', delay(doctorId))).status).toBe(200);
    const event = {
      type: 'queue.delay',
      doctor_id: doctorId,
      booking_date: TODAY,
      slot: 'Morning',
      delay_minutes: 30,
      notice: 'Doctor is in surgery',
    };
    for (const heard of [toDoctor, toHospital, toWaiting]) await expect.poll(() => heard).toContainEqual(event);
    // The evening patient may still hear their own booking's event (the bus can deliver it late), never the delay.
    expect(toEvening.filter((heard) => heard.type === 'queue.delay')).toEqual([]);
    const progress = async () =>
      (await waiting.call('get-live-patient-booking-status', { patient_id: waitingId })).body.result.find(
        (e: { booking_id: number }) => e.booking_id === morning,
      );
    expect(await progress()).toMatchObject({ delay_minutes: 30, notice: 'Doctor is in surgery' });

    const cleared = await doctor.call('set-queue-delay', delay(doctorId, { delay_minutes: 0, notice: '' }));
    expect(cleared.body.result).toMatchObject({ delay_minutes: 0, notice: '' });
    await expect.poll(() => toWaiting).toContainEqual({ ...event, delay_minutes: 0, notice: '' });
    expect(await progress()).toMatchObject({ delay_minutes: 0, notice: '' });
    const rows = await t.platform.db.selectFrom('queue_delays').selectAll().where('doctor_id', '=', doctorId).execute();
    expect(rows).toEqual([]);
    // A notice alone (no minutes) is kept.
    await doctor.call('set-queue-delay', delay(doctorId, { delay_minutes: 0, notice: 'Doctor is on a ward round' }));
    expect(await progress()).toMatchObject({ delay_minutes: 0, notice: 'Doctor is on a ward round' });
  });
});

describe('get-queue-delays', () => {
  it("reads a day's notices, one per slot, for the doctor and its hospital only", async () => {
    const hospitalId = await accounts.user('Hospital');
    const doctorId = await accounts.doctor({ hospitalId });
    const doctor = await t.clientFor(doctorId);
    const read = async (client: Awaited<ReturnType<TestApp['clientFor']>>, date = TODAY) =>
      client.call('get-queue-delays', { doctor_id: doctorId, booking_date: date });
    expect((await read(doctor)).body.result).toEqual([]);

    await doctor.call('set-queue-delay', delay(doctorId));
    await doctor.call('set-queue-delay', delay(doctorId, { slot: 'Evening', delay_minutes: 15, notice: '' }));
    await doctor.call('set-queue-delay', delay(doctorId, { booking_date: TOMORROW, delay_minutes: 45 }));
    const today = (await read(doctor)).body.result as { slot: string }[];
    expect([...today].sort((a, b) => a.slot.localeCompare(b.slot))).toEqual([
      { doctor_id: doctorId, booking_date: TODAY, slot: 'Evening', delay_minutes: 15, notice: '' },
      { doctor_id: doctorId, booking_date: TODAY, slot: 'Morning', delay_minutes: 30, notice: 'Doctor is in surgery' },
    ]);
    expect((await read(await t.clientFor(hospitalId))).body.result).toHaveLength(2);
    expect((await read(doctor, TOMORROW)).body.result).toEqual([
      {
        doctor_id: doctorId,
        booking_date: TOMORROW,
        slot: 'Morning',
        delay_minutes: 45,
        notice: 'Doctor is in surgery',
      },
    ]);

    await doctor.call('set-queue-delay', delay(doctorId, { delay_minutes: 0, notice: '' }));
    expect((await read(doctor)).body.result).toEqual([
      { doctor_id: doctorId, booking_date: TODAY, slot: 'Evening', delay_minutes: 15, notice: '' },
    ]);

    expect((await read(await t.clientFor(await accounts.doctor()))).status).toBe(404);
    expect((await read((await accounts.patient()).client)).status).toBe(403);
    expect((await read(doctor, 'someday')).body.errors).toHaveProperty('booking_date');
  });
});
