// The patient shell: menu button on the four tab pages, back arrow elsewhere, the
// language dropdown (hidden on /patient-dashboard), the side menu and the footer tabs; a waiting erasure of
// the account in place of the screen until the patient answers it (features/privacy/erasure-due.tsx).
import {
  Activity,
  FileText,
  History,
  House,
  Info,
  Phone,
  ReceiptText,
  ShieldCheck,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { useLogout } from '../../api/use-logout';
import { ErasureDueNotice, useErasureDue } from '../../features/privacy/erasure-due';
import { displayName } from '../../lib/display-name';
import { FooterTabs, type FooterTab } from '../footer-tabs';
import { LanguageSwitch } from '../../ui/language-switch';
import { useRouteHandle } from '../route-handle';
import { SideMenu, type MenuItem } from '../side-menu';
import { TopBar } from '../../ui/top-bar';

const MENU_PAGES = ['/patient-selection', '/patient-account', '/patient-live', '/patient-history'];

const TABS: FooterTab[] = [
  {
    to: '/patient-selection',
    labelKey: 'nav.home',
    icon: House,
    alsoOn: [
      '/patient-dashboard',
      '/patient-doctor-profile',
      '/patient-details',
      '/patient-book-appointment',
      '/other-doctor-booking',
      '/specialist-doctor-list',
      '/unregistered-doctor-booking',
      '/medical-delivery',
      '/make-medical-delivery',
      '/previous-medical-delivery',
    ],
  },
  { to: '/patient-live', labelKey: 'nav.status', icon: Activity },
  { to: '/patient-history', labelKey: 'nav.history', icon: History },
  {
    to: '/patient-account',
    labelKey: 'nav.account',
    icon: UserRound,
    alsoOn: [
      '/patient-change-password',
      '/patient-edit-profile',
      '/family',
      '/patient-alert-settings',
      '/my-data',
      '/privacy-choices',
      '/my-records-log',
      '/my-corrections',
      '/grievance',
      '/delete-account',
    ],
  },
];

const MENU: MenuItem[] = [
  { to: '/patient-account', labelKey: 'nav.account', icon: UserRound },
  { to: '/family', labelKey: 'titles.family', icon: UsersRound },
  { to: '/about-us', labelKey: 'titles.about-us', icon: Info },
  { to: '/privacy-policy', labelKey: 'titles.privacy-policy', icon: ShieldCheck },
  { to: '/refund-policy', labelKey: 'titles.refund-policy', icon: ReceiptText },
  { to: '/terms-and-condition', labelKey: 'titles.terms-and-condition', icon: FileText },
  { to: '/contact-us', labelKey: 'titles.contact-us', icon: Phone },
];

export function PatientLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const user = useSignedInUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const { logout, modal } = useLogout();
  // An erasure the patient asked for is shown before any screen until they keep the account or go on.
  const erasure = useErasureDue(user);
  return (
    <div className="shell shell-with-footer">
      <TopBar
        title={handle ? t(handle.titleKey) : ''}
        start={MENU_PAGES.includes(pathname) ? { kind: 'menu', onOpen: () => setMenuOpen(true) } : { kind: 'back' }}
        end={pathname === '/patient-dashboard' ? undefined : <LanguageSwitch />}
      />
      <main className="page" id="main">
        {erasure.due && user ? <ErasureDueNotice user={user} onGoOn={erasure.goOn} /> : <Outlet />}
      </main>
      <FooterTabs tabs={TABS} label={t('nav.patientTabs')} />
      <SideMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        items={MENU}
        heading={displayName(user) || t('common.appName')}
        onLogout={() => void logout()}
      />
      {modal}
    </div>
  );
}
