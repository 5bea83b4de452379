// The hospital's queries and writes: its own doctors (get-hospital-doctor-list), which the doctor picker and
// the history's filter offer, the day's bookings of its doctors (the history), and its profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING } from '../../../shared/constants';
import { call } from '../../api/client';
import { useSetCurrentUser } from '../../api/query-client';
import { useCallMutation } from '../../api/use-call-mutation';

export const hospitalDoctorListQuery = (hospitalId: number) =>
  queryOptions({
    queryKey: ['hospital-doctors', hospitalId],
    queryFn: () => call('get-hospital-doctor-list', { hospital_id: hospitalId }),
    staleTime: 60 * 1000,
  });

export function useHospitalDoctors(hospitalId: number | null) {
  return useQuery({ ...hospitalDoctorListQuery(hospitalId ?? 0), enabled: hospitalId !== null });
}

/** One day's bookings of all the hospital's doctors, or of one ('' for all); a doctor's own. Refreshed by polling. */
export const allBookingQuery = (userId: number, type: 'Hospital' | 'Doctor', date: string, doctorId: string) =>
  queryOptions({
    queryKey: ['hospital-history', userId, date, doctorId],
    queryFn: () => call('get-all-booking', { date, type, ...(doctorId ? { doctor_id: Number(doctorId) } : {}) }),
    refetchInterval: TIMING.refreshIntervalMs,
  });

/** The answer is the signed-in user: it replaces the cached one. */
export function useEditHospitalProfile() {
  const setCurrentUser = useSetCurrentUser();
  return useCallMutation('edit-hospital-profile', { onSuccess: ({ result }) => setCurrentUser(result) });
}
