// The patient account's writes.
import { FAMILY_MEMBERS_KEY } from '../../api/family-members';
import { useSetCurrentUser } from '../../api/queries';
import { useCallMutation } from '../../api/use-call-mutation';

/** The answer is the signed-in user: it replaces the cached one. */
export function useEditPatientProfile() {
  const setCurrentUser = useSetCurrentUser();
  return useCallMutation('edit-patient-profile', { onSuccess: ({ result }) => setCurrentUser(result) });
}

/** Adds or edits a family member: /family and every booking form's "Booking for" change. */
export const useSaveFamilyMember = () => useCallMutation('save-family-member', { invalidates: [[FAMILY_MEMBERS_KEY]] });

/** Removes a family member (refused while they hold a token not over). */
export const useRemoveFamilyMember = () =>
  useCallMutation('remove-family-member', { invalidates: [[FAMILY_MEMBERS_KEY]] });
