// Ownership guards: an id sent in a body must belong to the signed-in user. A hospital reaches its own
// doctors. Anything else is the same 404 as a missing record, so ids cannot be probed.
import type { Platform } from './platform';
import { NotFoundError } from './errors';
import type { AuthUser } from './sessions';

/** patient_id, lab_id and the like: the caller's own id (an absent id means the caller). */
export function requireOwnId(user: AuthUser, id: unknown): number {
  if (id === undefined || id === null || id === '' || id === 0 || id === '0') return user.id;
  if (Number(id) !== user.id) throw new NotFoundError();
  return user.id;
}

/** doctor_id: the doctor itself, or one of the signed-in hospital's doctors. */
export async function requireOwnDoctor(platform: Platform, user: AuthUser, doctorId: number): Promise<number> {
  if (user.role === 'Doctor' && doctorId === user.id) return doctorId;
  if (user.role === 'Hospital') {
    const doctor = await platform.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', doctorId)
      .where('role', '=', 'Doctor')
      .where('hospital_id', '=', user.id)
      .executeTakeFirst();
    if (doctor) return doctorId;
  }
  throw new NotFoundError();
}

/** Whether the user runs this doctor's day (the doctor or its hospital). */
export async function runsDoctor(platform: Platform, user: AuthUser, doctorId: number): Promise<boolean> {
  return requireOwnDoctor(platform, user, doctorId).then(
    () => true,
    () => false,
  );
}
