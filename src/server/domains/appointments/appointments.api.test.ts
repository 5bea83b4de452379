import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WEEKDAYS } from '../../../shared/constants';
import { addDays, todayIn } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount, defaultSlots } from '../accounts/account-factory';

// The clock starts on a Monday at 10:00 IST (04:30 UTC), so the tests do not depend on when they run.
let clock = new Date('2026-11-23T04:30:00Z').getTime();
let t: TestApp;
const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t?.close());

let phones = 9300000000;
async function makeUser(role: 'Patient' | 'Doctor' | 'Hospital', extra: Parameters<typeof createAccount>[1] extends infer S ? Partial<S> : never = {}) {
  return createAccount(
    t.platform.db,
    { role, phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: `${role} ${phones}`, city: 'Deoria', ...extra },
    new Date(clock),
  );
}
async function makeDoctor(capacity: number, sittingDays: readonly (typeof WEEKDAYS)[number][] = WEEKDAYS, hospitalId: number | null = null) {
  return makeUser('Doctor', { hospitalId, practice: { slots: defaultSlots(capacity), sittingDays } });
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

// Each booking is for another family member: one person holds one token per slot.
let members = 0;
async function bookAndJoin(patient: TestClient, doctorId: number, date: string, slot = 'Morning') {
  members += 1;
  const added = await patient.call('add-booking', form(doctorId, { name: `Sita Devi ${members}` }));
  expect(added.status, added.raw).toBe(200);
  return patient.call('slot-confirmation', { booking_id: added.body.result.id, booking_date: date, slot, type: 'Patient' });
}

describe('token allocation under a rush', () => {
  it('300 patients confirming one slot of capacity 20: tokens 1 to 20 exactly, 280 refused, then closed', async () => {
    const doctorId = await makeDoctor(20);
    const patients: TestClient[] = [];
    const bookingIds: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const client = await t.clientFor(await makeUser('Patient'));
      const added = await client.call('add-booking', form(doctorId));
      expect(added.status).toBe(200);
      patients.push(client);
      bookingIds.push(added.body.result.id);
    }
    const answers = await Promise.all(
      patients.map((client, i) => client.call('slot-confirmation', { booking_id: bookingIds[i]!, booking_date: TOMORROW, slot: 'Evening', type: 'Patient' })),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(20);
    expect(won.map((a) => a.body.result.booking_number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(lost).toHaveLength(280);
    for (const a of lost) expect([a.status, a.body.error]).toEqual([409, MESSAGES.slotsFull]);
    const stored = await t.platform.db.selectFrom('bookings').select('booking_number').where('doctor_id', '=', doctorId).where('booking_number', 'is not', null).execute();
    expect(new Set(stored.map((r) => r.booking_number)).size).toBe(20);
    const schedule = await patients[0]!.call('get-doctor-schedule', { doctor_id: doctorId, date: TOMORROW });
    expect(schedule.body.result.Evening).toMatchObject({ status: 'closed', booked: 20, capacity: 20 });
    expect(schedule.body.result.Morning.status).toBe('open');
  });
});

describe('the schedule follows the clinic clock', () => {
  it('closes a slot whose closing time has passed today, in IST whatever the server zone', async () => {
    const doctorId = await makeDoctor(5);
    const patient = await t.clientFor(await makeUser('Patient'));
    // 13:30 IST is 08:00 UTC: Morning (09:00-13:00) is over, Afternoon is open.
    const start = clock;
    onTestFinished(() => {
      clock = start;
    });
    clock = new Date('2026-11-23T08:00:00Z').getTime();
    const schedule = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: TODAY })).body.result;
    expect(schedule.Morning.status).toBe('closed');
    expect(schedule.Afternoon.status).toBe('open');
    const late = await bookAndJoin(patient, doctorId, TODAY, 'Morning');
    expect([late.status, late.body.error]).toEqual([409, MESSAGES.slotOver]);
    // 20:00 UTC on the 23rd is already the 24th in India: "today" is the 24th.
    clock = new Date('2026-11-23T20:00:00Z').getTime();
    expect(todayIn('Asia/Kolkata', new Date(clock))).toBe(TOMORROW);
    const past = await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: TODAY });
    expect(Object.values(past.body.result).every((s: any) => s.status === 'closed')).toBe(true);
  });

  it('is closed on a Sunday the doctor does not sit', async () => {
    const doctorId = await makeDoctor(5, WEEKDAYS.filter((d) => d !== 'Sunday'));
    const patient = await t.clientFor(await makeUser('Patient'));
    const sunday = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: '29-11-2026' })).body.result;
    expect(Object.values(sunday).map((s: any) => s.status)).toEqual(['closed', 'closed', 'closed']);
    const monday = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: '2026-11-30' })).body.result;
    expect(monday.Morning.status).toBe('open');
  });
});

