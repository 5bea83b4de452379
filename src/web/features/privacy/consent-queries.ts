// The patient's consents (get-consents) and their changes: accepting the privacy notice in force (the answer
// is the signed-in user, no longer held at the gate) and withdrawing or giving an alert channel (the answer is
// the consents, shown at once).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSetCurrentUser } from '../../api/queries';
import { useCallMutation } from '../../api/use-call-mutation';

const CONSENTS_KEY = ['privacy', 'consents'] as const;

export const consentsQuery = (patientId: number) =>
  queryOptions({
    queryKey: [...CONSENTS_KEY, patientId],
    queryFn: () => call('get-consents', { patient_id: patientId }),
  });

export function useAcceptPrivacyNotice() {
  const setCurrentUser = useSetCurrentUser();
  return useCallMutation('accept-privacy-notice', {
    invalidates: [CONSENTS_KEY],
    onSuccess: ({ result }) => setCurrentUser(result),
  });
}

/** A change of an alert channel by the patient: the answer replaces the consents shown. */
function useConsentChange(name: 'withdraw-consent' | 'give-consent', patientId: number) {
  const client = useQueryClient();
  return useCallMutation(name, {
    onSuccess: ({ result }) => client.setQueryData(consentsQuery(patientId).queryKey, result),
  });
}

export const useWithdrawConsent = (patientId: number) => useConsentChange('withdraw-consent', patientId);

export const useGiveConsent = (patientId: number) => useConsentChange('give-consent', patientId);
