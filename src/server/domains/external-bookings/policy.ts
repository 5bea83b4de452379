// Who may read or change a booking outside the token queue: only its patient, who makes it and reads it
// (and its prescription); no doctor of ours runs it. Another patient's is the same 404 as one that does not
// exist.
import { requireOwnId } from '../../platform/guards';
import type { AuthUser } from '../../platform/sessions';

/** A patient's outside bookings (a new one, their history): the caller's own. */
export function requireOwnExternalBookings(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}

export function mayReadExternalBooking(user: AuthUser, booking: { patient_id: number } | undefined): boolean {
  return user.role === 'Patient' && booking?.patient_id === user.id;
}
