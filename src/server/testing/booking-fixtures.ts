// Set-up shared by the booking API tests: a clock the app reads and a test may move, accounts made straight
// in the database (no password hashing, so a test may make hundreds), and the forms a patient sends.
import { expect, onTestFinished } from 'vitest';
import { WEEKDAYS, type Weekday } from '../../shared/constants';
import { createAccount, defaultSlots, type AccountSpec } from '../domains/accounts/account-factory';
import { startTestApp, type TestApp, type TestClient } from './test-app';

/** Monday 2026-11-23, 10:00 IST (04:30 UTC): Morning (09:00-13:00) is running, Afternoon and Evening to come. */
export const MONDAY_10_IST = '2026-11-23T04:30:00Z';
export const TODAY = '2026-11-23';
export const TOMORROW = '2026-11-24';

/** That Monday at hh:mm in India (UTC+05:30), as an instant for the test clock. */
export function mondayAt(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2026, 10, 23, h, m) - 330 * 60_000).toISOString();
}

export interface TestClock {
  now(): Date;
  /** Moves the clock for the running test; it goes back when the test ends. */
  set(iso: string): void;
}

export function testClock(startIso: string = MONDAY_10_IST): TestClock {
  let time = new Date(startIso).getTime();
  let before: number | null = null;
  return {
    now: () => new Date(time),
    set(iso) {
      if (before === null) {
        before = time;
        onTestFinished(() => {
          time = before!;
          before = null;
        });
      }
      time = new Date(iso).getTime();
    },
  };
}

/** The person a booking is for, as the forms send it. */
export const PERSON = { name: 'Sita Devi', age: '42', problem: 'Fever and cough', phone_number: '9876543210' };

/** The appointment form (add-booking) a patient sends for themself, without a date or slot (a draft). */
export const bookingForm = (doctorId: number, extra: Record<string, unknown> = {}) => ({
  ...PERSON,
  address: 'Ward 5 Deoria',
  type: 'Self',
  doctor_id: doctorId,
  ...extra,
});

/** Makes a booking without a slot yet (a draft); answers its id. */
export async function draft(
  patient: TestClient,
  doctorId: number,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const added = await patient.call('add-booking', bookingForm(doctorId, extra));
  expect(added.status, added.raw).toBe(200);
  return added.body.result.id;
}

/** The patient gives their booking a slot (slot-confirmation). */
export const join = (patient: TestClient, bookingId: number, date = TOMORROW, slot = 'Morning') =>
  patient.call('slot-confirmation', { booking_id: bookingId, booking_date: date, slot, type: 'Patient' });

/** A doctor's clinic settings (edit-doctor-clinic-details) as its form sends them, with the fee settings given. */
export const clinicSettings = (doctorId: number, extra: Record<string, unknown> = {}) => ({
  doctor_id: doctorId,
  clinic_name: 'Rai Clinic',
  address: 'Malviya Road',
  city: 'Deoria',
  pincode: '274001',
  state: 'Uttar Pradesh',
  additional_phone: '9876501234',
  specialization_text: 'Care for all ages',
  ...extra,
});

let members = 0;
/** Books and joins a slot for another member of the family each time: one person holds one token a slot. */
export async function bookAndJoin(patient: TestClient, doctorId: number, date: string, slot = 'Morning') {
  members += 1;
  return join(patient, await draft(patient, doctorId, { name: `Sita Devi ${members}` }), date, slot);
}

export interface DoctorOptions {
  /** Tokens per slot (every slot at the default times). */
  capacity?: number;
  sittingDays?: readonly Weekday[];
  hospitalId?: number | null;
  /** The doctor's fee in rupees (0 unless told) and its clinic's name. */
  fees?: number;
  clinicName?: string;
}

/** Accounts of a test app, each with a phone number of its own. */
export class TestAccounts {
  private phones = 9300000000;

  constructor(
    private readonly t: TestApp,
    private readonly clock: TestClock,
  ) {}

  /** A user of the role in Deoria; answers its id. */
  user(role: AccountSpec['role'], extra: Partial<AccountSpec> = {}): Promise<number> {
    this.phones += 1;
    const spec: AccountSpec = {
      role,
      phoneNumber: String(this.phones),
      passwordHash: 'x',
      fullName: `${role} ${this.phones}`,
      city: 'Deoria',
      ...extra,
    };
    return createAccount(this.t.platform.db, spec, this.clock.now());
  }

  /** A doctor sitting every day unless told otherwise, with 10 tokens a slot unless told otherwise. */
  doctor({
    capacity = 10,
    sittingDays = WEEKDAYS,
    hospitalId = null,
    fees,
    clinicName,
  }: DoctorOptions = {}): Promise<number> {
    return this.user('Doctor', {
      hospitalId,
      practice: { slots: defaultSlots(capacity), sittingDays, fees, clinicName },
    });
  }

  /** A patient and a client signed in as them. */
  async patient(): Promise<{ id: number; client: TestClient }> {
    const id = await this.user('Patient');
    return { id, client: await this.t.clientFor(id) };
  }
}

/** A test app (with the demo data) on the clock, and its accounts; `env` as startTestApp takes it. */
export async function startBookingTest(
  clock: TestClock,
  env?: Record<string, string>,
): Promise<{ t: TestApp; accounts: TestAccounts }> {
  const t = await startTestApp({ now: clock.now, env });
  return { t, accounts: new TestAccounts(t, clock) };
}
