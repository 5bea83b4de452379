// Who may see a lab booking and its files: its lab, its patient, and the doctor who booked it (or that
// doctor's hospital). Only the lab changes it.
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
