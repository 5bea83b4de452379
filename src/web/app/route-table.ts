// Every route of the web app (docs/wire-api.md "Routes": the old app's paths, kept), with each route's
// area (one lazy chunk per area) and guard; each path has its title (titles.<name> in the locale files,
// lib/page-title.ts).
import type { SessionUser } from '../../shared/contract/users';
import type { TitledPath } from '../lib/page-title';

export const AREAS = [
  'home',
  'auth',
  'patient',
  'doctor',
  'hospital',
  'lab',
  'operator',
  'static',
  'waiting-room',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * public: anyone. landing: anyone, but a signed-in user goes to their landing page (/ and /home).
 * lab-login / operator-login: anyone, but a user of that login's own kind goes to their landing page
 * (STAFF_LOGIN_USER_TYPE). signed-in: any user.
 * Patient / Doctor / Lab / Operator: that user_type only (hospital users carry user_type Doctor).
 */
export type Guard = 'public' | 'landing' | StaffLogin | 'signed-in' | SessionUser['user_type'];

/** The staff sign-in pages, each with the user_type it signs in: that user, already signed in, goes on to work. */
export const STAFF_LOGIN_USER_TYPE = { 'lab-login': 'Lab', 'operator-login': 'Operator' } as const satisfies Record<
  string,
  SessionUser['user_type']
>;
export type StaffLogin = keyof typeof STAFF_LOGIN_USER_TYPE;

export function isStaffLogin(guard: Guard): guard is StaffLogin {
  return Object.hasOwn(STAFF_LOGIN_USER_TYPE, guard);
}

export interface RouteEntry {
  /** Every route has a title (lib/page-title.ts). */
  path: TitledPath;
  area: Area;
  guard: Guard;
}

const r = (area: Area, guard: Guard, paths: TitledPath[]): RouteEntry[] => paths.map((path) => ({ path, area, guard }));

export const ROUTES: RouteEntry[] = [
  ...r('home', 'landing', ['/', '/home']),
  ...r('auth', 'public', [
    '/doctors-login',
    '/patient-login',
    '/doctor-login-otp',
    '/patient-login-otp',
    '/doctors-verify-otp',
    '/patient-verify-otp',
    '/doctor-forgot-password',
    '/patient-forgot-password',
    '/patient-registration',
    '/generate-password',
    '/contact-change',
  ]),
  ...r('auth', 'lab-login', ['/labs-login']),
  ...r('auth', 'operator-login', ['/operator-login']),
  ...r('patient', 'Patient', [
    '/patient-selection',
    '/patient-dashboard',
    '/patient-account',
    '/patient-history',
    '/patient-live',
    '/patient-doctor-profile',
    '/patient-details',
    '/patient-book-appointment',
    '/patient-edit-profile',
    '/patient-alert-settings',
    '/patient-change-password',
    '/patient-emergency',
    '/medical-lab',
    '/medical-delivery',
    '/make-medical-delivery',
    '/previous-medical-delivery',
    '/ambulance-service',
    '/other-doctor-booking',
    '/unregistered-doctor-booking',
    '/specialist-doctor-list',
    '/total-bookings',
    '/government-hospitals',
    '/gov-hospital-department',
    '/gov-hospital-booking',
    '/patient-lab-reports',
    '/patient-prescriptions',
    // The family members the patient books for.
    '/family',
    // My data and privacy: the patient's rights over their data, one link each.
    '/my-data',
    // Their requests to correct a booking's details, and the answers.
    '/my-corrections',
    // The patient's grievances to the grievance officer.
    '/grievance',
    // Who opened or changed the patient's records.
    '/my-records-log',
    // The privacy notice accepted and the alert channels given or withdrawn (decision 0090).
    '/privacy-choices',
    // The account's erasure: what goes, what the clinics keep, the request and keeping the account.
    '/delete-account',
  ]),
  ...r('doctor', 'Doctor', [
    '/doctor-list',
    '/doctors-dashboard',
    '/doctors-account',
    '/doctors-equipment',
    '/doctors-history',
    '/doctors-edit-profile',
    '/doctors-account-setting',
    '/doctors-clinic-setting',
    '/doctors-hospital-timing',
    '/doctor-change-password',
    '/doctor-slot-join',
    '/pending-booking',
    '/add-booking',
    '/show-patient-details',
    '/today-booking',
    '/clinic-day',
    '/re-schedule',
    '/today-lab-report',
    '/contact-us-doc',
  ]),
  ...r('hospital', 'Doctor', [
    '/hospital-account',
    '/hospital-edit-profile',
    '/hospital-setting',
    '/hospital-change-password',
    '/hospital-history',
    '/hospital-emergency',
  ]),
  ...r('lab', 'Lab', ['/labs-dashboard', '/lab-today-booking', '/view-lab-test']),
  // The call centre's desk: emergency and ambulance requests.
  ...r('operator', 'Operator', ['/operator']),
  ...r('static', 'signed-in', ['/about-us', '/refund-policy', '/terms-and-condition']),
  // Public: a user locked out of their account is the one who needs the help desk, and the privacy notice is
  // read before registering, as the notice the registration accepts (decision 0090).
  ...r('static', 'public', ['/contact-us', '/privacy-policy']),
  // Where a patient who has not accepted the privacy notice in force is sent before any patient screen.
  ...r('static', 'Patient', ['/accept-privacy-notice']),
  // The waiting room's public screens: the clinic's TV board, the page a token slip's QR code opens, and the
  // page the clinic's check-in code opens (it asks a patient who is not signed in to log in first).
  ...r('waiting-room', 'public', ['/queue-board', '/token-status', '/check-in']),
  // Printed by the booking's patient, its doctor or the doctor's hospital (the server checks which booking).
  ...r('waiting-room', 'signed-in', ['/token-slip']),
  // The A4 check-in poster of a doctor's day, printed by the doctor or its hospital.
  ...r('waiting-room', 'Doctor', ['/check-in-poster']),
];

export function allowedBy(guard: Guard, user: SessionUser | null): boolean {
  switch (guard) {
    case 'public':
    case 'landing':
    case 'lab-login':
    case 'operator-login':
      return true;
    case 'signed-in':
      return user !== null;
    default:
      return user !== null && user.user_type === guard;
  }
}
