// The call centre's directory: an operator adds and edits doctors (registered, unregistered, government
// department doctors), hospitals, government hospitals and labs; a new account chooses its own password
// through a one-time link sent to its phone; patients are found by their full number for a link only and
// show nothing of their care. Every change audited; nobody but an operator may call any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_FORM } from '../../../shared/contract/directory';
import { DIRECTORY_KINDS } from '../../../shared/constants';
import { DEMO_ACCOUNTS } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { DESK_LINKS_PER_ACCOUNT_PER_HOUR } from './service';

let t: TestApp;
let operator: TestClient;
let patient: TestClient;
let patientId: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  operator = await t.demoClient('operator');
  patient = await t.demoClient('patient');
  patientId = (await patient.call('get-current-user', {})).body.result.id;
});
afterAll(async () => t?.close());

const latestSms = async (phone: string) =>
  (
    await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'sms')
      .where('to_address', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirst()
  )?.body ?? '';
const tokenIn = (text: string) => /forget-token=([\w-]+)/.exec(text)?.[1];

const newDoctor = (phone: string) => ({
  kind: 'doctor',
  name: 'Kavita Rao',
  phone_number: phone,
  city: 'Deoria',
  address: 'Station Road',
  pincode: '274001',
  state: 'Uttar Pradesh',
  clinic_name: 'Rao Child Clinic',
  specialization_text: 'Paediatrician',
  category_id: '10',
  fees: '300',
});

