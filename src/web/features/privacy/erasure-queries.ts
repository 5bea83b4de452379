// An account's erasure (decision 0093): what /delete-account shows (get-erasure) and its two writes. Both
// change the signed-in user too (its erasure_at), which the patient's shell reads to show a waiting erasure
// first after a sign-in.
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { currentUserQuery } from '../../api/queries';
import { useCallMutation } from '../../api/use-call-mutation';

const ERASURE_KEY = 'erasure';

export const erasureQuery = (patientId: number) =>
  queryOptions({
    queryKey: [ERASURE_KEY, patientId],
    queryFn: () => call('get-erasure', { patient_id: patientId }),
  });

export const useRequestErasure = () =>
  useCallMutation('request-erasure', { invalidates: [[ERASURE_KEY], currentUserQuery.queryKey] });

export const useCancelErasure = () =>
  useCallMutation('cancel-erasure', { invalidates: [[ERASURE_KEY], currentUserQuery.queryKey] });
