// The day rules of outside bookings: a government booking takes the old clients' fields (its hospital comes from
// the doctor) and is refused once today's Morning counter is over; an unregistered doctor's booking keeps
// to the doctor's sitting days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { PERSON, testClock } from '../../testing/booking-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

// Monday 23 November 2026, 10:00 IST.
const clock = testClock();
let t: TestApp;
let patient: TestClient;
let patientId: number;
let shyamLalId: number;
let deoriaHospitalId: number;
let gorakhpurHospitalId: number;
let govDoctorId: number;

beforeAll(async () => {
  t = await startTestApp({ now: clock.now });
  patient = await t.demoClient('patient');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
  const id = async (name: string) =>
    (await t.platform.db.selectFrom('users').select('id').where('full_name', '=', name).executeTakeFirstOrThrow()).id;
  [shyamLalId, deoriaHospitalId, gorakhpurHospitalId] = await Promise.all([
    id('Shyam Lal'),
    id('District Hospital Deoria'),
    id('BRD Medical College Hospital'),
  ]);
  const doctors = await patient.call('get-department-doctors', {
    patient_id: patientId,
    hospital_id: deoriaHospitalId,
    department_id: 12,
  });
  govDoctorId = doctors.body.result[0].id;
});
afterAll(async () => t?.close());

const govForm = (extra: Record<string, unknown> = {}) => ({
  patient_id: patientId,
  ...PERSON,
  address: 'Ward 5 Deoria',
  doctor_id: govDoctorId,
  booking_date: '2026-11-24',
  ...extra,
});

describe('add-gov-booking', () => {
  it("takes the old clients' fields: the hospital comes from the doctor, and a hospital sent must be the doctor's", async () => {
    const answer = await patient.call('add-gov-booking', govForm());
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toMatchObject({
      hospital_id: deoriaHospitalId,
      hospital_name: 'District Hospital Deoria',
      doctor_id: govDoctorId,
    });
    expect((await patient.call('add-gov-booking', govForm({ hospital_id: deoriaHospitalId }))).status).toBe(200);
    expect((await patient.call('add-gov-booking', govForm({ hospital_id: gorakhpurHospitalId }))).status).toBe(404);
    // A registered (not government) doctor is not bookable here.
    const registered = (
      await t.platform.db
        .selectFrom('users')
        .select('id')
        .where('listing', '=', 'registered')
        .where('role', '=', 'Doctor')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await patient.call('add-gov-booking', govForm({ doctor_id: registered }))).status).toBe(404);
  });

  it("refuses today's Morning counter once it is over (22:00 IST), and takes tomorrow's", async () => {
    clock.set('2026-11-23T16:30:00Z');
    // Twelve hours on, the morning's session has ended: sign in again.
    const evening = await t.demoClient('patient');
    const late = await evening.call('add-gov-booking', govForm({ booking_date: '2026-11-23' }));
    expect([late.status, late.body.error]).toEqual([409, MESSAGES.slotOver]);
    expect((await evening.call('add-gov-booking', govForm({ booking_date: '2026-11-24' }))).status).toBe(200);
    // At 12:59 IST the counter is still open.
    clock.set('2026-11-23T07:29:00Z');
    expect((await patient.call('add-gov-booking', govForm({ booking_date: '2026-11-23' }))).status).toBe(200);
  });
});

describe('add-other-booking with a listed unregistered doctor', () => {
  const otherForm = (extra: Record<string, unknown> = {}) => ({
    patient_id: patientId,
    ...PERSON,
    address: 'Near Bus Stand, Deoria',
    patient_address: 'Ward 5 Deoria',
    doctor_name: 'Shyam Lal',
    doctor_id: shyamLalId,
    booking_date: '2026-11-28',
    ...extra,
  });

  it('refuses a day the doctor does not sit with a clear message, and takes a sitting day', async () => {
    const sunday = await patient.call('add-other-booking', otherForm({ booking_date: '29-11-2026' }));
    expect([sunday.status, sunday.body.errors]).toEqual([400, { booking_date: MESSAGES.notSittingDay }]);
    expect((await patient.call('add-other-booking', otherForm())).status).toBe(200);
    // A doctor typed in by hand has no known days: any date from today.
    expect(
      (
        await patient.call(
          'add-other-booking',
          otherForm({ doctor_id: '', doctor_name: 'Dr R P Singh', booking_date: '29-11-2026', booking_amount: '250' }),
        )
      ).status,
    ).toBe(200);
  });
});
