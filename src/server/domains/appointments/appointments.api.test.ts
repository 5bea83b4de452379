// The patient's booking with a listed doctor and the doctor's own form: walk-ins and follow-ups, the form's
// rules, prescription pictures, retries, and the patient's live queue.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

describe("the doctor's walk-ins and follow-ups", () => {
  it("adds walk-ins with the next token and follow-ups for the doctor's own patients only", async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const patientId = await accounts.user('Patient');
    const patient = await t.clientFor(patientId);
    await bookAndJoin(patient, doctorId, TODAY, 'Afternoon');
    const walkIn = await doctor.call(
      'add-booking',
      form(doctorId, { type: 'Manual', parchee_type: 'New', slot: 'Afternoon', booking_date: TODAY, patient_id: 0 }),
    );
    expect(walkIn.body.result).toMatchObject({ booking_number: 2, status: 'Approved', type: 'Manual' });
    const missing = await doctor.call('add-booking', form(doctorId, { type: 'Manual', parchee_type: 'New' }));
    expect(missing.status).toBe(400);
    const followUp = await doctor.call(
      'add-booking',
      form(doctorId, {
        type: 'Manual',
        parchee_type: 'Old',
        slot: 'Morning',
        booking_date: TOMORROW,
        patient_id: patientId,
      }),
    );
    expect(followUp.body.message).toBe(MESSAGES.followUpAdded);
    expect(followUp.body.result).toMatchObject({ patient_id: patientId, booking_date: TOMORROW, parchee_type: 'Old' });
    const stranger = await accounts.user('Patient');
    expect(
      (
        await doctor.call(
          'add-booking',
          form(doctorId, {
            type: 'Manual',
            parchee_type: 'Old',
            slot: 'Morning',
            booking_date: TOMORROW,
            patient_id: stranger,
          }),
        )
      ).status,
    ).toBe(404);
    const history = await patient.call('get-patient-history', { patient_id: patientId, date: TOMORROW });
    expect(history.body.result.map((b: any) => b.parchee_type)).toEqual(['Old']);
  });

  it('needs a date and a slot: 400 naming both, and nothing saved', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { id: patientId, client: patient } = await accounts.patient();
    await join(patient, await draft(patient, doctorId), TODAY);
    const followUp = (extra: Record<string, unknown>) =>
      doctor.call(
        'add-booking',
        form(doctorId, { type: 'Manual', parchee_type: 'Old', patient_id: patientId, ...extra }),
      );
    const neither = await followUp({});
    expect([neither.status, neither.body.errors]).toEqual([
      400,
      { booking_date: MESSAGES.required, slot: MESSAGES.required },
    ]);
    expect((await followUp({ booking_date: TOMORROW, slot: '' })).body.errors).toEqual({ slot: MESSAGES.required });
    expect((await followUp({ slot: 'Morning' })).body.errors).toEqual({ booking_date: MESSAGES.required });
    const saved = await t.platform.db.selectFrom('bookings').select('id').where('doctor_id', '=', doctorId).execute();
    expect(saved).toHaveLength(1);
  });
});

describe('the booking form', () => {
  it('validates the form with the kept messages', async () => {
    const doctorId = await accounts.doctor();
    const patient = await t.clientFor(await accounts.user('Patient'));
    const bad = await patient.call(
      'add-booking',
      form(doctorId, { name: '', age: 'ten', phone_number: '12345', problem: 'Fever!!' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: MESSAGES.required,
      age: MESSAGES.ageNotNumeric,
      phone_number: MESSAGES.phoneInvalid,
      problem: MESSAGES.noSpecialCharacters,
    });
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
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const patient = await t.clientFor(await accounts.user('Patient'));
    const stranger = await t.clientFor(await accounts.user('Patient'));
    const fields = Object.fromEntries(
      Object.entries(form(doctorId, { type: 'Other' })).map(([k, v]) => [k, String(v)]),
    );
    const added = await patient.callMultipart('add-booking', { ...fields, priscription_image: await jpegWithExif() });
    expect(added.status, added.raw).toBe(200);
    const url: string = added.body.result.priscription_image;
    expect(url).toMatch(/^\/files\/[a-f0-9]{32}\.jpg$/);

    const get = (c: TestClient) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    const own = await get(patient);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.rawPayload.includes(Buffer.from('secret-location-marker'))).toBe(false);
    expect((await get(doctor)).statusCode).toBe(200);
    expect((await get(stranger)).statusCode).toBe(404);
    // The call centre sees no prescription that is not attached to the request in front of it.
    expect((await get(await t.demoClient('operator'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const again = await doctor.callMultipart('add-priscription-image', {
      booking_id: String(added.body.result.id),
      priscription_image: await jpegWithExif(),
    });
    expect(again.status).toBe(409);
    const notImage = await patient.callMultipart('add-booking', {
      ...fields,
      priscription_image: new Blob(['%!PS not a picture']),
    });
    expect(notImage.status).toBe(415);
  });
});

describe('retries', () => {
  it('the same Idempotency-Key on a repeated add-booking creates one booking', async () => {
    const doctorId = await accounts.doctor();
    const patientId = await accounts.user('Patient');
    const patient = await t.clientFor(patientId);
    const headers = { 'Idempotency-Key': 'retry-123' };
    const [a, b] = await Promise.all([
      patient.call('add-booking', form(doctorId), headers),
      patient.call('add-booking', form(doctorId), headers),
    ]);
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
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const patientId = await accounts.user('Patient');
    const patient = await t.clientFor(patientId);
    const other = await t.clientFor(await accounts.user('Patient'));
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
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/live-events', headers: { cookie: `sid=${patient.cookies.get('sid')}` } },
        resolve,
      );
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
    await Promise.race([
      heard,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no event within 2 s')), 2000)),
    ]);
    const event = JSON.parse(received.join('').split('data: ').pop()!.trim());
    expect(event).toMatchObject({ type: 'booking.updated', booking_id: first.id, token: 'Live', booking_number: 1 });
    expect(JSON.stringify(event)).not.toContain('Sita');
    stream.destroy();
    expect(mine.booking_number).toBe(2);
  });
});
