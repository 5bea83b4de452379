import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { clinicSettings } from '../../testing/booking-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let doctor: TestClient;
let hospital: TestClient;
let patient: TestClient;
let doctorId: number;
let hospitalId: number;
let hospitalDoctorId: number;
let patientId: number;

const idOf = async (c: TestClient) => (await c.call('get-current-user', {})).body.result.id as number;

beforeAll(async () => {
  // Monday 10:00 IST, so every slot of the demo doctors is open today.
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  doctor = await t.demoClient('doctor');
  hospital = await t.demoClient('hospital');
  patient = await t.demoClient('patient');
  [doctorId, hospitalId, patientId] = await Promise.all([idOf(doctor), idOf(hospital), idOf(patient)]);
  const row = await t.platform.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', '9000000102')
    .executeTakeFirstOrThrow();
  hospitalDoctorId = row.id;
});
afterAll(async () => t?.close());

const timings = (id: number, extra: Record<string, unknown> = {}) => ({
  doctor_id: id,
  timing_1: '09:00',
  timing_2: '21:00',
  slots_morning: 'Morning',
  morning_timing_1: '09:00',
  morning_timing_2: '13:00',
  slot_capacity_morning: '20',
  slots_afternoon: 'Afternoon',
  afternoon_timing_1: '13:00',
  afternoon_timing_2: '17:00',
  slot_capacity_afternoon: '20',
  slots_evening: 'Evening',
  evening_timing_1: '17:00',
  evening_timing_2: '23:59',
  slot_capacity_evening: '20',
  ...extra,
});

describe('edit-doctor-profile', () => {
  it('requires the profile fields when sent, and leaves absent ones unchanged', async () => {
    const empty = await doctor.call('edit-doctor-profile', {
      doctor_id: doctorId,
      first_name: '',
      last_name: ' ',
      college: '',
      passout_year: '',
      specialization_text: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      first_name: MESSAGES.required,
      last_name: MESSAGES.required,
      college: MESSAGES.required,
      passout_year: MESSAGES.required,
      specialization_text: MESSAGES.required,
    });
    const saved = await doctor.call('edit-doctor-profile', {
      doctor_id: doctorId,
      first_name: 'Anil',
      last_name: 'Kumar Srivastava',
      college: 'KGMU Lucknow',
      passout_year: '2008',
      specialization_text: 'Physician',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MESSAGES.profileSaved);
    expect(saved.body.result).toMatchObject({
      first_name: 'Anil',
      last_name: 'Kumar Srivastava',
      specialization_text: 'Physician',
    });
    expect(saved.body.result.doctor_detail).toMatchObject({ college: 'KGMU Lucknow', passout_year: 2008 });
    const account = await doctor.call('edit-doctor-profile', { doctor_id: doctorId, email: 'anil@clinic.in' });
    expect(account.body.result).toMatchObject({
      email: 'anil@clinic.in',
      first_name: 'Anil',
      phone_number: DEMO_ACCOUNTS.doctor.phone_number,
    });
    expect(account.body.result.doctor_detail.college).toBe('KGMU Lucknow');
    const badEmail = await doctor.call('edit-doctor-profile', { doctor_id: doctorId, email: 'not-mail' });
    expect(badEmail.body.errors?.email).toBe(MESSAGES.emailInvalidProfile);
  });

  it('never changes the sign-in number (taken or free, the same answer), and refuses foreign doctors', async () => {
    for (const phone_number of [DEMO_ACCOUNTS.hospital.phone_number, '9355000001']) {
      const refused = await doctor.call('edit-doctor-profile', { doctor_id: doctorId, phone_number });
      expect([refused.status, refused.body.errors]).toEqual([400, { phone_number: MESSAGES.phoneChangeByCode }]);
    }
    expect(
      (
        await doctor.call('edit-doctor-profile', {
          doctor_id: doctorId,
          phone_number: DEMO_ACCOUNTS.doctor.phone_number,
        })
      ).status,
    ).toBe(200);
    expect((await doctor.call('edit-doctor-profile', { doctor_id: hospitalDoctorId, first_name: 'X' })).status).toBe(
      404,
    );
    expect((await hospital.call('edit-doctor-profile', { doctor_id: doctorId, first_name: 'X' })).status).toBe(404);
    const own = await hospital.call('edit-doctor-profile', {
      doctor_id: hospitalDoctorId,
      specialization_text: 'Orthopaedics',
    });
    expect(own.body.result.specialization_text).toBe('Orthopaedics');
  });

  it('stores the picture re-encoded and shows it to signed-in users', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const answer = await doctor.callMultipart('edit-doctor-profile', {
      doctor_id: String(doctorId),
      image: new Blob([new Uint8Array(png)]),
    });
    expect(answer.status, answer.raw).toBe(200);
    const url = answer.body.result.image as string;
    expect(url).toMatch(/^\/files\/[a-f0-9]{32}\.jpg$/);
    const seen = await t.app.inject({ method: 'GET', url, headers: { cookie: `sid=${patient.cookies.get('sid')}` } });
    expect(seen.statusCode).toBe(200);
    const text = await doctor.callMultipart('edit-doctor-profile', {
      doctor_id: String(doctorId),
      image: new Blob(['GIF89a but not really']),
    });
    expect(text.status).toBe(415);
  });
});

