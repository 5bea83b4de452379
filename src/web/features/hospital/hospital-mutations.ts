// The hospital's own writes.
import { useSetCurrentUser } from '../../api/queries';
import { useCallMutation } from '../../api/use-call-mutation';

/** The answer is the signed-in user: it replaces the cached one. */
export function useEditHospitalProfile() {
  const setCurrentUser = useSetCurrentUser();
  return useCallMutation('edit-hospital-profile', { onSuccess: ({ result }) => setCurrentUser(result) });
}
