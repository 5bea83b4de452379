// The emergency screens' queries and writes; every key starts with 'emergency' so a submit reloads the lists.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

export const EMERGENCY_KEY = 'emergency';

export const patientRequestsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [EMERGENCY_KEY, 'requests', patientId],
    queryFn: () => call('get-patient-emergency-requests', { patient_id: patientId }),
  });

/** The hospitals an emergency request can name: the city's government and registered hospitals. */
export const emergencyHospitalsQuery = (patientId: number, city: string) =>
  queryOptions({
    queryKey: [EMERGENCY_KEY, 'hospitals', patientId, city],
    queryFn: () => call('get-emergency-hospitals', { patient_id: patientId, city }),
    staleTime: 10 * 60 * 1000,
  });

export const hospitalEmergencyQuery = (hospitalId: number) =>
  queryOptions({
    queryKey: [EMERGENCY_KEY, 'hospital-emergency', hospitalId],
    queryFn: () => call('get-hospital-emergency-requests', { hospital_id: hospitalId }),
  });

export const useAddEmergencyBooking = () => useCallMutation('add-emergency-booking', { invalidates: [[EMERGENCY_KEY, 'requests']] });

export const useAddAmbulanceRequest = () => useCallMutation('add-ambulance-request', { invalidates: [[EMERGENCY_KEY, 'requests']] });