describe('edit-doctor-clinic-details', () => {
  const clinic = (id: number, extra: Record<string, unknown> = {}) =>
    clinicSettings(id, { clinic_name: 'Srivastava Clinic', ...extra });

  it('applies the pincode and required-field rules with the kept messages', async () => {
    expect(
      (await doctor.call('edit-doctor-clinic-details', clinic(doctorId, { pincode: '27A001' }))).body.errors?.pincode,
    ).toBe(MESSAGES.pincodeNotNumeric);
    expect(
      (await doctor.call('edit-doctor-clinic-details', clinic(doctorId, { pincode: '27400' }))).body.errors?.pincode,
    ).toBe(MESSAGES.pincodeInvalid);
    expect(
      (await doctor.call('edit-doctor-clinic-details', clinic(doctorId, { state: 'Atlantis' }))).body.errors?.state,
    ).toBe(MESSAGES.invalidValue);
    expect(
      (await doctor.call('edit-doctor-clinic-details', clinic(doctorId, { clinic_name: '' }))).body.errors?.clinic_name,
    ).toBe(MESSAGES.required);
    expect(
      (await doctor.call('edit-doctor-clinic-details', clinic(doctorId, { specialization_text: '' }))).body.errors
        ?.specialization_text,
    ).toBe(MESSAGES.required);
    const saved = await doctor.call(
      'edit-doctor-clinic-details',
      clinic(doctorId, { city: 'Gorakhpur', pincode: '273001' }),
    );
    expect(saved.body.result).toMatchObject({ id: doctorId, city: 'Gorakhpur', pincode: '273001' });
    expect(saved.body.result.doctor_detail.clinic_name).toBe('Srivastava Clinic');
  });

  it("lets a hospital save its own settings without a slogan, but not another hospital's doctor", async () => {
    const own = await hospital.call(
      'edit-doctor-clinic-details',
      clinic(hospitalId, { type: 'Hospital', specialization_text: undefined, clinic_name: 'City Care' }),
    );
    expect(own.status, own.raw).toBe(200);
    expect(own.body.result).toMatchObject({ id: hospitalId, type: 'Hospital', user_type: 'Doctor' });
    expect(own.body.result.doctor_detail.clinic_name).toBe('City Care');
    expect((await hospital.call('edit-doctor-clinic-details', clinic(doctorId))).status).toBe(404);
    expect((await doctor.call('edit-doctor-clinic-details', clinic(hospitalId, { type: 'Hospital' }))).status).toBe(
      404,
    );
  });
});

