// The bottom tab bar of the patient and doctor shells; a tab is highlighted on its own page and on the
// pages it has always had.
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '../lib/i18n';
import { Link, useLocation } from 'react-router';
import type { TextKey } from '../lib/text-key';

export interface FooterTab {
  to: string;
  labelKey: TextKey;
  icon: LucideIcon;
  /** Other pages on which this tab is highlighted. */
  alsoOn?: readonly string[];
}

export function FooterTabs({ tabs, label }: { tabs: FooterTab[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="footer-tabs" aria-label={label}>
      <ul>
        {tabs.map(({ to, labelKey, icon: Icon, alsoOn }) => {
          const active = pathname === to || (alsoOn ?? []).includes(pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                className={active ? 'footer-tab active' : 'footer-tab'}
                aria-current={active ? 'page' : undefined}
              >
                <Icon size={24} aria-hidden="true" />
                <span>{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
