// Request limits (one session or address cannot take the server from everyone) and caps on the writes
// that reach people, each set low here so a test reaches them.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../shared/constants';
import { fillMessage, MESSAGES } from '../../shared/messages';
import { createAccount, defaultSlots } from '../domains/accounts/account-factory';
import { startTestApp, TestClient, type TestApp } from '../testing/test-app';

const HOUR = 3600_000;
const START = new Date('2026-11-23T04:30:00Z').getTime();
let clock = START;
let phones = 9340000000;

async function patientOf(t: TestApp): Promise<{ id: number; client: TestClient }> {
  const id = await createAccount(
    t.platform.db,
    { role: 'Patient', phoneNumber: String((phones += 1)), passwordHash: 'x', fullName: 'Limit Patient' },
    new Date(clock),
  );
  return { id, client: await t.clientFor(id) };
}

describe('request limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        REQUESTS_PER_SECOND_PER_SESSION: '1',
        REQUEST_BURST_PER_SESSION: '5',
        REQUESTS_PER_SECOND_PER_ADDRESS: '1',
        REQUEST_BURST_PER_ADDRESS: '20',
      },
    });
  });
  afterAll(async () => t?.close());

  it("refuse a session's burst beyond its bucket with 429 and Retry-After, while another session goes on", async () => {
    const flooder = await patientOf(t);
    const other = await patientOf(t);
    await flooder.client.prime(); // the page load: one of the five
    const answers = await Promise.all(Array.from({ length: 12 }, () => flooder.client.call('get-current-user', {})));
    const refused = answers.filter((answer) => answer.status === 429);
    // Four left in the bucket (five if a second passed since the page load).
    expect(answers.filter((answer) => answer.status === 200).length).toBeOneOf([4, 5]);
    expect(refused.length).toBeOneOf([7, 8]);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.body).toEqual({
      response: 'fail',
      error: fillMessage(MESSAGES.tooManyRequests, { seconds: Number(refused[0]!.headers['retry-after']) }),
    });
    expect((await other.client.call('get-current-user', {})).status).toBe(200);
  });

  it('refuse an address beyond its bucket, whatever sessions it uses, and leave other addresses alone', async () => {
    // Ten people behind one address, each well within their own session's limit (four calls of five).
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { client } = await patientOf(t);
      await client.prime();
      const behindProxy = new TestClient(t.app, '10.9.9.9');
      for (const [name, value] of client.cookies) behindProxy.cookies.set(name, value);
      statuses.push(
        ...(await Promise.all(Array.from({ length: 4 }, () => behindProxy.call('get-current-user', {})))).map(
          (a) => a.status,
        ),
      );
    }
    // The address's 20 (and what a second or two gives back), then 429.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(23);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(17);
    expect((await t.client('10.9.9.10').call('get-cities', {})).status).toBe(200);
  });
});

