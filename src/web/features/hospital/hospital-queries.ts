// The hospital's own doctors (get-hospital-doctor-list), shared by the dashboard and the history filter.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const hospitalDoctorsQuery = (hospitalId: number) =>
  queryOptions({
    queryKey: ['hospital-doctors', hospitalId],
    queryFn: () => call('get-hospital-doctor-list', { hospital_id: hospitalId }),
    staleTime: 60 * 1000,
  });

export function useHospitalDoctors(hospitalId: number | null) {
  return useQuery({ ...hospitalDoctorsQuery(hospitalId ?? 0), enabled: hospitalId !== null });
}
