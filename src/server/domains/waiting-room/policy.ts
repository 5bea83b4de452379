// Who may read the waiting room's records. Boards, the board stream and a status link are public: they carry
// no patient's name, phone, age, address or problem, and a status link is found only by its secret code. A
// token slip (which makes that code) is printed by the booking's patient, its doctor or the doctor's
// hospital; for anyone else it is the same 404 as a booking that does not exist.
import { runsDoctor } from '../../platform/guards';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';

export async function mayPrintTokenSlip(
  platform: Platform,
  user: AuthUser,
  booking: { patient_id: number | null; doctor_id: number },
): Promise<boolean> {
  return user.role === 'Patient' ? booking.patient_id === user.id : runsDoctor(platform, user, booking.doctor_id);
}
