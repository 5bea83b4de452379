// Demo data (unless DEMO_DATA=off): one account of every role, doctors in two cities, a hospital with its
// doctors, an unregistered doctor, a lab tied to a doctor, and government hospitals with department doctors.
import type { Kysely } from 'kysely';
import { WEEKDAYS } from '../../shared/constants';
import { DEMO_ACCOUNTS, DEMO_INSTITUTIONS, DEMO_PASSWORD } from '../../shared/demo-accounts';
import { createAccount, defaultSlots, type AccountSpec } from '../domains/accounts/account-factory';
import { writeRegistrationConsents } from '../domains/privacy/consents';
import { hashPassword } from '../platform/passwords';
import { readSettings, SETTING, writeSetting } from '../platform/settings';
import type { Database } from '../db/schema';

// The demo doctors sit every day and keep an evening slot open until late, so the demo works whenever it
// is opened; new doctors made by the operator get the defaults (defaultSlots).
const DEMO_SLOTS = defaultSlots(30).map((s) => (s.slot === 'Evening' ? { ...s, close: '23:59' } : s));
const UP = { state: 'Uttar Pradesh' };

/**
 * `noticeVersion`: the privacy notice in force, which the demo patient has accepted (their sign-in is not held by it).
 */
export async function seedDemoData(db: Kysely<Database>, now: Date, noticeVersion: string): Promise<boolean> {
  const done = await readSettings(db, [SETTING.demoSeeded]);
  if (done[SETTING.demoSeeded]) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const create = (spec: AccountSpec) => createAccount(db, spec, now);
  const doctor = (
    spec: Omit<AccountSpec, 'role' | 'passwordHash'> & { practice: NonNullable<AccountSpec['practice']> },
  ) =>
    create({
      role: 'Doctor',
      passwordHash,
      ...UP,
      ...spec,
      practice: {
        sittingDays: WEEKDAYS,
        slots: DEMO_SLOTS,
        opening: '09:00',
        closing: '23:59',
        degreeId: 1,
        ...spec.practice,
      },
    });

  await createAccount(
    db,
    {
      role: 'Patient',
      phoneNumber: DEMO_ACCOUNTS.patient.phone_number,
      passwordHash,
      fullName: 'Ramesh Kumar',
      email: 'patient@parchee.example',
      age: 34,
      address: 'Civil Lines',
      city: 'Deoria',
      ...UP,
      pincode: '274001',
    },
    now,
    (trx, id) => writeRegistrationConsents(trx, id, noticeVersion, true, now.toISOString()),
  );
  await create({
    role: 'Operator',
    phoneNumber: DEMO_ACCOUNTS.operator.phone_number,
    passwordHash,
    fullName: 'Sunita Yadav',
    email: 'desk@parchee.example',
    address: 'Civil Lines',
    city: 'Deoria',
    ...UP,
    pincode: '274001',
  });
  const labId = await create({
    role: 'Lab',
    phoneNumber: DEMO_ACCOUNTS.lab.phone_number,
    passwordHash,
    fullName: DEMO_INSTITUTIONS.lab.name,
    nameHi: DEMO_INSTITUTIONS.lab.name_hi,
    email: 'lab@parchee.example',
    address: 'Station Road',
    city: 'Deoria',
    ...UP,
    pincode: '274001',
  });
  await doctor({
    phoneNumber: DEMO_ACCOUNTS.doctor.phone_number,
    fullName: 'Anil Srivastava',
    email: 'doctor@parchee.example',
    address: 'Malviya Road',
    city: 'Deoria',
    pincode: '274001',
    labId,
    practice: {
      clinicName: 'Srivastava Clinic',
      specializationText: 'General Physician',
      categoryId: 10,
      departmentId: 12,
      fees: 300,
      experience: '15 years',
      college: 'BRD Medical College',
      passoutYear: 2009,
    },
  });
  const hospitalId = await create({
    role: 'Hospital',
    phoneNumber: DEMO_ACCOUNTS.hospital.phone_number,
    passwordHash,
    fullName: DEMO_INSTITUTIONS.hospital.name,
    nameHi: DEMO_INSTITUTIONS.hospital.name_hi,
    email: 'hospital@parchee.example',
    address: 'Gorakhpur Road',
    city: 'Deoria',
    ...UP,
    pincode: '274001',
    practice: { clinicName: DEMO_INSTITUTIONS.hospital.name, specializationText: 'Multi-speciality care' },
  });
  await doctor({
    phoneNumber: '9000000102',
    fullName: 'Manoj Yadav',
    address: 'Gorakhpur Road',
    city: 'Deoria',
    pincode: '274001',
    hospitalId,
    practice: {
      clinicName: DEMO_INSTITUTIONS.hospital.name,
      specializationText: 'Orthopaedic Surgeon',
      categoryId: 25,
      departmentId: 22,
      degreeId: 3,
      fees: 400,
    },
  });
  await doctor({
    phoneNumber: '9000000103',
    fullName: 'Kavita Rai',
    address: 'Gorakhpur Road',
    city: 'Deoria',
    pincode: '274001',
    hospitalId,
    practice: {
      clinicName: DEMO_INSTITUTIONS.hospital.name,
      specializationText: 'Gynaecologist',
      categoryId: 23,
      departmentId: 28,
      degreeId: 2,
      fees: 500,
    },
  });
  await doctor({
    phoneNumber: '9000000104',
    fullName: 'Pooja Gupta',
    address: 'Sadar Bazar',
    city: 'Deoria',
    pincode: '274001',
    practice: {
      clinicName: 'Smile Dental Care',
      specializationText: 'Dentist',
      categoryId: 11,
      degreeId: 4,
      fees: 200,
    },
  });
  await doctor({
    phoneNumber: '9000000105',
    fullName: 'Vikas Pandey',
    address: 'Golghar',
    city: 'Gorakhpur',
    pincode: '273001',
    practice: {
      clinicName: 'Heart and Brain Centre',
      specializationText: 'Cardiologist and Neurologist',
      categoryId: 9,
      departmentId: 18,
      degreeId: 2,
      fees: 700,
    },
  });
  await doctor({
    phoneNumber: '9000000106',
    fullName: 'Neha Singh',
    address: 'Betiahata',
    city: 'Gorakhpur',
    pincode: '273001',
    practice: {
      clinicName: 'Digestive Care Clinic',
      specializationText: 'Gastroenterologist',
      categoryId: 12,
      degreeId: 2,
      fees: 600,
    },
  });
  await create({
    role: 'Doctor',
    listing: 'unregistered',
    phoneNumber: '9000000150',
    passwordHash: null,
    fullName: 'Shyam Lal',
    address: 'Ramnath Deoria',
    city: 'Deoria',
    ...UP,
    pincode: '274001',
    practice: {
      clinicName: 'Shyam Lal Clinic',
      specializationText: 'General Physician',
      categoryId: 10,
      fees: 200,
      registrationFees: 50,
      slots: [],
    },
  });
  const government = [
    {
      name: DEMO_INSTITUTIONS.districtHospital.name,
      nameHi: DEMO_INSTITUTIONS.districtHospital.name_hi,
      city: 'Deoria',
      address: 'Hospital Road, Deoria',
      pincode: '274001',
    },
    {
      name: DEMO_INSTITUTIONS.medicalCollege.name,
      nameHi: DEMO_INSTITUTIONS.medicalCollege.name_hi,
      city: 'Gorakhpur',
      address: 'Medical College Road, Gorakhpur',
      pincode: '273013',
    },
  ];
  const govDoctors = [
    { name: 'Arvind Kumar', department: 12 },
    { name: 'Sanjay Mishra', department: 38 },
    { name: 'Rekha Verma', department: 18 },
    { name: 'Alok Tripathi', department: 28 },
  ];
  for (const [h, hospital] of government.entries()) {
    const id = await create({
      role: 'Hospital',
      listing: 'government',
      phoneNumber: '',
      passwordHash: null,
      fullName: hospital.name,
      ...UP,
      ...hospital,
    });
    for (const [d, govDoctor] of govDoctors.entries()) {
      await create({
        role: 'Doctor',
        listing: 'government',
        phoneNumber: `90000002${h}${d}`,
        passwordHash: null,
        fullName: govDoctor.name,
        address: hospital.address,
        city: hospital.city,
        ...UP,
        pincode: hospital.pincode,
        hospitalId: id,
        practice: { clinicName: hospital.name, departmentId: govDoctor.department, fees: 10, slots: [] },
      });
    }
  }
  await writeSetting(db, SETTING.demoSeeded, now.toISOString());
  return true;
}
