// The doctors of a government hospital's department (get-department-doctors), for the government form.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

export const departmentDoctorsQuery = (patientId: number, hospitalId: number, departmentId: number) =>
  queryOptions({
    queryKey: ['external-bookings', 'department-doctors', patientId, hospitalId, departmentId],
    queryFn: () =>
      call('get-department-doctors', { patient_id: patientId, hospital_id: hospitalId, department_id: departmentId }),
    staleTime: 60_000,
  });
