// The grievance screens' queries and writes: the patient's own list (/grievance) and the desk's. Every key
// starts with GRIEVANCES_KEY, so a grievance sent or answered reloads both.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { DeskGrievance } from '../../../shared/contract/privacy';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

const GRIEVANCES_KEY = 'grievances';

export const myGrievancesQuery = (patientId: number) =>
  queryOptions({
    queryKey: [GRIEVANCES_KEY, 'patient', patientId],
    queryFn: () => call('get-my-grievances', { patient_id: patientId }),
  });

/** The desk's list: every grievance, newest first. */
export const deskGrievancesQuery = queryOptions({
  queryKey: [GRIEVANCES_KEY, 'desk'],
  queryFn: () => call('get-grievances', {}),
});

/** The page shows the acknowledgement itself: the list reloads behind it. */
export const useSubmitGrievance = () =>
  useCallMutation('submit-grievance', { invalidates: [[GRIEVANCES_KEY]], answerBeforeRefresh: true });

/** The desk answers a grievance: the card shows the answer at once, the lists reload after. */
export function useResolveGrievance() {
  const client = useQueryClient();
  return useCallMutation('resolve-grievance', {
    invalidates: [[GRIEVANCES_KEY]],
    onSuccess: ({ result }) =>
      client.setQueryData<DeskGrievance[]>(deskGrievancesQuery.queryKey, (list) =>
        list?.map((item) => (item.id === result.id ? result : item)),
      ),
  });
}
