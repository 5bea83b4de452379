// The booking's life from the patient's side and its edges: one token per person per slot, drafts, the
// patient's cancel, slots that are over, sitting days, and what a cancelled booking still allows.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WEEKDAYS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount, defaultSlots } from '../accounts/account-factory';

// Monday 2026-11-23, 10:00 IST (04:30 UTC): Morning (09:00-13:00) is running, Afternoon and Evening to come.
let clock = new Date('2026-11-23T04:30:00Z').getTime();
let t: TestApp;
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';
const SUNDAY = '2026-11-29';

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t?.close());

/** Moves the clock for one test. */
function setClock(iso: string) {
  const start = clock;
  onTestFinished(() => {
    clock = start;
  });
  clock = new Date(iso).getTime();
}

let phones = 9400000000;
async function makeUser(role: 'Patient' | 'Doctor' | 'Hospital', extra: Record<string, unknown> = {}) {
  return createAccount(
    t.platform.db,
    { role, phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: `${role} ${phones}`, city: 'Deoria', ...extra },
    new Date(clock),
  );
}
const EVERY_DAY_BUT_SUNDAY = WEEKDAYS.filter((d) => d !== 'Sunday');
async function makeDoctor(capacity = 10, hospitalId: number | null = null) {
  return makeUser('Doctor', { hospitalId, practice: { slots: defaultSlots(capacity), sittingDays: EVERY_DAY_BUT_SUNDAY } });
}
async function patientClient() {
  const id = await makeUser('Patient');
  return { id, client: await t.clientFor(id) };
}
const form = (doctorId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Sita Devi',
  age: '42',
  problem: 'Fever and cough',
  address: 'Ward 5 Deoria',
  phone_number: '9876543210',
  type: 'Self',
  doctor_id: doctorId,
  ...extra,
});
async function draft(patient: TestClient, doctorId: number, extra: Record<string, unknown> = {}): Promise<number> {
  const added = await patient.call('add-booking', form(doctorId, extra));
  expect(added.status, added.raw).toBe(200);
  return added.body.result.id;
}
const join = (patient: TestClient, bookingId: number, date = TOMORROW, slot = 'Morning') =>
  patient.call('slot-confirmation', { booking_id: bookingId, booking_date: date, slot, type: 'Patient' });

