// The patient account's writes.
import { useSetCurrentUser } from '../../api/queries';
import { useCallMutation } from '../../api/use-call-mutation';

/** The answer is the signed-in user: it replaces the cached one. */
export function useEditPatientProfile() {
  const setCurrentUser = useSetCurrentUser();
  return useCallMutation('edit-patient-profile', { onSuccess: ({ result }) => setCurrentUser(result) });
}
