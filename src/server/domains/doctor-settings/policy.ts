// Who may change a doctor's settings (profile, clinic details, timings): the doctor, or the hospital the
// doctor belongs to; a hospital changes its own clinic details too. For anyone else the same 404 as a doctor
// that does not exist.
import { requireOwnDoctor } from '../../platform/guards';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';

/** A doctor's profile and timings: the doctor itself, or one of the signed-in hospital's doctors. */
export function requireOwnDoctorSettings(platform: Platform, user: AuthUser, doctorId: number): Promise<number> {
  return requireOwnDoctor(platform, user, doctorId);
}

/** Clinic details: a doctor's (as its settings), or the signed-in hospital's own. */
export async function requireOwnClinic(platform: Platform, user: AuthUser, clinicId: number): Promise<number> {
  if (user.role === 'Hospital' && clinicId === user.id) return user.id;
  return requireOwnDoctor(platform, user, clinicId);
}
