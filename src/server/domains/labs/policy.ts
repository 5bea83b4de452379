// Who may read or change a lab booking, its tests and reports. A lab runs its own bookings; a lab booking is
// read by its lab, its patient and the doctor who booked it (or that doctor's hospital). Anyone else gets the
// same 404 as for a booking that does not exist. A doctor books its lab for an appointment it runs
// (appointments/policy.ts: `mayRunBooking` and `requireDoctorsLab`).
import { requireOwnDoctor, requireOwnId } from '../../platform/guards';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import type { LabBookingRow } from './repository';

export function mayReadLabBooking(user: AuthUser, row: LabBookingRow): boolean {
  switch (user.role) {
    case 'Lab':
      return row.lab_id === user.id;
    case 'Patient':
      return row.patient_id === user.id;
    case 'Doctor':
      return row.doctor_id === user.id;
    case 'Hospital':
      return row.doctor_hospital_id === user.id;
    case 'Operator':
      // The call centre reads no lab booking or report.
      return false;
  }
}

/** Only the lab changes a lab booking: its status, its tests and their reports. */
export function mayRunLabBooking(user: AuthUser, row: LabBookingRow): boolean {
  return row.lab_id === user.id;
}

/** A lab's day and counts: the signed-in lab's own. */
export function requireOwnLab(user: AuthUser, labId: unknown): number {
  return requireOwnId(user, labId);
}

/** A patient's lab bookings (their list, their history, a new one): the caller's own. */
export function requireOwnLabBookings(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}

/** The lab bookings a doctor made: the doctor's own, or one of the signed-in hospital's doctors'. */
export function requireOwnDoctorLabBookings(platform: Platform, user: AuthUser, doctorId: number): Promise<number> {
  return requireOwnDoctor(platform, user, doctorId);
}
