// Addresses as Indian addresses are written (decision 0011): commas, full stops, slashes, hyphens, #,
// brackets and Devanagari pass on every booking path that takes one; markup and quotes still do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let patient: TestClient;
let doctorId: number;
let patientId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  patient = await t.demoClient('patient');
  const doctor = await t.demoClient('doctor');
  doctorId = (await doctor.call('get-current-user', {})).body.result.id;
  patientId = (await patient.call('get-current-user', {})).body.result.id;
});
afterAll(async () => t?.close());

const GOOD = [
  'Civil Lines, Deoria',
  'H.No. 12/3 (near temple)',
  '#45, Sector-7, Gorakhpur Road',
  'मकान नं. 12, सिविल लाइंस, देवरिया।',
];
const BAD = ['<script>alert(1)</script>', 'Ward "5"; Deoria', ', . / -'];

describe('an address on the appointment form', () => {
  const booking = (address: string) =>
    patient.call('add-booking', {
      name: 'Sita Devi',
      age: '42',
      problem: 'Fever',
      address,
      phone_number: '9876543210',
      type: 'Self',
      doctor_id: doctorId,
      patient_id: patientId,
    });

  it.each(GOOD)('accepts %s and keeps it as typed', async (address) => {
    const answer = await booking(address);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result.address).toBe(address);
  });

  it.each(BAD)('refuses %s with the kept message', async (address) => {
    const answer = await booking(address);
    expect([answer.status, answer.body.errors?.address]).toEqual([400, MESSAGES.noSpecialCharacters]);
  });
});

describe('a patient address on the lab test form', () => {
  it('accepts an address with commas, a slash and brackets', async () => {
    const answer = await patient.call('add-lab-test-booking', {
      patient_id: patientId,
      name: 'Sita Devi',
      age: '42',
      test_name: 'CBC',
      phone_number: '9876543210',
      patient_address: 'H.No. 12/3 (near temple), Civil Lines',
      booking_date: '2026-11-24',
      city: 'Deoria',
    });
    expect(answer.status, answer.raw).toBe(200);
  });
});
