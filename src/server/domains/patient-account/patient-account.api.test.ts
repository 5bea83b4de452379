import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';

let t: TestApp;
let patient: TestClient;
let other: TestClient;
let patientId: number;
let otherId: number;
let doctorId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  patient = await t.demoClient('patient');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
  otherId = await createAccount(
    t.platform.db,
    { role: 'Patient', phoneNumber: '9355555555', passwordHash: 'x', fullName: 'Other Patient' },
    new Date(),
  );
  other = await t.clientFor(otherId);
  doctorId = (
    await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', DEMO_ACCOUNTS.doctor.phone_number)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

let tokens = 0;
/** A booking with a date, slot and token; without a date, a draft (no slot chosen yet). */
async function addBooking(
  patient: number,
  status: 'Pending' | 'Approved' | 'Cancelled',
  bookingDate: string | null,
  createdOn = '2026-11-20',
) {
  const now = new Date().toISOString();
  await t.platform.db
    .insertInto('bookings')
    .values({
      patient_id: patient,
      doctor_id: doctorId,
      created_by: patient,
      name: 'Ramesh Kumar',
      age: 34,
      problem: 'Fever',
      address: 'Civil Lines',
      phone_number: '9000000001',
      type: 'Self',
      parchee_type: 'New',
      created_on: createdOn,
      booking_date: bookingDate,
      slot: bookingDate ? 'Morning' : null,
      booking_number: bookingDate ? (tokens += 1) : null,
      token: 'Pending',
      status,
      lab_booking: 0,
      priscription_image: null,
      created_at: now,
      updated_at: now,
      passed: 0,
      priority: 'None',
      priority_note: '',
    })
    .execute();
}

describe('get-agent-analytics', () => {
  it("counts only the signed-in patient's own bookings, Approved as accepted, and no draft", async () => {
    const none = await patient.call('get-agent-analytics', { agent_id: patientId, from: '', to: '' });
    expect(none.status, none.raw).toBe(200);
    expect(none.body.result).toEqual({ data: { total: 0, total_booking: 0, pending: 0, cancelled: 0, accepted: 0 } });
    await addBooking(patientId, 'Pending', null);
    await addBooking(patientId, 'Pending', '2026-11-21');
    await addBooking(patientId, 'Approved', '2026-11-22');
    await addBooking(patientId, 'Approved', '2026-11-25');
    await addBooking(patientId, 'Approved', '2026-12-01');
    await addBooking(patientId, 'Cancelled', '2026-11-22');
    await addBooking(otherId, 'Approved', '2026-11-22');
    await addBooking(otherId, 'Cancelled', '2026-11-22');
    const all = await patient.call('get-agent-analytics', { agent_id: patientId, from: '', to: '' });
    expect(all.body.result.data).toEqual({ total: 5, total_booking: 5, pending: 1, cancelled: 1, accepted: 3 });
    const theirs = await other.call('get-agent-analytics', { agent_id: otherId, from: '', to: '' });
    expect(theirs.body.result.data).toEqual({ total: 2, total_booking: 2, pending: 0, cancelled: 1, accepted: 1 });
  });

  it('filters by the appointment date when from and to are given', async () => {
    const range = await patient.call('get-agent-analytics', {
      agent_id: patientId,
      from: '21-11-2026',
      to: '2026-11-25',
    });
    expect(range.body.result.data).toEqual({ total: 4, total_booking: 4, pending: 1, cancelled: 1, accepted: 2 });
    const fromOnly = await patient.call('get-agent-analytics', { agent_id: patientId, from: '2026-11-20' });
    expect(fromOnly.body.result.data.total).toBe(5);
    expect(
      (await patient.call('get-agent-analytics', { agent_id: patientId, from: 'yesterday', to: '' })).body.errors?.from,
    ).toBe(MESSAGES.dateInvalid);
  });

  it("treats a blank agent_id as the caller and refuses another patient's id", async () => {
    expect((await patient.call('get-agent-analytics', { agent_id: '', from: '', to: '' })).body.result.data.total).toBe(
      5,
    );
    expect((await other.call('get-agent-analytics', { agent_id: patientId, from: '', to: '' })).status).toBe(404);
    expect((await (await t.demoClient('doctor')).call('get-agent-analytics', { agent_id: doctorId })).status).toBe(403);
  });
});

const profile = (extra: Record<string, unknown> = {}) => ({
  patient_id: patientId,
  full_name: 'Ramesh Kumar Gupta',
  phone_number: DEMO_ACCOUNTS.patient.phone_number,
  email: 'ramesh@example.in',
  age: '35',
  address: 'Civil Lines, Deoria',
  ...extra,
});

describe('edit-patient-profile', () => {
  it('saves the five fields and answers the updated session user', async () => {
    const answer = await patient.call('edit-patient-profile', profile());
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe(MESSAGES.profileSaved);
    expect(answer.body.result).toMatchObject({
      id: patientId,
      type: 'Patient',
      user_type: 'Patient',
      full_name: 'Ramesh Kumar Gupta',
      first_name: 'Ramesh',
      last_name: 'Kumar Gupta',
      email: 'ramesh@example.in',
      age: 35,
      address: 'Civil Lines, Deoria',
    });
    expect((await patient.call('get-current-user', {})).body.result).toEqual(answer.body.result);
  });

  it('applies the kept field messages', async () => {
    const empty = await patient.call('edit-patient-profile', {
      patient_id: patientId,
      full_name: '',
      phone_number: '',
      email: '',
      age: '',
      address: '',
    });
    expect(empty.status).toBe(400);
    // The e-mail may be blank; the other four are required.
    expect(empty.body.errors).toEqual({
      full_name: MESSAGES.required,
      phone_number: MESSAGES.required,
      age: MESSAGES.required,
      address: MESSAGES.required,
    });
    const wrong = await patient.call(
      'edit-patient-profile',
      profile({ age: '0', phone_number: '98765', email: 'ramesh@' }),
    );
    expect(wrong.body.errors).toMatchObject({
      age: 'Age cannot be 0 or smaller.',
      phone_number: 'Please provide a valid phone number.',
      email: 'Please provide a valid Email Address.',
    });
    expect(
      (await patient.call('edit-patient-profile', profile({ phone_number: '98765abcde', age: '-3' }))).body.errors,
    ).toMatchObject({
      phone_number: 'Please provide a valid phone number in numbers.',
      age: 'Age cannot be 0 or smaller.',
    });
  });

  it('saves without an e-mail: a patient who registered (never asked for one) saves the profile, and one may clear it', async () => {
    const session = t.client();
    const made = await session.call('registration', {
      full_name: 'Kamla Devi',
      phone_number: '9355555600',
      password: 'Kamla@123',
      confirm_password: 'Kamla@123',
    });
    expect(made.status, made.raw).toBe(200);
    const signedIn = await session.signIn('patient', '9355555600', 'Kamla@123');
    expect(signedIn.status, signedIn.raw).toBe(200);
    const kamlaId = signedIn.body.result.id;
    expect((await session.call('get-current-user', {})).body.result.email).toBe('');
    const form = {
      patient_id: kamlaId,
      full_name: 'Kamla Devi',
      phone_number: '9355555600',
      age: '67',
      address: 'Ramnath, Deoria',
    };
    const saved = await session.call('edit-patient-profile', { ...form, email: '' });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.result).toMatchObject({ age: 67, address: 'Ramnath, Deoria', email: '' });
    // Absent or spaces are blank too; an address given is kept, and cleared again when emptied.
    expect((await session.call('edit-patient-profile', form)).status).toBe(200);
    expect(
      (await session.call('edit-patient-profile', { ...form, email: ' kamla@example.in ' })).body.result.email,
    ).toBe('kamla@example.in');
    expect((await session.call('edit-patient-profile', { ...form, email: '   ' })).body.result.email).toBe('');
  });

  it('never changes the sign-in number, and answers a taken and a free number alike (no way to learn who is registered)', async () => {
    const taken = await patient.call('edit-patient-profile', profile({ phone_number: '9355555555' }));
    const free = await patient.call('edit-patient-profile', profile({ phone_number: '9355555556' }));
    for (const answer of [taken, free]) {
      expect([answer.status, answer.body.errors]).toEqual([400, { phone_number: MESSAGES.phoneChangeByCode }]);
    }
    expect((await patient.call('get-current-user', {})).body.result.phone_number).toBe(
      DEMO_ACCOUNTS.patient.phone_number,
    );
    expect((await t.client().signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD)).status).toBe(200);
  });

  it("refuses another patient's id with 404", async () => {
    expect((await other.call('edit-patient-profile', profile())).status).toBe(404);
  });
});
