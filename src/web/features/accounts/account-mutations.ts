// The sign-in area's writes. None changes a list on screen: registration and the password link lead to a
// sign-in page. A registration refused because the privacy notice changed meanwhile brings in the new one.
import { PRIVACY_NOTICE_KEY } from '../../api/privacy-notice';
import { useCallMutation } from '../../api/use-call-mutation';

export const useRegister = () => useCallMutation('registration', { invalidates: [[PRIVACY_NOTICE_KEY]] });

export const useSendResetLink = () => useCallMutation('resets-password');
