import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOV_BOOKING } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { SETTING, writeSetting } from '../../platform/settings';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';

// Monday 23 November 2026, 10:00 IST.
let t: TestApp;
let patient: TestClient;
let other: TestClient;
let patientId: number;
let shyamLalId: number;
let govHospitalId: number;
let gorakhpurHospitalId: number;
let govDoctorId: number;
let png: Blob;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  patient = await t.demoClient('patient');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
  other = await t.clientFor(
    await createAccount(
      t.platform.db,
      { role: 'Patient', phoneNumber: '9322222222', passwordHash: 'x', fullName: 'Other Patient' },
      new Date(),
    ),
  );
  const id = async (name: string) =>
    (await t.platform.db.selectFrom('users').select('id').where('full_name', '=', name).executeTakeFirstOrThrow()).id;
  [shyamLalId, govHospitalId, gorakhpurHospitalId] = await Promise.all([
    id('Shyam Lal'),
    id('District Hospital Deoria'),
    id('BRD Medical College Hospital'),
  ]);
  const doctors = await patient.call('get-department-doctors', {
    patient_id: patientId,
    hospital_id: govHospitalId,
    department_id: 12,
  });
  govDoctorId = doctors.body.result[0].id;
  await writeSetting(t.platform.db, SETTING.otherBookingPrice, '20');
  png = new Blob([
    new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } })
        .png()
        .toBuffer(),
    ),
  ]);
});
afterAll(async () => t?.close());

const otherForm = (extra: Record<string, unknown> = {}) => ({
  patient_id: String(patientId),
  name: 'Sita Devi',
  age: '42',
  problem: 'Fever and cough',
  address: 'Near Bus Stand, Deoria',
  phone_number: '9876543210',
  booking_date: '23-11-2026',
  doctor_name: 'Dr R P Singh',
  booking_amount: '150',
  patient_address: 'Ward 5 Deoria',
  city: 'Deoria',
  ...extra,
});

describe('get-unregister-doctor-list-array', () => {
  it("lists the city's unregistered doctors as doctor cards", async () => {
    const answer = await patient.call('get-unregister-doctor-list-array', { city: 'Deoria' });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toHaveLength(1);
    expect(answer.body.result[0]).toMatchObject({
      id: shyamLalId,
      first_name: 'Shyam',
      last_name: 'Lal',
      type: 'unregistered',
      fees: 200,
      registration_fees: 50,
      address: 'Ramnath Deoria',
    });
    expect(answer.body.result[0].doctor_detail).toMatchObject({ registration_fees: 50, fees: 200 });
    expect((await patient.call('get-unregister-doctor-list-array', { city: 'Gorakhpur' })).body.result).toEqual([]);
  });
});