describe('edit-doctor-hospital-timings', () => {
  it('validates capacity and times of ticked slots only', async () => {
    const zero = await doctor.call('edit-doctor-hospital-timings', timings(doctorId, { slot_capacity_morning: '0' }));
    expect(zero.body.errors?.slot_capacity_morning).toBe(MESSAGES.capacityInvalid);
    const letters = await doctor.call(
      'edit-doctor-hospital-timings',
      timings(doctorId, { slot_capacity_evening: 'ten' }),
    );
    expect(letters.body.errors?.slot_capacity_evening).toBe(MESSAGES.capacityNotNumeric);
    const missing = await doctor.call('edit-doctor-hospital-timings', timings(doctorId, { afternoon_timing_1: '' }));
    expect(missing.body.errors?.afternoon_timing_1).toBe(MESSAGES.required);
    const general = await doctor.call('edit-doctor-hospital-timings', { doctor_id: doctorId });
    expect(general.body.errors).toMatchObject({ timing_1: MESSAGES.required, timing_2: MESSAGES.required });
    const unticked = await doctor.call(
      'edit-doctor-hospital-timings',
      timings(doctorId, { slots_afternoon: '', afternoon_timing_1: '', slot_capacity_afternoon: '0' }),
    );
    expect(unticked.status).toBe(200);
  });

  it('applies new slots and capacities to new joins at once and keeps existing bookings', async () => {
    const today = '2026-11-23';
    const book = async (slot: string) => {
      const added = await patient.call('add-booking', {
        name: 'Ramesh Kumar',
        age: 34,
        problem: 'Fever',
        address: 'Deoria',
        phone_number: '9000000001',
        type: 'Self',
        doctor_id: doctorId,
        patient_id: patientId,
      });
      return patient.call('slot-confirmation', { booking_id: added.body.result.id, booking_date: today, slot });
    };
    await doctor.call('edit-doctor-hospital-timings', timings(doctorId));
    const afternoon = await book('Afternoon');
    expect(afternoon.body.result.booking_number).toBe(1);
    await book('Evening');
    // Afternoon removed, Evening down to one token (already given).
    const saved = await doctor.call(
      'edit-doctor-hospital-timings',
      timings(doctorId, { slots_afternoon: false, slot_capacity_evening: 1 }),
    );
    expect(saved.body.result.doctor_detail.slots).toEqual(['Morning', 'Evening']);
    const schedule = (await patient.call('get-doctor-schedule', { doctor_id: doctorId, date: today })).body.result;
    expect(Object.keys(schedule)).toEqual(['Morning', 'Evening']);
    expect(schedule.Evening).toMatchObject({ status: 'closed', capacity: 1, booked: 1 });
    expect((await book('Evening')).status).toBe(409);
    expect((await book('Afternoon')).status).toBe(409);
    const kept = await doctor.call('get-active-booking', { doctor_id: doctorId });
    expect(kept.body.result.filter((b: { slot: string }) => b.slot === 'Afternoon')).toHaveLength(1);
    // The hospital manages its own doctor's timings too, not others'.
    expect((await hospital.call('edit-doctor-hospital-timings', timings(hospitalDoctorId))).status).toBe(200);
    expect((await hospital.call('edit-doctor-hospital-timings', timings(doctorId))).status).toBe(404);
  });
});

describe("the waiting room's settings in edit-doctor-hospital-timings", () => {
  it('take the average consultation (1-60 minutes) and the alert point (1-10 patients), kept when not sent', async () => {
    const before = await hospital.call('get-doctor-details', { doctor_id: hospitalDoctorId });
    expect(before.body.result.doctor_detail).toMatchObject({ average_consult_minutes: 5, alert_at: 3 });
    const errorsOf = async (extra: Record<string, unknown>) =>
      (await hospital.call('edit-doctor-hospital-timings', timings(hospitalDoctorId, extra))).body.errors;
    expect(await errorsOf({ average_consult_minutes: 0 })).toEqual({
      average_consult_minutes: MESSAGES.consultMinutesInvalid,
    });
    expect(await errorsOf({ average_consult_minutes: '61' })).toEqual({
      average_consult_minutes: MESSAGES.consultMinutesInvalid,
    });
    expect(await errorsOf({ alert_at: 11, average_consult_minutes: 'ten' })).toEqual({
      alert_at: MESSAGES.alertAtInvalid,
      average_consult_minutes: MESSAGES.consultMinutesInvalid,
    });
    const saved = await hospital.call(
      'edit-doctor-hospital-timings',
      timings(hospitalDoctorId, { average_consult_minutes: '12', alert_at: 4 }),
    );
    expect(saved.body.result.doctor_detail).toMatchObject({ average_consult_minutes: 12, alert_at: 4 });
    const again = await hospital.call('edit-doctor-hospital-timings', timings(hospitalDoctorId));
    expect(again.body.result.doctor_detail).toMatchObject({ average_consult_minutes: 12, alert_at: 4 });
  });
});

