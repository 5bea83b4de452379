// The government hospitals of the selected city (get-government-hospitals).
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

export const governmentHospitalsQuery = (patientId: number, city: string) =>
  queryOptions({
    queryKey: ['government', 'hospitals', patientId, city],
    queryFn: () => call('get-government-hospitals', { patient_id: patientId, city }),
    staleTime: 5 * 60 * 1000,
  });

/** A picture path from the server: a URL as it is, a stored name under /files/. */
export function fileUrl(image: string): string {
  return image.startsWith('/') || image.startsWith('http') ? image : `/files/${image}`;
}