describe('adding an account that signs in', () => {
  it('creates the doctor with slots, lists it for patients, and sends a link with which the doctor chooses a password and signs in', async () => {
    const added = await operator.call('save-directory-record', newDoctor('9111100001'));
    expect([added.status, added.body.message]).toEqual([200, MESSAGES.directorySaved]);
    expect(added.body.result.password_link).toEqual({ phone_number: '9111100001', email: null });
    const record = added.body.result.record;
    expect(record).toMatchObject({
      kind: 'doctor',
      name: 'Kavita Rao',
      clinic_name: 'Rao Child Clinic',
      fees: 300,
      category_id: 10,
      can_sign_in: true,
    });
    // The answer never holds the link: only the phone does.
    expect(added.raw).not.toContain('forget-token');

    const list = await patient.call('get-all-doctors', { patient_id: patientId, city: 'Deoria' });
    const card = list.body.result.doctors.find((d: { id: number }) => d.id === record.id);
    expect(card).toMatchObject({ first_name: 'Kavita', last_name: 'Rao', fees: 300 });
    const slots = await patient.call('get-doctor-slots', { doctors_id: record.id });
    expect(slots.body.result.map((s: { slot: string; capacity: number }) => [s.slot, s.capacity])).toEqual([
      ['Morning', 30],
      ['Afternoon', 30],
      ['Evening', 30],
    ]);

    // Nobody knows the password it was made with.
    const guess = await t
      .client('127.0.9.1')
      .call('doctor-login', { phone_number: '9111100001', password: 'Demo@1234' });
    expect(guess.status).toBe(401);
    const sms = await latestSms('9111100001');
    expect(sms).toContain('/generate-password?forget-token=');
    expect(sms).toContain('type=Doctor');
    const chosen = await t.client('127.0.9.2').call('generate-password', {
      token: tokenIn(sms),
      password: 'Kavita#123',
      confirm_password: 'Kavita#123',
      type: 'Doctor',
    });
    expect(chosen.status, chosen.raw).toBe(200);
    const signIn = await t
      .client('127.0.9.3')
      .call('doctor-login', { phone_number: '9111100001', password: 'Kavita#123' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.result).toMatchObject({ id: record.id, user_type: 'Doctor' });
    // The link was for one use.
    const again = await t.client('127.0.9.4').call('generate-password', {
      token: tokenIn(sms),
      password: 'Other#123',
      confirm_password: 'Other#123',
      type: 'Doctor',
    });
    expect(again.status).toBe(400);
  });

  it('adds a hospital and a lab, each with its link, each e-mailed too when it has an e-mail', async () => {
    const hospital = await operator.call('save-directory-record', {
      kind: 'hospital',
      name: 'Sanjeevani Hospital',
      phone_number: '9111100002',
      email: 'desk@sanjeevani.example',
      city: 'Gorakhpur',
      address: 'Golghar',
    });
    expect(hospital.status, hospital.raw).toBe(200);
    expect(hospital.body.result.password_link).toEqual({
      phone_number: '9111100002',
      email: 'desk@sanjeevani.example',
    });
    const mail = await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('to_address', '=', 'desk@sanjeevani.example')
      .executeTakeFirst();
    expect(mail?.body).toContain('type=Hospital');
    const lab = await operator.call('save-directory-record', {
      kind: 'lab',
      name: 'Sai Pathology',
      phone_number: '9111100003',
      city: 'Deoria',
      address: 'Civil Lines',
      fees: '999',
    });
    expect(lab.status, lab.raw).toBe(200);
    // A field the kind does not have is not kept.
    expect(lab.body.result.record).toMatchObject({ kind: 'lab', fees: 0, can_sign_in: true });
    expect(await latestSms('9111100003')).toContain('type=Lab');
  });

  it('refuses a number another account signs in with, within its sign-in only', async () => {
    const doctorPhone = DEMO_ACCOUNTS.doctor.phone_number;
    const taken = await operator.call('save-directory-record', newDoctor(doctorPhone));
    expect([taken.status, taken.body.errors?.phone_number]).toEqual([400, MESSAGES.phoneTaken]);
    // Doctors and hospitals sign in together.
    const hospital = await operator.call('save-directory-record', {
      kind: 'hospital',
      name: 'Any Hospital',
      phone_number: doctorPhone,
      city: 'Deoria',
      address: 'Road',
    });
    expect(hospital.body.errors?.phone_number).toBe(MESSAGES.phoneTaken);
    // A lab signs in apart, so the doctor's number is free for it.
    const lab = await operator.call('save-directory-record', {
      kind: 'lab',
      name: 'Other Lab',
      phone_number: doctorPhone,
      city: 'Deoria',
      address: 'Road',
    });
    expect(lab.status, lab.raw).toBe(200);
  });

  it('lets one of two desks adding the same number at once through', async () => {
    const answers = await Promise.all([
      operator.call('save-directory-record', newDoctor('9111100004')),
      operator.call('save-directory-record', newDoctor('9111100004')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.errors?.phone_number).toBe(MESSAGES.phoneTaken);
    const rows = await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', '9111100004')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('the form of each kind', () => {
  it("answers 'This field is required' for each field the kind needs, and only those", async () => {
    for (const kind of DIRECTORY_KINDS) {
      const answer = await operator.call('save-directory-record', { kind });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}).sort(), kind).toEqual([...DIRECTORY_FORM[kind].required].sort());
      expect(new Set(Object.values(answer.body.errors ?? {}))).toEqual(new Set([MESSAGES.required]));
    }
  });

  it('checks what the form names: a listed city, a real category, a hospital of the right kind, the field rules', async () => {
    const bad = await operator.call('save-directory-record', {
      ...newDoctor('12345'),
      city: 'Atlantis',
      category_id: '99999',
      email: 'nope',
      pincode: '27',
      fees: '-1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      phone_number: MESSAGES.phoneInvalid,
      email: MESSAGES.emailInvalidProfile,
      pincode: MESSAGES.pincodeInvalid,
      fees: MESSAGES.amountInvalid,
    });
    const unknown = await operator.call('save-directory-record', {
      ...newDoctor('9111100005'),
      city: 'Atlantis',
      category_id: '99999',
      lab_id: '999999',
    });
    expect(unknown.body.errors).toEqual({
      city: MESSAGES.cityUnknown,
      category_id: MESSAGES.invalidValue,
      lab_id: MESSAGES.invalidValue,
    });
    const markup = await operator.call('save-directory-record', {
      ...newDoctor('9111100005'),
      name: '<script>x</script>',
    });
    expect(markup.body.errors?.name).toBe(MESSAGES.noSpecialCharacters);
    // A registered hospital is not a government hospital.
    const registeredHospital = DEMO_ACCOUNTS.hospital.phone_number;
    const { id: hospitalId } = await t.platform.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', registeredHospital)
      .where('role', '=', 'Hospital')
      .executeTakeFirstOrThrow();
    const wrong = await operator.call('save-directory-record', {
      kind: 'government-doctor',
      name: 'Asha Devi',
      hospital_id: hospitalId,
      department_id: '12',
    });
    expect(wrong.body.errors).toEqual({ hospital_id: MESSAGES.invalidValue });
    expect(
      await t.platform.db.selectFrom('users').select('id').where('phone_number', '=', '9111100005').execute(),
    ).toEqual([]);
  });
});

describe('records that do not sign in', () => {
  it('adds an unregistered doctor that patients book outside the queue, with no password to send', async () => {
    const added = await operator.call('save-directory-record', {
      kind: 'unregistered-doctor',
      name: 'Ram Prasad',
      phone_number: '9111100006',
      city: 'Deoria',
      address: 'Bhatni Road',
      clinic_name: 'Ram Prasad Clinic',
      specialization_text: 'General Physician',
      fees: '150',
      registration_fees: '30',
    });
    expect(added.status, added.raw).toBe(200);
    expect(added.body.result.password_link).toBeNull();
    expect(added.body.result.record).toMatchObject({
      kind: 'unregistered-doctor',
      can_sign_in: false,
      registration_fees: 30,
    });
    const listed = await patient.call('get-unregister-doctor-list-array', { city: 'Deoria' });
    expect(listed.body.result.find((d: { id: number }) => d.id === added.body.result.record.id)).toMatchObject({
      fees: 150,
      registration_fees: 30,
      clinic_name: 'Ram Prasad Clinic',
    });
    const link = await operator.call('send-password-link', { id: added.body.result.record.id });
    expect([link.status, link.body.error]).toEqual([409, MESSAGES.directoryNoSignIn]);
  });

  it('adds a government hospital and a department doctor there, who sits at its address', async () => {
    const hospital = await operator.call('save-directory-record', {
      kind: 'government-hospital',
      name: 'CHC Rudrapur',
      city: 'Deoria',
      address: 'Tehsil Road, Rudrapur',
      pincode: '274204',
    });
    expect(hospital.status, hospital.raw).toBe(200);
    const hospitalId = hospital.body.result.record.id;
    const found = await patient.call('get-government-hospitals', { patient_id: patientId, city: 'Deoria' });
    expect(found.body.result.map((h: { id: number }) => h.id)).toContain(hospitalId);
    const doctor = await operator.call('save-directory-record', {
      kind: 'government-doctor',
      name: 'Asha Devi',
      hospital_id: hospitalId,
      department_id: '12',
      address: 'ignored',
    });
    expect(doctor.status, doctor.raw).toBe(200);
    expect(doctor.body.result.record).toMatchObject({
      city: 'Deoria',
      address: 'Tehsil Road, Rudrapur',
      clinic_name: 'CHC Rudrapur',
      department_id: 12,
      can_sign_in: false,
    });
    const department = await patient.call('get-department-doctors', {
      patient_id: patientId,
      hospital_id: hospitalId,
      department_id: 12,
    });
    expect(
      department.body.result.map((d: { first_name: string; last_name: string }) => `${d.first_name} ${d.last_name}`),
    ).toEqual(['Asha Devi']);
  });
});

describe('editing', () => {
  it("changes a record's fields, which patients see at once, and keeps its history with who did what", async () => {
    const { record } = (await operator.call('save-directory-record', newDoctor('9111100007'))).body.result;
    const edited = await operator.call('save-directory-record', {
      ...newDoctor('9111100007'),
      id: record.id,
      clinic_name: 'Rao Children Hospital',
      fees: '0',
    });
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.result).toMatchObject({
      record: { id: record.id, clinic_name: 'Rao Children Hospital', fees: 0 },
      password_link: null,
    });
    const card = (
      await patient.call('get-all-doctors', { patient_id: patientId, city: 'Deoria' })
    ).body.result.doctors.find((d: { id: number }) => d.id === record.id);
    expect(card).toMatchObject({ clinic_name: 'Rao Children Hospital', fees: 0 });
    expect((await operator.call('get-directory-record', { id: record.id })).body.result).toMatchObject({
      clinic_name: 'Rao Children Hospital',
    });
    const log = await operator.call('get-audit-log', { record_type: 'user', record_id: record.id });
    expect(log.body.result.map((e: { action: string; user_name: string }) => [e.action, e.user_name])).toEqual([
      ['directory-edit:doctor', 'Sunita Yadav'],
      ['send-password-link', 'Sunita Yadav'],
      ['directory-add:doctor', 'Sunita Yadav'],
    ]);
  });

  it("changes the number of a record that does not sign in at once, telling nobody (an account's waits: contact-changes.api.test.ts)", async () => {
    const unregistered = {
      kind: 'unregistered-doctor',
      name: 'Hari Om',
      city: 'Deoria',
      address: 'Road',
      clinic_name: 'Hari Clinic',
      specialization_text: 'GP',
      fees: '100',
    };
    const { record } = (await operator.call('save-directory-record', { ...unregistered, phone_number: '9111100014' }))
      .body.result;
    const moved = await operator.call('save-directory-record', {
      ...unregistered,
      id: record.id,
      phone_number: '9111100015',
    });
    expect([
      moved.body.message,
      moved.body.result.record.phone_number,
      moved.body.result.record.waiting_changes,
    ]).toEqual([MESSAGES.directorySaved, '9111100015', []]);
    expect(
      await t.platform.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', 'in', ['9111100014', '9111100015'])
        .execute(),
    ).toEqual([]);
  });

  it("renames a hospital's clinic with it, unless the hospital named its clinic otherwise", async () => {
    const { record } = (
      await operator.call('save-directory-record', {
        kind: 'hospital',
        name: 'Jeevan Hospital',
        phone_number: '9111100011',
        city: 'Deoria',
        address: 'Road',
      })
    ).body.result;
    const clinicOf = async () =>
      (
        await t.platform.db
          .selectFrom('doctor_details')
          .select('clinic_name')
          .where('user_id', '=', record.id)
          .executeTakeFirstOrThrow()
      ).clinic_name;
    expect(await clinicOf()).toBe('Jeevan Hospital');
    await operator.call('save-directory-record', {
      kind: 'hospital',
      id: record.id,
      name: 'Jeevan Jyoti Hospital',
      phone_number: '9111100011',
      city: 'Deoria',
      address: 'Road',
    });
    expect(await clinicOf()).toBe('Jeevan Jyoti Hospital');
    await t.platform.db
      .updateTable('doctor_details')
      .set({ clinic_name: 'Jeevan Jyoti OPD' })
      .where('user_id', '=', record.id)
      .execute();
    await operator.call('save-directory-record', {
      kind: 'hospital',
      id: record.id,
      name: 'Jeevan Jyoti Hospital and Trauma Centre',
      phone_number: '9111100011',
      city: 'Deoria',
      address: 'Road',
    });
    expect(await clinicOf()).toBe('Jeevan Jyoti OPD');
  });

  it("refuses another kind's form, an unknown id, and a patient's or operator's account", async () => {
    const { record } = (await operator.call('save-directory-record', newDoctor('9111100008'))).body.result;
    const otherKind = await operator.call('save-directory-record', {
      kind: 'lab',
      id: record.id,
      name: 'X',
      phone_number: '9111100008',
      city: 'Deoria',
      address: 'Road',
    });
    expect([otherKind.status, otherKind.body.error]).toEqual([409, MESSAGES.directoryKindChanged]);
    expect((await operator.call('save-directory-record', { ...newDoctor('9111100009'), id: 99999999 })).status).toBe(
      404,
    );
    const operatorId = (await operator.call('get-current-user', {})).body.result.id;
    for (const id of [patientId, operatorId]) {
      expect((await operator.call('get-directory-record', { id })).status).toBe(404);
      expect((await operator.call('save-directory-record', { ...newDoctor('9111100009'), id })).status).toBe(404);
    }
  });
});

describe('finding', () => {
  it('finds by part of a name in any case, by the start of a number, in a city, with % taken as a letter', async () => {
    const find = async (request: { kind: 'doctor'; city?: string; search: string }) =>
      (await operator.call('get-directory', request)).body.result.map((e: { name: string }) => e.name);
    expect(await find({ kind: 'doctor', search: 'SRIVAST' })).toContain('Anil Srivastava');
    expect(await find({ kind: 'doctor', search: '900000010' })).toEqual(
      expect.arrayContaining(['Anil Srivastava', 'Pooja Gupta']),
    );
    expect(await find({ kind: 'doctor', city: 'Gorakhpur', search: '' })).toEqual(['Neha Singh', 'Vikas Pandey']);
    expect(await find({ kind: 'doctor', search: '%' })).toEqual([]);
    const government = await operator.call('get-directory', { kind: 'government-doctor', search: 'Arvind' });
    expect(government.body.result[0]).toMatchObject({
      kind: 'government-doctor',
      hospital_name: expect.stringContaining('Hospital'),
      department_id: 12,
      can_sign_in: false,
    });
  });

  it('finds a patient only by the full number, with the name, number and city and nothing of their care', async () => {
    const partial = await operator.call('get-directory', { kind: 'patient', search: '90000' });
    expect([partial.status, partial.body.errors?.search]).toEqual([400, MESSAGES.directoryPatientSearch]);
    const found = await operator.call('get-directory', { kind: 'patient', search: DEMO_ACCOUNTS.patient.phone_number });
    expect(found.body.result).toHaveLength(1);
    expect(found.body.result[0]).toEqual({
      id: patientId,
      kind: 'patient',
      name: expect.any(String),
      phone_number: DEMO_ACCOUNTS.patient.phone_number,
      city: expect.any(String),
      clinic_name: '',
      specialization_text: '',
      department_id: null,
      hospital_name: '',
      can_sign_in: true,
      waiting_approval: false,
    });
    // The patient's care stays closed to the desk.
    expect((await operator.call('get-patient-lab-reports', { patient_id: patientId })).status).toBe(403);
    expect((await operator.call('get-patient-prescriptions', { patient_id: patientId })).status).toBe(403);
  });
});

describe('password links from the desk', () => {
  it('sends a patient a link by SMS, a few times an hour at most, audited, never showing it', async () => {
    const sent = await operator.call('send-password-link', { id: patientId });
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.result).toEqual({ phone_number: DEMO_ACCOUNTS.patient.phone_number, email: expect.any(String) });
    expect(sent.raw).not.toContain('forget-token');
    expect(await latestSms(DEMO_ACCOUNTS.patient.phone_number)).toContain('type=Patient');
    for (let i = 1; i < DESK_LINKS_PER_ACCOUNT_PER_HOUR; i += 1)
      expect((await operator.call('send-password-link', { id: patientId })).status).toBe(200);
    expect((await operator.call('send-password-link', { id: patientId })).status).toBe(429);
    const outcomes = (
      await operator.call('get-audit-log', { record_type: 'user', record_id: patientId })
    ).body.result.map((e: { outcome: string }) => e.outcome);
    expect(outcomes.slice(0, 2)).toEqual(['refused', 'ok']);
  });

  it('has no link for an operator or an unknown id', async () => {
    const operatorId = (await operator.call('get-current-user', {})).body.result.id;
    expect((await operator.call('send-password-link', { id: operatorId })).status).toBe(404);
    expect((await operator.call('send-password-link', { id: 99999999 })).status).toBe(404);
  });
});

it('answers nobody but an operator', async () => {
  const others = [patient, await t.demoClient('doctor'), await t.demoClient('hospital'), await t.demoClient('lab')];
  for (const client of others) {
    expect((await client.call('get-directory', { kind: 'doctor' })).status).toBe(403);
    expect((await client.call('get-directory-record', { id: 1 })).status).toBe(403);
    expect((await client.call('save-directory-record', newDoctor('9111100010'))).status).toBe(403);
    expect((await client.call('send-password-link', { id: patientId })).status).toBe(403);
  }
  expect((await t.client('127.0.9.9').call('get-directory', { kind: 'doctor' })).status).toBe(401);
});
