import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOV_BOOKING } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';

let t: TestApp;
let patient: TestClient;
let patientId: number;
let deoriaHospitalId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  patient = await t.demoClient('patient');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
  const row = await t.platform.db
    .selectFrom('users')
    .select('id')
    .where('full_name', '=', 'District Hospital Deoria')
    .executeTakeFirstOrThrow();
  deoriaHospitalId = row.id;
});
afterAll(async () => t?.close());

describe('get-government-hospitals', () => {
  it('lists the government hospitals of the city with the card fields', async () => {
    const answer = await patient.call('get-government-hospitals', { patient_id: patientId, city: 'Deoria' });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toEqual([
      {
        id: deoriaHospitalId,
        name: 'District Hospital Deoria',
        address: 'Hospital Road, Deoria',
        pincode: '274001',
        city: 'Deoria',
        image: null,
      },
    ]);
    const gorakhpur = await patient.call('get-government-hospitals', { patient_id: patientId, city: 'Gorakhpur' });
    expect(gorakhpur.body.result.map((h: { name: string }) => h.name)).toEqual(['BRD Medical College Hospital']);
    // The registered demo hospital (City Care) is not a government hospital.
    const all = await patient.call('get-government-hospitals', { patient_id: patientId, city: '' });
    expect(all.body.result).toHaveLength(2);
  });

  it("refuses another patient's id with 404 and other roles with 403", async () => {
    expect(
      (await patient.call('get-government-hospitals', { patient_id: patientId + 1000, city: 'Deoria' })).status,
    ).toBe(404);
    const doctor = await t.demoClient('doctor');
    expect((await doctor.call('get-government-hospitals', { patient_id: patientId, city: 'Deoria' })).status).toBe(403);
  });
});

describe('get-department-doctors', () => {
  it("lists the department's doctors with their address and sitting days (Monday to Saturday)", async () => {
    const answer = await patient.call('get-department-doctors', {
      patient_id: patientId,
      hospital_id: deoriaHospitalId,
      department_id: 12,
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toHaveLength(1);
    const [doctor] = answer.body.result;
    expect(doctor).toMatchObject({
      first_name: 'Arvind',
      last_name: 'Kumar',
      doctor_detail: { address: 'Hospital Road, Deoria' },
      fees: GOV_BOOKING.fee,
    });
    expect(doctor.doctor_sitting).toEqual({
      Sunday: 'False',
      Monday: 'True',
      Tuesday: 'True',
      Wednesday: 'True',
      Thursday: 'True',
      Friday: 'True',
      Saturday: 'True',
    });
  });

  it("answers 'fail' with 'No doctor could be found.' for a department without doctors, another hospital's or a registered hospital", async () => {
    const none = await patient.call('get-department-doctors', {
      patient_id: patientId,
      hospital_id: deoriaHospitalId,
      department_id: 22,
    });
    expect([none.status, none.body.response, none.body.error]).toEqual([404, 'fail', MESSAGES.noDoctorFound]);
    const cityCare = await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('full_name', '=', 'City Care Hospital')
      .executeTakeFirstOrThrow();
    const registered = await patient.call('get-department-doctors', {
      patient_id: patientId,
      hospital_id: cityCare.id,
      department_id: 22,
    });
    expect([registered.status, registered.body.error]).toEqual([404, MESSAGES.noDoctorFound]);
    const missing = await patient.call('get-department-doctors', {
      patient_id: patientId,
      hospital_id: 999999,
      department_id: 12,
    });
    expect(missing.status).toBe(404);
  });

  it('checks the ids and the owner', async () => {
    const bad = await patient.call('get-department-doctors', {
      patient_id: patientId,
      hospital_id: 'x',
      department_id: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ hospital_id: MESSAGES.invalidValue, department_id: MESSAGES.required });
    const other = await createAccount(
      t.platform.db,
      { role: 'Patient', phoneNumber: '9311111111', passwordHash: 'x', fullName: 'Other One' },
      new Date(),
    );
    const otherClient = await t.clientFor(other);
    const foreign = await otherClient.call('get-department-doctors', {
      patient_id: patientId,
      hospital_id: deoriaHospitalId,
      department_id: 12,
    });
    expect([foreign.status, foreign.body.error]).toEqual([404, MESSAGES.notFound]);
  });
});
