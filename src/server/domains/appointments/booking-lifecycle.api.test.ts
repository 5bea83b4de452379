// The booking's life from the patient's side and its edges: one token per person per slot, drafts, the
// patient's cancel, slots that are over, sitting days, and what a cancelled booking still allows.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WEEKDAYS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount, defaultSlots } from '../accounts/account-factory';
import { DoctorsService } from '../doctors/service';
import { BookingService } from './service';
import { AppointmentsRepository } from './repository';
import { Scheduling } from './scheduling';

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
/** The server's hourly chore, run now. */
function removeStaleDrafts() {
  const repo = new AppointmentsRepository(t.platform.db);
  return new BookingService(t.platform, repo, new Scheduling(t.platform, repo, new DoctorsService(t.platform))).removeStaleDrafts();
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

describe('drafts: a booking without a slot', () => {
  it('is not counted, not listed among prescriptions, shows in the day it was made, and can be discarded by its patient only', async () => {
    const doctorId = await makeDoctor();
    const doctor = await t.clientFor(doctorId);
    const { id: patientId, client: patient } = await patientClient();
    const { client: stranger } = await patientClient();
    const kept = await join(patient, await draft(patient, doctorId), TOMORROW);
    const left = await draft(patient, doctorId, { name: 'Ram Prasad', type: 'Other' });

    const totals = (await patient.call('get-agent-analytics', { agent_id: patientId, from: '', to: '' })).body.result.data;
    expect(totals).toMatchObject({ total: 1, pending: 1 });
    const prescriptions = (await patient.call('get-patient-prescriptions', { patient_id: patientId })).body.result;
    expect(prescriptions.map((b: { id: number }) => b.id)).toEqual([kept.body.result.id]);
    expect((await patient.call('get-live-patient-booking-status', { patient_id: patientId })).body.result).toEqual([]);
    const history = (await patient.call('get-patient-history', { patient_id: patientId, date: TODAY })).body.result;
    expect(history).toContainEqual(expect.objectContaining({ id: left, slot: null, booking_number: null }));
    // The doctor's day never shows it.
    expect((await doctor.call('get-dashboard-booking-count', { doctor_id: doctorId })).body.result).toEqual({ active: 0, future_booking: 1 });

    expect((await stranger.call('discard-booking-draft', { booking_id: left })).status).toBe(404);
    expect((await doctor.call('discard-booking-draft', { booking_id: left })).status).toBe(403);
    // A booking with a token is not a draft: it is cancelled, not discarded.
    expect((await patient.call('discard-booking-draft', { booking_id: kept.body.result.id })).status).toBe(409);
    const discarded = await patient.call('discard-booking-draft', { booking_id: left });
    expect([discarded.status, discarded.body.message]).toEqual([200, MESSAGES.draftDiscarded]);
    expect((await patient.call('discard-booking-draft', { booking_id: left })).status).toBe(404);
    // A discarded draft cannot be given a slot any more.
    expect((await join(patient, left)).status).toBe(404);
  });

  it('can be resumed: choosing a slot later turns it into a booking', async () => {
    const doctorId = await makeDoctor();
    const { id: patientId, client: patient } = await patientClient();
    const left = await draft(patient, doctorId);
    const resumed = await join(patient, left, TOMORROW, 'Afternoon');
    expect(resumed.body.result).toMatchObject({ id: left, booking_number: 1, slot: 'Afternoon' });
    expect((await patient.call('get-agent-analytics', { agent_id: patientId, from: '', to: '' })).body.result.data.total).toBe(1);
  });

  it('is removed by the server after 24 hours with its prescription photo, while bookings with a slot stay', async () => {
    const doctorId = await makeDoctor();
    const { client: patient } = await patientClient();
    const old = await draft(patient, doctorId);
    const booked = await join(patient, await draft(patient, doctorId, { name: 'Ram Prasad' }), TOMORROW);
    await t.platform.db.insertInto('files').values({ name: 'draft-photo.jpg', record_type: 'booking', record_id: old, content_type: 'image/jpeg', created_at: new Date(clock).toISOString() }).execute();
    setClock('2026-11-24T04:00:00Z');
    const fresh = await draft(patient, doctorId, { name: 'Gita' });
    // 23.5 hours later nothing is old enough.
    expect(await removeStaleDrafts()).toBe(0);
    setClock('2026-11-24T04:31:00Z');
    // Other tests' drafts of the same morning go too.
    expect(await removeStaleDrafts()).toBeGreaterThanOrEqual(1);
    const left = await t.platform.db.selectFrom('bookings').select('id').where('id', 'in', [old, fresh, booked.body.result.id]).execute();
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([booked.body.result.id, fresh].sort((a, b) => a - b));
    expect(await t.platform.db.selectFrom('files').select('name').where('record_id', '=', old).where('record_type', '=', 'booking').execute()).toEqual([]);
  });
});

describe("the patient's cancel", () => {
  it('cancels their own booking before it is called in, tells the doctor at once, and never reuses the number', async () => {
    const doctorId = await makeDoctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await patientClient();
    const { client: stranger } = await patientClient();
    const booking = (await join(patient, await draft(patient, doctorId), TODAY)).body.result;
    expect((await doctor.call('booking-confirmation', { booking_id: booking.id, status: 'Approved' })).status).toBe(200);

    const heard: { type: string; booking_id: number; status?: unknown }[] = [];
    const stop = t.platform.liveEvents.subscribe({ id: doctorId, role: 'Doctor', hospitalId: null, labId: null }, (event) => heard.push(event));
    onTestFinished(stop);
    expect((await stranger.call('patient-cancel-booking', { booking_id: booking.id })).status).toBe(404);
    expect((await doctor.call('patient-cancel-booking', { booking_id: booking.id })).status).toBe(403);
    const cancelled = await patient.call('patient-cancel-booking', { booking_id: booking.id });
    expect([cancelled.status, cancelled.body.message]).toEqual([200, MESSAGES.bookingCancelledByPatient]);
    expect(cancelled.body.result).toMatchObject({ status: 'Cancelled', token_status: 'closed' });
    await expect.poll(() => heard).toContainEqual(expect.objectContaining({ type: 'booking.cancelled', booking_id: booking.id, status: 'Cancelled' }));
    const today = (await doctor.call('get-active-booking', { doctor_id: doctorId })).body.result;
    expect(today).toContainEqual(expect.objectContaining({ id: booking.id, status: 'Cancelled' }));
    // Twice is 409; the number 1 stays used.
    expect((await patient.call('patient-cancel-booking', { booking_id: booking.id })).status).toBe(409);
    const next = (await join(patient, await draft(patient, doctorId, { name: 'Ram Prasad' }), TODAY)).body.result;
    expect(next.booking_number).toBe(2);
  });

  it('is refused once the token is Live or Done, and for a draft', async () => {
    const doctorId = await makeDoctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await patientClient();
    const live = (await join(patient, await draft(patient, doctorId), TODAY)).body.result;
    await doctor.call('update-live-booking', { booking_id: live.id, token: 'Live' });
    expect((await patient.call('patient-cancel-booking', { booking_id: live.id })).status).toBe(409);
    await doctor.call('update-live-booking', { booking_id: live.id, token: 'Done' });
    expect((await patient.call('patient-cancel-booking', { booking_id: live.id })).status).toBe(409);
    const left = await draft(patient, doctorId, { name: 'Ram Prasad' });
    expect((await patient.call('patient-cancel-booking', { booking_id: left })).status).toBe(409);
  });
});

describe("the doctor's follow-up", () => {
  it('needs a date and a slot: 400 naming both, and nothing saved', async () => {
    const doctorId = await makeDoctor();
    const doctor = await t.clientFor(doctorId);
    const { id: patientId, client: patient } = await patientClient();
    await join(patient, await draft(patient, doctorId), TODAY);
    const followUp = (extra: Record<string, unknown>) => doctor.call('add-booking', form(doctorId, { type: 'Manual', parchee_type: 'Old', patient_id: patientId, ...extra }));
    const neither = await followUp({});
    expect([neither.status, neither.body.errors]).toEqual([400, { booking_date: MESSAGES.required, slot: MESSAGES.required }]);
    expect((await followUp({ booking_date: TOMORROW, slot: '' })).body.errors).toEqual({ slot: MESSAGES.required });
    expect((await followUp({ slot: 'Morning' })).body.errors).toEqual({ booking_date: MESSAGES.required });
    const saved = await t.platform.db.selectFrom('bookings').select('id').where('doctor_id', '=', doctorId).execute();
    expect(saved).toHaveLength(1);
  });
});

describe('a cancelled booking', () => {
  it('offers nothing more: no In or Out, reschedule, prescription upload or lab booking', async () => {
    const doctorId = await makeDoctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await patientClient();
    const booking = (await join(patient, await draft(patient, doctorId), TODAY)).body.result;
    expect((await patient.call('patient-cancel-booking', { booking_id: booking.id })).status).toBe(200);
    expect((await doctor.call('update-live-booking', { booking_id: booking.id, token: 'Live' })).status).toBe(409);
    expect((await doctor.call('update-live-booking', { booking_id: booking.id, token: 'Done' })).status).toBe(409);
    expect((await doctor.call('update-booking', { booking_id: booking.id, booking_date: TOMORROW })).status).toBe(409);
    expect((await doctor.call('booking-confirmation', { booking_id: booking.id, status: 'Approved' })).status).toBe(409);
    const png = new Blob([new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a8e7a50000000049454e44ae426082', 'hex'))]);
    const upload = await doctor.callMultipart('add-priscription-image', { booking_id: String(booking.id), priscription_image: png });
    expect(upload.status, upload.raw).toBe(409);
  });

  it('In and Out work on the booking day only', async () => {
    const doctorId = await makeDoctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await patientClient();
    const tomorrow = (await join(patient, await draft(patient, doctorId), TOMORROW)).body.result;
    expect((await doctor.call('update-live-booking', { booking_id: tomorrow.id, token: 'Live' })).status).toBe(409);
    expect((await doctor.call('update-live-booking', { booking_id: tomorrow.id, token: 'Done' })).status).toBe(409);
    // The next day it is today's booking.
    setClock('2026-11-24T04:30:00Z');
    const nextDay = await t.clientFor(doctorId);
    expect((await nextDay.call('update-live-booking', { booking_id: tomorrow.id, token: 'Live' })).status).toBe(200);
  });
});
