// The doctor's profile a patient opens (get-single-doctor) names its degree and department itself, the same
// names the doctor list's lookups give: opened from the list or from its address, it reads the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBookingTest, testClock, type TestAccounts } from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

interface Listed {
  id: number;
  first_name: string;
  doctor_detail: { type: number | null; type_degree: number | null };
}

describe('get-single-doctor', () => {
  it("names the doctor's degree and department as the list's lookups do, and '' for none", async () => {
    const { id: patientId, client: patient } = await accounts.patient();
    const list = (await patient.call('get-all-doctors', { patient_id: patientId, city: 'Deoria' })).body.result as {
      doctors: Listed[];
      medical_degree: Record<string, string>;
      medical_department: Record<string, string>;
    };
    const anil = list.doctors.find((d) => d.first_name === 'Anil')!;
    const profile = await patient.call('get-single-doctor', { patient_id: patientId, doctor_id: anil.id });
    expect(profile.status).toBe(200);
    expect(profile.body.result).toMatchObject({
      id: anil.id,
      degree: list.medical_degree[String(anil.doctor_detail.type_degree)],
      medical_department: list.medical_department[String(anil.doctor_detail.type)],
    });
    expect(profile.body.result.degree).not.toBe('');
    expect(profile.body.result.medical_department).not.toBe('');

    const plain = await accounts.doctor();
    expect(
      (await patient.call('get-single-doctor', { patient_id: patientId, doctor_id: plain })).body.result,
    ).toMatchObject({ degree: '', medical_department: '' });
    // Another patient's id is refused, as before.
    const other = await accounts.user('Patient');
    expect((await patient.call('get-single-doctor', { patient_id: other, doctor_id: anil.id })).status).toBe(404);
  });
});