describe('one token per person per slot', () => {
  it('refuses the same person twice in one slot with 409, by either booking path, and allows another person', async () => {
    const doctorId = await makeDoctor();
    const { client: patient } = await patientClient();
    const first = await join(patient, await draft(patient, doctorId));
    expect(first.status, first.raw).toBe(200);

    // A second draft joined to the same slot, even with the name typed in another case and with spaces.
    const again = await join(patient, await draft(patient, doctorId, { name: '  sita devi ', type: 'Other' }));
    expect([again.status, again.body.error]).toEqual([409, MESSAGES.alreadyHaveToken]);
    // The form sent with a date and slot straight away.
    const direct = await patient.call('add-booking', form(doctorId, { booking_date: TOMORROW, slot: 'Morning' }));
    expect([direct.status, direct.body.error]).toEqual([409, MESSAGES.alreadyHaveToken]);

    // Another person booked from the same account, same slot: allowed, next token (no number was used up).
    const other = await join(patient, await draft(patient, doctorId, { name: 'Ram Prasad', type: 'Other' }));
    expect(other.status, other.raw).toBe(200);
    expect(other.body.result.booking_number).toBe(2);
    // The same person in another slot or with another doctor: allowed.
    expect((await join(patient, await draft(patient, doctorId), TOMORROW, 'Evening')).status).toBe(200);
    expect((await join(patient, await draft(patient, await makeDoctor()))).status).toBe(200);
    // Another account booking a person of the same name: allowed.
    const { client: neighbour } = await patientClient();
    expect((await join(neighbour, await draft(neighbour, doctorId))).status).toBe(200);
  });

  it('lets exactly one of ten simultaneous joins win', async () => {
    const doctorId = await makeDoctor(30);
    const { client: patient } = await patientClient();
    const drafts = await Promise.all(Array.from({ length: 10 }, () => draft(patient, doctorId)));
    const answers = await Promise.all(drafts.map((id) => join(patient, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, a.body.error]).toEqual([409, MESSAGES.alreadyHaveToken]);
    const direct = await Promise.all(
      Array.from({ length: 5 }, () => patient.call('add-booking', form(doctorId, { name: 'Ram Prasad', booking_date: TOMORROW, slot: 'Evening' }))),
    );
    expect(direct.filter((a) => a.status === 200)).toHaveLength(1);
    const tokens = await t.platform.db
      .selectFrom('bookings')
      .select(['slot', 'booking_number'])
      .where('doctor_id', '=', doctorId)
      .where('booking_number', 'is not', null)
      .execute();
    // The losers' tokens were rolled back with their writes: no gaps.
    expect(tokens.map((r) => `${r.slot}${r.booking_number}`).sort()).toEqual(['Evening1', 'Morning1']);
  });

  it('lets the person book the slot again after their token there was cancelled', async () => {
    const doctorId = await makeDoctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await patientClient();
    const first = await join(patient, await draft(patient, doctorId));
    expect((await doctor.call('booking-confirmation', { booking_id: first.body.result.id, status: 'Cancelled' })).status).toBe(200);
    const again = await join(patient, await draft(patient, doctorId));
    expect(again.status, again.raw).toBe(200);
    // Token numbers are never reused.
    expect(again.body.result.booking_number).toBe(2);
  });
});

describe('slots that are over, and days the doctor does not sit', () => {
  it("says why a slot is closed and refuses today's slot once it is over, on every path", async () => {
    const doctorId = await makeDoctor(10);
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await patientClient();
    // 14:00 IST: Morning (09:00-13:00) is over, Afternoon running.
    setClock('2026-11-23T08:30:00Z');
    const schedule = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: TODAY })).body.result;
    expect(schedule.Morning).toMatchObject({ status: 'closed', state: 'over' });
    expect(schedule.Afternoon).toMatchObject({ status: 'open', state: 'open' });
    const late = await join(patient, await draft(patient, doctorId), TODAY, 'Morning');
    expect([late.status, late.body.error]).toEqual([409, MESSAGES.slotOver]);
    const direct = await patient.call('add-booking', form(doctorId, { booking_date: TODAY, slot: 'Morning' }));
    expect([direct.status, direct.body.error]).toEqual([409, MESSAGES.slotOver]);
    const walkIn = await doctor.call('add-booking', form(doctorId, { type: 'Manual', parchee_type: 'New', booking_date: TODAY, slot: 'Morning', patient_id: 0 }));
    expect([walkIn.status, walkIn.body.error]).toEqual([409, MESSAGES.slotOver]);
    // Tomorrow's Morning is open.
    expect((await join(patient, await draft(patient, doctorId), TOMORROW, 'Morning')).status).toBe(200);
  });

  it('refuses a day the doctor does not sit with a clear message naming the date', async () => {
    const doctorId = await makeDoctor(10);
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await patientClient();
    const schedule = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: SUNDAY })).body.result;
    expect(schedule.Morning).toMatchObject({ status: 'closed', state: 'not-sitting' });
    const sunday = await join(patient, await draft(patient, doctorId), SUNDAY);
    expect([sunday.status, sunday.body.errors]).toEqual([400, { booking_date: MESSAGES.notSittingDay }]);
    const walkIn = await doctor.call('add-booking', form(doctorId, { type: 'Manual', parchee_type: 'New', booking_date: SUNDAY, slot: 'Evening', patient_id: 0 }));
    expect([walkIn.status, walkIn.body.errors]).toEqual([400, { booking_date: MESSAGES.notSittingDay }]);
  });
});