describe('caps on writes that reach people', () => {
  let t: TestApp;
  let doctorId: number;
  let png: Blob;
  beforeAll(async () => {
    t = await startTestApp({
      now: () => new Date(clock),
      env: {
        EMERGENCY_REQUESTS_PER_HOUR: '3',
        BOOKINGS_PER_DAY: '2',
        LAB_ORDERS_PER_DAY: '1',
        MEDICINE_ORDERS_PER_DAY: '1',
      },
    });
    doctorId = await createAccount(
      t.platform.db,
      {
        role: 'Doctor',
        phoneNumber: String((phones += 1)),
        passwordHash: 'x',
        fullName: 'Cap Doctor',
        practice: { slots: defaultSlots(50), sittingDays: WEEKDAYS },
      },
      new Date(clock),
    );
    png = new Blob([
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a70' } })
          .png()
          .toBuffer(),
      ),
    ]);
  });
  afterAll(async () => t?.close());

  const ambulance = (patientId: number) => ({
    patient_id: patientId,
    phone_number: '9000000001',
    pickup_address: 'Civil Lines, Deoria',
    city: 'Deoria',
  });

  it('take 3 emergency and ambulance requests an hour from a patient, even at once, then say when to call 108', async () => {
    const { id, client } = await patientOf(t);
    const other = await patientOf(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.call('add-ambulance-request', ambulance(id))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error).toBe(fillMessage(MESSAGES.emergencyCapReached, { count: 3 }));
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    const trauma = {
      patient_id: id,
      type: 'Trauma',
      name: 'Ramesh Kumar',
      phone_number: '9000000001',
      address: 'NH 27, Deoria',
      city: 'Deoria',
    };
    expect((await client.call('add-emergency-booking', trauma)).status).toBe(429);
    const stored = await t.platform.db
      .selectFrom('emergency_requests')
      .select('id')
      .where('patient_id', '=', id)
      .execute();
    expect(stored).toHaveLength(3);
    // Another patient is not held back, and an hour on the patient may ask again.
    expect((await other.client.call('add-ambulance-request', ambulance(other.id))).status).toBe(200);
    clock += HOUR;
    expect((await client.call('add-emergency-booking', trauma)).status).toBe(200);
  });

  it("count a patient's appointments and outside bookings together against the day's cap", async () => {
    const { id, client } = await patientOf(t);
    const booking = {
      name: 'Cap Patient',
      age: 30,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9876543210',
      type: 'Self',
      doctor_id: doctorId,
      patient_id: id,
    };
    expect((await client.call('add-booking', booking)).status).toBe(200);
    const other = {
      patient_id: String(id),
      name: 'Cap Patient',
      age: '30',
      problem: 'Fever',
      address: 'Station Road',
      phone_number: '9876543210',
      doctor_name: 'R P Singh',
      patient_address: 'Civil Lines',
      booking_date: '2026-11-25',
      booking_amount: '200',
    };
    expect((await client.callMultipart('add-other-booking', other)).status).toBe(200);
    const third = await client.call('add-booking', booking);
    expect([third.status, third.body.error]).toEqual([429, fillMessage(MESSAGES.bookingCapReached, { count: 2 })]);
    // The doctor's walk-ins are not the patient's bookings.
    const doctor = await t.clientFor(doctorId);
    expect(
      (
        await doctor.call('add-booking', {
          ...booking,
          type: 'Manual',
          patient_id: undefined,
          slot: 'Morning',
          booking_date: '2026-11-25',
        })
      ).status,
    ).toBe(200);
  });

  it("count a patient's bookings sent at once with a slot one by one: two tokens in a row, two refusals", async () => {
    const { id, client } = await patientOf(t);
    const person = (name: string) => ({
      name,
      age: 30,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9876543210',
      type: 'Other',
      doctor_id: doctorId,
      patient_id: id,
      booking_date: '2026-11-25',
      slot: 'Evening',
    });
    const answers = await Promise.all(
      ['Asha Devi', 'Bina Devi', 'Chandu Lal', 'Dev Kumar'].map((name) => client.call('add-booking', person(name))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body.error).toBe(
      fillMessage(MESSAGES.bookingCapReached, { count: 2 }),
    );
    expect(
      answers
        .filter((a) => a.status === 200)
        .map((a) => a.body.result.booking_number)
        .sort(),
    ).toEqual([1, 2]);
    const stored = await t.platform.db.selectFrom('bookings').select('id').where('patient_id', '=', id).execute();
    expect(stored).toHaveLength(2);
  });

  it('cap lab test and medicine orders per day', async () => {
    const { id, client } = await patientOf(t);
    const lab = {
      patient_id: id,
      name: 'Sita Devi',
      age: '42',
      test_name: 'CBC',
      phone_number: '9876543210',
      patient_address: 'Civil Lines',
      booking_date: '2026-11-30',
      city: 'Deoria',
    };
    expect((await client.call('add-lab-test-booking', lab)).status).toBe(200);
    const secondLab = await client.call('add-lab-test-booking', lab);
    expect([secondLab.status, secondLab.body.error]).toEqual([
      429,
      fillMessage(MESSAGES.labOrderCapReached, { count: 1 }),
    ]);
    const order = {
      patient_id: String(id),
      name: 'Ramesh Kumar',
      address: 'Civil Lines Deoria',
      phone_number: '9000000001',
      delivery_date: '30-11-2026',
      delivery_charges: '40',
      delivery_type: 'Normal',
      city: 'Deoria',
      priscription_image: png,
    };
    expect((await client.callMultipart('add-medical-delivery', order)).status).toBe(200);
    const secondOrder = await client.callMultipart('add-medical-delivery', order);
    expect([secondOrder.status, secondOrder.body.error]).toEqual([
      429,
      fillMessage(MESSAGES.medicineOrderCapReached, { count: 1 }),
    ]);
  });
});
