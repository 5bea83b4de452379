// The side menu (drawer) of the patient and doctor shells: links, logout, the text size, the app version line.
import { LogOut, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { NavLink } from 'react-router';
import { storedAppVersion } from '../lib/app-version';
import type { TextKey } from '../lib/text-key';
import { TextSizeChoice } from '../ui/text-size-choice';

export interface MenuItem {
  to: string;
  labelKey: TextKey;
  icon: LucideIcon;
  /** The history entry's state the link opens its page with. */
  state?: unknown;
}

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  items: MenuItem[];
  heading: string;
  onLogout?: () => void;
  extra?: ReactNode;
}

export function SideMenu({ open, onClose, items, heading, onLogout, extra }: SideMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const version = storedAppVersion();
  return (
    <dialog
      ref={ref}
      className="side-menu"
      aria-label={t('common.menu')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the panel) closes the menu.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <nav className="side-menu-panel">
          <div className="side-menu-head">
            <p className="side-menu-heading">{heading}</p>
            <button type="button" className="icon-button" aria-label={t('common.closeMenu')} onClick={onClose}>
              <X size={24} aria-hidden="true" />
            </button>
          </div>
          <ul className="side-menu-list">
            {items.map(({ to, labelKey, icon: Icon, state }) => (
              <li key={to + labelKey}>
                <NavLink to={to} state={state} onClick={onClose} className="side-menu-link">
                  <Icon size={22} aria-hidden="true" />
                  <span>{t(labelKey)}</span>
                </NavLink>
              </li>
            ))}
            {extra}
            {onLogout && (
              <li>
                <button
                  type="button"
                  className="side-menu-link"
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  <LogOut size={22} aria-hidden="true" />
                  <span>{t('common.logout')}</span>
                </button>
              </li>
            )}
          </ul>
          <TextSizeChoice />
          <p className="app-version">{t('common.appVersion', { version: version || '–' })}</p>
        </nav>
      )}
    </dialog>
  );
}
