// How the patient hears their alerts (get-alert-preferences), and the change of it, which the page shows at once.
// Asked in the language the app shows, which the server keeps as the texts' language until the patient chooses
// one: the answer is the language their texts go in, and a switch of language asks again.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/constants';
import { call } from '../../api/client';
import { useCallMutation } from '../../api/use-call-mutation';

export const alertPreferencesQuery = (patientId: number, lang: Language) =>
  queryOptions({
    queryKey: ['patient-account', 'alert-preferences', patientId, lang],
    queryFn: () => call('get-alert-preferences', { patient_id: patientId, lang }),
  });

export function useUpdateAlertPreferences(patientId: number, lang: Language) {
  const client = useQueryClient();
  return useCallMutation('update-alert-preferences', {
    onSuccess: ({ result }) => client.setQueryData(alertPreferencesQuery(patientId, lang).queryKey, result),
  });
}
