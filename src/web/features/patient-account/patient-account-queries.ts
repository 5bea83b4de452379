// The patient account's queries and writes: the profile (its answer is the signed-in user, which replaces
// the cached one), the counts of the patient's bookings, the family members they book for, and how they hear
// their alerts.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/constants';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import { call } from '../../api/client';
import { useSetCurrentUser } from '../../api/query-client';
import { useCallMutation } from '../../api/use-call-mutation';

export function useEditPatientProfile() {
  const setCurrentUser = useSetCurrentUser();
  return useCallMutation('edit-patient-profile', { onSuccess: ({ result }) => setCurrentUser(result) });
}

/** The patient's booking counts (the two blank filters): of everyone they book for, or of one person. */
export const agentAnalyticsQuery = (patientId: number, person: PersonFilter) =>
  queryOptions({
    queryKey: ['patient-account', 'analytics', patientId, person],
    queryFn: () => call('get-agent-analytics', { agent_id: patientId, from: '', to: '', person }),
  });

/** The root of the family members' keys: a save or a removal reloads every list of them. */
const FAMILY_MEMBERS_KEY = 'family-members';

export const familyMembersQuery = (patientId: number) =>
  queryOptions({
    queryKey: [FAMILY_MEMBERS_KEY, patientId],
    queryFn: () => call('get-family-members', { patient_id: patientId }),
  });

/** Adds or edits a family member: /family and every booking form's "Booking for" change. */
export const useSaveFamilyMember = () => useCallMutation('save-family-member', { invalidates: [[FAMILY_MEMBERS_KEY]] });

/** Removes a family member (refused while they hold a token not over). */
export const useRemoveFamilyMember = () =>
  useCallMutation('remove-family-member', { invalidates: [[FAMILY_MEMBERS_KEY]] });

/**
 * How the patient hears their alerts, asked in the language the app shows, which the server keeps as the
 * texts' language until the patient chooses one: the answer is the language their texts go in, and a switch of
 * language asks again. A change is shown at once.
 */
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
