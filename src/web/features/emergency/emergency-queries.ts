// The emergency screens' queries and writes; every key starts with 'emergency' and every list of requests
// with REQUEST_LISTS_KEY, so a new request, a change of status or a live event reloads them all.
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { EmergencyRequest } from '../../../shared/contract/emergency';
import { call } from '../../api/client';
import { useLiveRefreshOf } from '../../api/live-events';
import { useCallMutation } from '../../api/use-call-mutation';

const EMERGENCY_KEY = 'emergency';
const REQUEST_LISTS_KEY = [EMERGENCY_KEY, 'requests'] as const;

export const patientEmergencyRequestsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [...REQUEST_LISTS_KEY, 'patient', patientId],
    queryFn: () => call('get-patient-emergency-requests', { patient_id: patientId }),
  });

export const hospitalEmergencyRequestsQuery = (hospitalId: number) =>
  queryOptions({
    queryKey: [...REQUEST_LISTS_KEY, 'hospital', hospitalId],
    queryFn: () => call('get-hospital-emergency-requests', { hospital_id: hospitalId }),
  });

/** The call centre's list: every request, newest first. */
export const emergencyRequestsQuery = queryOptions({
  queryKey: [...REQUEST_LISTS_KEY, 'desk'],
  queryFn: () => call('get-emergency-requests', {}),
});

/** The hospitals an emergency request can name: the city's government and registered hospitals. */
export const emergencyHospitalsQuery = (patientId: number, city: string) =>
  queryOptions({
    queryKey: [EMERGENCY_KEY, 'hospitals', patientId, city],
    queryFn: () => call('get-emergency-hospitals', { patient_id: patientId, city }),
    staleTime: 10 * 60 * 1000,
  });

/**
 * A list of requests kept fresh without polling: a request made or moved on (by this screen, another
 * operator's, the patient's) reaches every screen showing it as a live event, and so does a stream just
 * (re)opened, which may have missed some.
 */
export function useLiveRequests<K extends QueryKey>(
  options: UseQueryOptions<EmergencyRequest[], Error, EmergencyRequest[], K>,
  enabled = true,
): UseQueryResult<EmergencyRequest[]> {
  const list = useQuery({ ...options, enabled });
  useLiveRefreshOf('emergency', [REQUEST_LISTS_KEY], enabled);
  return list;
}

export const useAddEmergencyBooking = () =>
  useCallMutation('add-emergency-booking', { invalidates: [REQUEST_LISTS_KEY] });

export const useAddAmbulanceRequest = () =>
  useCallMutation('add-ambulance-request', { invalidates: [REQUEST_LISTS_KEY] });

/** The operator moves a request on: the desk shows the answer at once, the lists reload after. */
export function useUpdateEmergencyStatus() {
  const client = useQueryClient();
  return useCallMutation('update-emergency-status', {
    invalidates: [REQUEST_LISTS_KEY],
    onSuccess: ({ result }) =>
      client.setQueryData<EmergencyRequest[]>(emergencyRequestsQuery.queryKey, (list) =>
        list?.map((item) => (item.id === result.id ? result : item)),
      ),
  });
}
