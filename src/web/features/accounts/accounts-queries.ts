// The accounts' queries and writes, past the password sign-in (sign-in.ts, which /home's login form loads
// without TanStack Query). Registration and the password links lead to a sign-in page and change no list on
// screen; a change of the sign-in number answers the signed-in user, cached at once.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSetCurrentUser } from '../../api/query-client';
import { useCallMutation } from '../../api/use-call-mutation';
import { PRIVACY_NOTICE_KEY } from '../privacy/shared/privacy-queries';

/** A registration refused because the privacy notice changed meanwhile brings in the new one. */
export const useRegistration = () => useCallMutation('registration', { invalidates: [[PRIVACY_NOTICE_KEY]] });

/** Sends the link to choose a new password (the wire's old name for it). */
export const useResetsPassword = () => useCallMutation('resets-password');

/** The new password from a reset link (/generate-password). */
export const useGeneratePassword = () => useCallMutation('generate-password');

/** The signed-in user's new password, with the one in use now. */
export const useChangePassword = () => useCallMutation('change-password');

/** A one-time code by SMS (or a call) for the code sign-in; the answer is the same for any number. */
export const useSendLoginOtp = () => useCallMutation('send-login-otp');

/** The code sign-in: the answer is the signed-in user, as a password's is. */
export const useVerifyLoginOtp = () => useCallMutation('verify-login-otp');

/** A 6-digit code sent to the new sign-in number; only that code changes it. */
export const useRequestPhoneChange = () => useCallMutation('request-phone-change');

/** The code that makes the new number the sign-in number: the answer is the signed-in user. */
export function useConfirmPhoneChange() {
  const setCurrentUser = useSetCurrentUser();
  return useCallMutation('confirm-phone-change', { onSuccess: ({ result }) => setCurrentUser(result) });
}

/** The call centre's change of an account's number or e-mail, as the link sent to the old ones shows it. */
export const contactChangeQuery = (token: string) =>
  queryOptions({
    queryKey: ['contact-change', token],
    queryFn: () => call('get-contact-change', { token }),
  });

/** The holder confirms the change or stops it: the answer is the change as it is now. */
export function useDecideContactChange(token: string) {
  const client = useQueryClient();
  return useCallMutation('decide-contact-change', {
    onSuccess: ({ result }) => client.setQueryData(contactChangeQuery(token).queryKey, result),
  });
}
