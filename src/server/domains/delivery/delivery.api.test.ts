import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';
import { setDeliveryStatus } from './desk';

// Monday 23 November 2026, 10:00 IST.
let t: TestApp;
let patient: TestClient;
let other: TestClient;
let patientId: number;
let png: Blob;
let charges: { normal_delivery: number; urgent_delivery: number };

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  patient = await t.demoClient('patient');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
  other = await t.clientFor(
    await createAccount(
      t.platform.db,
      { role: 'Patient', phoneNumber: '9333333333', passwordHash: 'x', fullName: 'Other Patient' },
      new Date(),
    ),
  );
  charges = (await patient.call('get-updated-charges', {})).body.result;
  png = new Blob([
    new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } })
        .png()
        .toBuffer(),
    ),
  ]);
});
afterAll(async () => t?.close());

const form = (extra: Record<string, string | Blob> = {}) => ({
  patient_id: String(patientId),
  name: 'Ramesh Kumar',
  address: 'Civil Lines Deoria',
  phone_number: '9000000001',
  delivery_date: '23-11-2026',
  delivery_charges: '40',
  delivery_type: 'Normal',
  city: 'Deoria',
  priscription_image: png,
  ...extra,
});

const history = async (c: TestClient = patient) =>
  (await c.call('get-medical-delivery-history', { patient_id: patientId })).body.result as Record<string, unknown>[];

describe('add-medical-delivery', () => {
  it('takes an order with its prescription picture; the history shows it Pending with the image', async () => {
    const answer = await patient.callMultipart('add-medical-delivery', form());
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe(MESSAGES.deliveryReceived);
    expect(answer.body.result).toMatchObject({
      delivery_date: '2026-11-23',
      delivery_type: 'Normal',
      name: 'Ramesh Kumar',
      phone_number: '9000000001',
      city: 'Deoria',
      address: 'Civil Lines Deoria',
      status: 'Pending',
      amount: null,
      payment_status: 'Pending',
      // The app's charge for a Normal delivery, not the 40 the form sent.
      delivery_charges: charges.normal_delivery,
    });
    expect(answer.body.result.image).toMatch(/^\/files\/[a-f0-9]{32}\.jpg$/);
    const list = await history();
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual(answer.body.result);
    const read = (c: TestClient) =>
      t.app.inject({
        method: 'GET',
        url: answer.body.result.image,
        headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
    expect((await read(patient)).statusCode).toBe(200);
    expect((await read(other)).statusCode).toBe(404);
  });

  it("requires the picture ('This field is required') and refuses a non-image by its bytes (415)", async () => {
    const { priscription_image: _, ...withoutImage } = form();
    const missing = await patient.callMultipart('add-medical-delivery', withoutImage);
    expect([missing.status, missing.body.errors?.priscription_image]).toEqual([400, 'This field is required']);
    const json = await patient.call('add-medical-delivery', withoutImage);
    expect(json.body.errors?.priscription_image).toBe(MESSAGES.required);
    const disguised = await patient.callMultipart(
      'add-medical-delivery',
      form({ priscription_image: new Blob(['GIF89a but really text']) }),
    );
    expect([disguised.status, disguised.body.error]).toEqual([415, MESSAGES.fileTypeNotAllowed]);
    expect(await history()).toHaveLength(1);
  });

  it('applies the required, phone, text, type and date rules', async () => {
    const empty = await patient.callMultipart(
      'add-medical-delivery',
      form({ name: '', address: '', phone_number: '', delivery_date: '', delivery_charges: '', delivery_type: '' }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: MESSAGES.required,
      address: MESSAGES.required,
      phone_number: MESSAGES.required,
      delivery_date: MESSAGES.required,
      delivery_type: MESSAGES.invalidValue,
    });
    const wrong = await patient.callMultipart(
      'add-medical-delivery',
      form({
        name: 'Ramesh!',
        address: 'Civil Lines <b>Deoria</b>',
        phone_number: '900000000',
        delivery_charges: '-5',
        delivery_type: 'Express',
      }),
    );
    expect(wrong.body.errors).toEqual({
      name: MESSAGES.noSpecialCharacters,
      address: MESSAGES.noSpecialCharacters,
      phone_number: MESSAGES.phoneInvalid,
      delivery_type: MESSAGES.invalidValue,
    });
    const past = await patient.callMultipart('add-medical-delivery', form({ delivery_date: '2026-11-22' }));
    expect(past.body.errors?.delivery_date).toBe(MESSAGES.dateInPast);
  });

  it("charges the app's delivery charge of the type, whatever the client sends", async () => {
    const urgent = await patient.callMultipart(
      'add-medical-delivery',
      form({ delivery_type: 'Urgent', delivery_date: '2026-11-25', delivery_charges: '0' }),
    );
    expect(urgent.body.result).toMatchObject({ delivery_type: 'Urgent', delivery_charges: charges.urgent_delivery });
    const { delivery_charges: _none, ...unpriced } = form({ delivery_date: '2026-11-25' });
    const normal = await patient.callMultipart('add-medical-delivery', unpriced);
    expect(normal.body.result).toMatchObject({ delivery_type: 'Normal', delivery_charges: charges.normal_delivery });
  });

  it("refuses another patient's id with 404 and other roles with 403", async () => {
    expect((await other.callMultipart('add-medical-delivery', form())).status).toBe(404);
    expect((await other.call('get-medical-delivery-history', { patient_id: patientId })).status).toBe(404);
    expect(
      (await (await t.demoClient('doctor')).call('get-medical-delivery-history', { patient_id: patientId })).status,
    ).toBe(403);
    // The other patient's own history is empty: they never see this patient's orders.
    const own = await other.call('get-medical-delivery-history', {
      patient_id: (await other.call('get-current-user', {})).body.result.id,
    });
    expect(own.body.result).toEqual([]);
  });
});

describe('the delivery desk (npm run admin -- set-delivery-status)', () => {
  it('changes what the history shows; Pending orders stay first', async () => {
    const [latest, first] = await history();
    expect(latest!.status).toBe('Pending');
    const changed = await setDeliveryStatus(
      t.platform.db,
      { id: first!.id as number, status: 'Delivered', amount: 350.5, paymentStatus: 'Paid' },
      new Date(),
    );
    expect(changed).toMatchObject({ id: first!.id, status: 'Delivered', amount: 350.5, payment_status: 'Paid' });
    const after = await history();
    expect(after.find((d) => d.id === first!.id)).toMatchObject({
      status: 'Delivered',
      amount: 350.5,
      payment_status: 'Paid',
    });
    expect(after.at(-1)!.id).toBe(first!.id);
    expect(after.slice(0, -1).every((d) => d.status === 'Pending')).toBe(true);
    // Only the status changes when nothing else is given.
    await setDeliveryStatus(t.platform.db, { id: first!.id as number, status: 'Cancelled' }, new Date());
    expect((await history()).find((d) => d.id === first!.id)).toMatchObject({
      status: 'Cancelled',
      amount: 350.5,
      payment_status: 'Paid',
    });
    expect(await setDeliveryStatus(t.platform.db, { id: 999999, status: 'Delivered' }, new Date())).toBeNull();
  });
});
