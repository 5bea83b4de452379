// What other features read of the doctors: a doctor's own record (get-doctor-details), which the settings
// forms fill in and save, and which the dashboard of a hospital's doctor greets by name.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const doctorDetailsQuery = (doctorId: number) =>
  queryOptions({
    queryKey: ['doctor-details', doctorId],
    queryFn: () => call('get-doctor-details', { doctor_id: doctorId }),
    staleTime: 30 * 1000,
  });