describe('add-other-booking', () => {
  it('books a typed-in doctor with a prescription picture only its patient can read', async () => {
    const answer = await patient.callMultipart('add-other-booking', { ...otherForm(), priscription_image: png });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe(MESSAGES.bookingReceived);
    expect(answer.body.result).toMatchObject({
      kind: 'other',
      patient_id: patientId,
      name: 'Sita Devi',
      age: 42,
      doctor_name: 'Dr R P Singh',
      doctor_address: 'Near Bus Stand, Deoria',
      patient_address: 'Ward 5 Deoria',
      booking_date: '2026-11-23',
      booking_amount: 150,
      app_charges: 20,
      status: 'Pending',
      doctor_id: null,
    });
    const url = answer.body.result.priscription_image as string;
    expect(url).toMatch(/^\/files\/[a-f0-9]{32}\.jpg$/);
    const read = (c: TestClient) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect((await read(patient)).statusCode).toBe(200);
    expect((await read(other)).statusCode).toBe(404);
    expect((await read(await t.demoClient('doctor'))).statusCode).toBe(404);
  });

  it('applies the required, age, phone and text rules with the kept messages', async () => {
    const empty = await patient.call('add-other-booking', {
      patient_id: patientId,
      name: '',
      age: '',
      problem: '',
      address: '',
      phone_number: '',
      doctor_name: '',
      patient_address: '',
      booking_date: '',
    });
    expect(empty.status).toBe(400);
    for (const field of [
      'name',
      'age',
      'problem',
      'address',
      'phone_number',
      'doctor_name',
      'patient_address',
      'booking_date',
    ]) {
      expect(empty.body.errors?.[field], field).toBe(MESSAGES.required);
    }
    const wrong = await patient.call(
      'add-other-booking',
      otherForm({
        age: 'forty',
        phone_number: '98765',
        name: 'Sita <b>',
        problem: 'Fever; cough',
        patient_address: 'Ward <5>',
      }),
    );
    expect(wrong.body.errors).toMatchObject({
      age: MESSAGES.ageNotNumeric,
      phone_number: MESSAGES.phoneInvalid,
      name: MESSAGES.noSpecialCharacters,
      problem: MESSAGES.noSpecialCharacters,
      patient_address: MESSAGES.noSpecialCharacters,
    });
    // The doctor's address is not text-checked.
    const ok = await patient.call('add-other-booking', otherForm({ address: 'H.No. 12/B, Station Road' }));
    expect(ok.status, ok.raw).toBe(200);
    expect(
      (await patient.call('add-other-booking', otherForm({ booking_amount: 'lots' }))).body.errors?.booking_amount,
    ).toBe(MESSAGES.amountInvalid);
  });

  it("refuses a typed-in doctor's fee of 0 or none unless the visit is marked free", async () => {
    for (const fee of ['', '0', '0.00']) {
      const refused = await patient.call('add-other-booking', otherForm({ booking_amount: fee }));
      expect([refused.status, refused.body.errors?.booking_amount], `fee ${JSON.stringify(fee)}`).toEqual([
        400,
        MESSAGES.feeRequired,
      ]);
      expect(
        (await patient.call('add-other-booking', otherForm({ booking_amount: fee, free_consultation: 'false' })))
          .status,
      ).toBe(400);
    }
    const free = await patient.call('add-other-booking', otherForm({ booking_amount: '', free_consultation: 'true' }));
    expect([free.status, free.body.result?.booking_amount], free.raw).toEqual([200, 0]);
    // Free means free, whatever amount was left in the field.
    const freeWithAmount = await patient.call(
      'add-other-booking',
      otherForm({ booking_amount: '300', free_consultation: 'true' }),
    );
    expect(freeWithAmount.body.result?.booking_amount).toBe(0);
    const paid = await patient.call('add-other-booking', otherForm({ booking_amount: '1' }));
    expect(paid.body.result?.booking_amount).toBe(1);
  });

  it('refuses a date before today (IST) and accepts dd-mm-yyyy and yyyy-mm-dd from today', async () => {
    const past = await patient.call('add-other-booking', otherForm({ booking_date: '22-11-2026' }));
    expect([past.status, past.body.errors?.booking_date]).toEqual([400, MESSAGES.dateInPast]);
    expect(
      (await patient.call('add-other-booking', otherForm({ booking_date: '2026-11-30' }))).body.result.booking_date,
    ).toBe('2026-11-30');
    expect(
      (await patient.call('add-other-booking', otherForm({ booking_date: '31-02-2026' }))).body.errors?.booking_date,
    ).toBe(MESSAGES.dateInvalid);
  });

  it('books a listed unregistered doctor with its own name, address and fee, whatever the form sent', async () => {
    const answer = await patient.call(
      'add-other-booking',
      otherForm({ doctor_id: shyamLalId, doctor_name: 'Someone Else', booking_amount: '1' }),
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toMatchObject({
      kind: 'unregistered',
      doctor_id: shyamLalId,
      doctor_name: 'Shyam Lal',
      doctor_address: 'Ramnath Deoria',
      booking_amount: 200,
    });
    const registered = await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', '9000000101')
      .executeTakeFirstOrThrow();
    const notUnregistered = await patient.call('add-other-booking', otherForm({ doctor_id: registered.id }));
    expect([notUnregistered.status, notUnregistered.body.error]).toEqual([404, MESSAGES.noDoctorFound]);
  });

  it("refuses another patient's id, a non-image file (415), and stores nothing then", async () => {
    expect((await other.call('add-other-booking', otherForm())).status).toBe(404);
    const before = await t.platform.db
      .selectFrom('external_bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const text = await patient.callMultipart('add-other-booking', {
      ...otherForm(),
      priscription_image: new Blob(['%PDF-1.4 not a picture']),
    });
    expect([text.status, text.body.error]).toEqual([415, MESSAGES.fileTypeNotAllowed]);
    const after = await t.platform.db
      .selectFrom('external_bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

const govForm = (extra: Record<string, unknown> = {}) => ({
  patient_id: String(patientId),
  name: 'Ram Prasad',
  age: '60',
  problem: 'Knee pain',
  address: 'Ward 5 Deoria',
  phone_number: '9876543210',
  type: 'Self',
  hospital_id: String(govHospitalId),
  doctor_id: String(govDoctorId),
  booking_date: '24-11-2026',
  booking_amount: '500',
  slot: 'Evening',
  city: 'Deoria',
  ...extra,
});

describe('add-gov-booking', () => {
  it('books the Morning slot at the fixed fee whatever the client sends', async () => {
    const answer = await patient.callMultipart('add-gov-booking', { ...govForm(), priscription_image: png });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toMatchObject({
      kind: 'government',
      slot: GOV_BOOKING.slot,
      booking_amount: GOV_BOOKING.fee,
      app_charges: 20,
      booking_date: '2026-11-24',
      doctor_id: govDoctorId,
      doctor_name: 'Arvind Kumar',
      doctor_address: 'Hospital Road, Deoria',
      hospital_id: govHospitalId,
      hospital_name: 'District Hospital Deoria',
      department_id: 12,
      patient_address: 'Ward 5 Deoria',
      patient_type: 'Self',
    });
    expect(answer.body.result.priscription_image).toMatch(/^\/files\//);
    // The picture is optional here.
    expect((await patient.call('add-gov-booking', govForm())).status).toBe(200);
    // The patient finds it in the history of that day, beside any appointments; another patient does not.
    const history = await patient.call('get-patient-history', { patient_id: patientId, date: '2026-11-24' });
    expect(history.body.result).toContainEqual(
      expect.objectContaining({
        id: answer.body.result.id,
        kind: 'government',
        doctor_name: 'Arvind Kumar',
        hospital_name: 'District Hospital Deoria',
        slot: 'Morning',
        appointment_date: '2026-11-24',
      }),
    );
    const theirs = await other.call('get-patient-history', {
      patient_id: (await other.call('get-current-user', {})).body.result.id,
      date: '2026-11-24',
    });
    expect(theirs.body.result).toEqual([]);
  });

  it('refuses a Sunday (not a sitting day) and a date before today', async () => {
    const sunday = await patient.call('add-gov-booking', govForm({ booking_date: '29-11-2026' }));
    expect([sunday.status, sunday.body.errors?.booking_date]).toEqual([400, MESSAGES.notSittingDay]);
    const saturday = await patient.call('add-gov-booking', govForm({ booking_date: '2026-11-28' }));
    expect(saturday.status).toBe(200);
    const past = await patient.call('add-gov-booking', govForm({ booking_date: '2026-11-21' }));
    expect(past.body.errors?.booking_date).toBe(MESSAGES.dateInPast);
    expect((await patient.call('add-gov-booking', govForm({ booking_date: '23-11-2026' }))).status).toBe(200);
  });

  it('applies the booking rules', async () => {
    const empty = await patient.call('add-gov-booking', {
      patient_id: patientId,
      hospital_id: govHospitalId,
      doctor_id: govDoctorId,
    });
    expect(empty.status).toBe(400);
    for (const field of ['name', 'age', 'problem', 'address', 'phone_number', 'booking_date'])
      expect(empty.body.errors?.[field], field).toBe(MESSAGES.required);
    const wrong = await patient.call(
      'add-gov-booking',
      govForm({ age: '0', phone_number: '98765abcde', address: 'Ward <5>' }),
    );
    expect(wrong.body.errors).toMatchObject({
      age: MESSAGES.ageNotPositive,
      phone_number: MESSAGES.phoneInvalid,
      address: MESSAGES.noSpecialCharacters,
    });
  });

  it("needs a government doctor of that hospital, and the patient's own id", async () => {
    const elsewhere = await patient.call('add-gov-booking', govForm({ hospital_id: gorakhpurHospitalId }));
    expect([elsewhere.status, elsewhere.body.error]).toEqual([404, MESSAGES.noDoctorFound]);
    const registered = await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', '9000000101')
      .executeTakeFirstOrThrow();
    expect((await patient.call('add-gov-booking', govForm({ doctor_id: registered.id }))).status).toBe(404);
    expect((await patient.call('add-gov-booking', govForm({ doctor_id: shyamLalId }))).status).toBe(404);
    expect((await other.call('add-gov-booking', govForm())).status).toBe(404);
    expect((await (await t.demoClient('lab')).call('add-gov-booking', govForm())).status).toBe(403);
  });
});
