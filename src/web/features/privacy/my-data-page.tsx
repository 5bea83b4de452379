// /my-data, "My data and privacy": the one place a patient finds their rights over what the app keeps of them
// and their family: a copy of it, who saw their records, a correction, their privacy choices, the privacy
// policy, a grievance to the grievance officer, and erasing the account. The account page links here.
import {
  ChevronRight,
  FilePen,
  MessageSquareWarning,
  ScrollText,
  ShieldCheck,
  ToggleRight,
  UserRoundX,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import type { TextKey } from '../../lib/text-key';
import { DownloadMyData } from './download-my-data';
import './privacy.css';

interface RightLink {
  to: string;
  labelKey: TextKey;
  hintKey: TextKey;
  icon: LucideIcon;
}

const RIGHTS: RightLink[] = [
  { to: '/my-records-log', labelKey: 'titles.my-records-log', hintKey: 'myData.hub.recordsLog', icon: ShieldCheck },
  { to: '/my-corrections', labelKey: 'titles.my-corrections', hintKey: 'myData.hub.corrections', icon: FilePen },
  { to: '/privacy-choices', labelKey: 'titles.privacy-choices', hintKey: 'myData.hub.choices', icon: ToggleRight },
  { to: '/privacy-policy', labelKey: 'titles.privacy-policy', hintKey: 'myData.hub.policy', icon: ScrollText },
  { to: '/grievance', labelKey: 'titles.grievance', hintKey: 'myData.hub.grievance', icon: MessageSquareWarning },
  { to: '/delete-account', labelKey: 'titles.delete-account', hintKey: 'myData.hub.erase', icon: UserRoundX },
];

export function MyDataPage() {
  const { t } = useTranslation();
  return (
    <div className="page-column">
      <p className="pv-intro">{t('myData.hub.lead')}</p>
      <DownloadMyData />
      <nav className="card list-card" aria-label={t('myData.hub.rights')}>
        <ul className="link-list">
          {RIGHTS.map(({ to, labelKey, hintKey, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="link-row pv-right">
                <Icon size={22} aria-hidden="true" />
                <span>
                  <span className="pv-right-label">{t(labelKey)}</span>
                  <span className="pv-right-hint">{t(hintKey)}</span>
                </span>
                <ChevronRight size={20} aria-hidden="true" className="link-row-chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
