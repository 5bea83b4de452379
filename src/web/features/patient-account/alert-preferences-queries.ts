// How the patient hears their alerts (get-alert-preferences), and the change of it, which the page shows at once.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

export const alertPreferencesQuery = (patientId: number) =>
  queryOptions({
    queryKey: ['patient-account', 'alert-preferences', patientId],
    queryFn: () => call('get-alert-preferences', { patient_id: patientId }),
  });

export function useUpdateAlertPreferences(patientId: number) {
  const client = useQueryClient();
  return useCallMutation('update-alert-preferences', { onSuccess: ({ result }) => client.setQueryData(alertPreferencesQuery(patientId).queryKey, result) });
}
