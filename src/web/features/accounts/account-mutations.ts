// The sign-in area's writes. None changes a list on screen: registration and the password link lead to a
// sign-in page, and logout empties the signed-in user itself once its goodbye has been read.
import { useCallMutation } from '../../api/use-call-mutation';

export const useRegister = () => useCallMutation('registration');

export const useSendResetLink = () => useCallMutation('resets-password');

export const useLogoutCall = () => useCallMutation('logout');
