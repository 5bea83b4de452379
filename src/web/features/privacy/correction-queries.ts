// The corrections' queries and writes; every key starts with CORRECTIONS_KEY, so a request sent or decided
// reloads every list of them (the patient's requests and records, the desk's list).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { DeskCorrectionRequest } from '../../../shared/contract/privacy';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

const CORRECTIONS_KEY = 'corrections';

/** The patient's requests with their outcome. */
export const myCorrectionRequestsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [CORRECTIONS_KEY, 'mine', patientId],
    queryFn: () => call('get-my-correction-requests', { patient_id: patientId }),
  });

/** The patient's bookings and lab bookings the form offers, with their values now. */
export const correctionRecordsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [CORRECTIONS_KEY, 'records', patientId],
    queryFn: () => call('get-correction-records', { patient_id: patientId }),
  });

/** The call centre's list: the waiting requests first. */
export const deskCorrectionRequestsQuery = queryOptions({
  queryKey: [CORRECTIONS_KEY, 'desk'],
  queryFn: () => call('get-correction-requests', {}),
});

export const useRequestCorrection = () => useCallMutation('request-correction', { invalidates: [[CORRECTIONS_KEY]] });

/** The desk decides: its card shows the answer at once, the list reloads after. */
export function useDecideCorrectionRequest() {
  const client = useQueryClient();
  return useCallMutation('decide-correction-request', {
    invalidates: [[CORRECTIONS_KEY]],
    onSuccess: ({ result }) =>
      client.setQueryData<DeskCorrectionRequest[]>(deskCorrectionRequestsQuery.queryKey, (list) =>
        list?.map((item) => (item.id === result.id ? result : item)),
      ),
  });
}
