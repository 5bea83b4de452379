// The top bar's logout icon of the shells without a side menu (the lab's and the call centre's), and the
// logout's message. The shell places the two apart: the message stays out of the top bar, whose white
// icon and focus colours are not the dialog's.
import { LogOut } from 'lucide-react';
import { useLogout } from '../api/use-logout';
import { useTranslation } from '../lib/i18n';

export function useLogoutButton() {
  const { t } = useTranslation();
  const { logout, busy, modal } = useLogout();
  const button = (
    <button
      type="button"
      className="icon-button"
      aria-label={t('common.logout')}
      onClick={() => void logout()}
      disabled={busy}
    >
      <LogOut size={22} aria-hidden="true" />
    </button>
  );
  return { button, modal };
}
