// The journeys' API helpers: a call made the way the web client makes it (the cookie session and the
// XSRF double-submit header), a sign-in through the API, and a patient's booking of a doctor's Evening
// slot for today (or a given date).
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, addDays, minutesNowIn, todayInClinic } from '../../src/shared/dates';
import { DEMO_PASSWORD, expect } from './fixtures';

export interface Answer {
  status: number;
  body: { response: string; error?: string; message?: string; result?: unknown };
}

/** Posts one call with the request context's cookies and the XSRF header; answers status and envelope. */
export async function postCall(request: APIRequestContext, name: string, data: object): Promise<Answer> {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post(`/api/${name}.json`, {
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  return { status: response.status(), body: (await response.json()) as Answer['body'] };
}

/** Posts one call that must succeed; answers its result. */
export async function callOk(request: APIRequestContext, name: string, data: object): Promise<unknown> {
  const { body } = await postCall(request, name, data);
  expect(body.response, `${name}: ${body.error ?? ''}`).toBe('success');
  return body.result;
}

/**
 * What the registration form sends beside its fields: the privacy notice in force accepted, and the alerts
 * agreed to, so the patient it makes is not asked to accept the notice when they sign in.
 */
export async function registrationConsents(request: APIRequestContext) {
  const { version } = (await callOk(request, 'get-privacy-notice', {})) as { version: string };
  return { privacy_notice_version: version, alerts_consent: true };
}

/** Signs in through the API (first fetching the XSRF cookie) and answers a poster for that session. */
export async function apiSignIn(request: APIRequestContext, loginCall: string, phone: string) {
  await request.get('/api/get-cities.json');
  const post = (name: string, data: object) => postCall(request, name, data);
  const login = await post(loginCall, { phone_number: phone, password: DEMO_PASSWORD });
  expect(login.status, login.body.error).toBe(200);
  return { post, user: login.body.result as { id: number; first_name: string; last_name: string } };
}

interface DoctorEntry {
  id: number;
  first_name: string;
  last_name: string;
}

/**
 * The demo patient books a doctor (the one `doctor.is` picks from get-all-doctors) and joins its Evening
 * slot for today, open until 23:59 IST. With `orTomorrow`, once today's slot is over (409) the booking goes
 * to tomorrow instead. With `date` (yyyy-mm-dd), it joins that date's Evening slot. Most journeys book the
 * demo doctor's Evening, more than its 30 places in a run: global-setup.ts gives it room for all of them.
 */
export async function bookEveningSlot(
  request: APIRequestContext,
  {
    doctor: choice,
    patient: details,
    orTomorrow = false,
    date: on,
  }: {
    doctor: { label: string; is: (doctor: DoctorEntry) => boolean };
    patient: { name: string; age: number; problem: string; address: string; phone_number: string };
    orTomorrow?: boolean;
    date?: string;
  },
) {
  const patient = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const doctors = await patient.post('get-all-doctors', { patient_id: patient.user.id });
  const doctor = (doctors.body.result as { doctors: DoctorEntry[] }).doctors.find(choice.is);
  expect(doctor, choice.label).toBeTruthy();
  const added = await patient.post('add-booking', {
    ...details,
    type: 'Self',
    doctor_id: doctor!.id,
    patient_id: patient.user.id,
  });
  expect(added.status, added.body.error).toBe(200);
  const bookingId = (added.body.result as { id: number }).id;
  const today = todayInClinic(DEFAULT_TIME_ZONE);
  let date = on ?? today;
  let joined = await patient.post('slot-confirmation', { booking_date: date, booking_id: bookingId, slot: 'Evening' });
  if (orTomorrow && joined.status === 409) {
    date = addDays(today, 1);
    joined = await patient.post('slot-confirmation', { booking_date: date, booking_id: bookingId, slot: 'Evening' });
  }
  expect(joined.status, joined.body.error).toBe(200);
  return {
    patient,
    doctorId: doctor!.id,
    bookingId,
    date,
    isToday: date === today,
    token: (joined.body.result as { booking_number: number }).booking_number,
  };
}

/**
 * Today's Evening slot closes at 23:59 IST: a journey that needs today's queue from start to end is
 * skipped, not failed, in the day's last ten minutes (it runs again after midnight).
 */
export const DAY_ENDS_SOON_REASON = "today's Evening slot closes at 23:59 IST; the journey runs again after midnight";
export const dayEndsSoon = () => minutesNowIn(DEFAULT_TIME_ZONE) >= 23 * 60 + 50;

/** The demo doctor (tied to the demo lab). */
export const DEMO_DOCTOR = {
  label: 'the demo doctor',
  is: (d: DoctorEntry) => d.first_name === 'Anil' && d.last_name === 'Srivastava',
};
