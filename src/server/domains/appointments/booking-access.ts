// Who may see or run a booking: its patient, its doctor, the doctor's hospital (and, for reading, the
// doctor's lab). Everyone else gets the same 404 as for a booking that does not exist.
import type { AuditEntry } from '../../platform/audit';
import type { AuthUser } from '../../platform/sessions';
import type { BookingRow } from './booking-rows';

/** The doctor or the doctor's hospital: those who run the booking's queue. */
export function runsBooking(user: AuthUser, row: BookingRow): boolean {
  return (
    (user.role === 'Doctor' && row.doctor_id === user.id) ||
    (user.role === 'Hospital' && row.doctor_hospital_id === user.id)
  );
}

export function mayReadBooking(user: AuthUser, row: BookingRow): boolean {
  if (user.role === 'Patient') return row.patient_id === user.id;
  if (user.role === 'Lab') return row.doctor_lab_id === user.id;
  return runsBooking(user, row);
}

/** An audit entry of the user's access to a booking. */
export const accessEntry = (user: AuthUser, action: string, bookingId: number): AuditEntry => ({
  user,
  action,
  recordType: 'booking',
  recordId: bookingId,
  outcome: 'ok',
});
