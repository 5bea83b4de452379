// The doctor a hospital last chose, kept on the device (the user_doctor entry) so the doctor
// screens work without ?doctor_id= in the address. Stored with the hospital's id: another hospital
// signing in on the same device never inherits it (the server refuses a foreign doctor anyway).
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

interface RememberedDoctor {
  hospital_user_id: number;
  doctor_id: number;
}

function isRemembered(value: unknown): value is RememberedDoctor {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isInteger(entry.hospital_user_id) && Number.isInteger(entry.doctor_id) && (entry.doctor_id as number) > 0
  );
}

export function rememberedDoctorOf(hospitalUserId: number): number | null {
  try {
    const entry: unknown = JSON.parse(readStorage(STORAGE_KEYS.userDoctor) ?? 'null');
    return isRemembered(entry) && entry.hospital_user_id === hospitalUserId ? entry.doctor_id : null;
  } catch {
    return null;
  }
}

export function rememberDoctor(hospitalUserId: number, doctorId: number): void {
  const entry: RememberedDoctor = { hospital_user_id: hospitalUserId, doctor_id: doctorId };
  writeStorage(STORAGE_KEYS.userDoctor, JSON.stringify(entry));
}
