// Query options of the rest of the patient side (issue 7): government hospitals and their department
// doctors, the app's charges and the patient's booking counts. The selected city is the one the patient
// home remembers (localStorage 'location', Deoria by default).
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_CITY } from '../../../shared/constants';
import { call } from '../../api/client';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';

export const SERVICES_KEY = 'patient-services';

/** The city chosen on the patient home; the forms send it unseen. */
export function selectedCity(): string {
  return readStorage(STORAGE_KEYS.location) || DEFAULT_CITY;
}

export const governmentHospitalsQuery = (patientId: number, city: string) =>
  queryOptions({
    queryKey: [SERVICES_KEY, 'hospitals', patientId, city],
    queryFn: () => call('get-government-hospitals', { patient_id: patientId, city }),
    staleTime: 5 * 60 * 1000,
  });

export const departmentDoctorsQuery = (patientId: number, hospitalId: number, departmentId: number) =>
  queryOptions({
    queryKey: [SERVICES_KEY, 'department-doctors', patientId, hospitalId, departmentId],
    queryFn: () => call('get-department-doctors', { patient_id: patientId, hospital_id: hospitalId, department_id: departmentId }),
    staleTime: 60_000,
  });

export const analyticsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [SERVICES_KEY, 'analytics', patientId],
    queryFn: () => call('get-agent-analytics', { agent_id: patientId, from: '', to: '' }),
  });

/** A picture path from the server: a URL as it is, a stored name under /files/. */
export function fileUrl(image: string): string {
  return image.startsWith('/') || image.startsWith('http') ? image : `/files/${image}`;
}
