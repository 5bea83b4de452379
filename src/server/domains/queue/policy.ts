// Who may run a doctor's day: the doctor, or the hospital the doctor belongs to; for anyone else the doctor's
// lists, counts, notices, check-in code and Call next are the same 404 as a doctor that does not exist.
// A booking of the day is run through the appointments' rule (appointments/policy.ts `mayRunBooking`, applied
// by BookingService.load and findAllowed). A hospital's day of all its doctors lists the doctors whose
// `hospital_id` is its own (QueueRepository.doctorIdsOf): that WHERE is the check, as no id is named.
import { requireOwnDoctor } from '../../platform/guards';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';

/**
 * The doctor whose day is run: itself, or one of the signed-in hospital's doctors. A doctor's own call reads
 * nothing for it (Call next stays one read of the doctor).
 */
export function requireOwnDoctorDay(platform: Platform, user: AuthUser, doctorId: number): Promise<number> {
  return requireOwnDoctor(platform, user, doctorId);
}