describe('desk places in edit-doctor-hospital-timings', () => {
  it("take 0 to the slot's capacity (blank is 0), with messages of the kept kind, and nothing is saved on a bad value", async () => {
    const save = (extra: Record<string, unknown>) =>
      hospital.call('edit-doctor-hospital-timings', timings(hospitalDoctorId, extra));
    const deskOf = async () =>
      (await hospital.call('get-doctor-details', { doctor_id: hospitalDoctorId })).body.result.doctor_detail
        .desk_places;
    expect(await deskOf()).toEqual({ Morning: 0, Afternoon: 0, Evening: 0 });
    for (const [value, message] of [
      ['five', MESSAGES.deskPlacesNotNumeric],
      ['2.5', MESSAGES.deskPlacesNotNumeric],
      ['-1', MESSAGES.deskPlacesInvalid],
      ['21', MESSAGES.deskPlacesInvalid],
    ]) {
      const bad = await save({ desk_places_morning: value, desk_places_evening: 4 });
      expect([bad.status, bad.body.errors], String(value)).toEqual([400, { desk_places_morning: message }]);
    }
    // Beyond a capacity changed in the same form, and the capacity's own error first when it is wrong.
    expect((await save({ slot_capacity_evening: '3', desk_places_evening: '4' })).body.errors).toEqual({
      desk_places_evening: MESSAGES.deskPlacesInvalid,
    });
    expect((await save({ slot_capacity_evening: 'ten', desk_places_evening: '4' })).body.errors).toEqual({
      slot_capacity_evening: MESSAGES.capacityNotNumeric,
    });
    expect(await deskOf()).toEqual({ Morning: 0, Afternoon: 0, Evening: 0 });

    // All places may go to the desk; an unticked slot's value is not read; blank is 0.
    const saved = await save({
      desk_places_morning: '20',
      desk_places_afternoon: ' 5 ',
      desk_places_evening: '',
      slots_afternoon: '',
      afternoon_timing_1: '',
      slot_capacity_afternoon: '',
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.result.doctor_detail.desk_places).toEqual({ Morning: 20, Evening: 0 });
    expect(
      (await save({ desk_places_morning: 0, desk_places_afternoon: '5', desk_places_evening: 6 })).body.result
        .doctor_detail.desk_places,
    ).toEqual({ Morning: 0, Afternoon: 5, Evening: 6 });
  });

  it('keeps the desk places of a client that does not send them, never above a lowered capacity', async () => {
    const save = (extra: Record<string, unknown>) =>
      hospital.call('edit-doctor-hospital-timings', timings(hospitalDoctorId, extra));
    expect(
      (await save({ desk_places_morning: '8', desk_places_afternoon: '0', desk_places_evening: '8' })).status,
    ).toBe(200);
    const kept = await save({ slot_capacity_evening: '6' });
    expect(kept.body.result.doctor_detail.desk_places).toEqual({ Morning: 8, Afternoon: 0, Evening: 6 });
    expect(kept.body.result.doctor_detail.slot_capacity.Evening).toBe(6);
    // Another hospital's or doctor's timings stay out of reach.
    expect(
      (await hospital.call('edit-doctor-hospital-timings', timings(doctorId, { desk_places_morning: '1' }))).status,
    ).toBe(404);
  });
});

describe("the floor's setting in edit-doctor-hospital-timings", () => {
  it('takes after how many arrived patients a late one is called (0-10, 2 until set), kept when not sent', async () => {
    const before = await hospital.call('get-doctor-details', { doctor_id: hospitalDoctorId });
    expect(before.body.result.doctor_detail).toMatchObject({ late_rejoin_after: 2 });
    for (const wrong of [-1, 11, 'two', 1.5]) {
      const answer = await hospital.call(
        'edit-doctor-hospital-timings',
        timings(hospitalDoctorId, { late_rejoin_after: wrong }),
      );
      expect(answer.body.errors, String(wrong)).toEqual({ late_rejoin_after: MESSAGES.lateRejoinInvalid });
    }
    const saved = await hospital.call(
      'edit-doctor-hospital-timings',
      timings(hospitalDoctorId, { late_rejoin_after: '0' }),
    );
    expect(saved.body.result.doctor_detail).toMatchObject({ late_rejoin_after: 0 });
    const again = await hospital.call('edit-doctor-hospital-timings', timings(hospitalDoctorId));
    expect(again.body.result.doctor_detail).toMatchObject({ late_rejoin_after: 0 });
    expect(
      (await hospital.call('edit-doctor-hospital-timings', timings(hospitalDoctorId, { late_rejoin_after: 10 }))).body
        .result.doctor_detail,
    ).toMatchObject({ late_rejoin_after: 10 });
  });
});

describe('the hospital role', () => {
  it('lists only its own doctors, and refuses another hospital id', async () => {
    const list = await hospital.call('get-hospital-doctor-list', { hospital_id: hospitalId });
    expect(list.body.result.doctors.map((d: { id: number }) => d.id).sort()).toEqual(
      (
        await t.platform.db
          .selectFrom('users')
          .select('id')
          .where('hospital_id', '=', hospitalId)
          .where('role', '=', 'Doctor')
          .execute()
      )
        .map((r) => r.id)
        .sort(),
    );
    expect(list.body.result.doctors.length).toBe(2);
    expect(list.body.result.medical_department['38']).toBe('Ophthalmology');
    expect((await hospital.call('get-hospital-doctor-list-array', { hospital_id: hospitalId + 1 })).status).toBe(404);
    expect((await doctor.call('get-hospital-doctor-list', { hospital_id: hospitalId })).status).toBe(403);
    expect((await hospital.call('get-doctor-details', { doctor_id: hospitalDoctorId })).body.result.phone_number).toBe(
      '9000000102',
    );
    expect((await hospital.call('get-doctor-details', { doctor_id: doctorId })).status).toBe(404);
  });

  it('edits its profile with the kept messages', async () => {
    const bad = await hospital.call('edit-hospital-profile', { name: '', phone_number: '98765abc', email: 'x@' });
    expect(bad.body.errors).toEqual({
      name: MESSAGES.required,
      phone_number: MESSAGES.phoneNotNumeric,
      email: MESSAGES.emailInvalidProfile,
    });
    expect(
      (await hospital.call('edit-hospital-profile', { name: 'City Care', phone_number: '98765', email: 'a@b.in' })).body
        .errors?.phone_number,
    ).toBe(MESSAGES.phoneInvalid);
    const saved = await hospital.call('edit-hospital-profile', {
      name: 'City Care Hospital Deoria',
      phone_number: DEMO_ACCOUNTS.hospital.phone_number,
      email: 'desk@citycare.in',
    });
    expect(saved.body.result).toMatchObject({
      full_name: 'City Care Hospital Deoria',
      email: 'desk@citycare.in',
      type: 'Hospital',
    });
    expect(
      (
        await hospital.call('edit-hospital-profile', {
          hospital_id: doctorId,
          name: 'X',
          phone_number: '9876543210',
          email: 'a@b.in',
        })
      ).status,
    ).toBe(404);
  });
});
