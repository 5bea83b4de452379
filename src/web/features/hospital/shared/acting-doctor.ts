// Whose day a doctor screen shows: the `doctor_id` query parameter when a hospital runs one of its
// doctors' days (/doctors-dashboard?doctor_id=<id>), else the doctor that hospital chose last on this
// device, else the signed-in doctor. Links carry the query parameter along when there is one.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../api/query-client';
import { rememberDoctor, rememberedDoctorOf } from '../../../lib/remembered-doctor';

export interface ActingDoctor {
  /** The doctor whose bookings this screen shows, or null (a hospital user with no doctor chosen). */
  doctorId: number | null;
  /** True when the address names the doctor (?doctor_id=). */
  named: boolean;
  /** A path with ?doctor_id= added when the screen was opened with one. */
  link: (path: string, params?: Record<string, string | number>) => string;
}

function parseId(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

export function useActingDoctor(): ActingDoctor {
  const [search] = useSearchParams();
  const user = useSignedInUser();
  const fromQuery = parseId(search.get('doctor_id'));
  const hospitalUserId = user?.type === 'Hospital' ? user.id : null;
  const own = user?.type === 'Doctor' ? user.id : null;
  const remembered = hospitalUserId === null ? null : rememberedDoctorOf(hospitalUserId);
  const doctorId = fromQuery ?? remembered ?? own;
  useEffect(() => {
    if (hospitalUserId !== null && fromQuery !== null) rememberDoctor(hospitalUserId, fromQuery);
  }, [hospitalUserId, fromQuery]);
  const link = useCallback(
    (path: string, params: Record<string, string | number> = {}) => {
      const query = new URLSearchParams();
      if (fromQuery !== null) query.set('doctor_id', String(fromQuery));
      for (const [key, value] of Object.entries(params)) query.set(key, String(value));
      const text = query.toString();
      return text ? `${path}?${text}` : path;
    },
    [fromQuery],
  );
  return { doctorId, named: fromQuery !== null, link };
}

export function useActingDoctorId(): number | null {
  return useActingDoctor().doctorId;
}
