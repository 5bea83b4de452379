// Who may read or change a booking. A booking is its patient's to read (and to take a slot for, cancel, check
// in at or send a prescription picture for), its doctor's and the doctor's hospital's to run, and its doctor's
// lab's to read; anyone else gets the same 404 as for a booking that does not exist, so ids cannot be probed.
// The predicates are applied by BookingService.findAllowed (and load), which audits a refusal before the 404;
// the queue's calls run a booking through them too. On the paths that place a token (add-booking,
// slot-confirmation) a patient's checks judge what the call reads anyway; the doctor's side reads only what
// it must: a hospital's doctor, and a follow-up's earlier booking.
import type { AuthUser } from '../../platform/sessions';
import { requireOwnDoctor, requireOwnId } from '../../platform/guards';
import { NotFoundError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { BookingRow } from './booking-rows';
import type { AppointmentsRepository } from './repository';

/** The doctor or the doctor's hospital: those who run the booking's queue. */
export function mayRunBooking(user: AuthUser, row: BookingRow): boolean {
  return (
    (user.role === 'Doctor' && row.doctor_id === user.id) ||
    (user.role === 'Hospital' && row.doctor_hospital_id === user.id)
  );
}

/** Those who run it, its patient, and the doctor's lab. */
export function mayReadBooking(user: AuthUser, row: BookingRow): boolean {
  if (user.role === 'Patient') return row.patient_id === user.id;
  if (user.role === 'Lab') return row.doctor_lab_id === user.id;
  return mayRunBooking(user, row);
}

/** A patient's bookings (history, live status, prescriptions, a new booking): the caller's own. */
export function requireOwnBookings(user: AuthUser, patientId: unknown): number {
  return requireOwnId(user, patientId);
}

/** The doctor whose queue the doctor's side books into: itself, or one of the signed-in hospital's doctors. */
export function requireOwnDoctorQueue(platform: Platform, user: AuthUser, doctorId: number): Promise<number> {
  return requireOwnDoctor(platform, user, doctorId);
}

/** The doctor's side books no patient's family member: such an id is none of theirs. */
export function requireNoFamilyMember(familyMemberId: number | undefined): void {
  if (familyMemberId !== undefined) throw new NotFoundError();
}

/** A follow-up the doctor's side books names a patient who has booked with this doctor before. */
export async function requireDoctorsPatient(
  repo: AppointmentsRepository,
  patientId: number,
  doctorId: number,
): Promise<void> {
  if (!(await repo.hasBookedWith(patientId, doctorId))) throw new NotFoundError();
}

/** A booking is sent only to its own doctor's lab. */
export function requireDoctorsLab(row: BookingRow, labId: number): void {
  if (row.doctor_lab_id !== labId) throw new NotFoundError();
}