describe('booking and token states', () => {
  it('moves Pending -> Approved and token Pending -> Live -> Done, refusing everything else with 409', async () => {
    const doctorId = await makeDoctor(10);
    const doctor = await t.clientFor(doctorId);
    const patient = await t.clientFor(await makeUser('Patient'));
    const joined = await bookAndJoin(patient, doctorId, TODAY);
    expect(joined.body.result).toMatchObject({ booking_number: 1, status: 'Pending', token: 'Pending', token_status: 'open' });
    const id = joined.body.result.id;

    expect((await doctor.call('booking-confirmation', { booking_id: id, status: 'Approved' })).body.result.status).toBe('Approved');
    expect((await doctor.call('booking-confirmation', { booking_id: id, status: 'Cancelled' })).status).toBe(409);
    expect((await doctor.call('booking-confirmation', { booking_id: id, status: 'Pending' })).status).toBe(400);
    expect((await doctor.call('update-live-booking', { booking_id: id, token: 'Live' })).body.result.token).toBe('Live');
    expect((await doctor.call('update-live-booking', { booking_id: id, token: 'Live' })).status).toBe(409);
    const done = await doctor.call('update-live-booking', { booking_id: id, token: 'Done' });
    expect(done.body.result).toMatchObject({ token: 'Done', token_status: 'closed' });
    expect((await doctor.call('update-live-booking', { booking_id: id, token: 'Live' })).status).toBe(409);
    expect((await doctor.call('update-booking', { booking_id: id, booking_date: TOMORROW })).status).toBe(409);

    const second = (await bookAndJoin(patient, doctorId, TODAY)).body.result;
    expect(second.booking_number).toBe(2);
    expect((await doctor.call('update-live-booking', { booking_id: second.id, token: 'Done' })).body.result.token).toBe('Done');

    const third = (await bookAndJoin(patient, doctorId, TODAY)).body.result;
    expect((await doctor.call('booking-confirmation', { booking_id: third.id, status: 'Cancelled' })).body.result.token_status).toBe('closed');
    expect((await doctor.call('update-live-booking', { booking_id: third.id, token: 'Live' })).status).toBe(409);
    // A patient cannot act as the doctor.
    expect((await patient.call('booking-confirmation', { booking_id: second.id, status: 'Approved' })).status).toBe(403);
  });

  it('reschedules to the next token of the same slot on the new date and never reuses the old number', async () => {
    const doctorId = await makeDoctor(2);
    const doctor = await t.clientFor(doctorId);
    const patient = await t.clientFor(await makeUser('Patient'));
    const a = (await bookAndJoin(patient, doctorId, TODAY, 'Evening')).body.result;
    await bookAndJoin(patient, doctorId, TOMORROW, 'Evening');
    const moved = await doctor.call('update-booking', { booking_id: a.id, booking_date: addDays(TOMORROW, 0).split('-').reverse().join('-') });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(MESSAGES.rescheduled);
    expect(moved.body.result).toMatchObject({ booking_date: TOMORROW, slot: 'Evening', booking_number: 2 });
    // The number 1 of today is not handed out again.
    const next = (await bookAndJoin(patient, doctorId, TODAY, 'Evening')).body.result;
    expect(next.booking_number).toBe(2);
    // Tomorrow's Evening is now full.
    const c = (await bookAndJoin(patient, doctorId, addDays(TOMORROW, 1), 'Evening')).body.result;
    const full = await doctor.call('update-booking', { booking_id: c.id, booking_date: TOMORROW });
    expect([full.status, full.body.error]).toEqual([409, MESSAGES.slotsFull]);
  });

  it("adds walk-ins with the next token and follow-ups for the doctor's own patients only", async () => {
    const doctorId = await makeDoctor(10);
    const doctor = await t.clientFor(doctorId);
    const patientId = await makeUser('Patient');
    const patient = await t.clientFor(patientId);
    await bookAndJoin(patient, doctorId, TODAY, 'Afternoon');
    const walkIn = await doctor.call('add-booking', form(doctorId, { type: 'Manual', parchee_type: 'New', slot: 'Afternoon', booking_date: TODAY, patient_id: 0 }));
    expect(walkIn.body.result).toMatchObject({ booking_number: 2, status: 'Approved', type: 'Manual' });
    const missing = await doctor.call('add-booking', form(doctorId, { type: 'Manual', parchee_type: 'New' }));
    expect(missing.status).toBe(400);
    const followUp = await doctor.call('add-booking', form(doctorId, { type: 'Manual', parchee_type: 'Old', slot: 'Morning', booking_date: TOMORROW, patient_id: patientId }));
    expect(followUp.body.message).toBe(MESSAGES.followUpAdded);
    expect(followUp.body.result).toMatchObject({ patient_id: patientId, booking_date: TOMORROW, parchee_type: 'Old' });
    const stranger = await makeUser('Patient');
    expect((await doctor.call('add-booking', form(doctorId, { type: 'Manual', parchee_type: 'Old', slot: 'Morning', booking_date: TOMORROW, patient_id: stranger }))).status).toBe(404);
    const history = await patient.call('get-patient-history', { patient_id: patientId, date: TOMORROW });
    expect(history.body.result.map((b: any) => b.parchee_type)).toEqual(['Old']);
  });

  it("validates the form with the spec's messages", async () => {
    const doctorId = await makeDoctor(10);
    const patient = await t.clientFor(await makeUser('Patient'));
    const bad = await patient.call('add-booking', form(doctorId, { name: '', age: 'ten', phone_number: '12345', problem: 'Fever!!' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: MESSAGES.required,
      age: MESSAGES.ageNotNumeric,
      phone_number: MESSAGES.phoneInvalid,
      problem: MESSAGES.noSpecialCharacters,
    });
  });
});

describe('who may see and change what', () => {
  it('keeps patients, doctors and hospitals to their own bookings', async () => {
    const hospitalId = await makeUser('Hospital');
    const ownDoctor = await makeDoctor(10, WEEKDAYS, hospitalId);
    const otherDoctor = await makeDoctor(10);
    const hospital = await t.clientFor(hospitalId);
    const aliceId = await makeUser('Patient');
    const alice = await t.clientFor(aliceId);
    const bob = await t.clientFor(await makeUser('Patient'));
    const mine = (await bookAndJoin(alice, ownDoctor, TODAY)).body.result;
    const theirs = (await bookAndJoin(alice, otherDoctor, TODAY)).body.result;

    expect((await bob.call('slot-confirmation', { booking_id: mine.id, booking_date: TOMORROW, slot: 'Morning' })).status).toBe(404);
    expect((await bob.call('get-patient-history', { patient_id: aliceId, date: TODAY })).status).toBe(404);
    expect((await bob.call('get-live-patient-booking-status', { patient_id: aliceId })).status).toBe(404);
    expect((await bob.call('get-patient-prescriptions', { patient_id: aliceId })).status).toBe(404);
    expect((await bob.call('add-booking', form(ownDoctor, { patient_id: aliceId }))).status).toBe(404);

    expect((await hospital.call('booking-confirmation', { booking_id: mine.id, status: 'Approved' })).status).toBe(200);
    expect((await hospital.call('booking-confirmation', { booking_id: theirs.id, status: 'Approved' })).status).toBe(404);
    expect((await hospital.call('get-active-booking', { doctor_id: otherDoctor })).status).toBe(404);
    expect((await hospital.call('get-active-booking', { doctor_id: ownDoctor })).body.result.map((b: any) => b.id)).toEqual([mine.id]);
    const day = await hospital.call('get-all-booking', { date: TODAY, type: 'Hospital' });
    expect(Object.values(day.body.result).flat().map((b: any) => b.id)).toEqual([mine.id]);

    const other = await t.clientFor(otherDoctor);
    expect((await other.call('update-live-booking', { booking_id: mine.id, token: 'Live' })).status).toBe(404);
    expect((await other.call('get-active-booking', { doctor_id: ownDoctor })).status).toBe(404);
    expect((await other.call('get-dashboard-booking-count', { doctor_id: otherDoctor })).body.result).toEqual({ active: 1, future_booking: 0 });
  });
});

async function jpegWithExif(): Promise<Blob> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .withExif({ IFD0: { Copyright: 'secret-location-marker' } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

describe('prescription pictures', () => {
  it('are checked by content, stripped of metadata, and readable only by those allowed', async () => {
    const doctorId = await makeDoctor(10);
    const doctor = await t.clientFor(doctorId);
    const patient = await t.clientFor(await makeUser('Patient'));
    const stranger = await t.clientFor(await makeUser('Patient'));
    const fields = Object.fromEntries(Object.entries(form(doctorId, { type: 'Other' })).map(([k, v]) => [k, String(v)]));
    const added = await patient.callMultipart('add-booking', { ...fields, priscription_image: await jpegWithExif() });
    expect(added.status, added.raw).toBe(200);
    const url: string = added.body.result.priscription_image;
    expect(url).toMatch(/^\/files\/[a-f0-9]{32}\.jpg$/);

    const get = (c: TestClient) => t.app.inject({ method: 'GET', url, headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    const own = await get(patient);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.rawPayload.includes(Buffer.from('secret-location-marker'))).toBe(false);
    expect((await get(doctor)).statusCode).toBe(200);
    expect((await get(stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const again = await doctor.callMultipart('add-priscription-image', { booking_id: String(added.body.result.id), priscription_image: await jpegWithExif() });
    expect(again.status).toBe(409);
    const notImage = await patient.callMultipart('add-booking', { ...fields, priscription_image: new Blob(['%!PS not a picture']) });
    expect(notImage.status).toBe(415);
  });
});

describe('retries', () => {
  it('the same Idempotency-Key on a repeated add-booking creates one booking', async () => {
    const doctorId = await makeDoctor(10);
    const patientId = await makeUser('Patient');
    const patient = await t.clientFor(patientId);
    const headers = { 'Idempotency-Key': 'retry-123' };
    const [a, b] = await Promise.all([patient.call('add-booking', form(doctorId), headers), patient.call('add-booking', form(doctorId), headers)]);
    const c = await patient.call('add-booking', form(doctorId), headers);
    const ok = [a, b, c].filter((x) => x.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ok.map((x) => x.body.result.id)).size).toBe(1);
    const rows = await t.platform.db.selectFrom('bookings').select('id').where('patient_id', '=', patientId).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the live queue', () => {
  it('shows the patient their token and the queue, and streams the doctor pressing In at once', async () => {
    const doctorId = await makeDoctor(10);
    const doctor = await t.clientFor(doctorId);
    const patientId = await makeUser('Patient');
    const patient = await t.clientFor(patientId);
    const other = await t.clientFor(await makeUser('Patient'));
    const first = (await bookAndJoin(other, doctorId, TODAY)).body.result;
    const mine = (await bookAndJoin(patient, doctorId, TODAY)).body.result;
    const live = (await patient.call('get-live-patient-booking-status', { patient_id: patientId })).body.result;
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ booking_number: 2, slot: 'Morning', booking_date: TODAY });
    expect(live[0].live_data).toEqual([
      { booking_number: 1, token: 'Pending' },
      { booking_number: 2, token: 'Pending' },
    ]);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const received: string[] = [];
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/live-events', headers: { cookie: `sid=${patient.cookies.get('sid')}` } }, resolve);
      req.on('error', reject);
    });
    expect(stream.statusCode).toBe(200);
    const heard = new Promise<void>((resolve) => {
      stream.on('data', (chunk: Buffer) => {
        received.push(chunk.toString());
        if (received.join('').includes('"token":"Live"')) resolve();
      });
    });
    // Another patient's token moving in the same queue reaches this patient too.
    await doctor.call('update-live-booking', { booking_id: first.id, token: 'Live' });
    await Promise.race([heard, new Promise((_, reject) => setTimeout(() => reject(new Error('no event within 2 s')), 2000))]);
    const event = JSON.parse(received.join('').split('data: ').pop()!.trim());
    expect(event).toMatchObject({ type: 'booking.updated', booking_id: first.id, token: 'Live', booking_number: 1 });
    expect(JSON.stringify(event)).not.toContain('Sita');
    stream.destroy();
    expect(mine.booking_number).toBe(2);
  });
});
