// The hospital's own doctors (get-hospital-doctor-list), shared by the doctor picker (hospital-doctor-picker.tsx)
// and the hospital's history filter.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

export const hospitalDoctorListQuery = (hospitalId: number) =>
  queryOptions({
    queryKey: ['hospital-doctors', hospitalId],
    queryFn: () => call('get-hospital-doctor-list', { hospital_id: hospitalId }),
    staleTime: 60 * 1000,
  });

export function useHospitalDoctors(hospitalId: number | null) {
  return useQuery({ ...hospitalDoctorListQuery(hospitalId ?? 0), enabled: hospitalId !== null });
}
