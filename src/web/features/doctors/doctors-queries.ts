// The doctor list of the patient's home and the specialist list. Its key starts with 'appointments' like
// every appointment query (appointments' shared queries), so a booking refreshes it too.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { selectedCity } from '../../lib/selected-city';

export const allDoctorsQuery = (patientId: number, city: string, categoryId?: number) =>
  queryOptions({
    queryKey: ['appointments', 'doctors', patientId, city, categoryId ?? null],
    queryFn: () =>
      call('get-all-doctors', { patient_id: patientId, city, ...(categoryId ? { category_id: categoryId } : {}) }),
    staleTime: 60_000,
  });

/** The patient home's doctor list in the city it opens on, started with its route (app/areas/patient-area.tsx). */
export const prefetchPatientHomeDoctors = (patientId: number) =>
  void queryClient.prefetchQuery(allDoctorsQuery(patientId, selectedCity()));
