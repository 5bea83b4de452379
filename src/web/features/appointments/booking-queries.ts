// Query options only the appointment screens use: the slot picker's schedule and the prescriptions. Keys
// start with 'appointments' (see api/appointment-queries.ts for the shared ones).
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

export const scheduleQuery = (doctorId: number, date: string) =>
  queryOptions({
    queryKey: ['appointments', 'schedule', doctorId, date],
    queryFn: () => call('get-doctor-schedule', { doctor_id: doctorId, date, slot: undefined }),
  });

export const prescriptionsQuery = (patientId: number) =>
  queryOptions({
    queryKey: ['appointments', 'prescriptions', patientId],
    queryFn: () => call('get-patient-prescriptions', { patient_id: patientId }),
  });
