// Logout for every role: 'Namaste' + 'Logged out successfully', then after a delay a
// patient goes to /patient-login, a lab to /labs-login, a doctor or hospital to /home. A failure shows
// 'Sorry!' / 'Please try again later.'. Here, below the features, as the shells, the account pages and the
// privacy notice's gate all offer it.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { useNavigate } from 'react-router';
import { TIMING } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { ApiError } from '../lib/api-error';
import { currentUserQuery } from './query-client';
import { translateMessage } from '../lib/server-text';
import { clearPushToken } from './push';
import { afterLogoutPath } from '../lib/landing-paths';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';
import { MessageModal, type MessageModalState } from '../ui/message-modal';
import { useCallMutation } from './use-call-mutation';

export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const logoutCall = useCallMutation('logout');
  const [modal, setModal] = useState<MessageModalState | null>(null);
  const [busy, setBusy] = useState(false);
  const target = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const finish = () => {
    window.clearTimeout(timer.current);
    const to = target.current;
    target.current = null;
    setModal(null);
    if (!to) return;
    client.setQueryData(currentUserQuery.queryKey, null);
    void client.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    navigate(to, { replace: true });
  };

  const logout = async () => {
    if (busy) return;
    const user = client.getQueryData(currentUserQuery.queryKey) ?? null;
    setBusy(true);
    try {
      // The device token is cleared while the session still exists, so the server knows whose it is.
      await clearPushToken(user);
      try {
        await logoutCall.mutateAsync({ request: {} });
      } catch (error) {
        // No session any more (401) is as good as logged out.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
      writeStorage(STORAGE_KEYS.user, null);
      writeStorage(STORAGE_KEYS.userDoctor, null);
      target.current = afterLogoutPath(user);
      setModal({ tone: 'success', title: t('common.namaste'), body: translateMessage(t, MESSAGES.loggedOut) });
      timer.current = window.setTimeout(finish, TIMING.redirectDelayMs);
    } catch {
      setModal({ tone: 'error', title: t('common.sorry'), body: translateMessage(t, MESSAGES.tryAgainLater) });
    } finally {
      setBusy(false);
    }
  };

  const element = <MessageModal state={modal} onClose={() => (target.current ? finish() : setModal(null))} />;
  return { logout, busy, modal: element };
}
