// The doctor and hospital shell: back arrow or menu, the doctor's name, a home icon;
// footer tabs home, History, Emergency, Account; side menu account, the waiting-room TV board (the
// doctor's own, the hospital's of its doctors), token slips (printed from the day's bookings), FAQ,
// contact us, app version. Home is the doctor's dashboard (where /doctor-list and a doctor's sign-in
// land) or the hospital's list of its doctors; the tab pages, home among them, have the menu, never a
// Back that could leave the app, and a hospital's Back from a doctor's dashboard goes to its list.
import { CircleHelp, History, House, Phone, Printer, Siren, Tv, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, Outlet, useLocation } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { useReferenceNames } from '../../api/reference-names';
import { useLogout } from '../../api/use-logout';
import { FaqDialog } from '../../features/reference/faq-dialog';
import { boardLinkOf } from '../../features/waiting-room/board-link';
import { FooterTabs, type FooterTab } from '../footer-tabs';
import { LanguageSwitch } from '../../ui/language-switch';
import { useRouteHandle } from '../route-handle';
import { SideMenu, type MenuItem } from '../side-menu';
import { TopBar } from '../../ui/top-bar';

export function DoctorLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const user = useSignedInUser();
  const names = useReferenceNames();
  const [menuOpen, setMenuOpen] = useState(false);
  const [faqOpen, setFaqOpen] = useState(false);
  const { logout, modal } = useLogout();
  const isHospital = user?.type === 'Hospital';
  const accountPath = isHospital ? '/hospital-account' : '/doctors-account';
  const historyPath = isHospital ? '/hospital-history' : '/doctors-history';
  const homePath = isHospital ? '/doctor-list' : '/doctors-dashboard';
  const tabs: FooterTab[] = [
    { to: homePath, labelKey: 'nav.home', icon: House, alsoOn: ['/doctors-dashboard'] },
    { to: historyPath, labelKey: 'nav.history', icon: History },
    { to: '/hospital-emergency', labelKey: 'nav.emergency', icon: Siren },
    {
      to: accountPath,
      labelKey: 'nav.account',
      icon: UserRound,
      alsoOn: isHospital
        ? ['/hospital-edit-profile', '/hospital-setting', '/hospital-change-password']
        : [
            '/doctors-edit-profile',
            '/doctor-change-password',
            '/doctors-hospital-timing',
            '/doctors-clinic-setting',
            '/doctors-account-setting',
          ],
    },
  ];
  const menuPages = [homePath, historyPath, '/hospital-emergency', accountPath];
  const board: MenuItem[] = user ? [{ ...boardLinkOf(user), labelKey: 'waitingRoom.setup.title', icon: Tv }] : [];
  const menuItems: MenuItem[] = [
    { to: accountPath, labelKey: 'nav.account', icon: UserRound },
    ...board,
    // Each of the day's bookings prints its slip (and a walk-in's is offered when it is added).
    { to: '/today-booking', labelKey: 'waitingRoom.slip.printSlips', icon: Printer },
    { to: '/contact-us-doc', labelKey: 'titles.contact-us-doc', icon: Phone },
  ];
  const name = !user
    ? ''
    : isHospital
      ? names.institution(user.name || user.full_name)
      : t('common.doctorName', { name: `${user.first_name} ${user.last_name}`.trim() || user.name });
  return (
    <div className="shell shell-with-footer">
      <TopBar
        title={handle ? t(handle.titleKey) : ''}
        subtitle={name}
        start={
          menuPages.includes(pathname)
            ? { kind: 'menu', onOpen: () => setMenuOpen(true) }
            : { kind: 'back', to: pathname === '/doctors-dashboard' ? '/doctor-list' : undefined }
        }
        end={
          <>
            <LanguageSwitch />
            <Link to={homePath} className="icon-button" aria-label={t('nav.home')}>
              <House size={22} aria-hidden="true" />
            </Link>
          </>
        }
      />
      <main className="page" id="main">
        <Outlet />
      </main>
      <FooterTabs tabs={tabs} label={t('nav.doctorTabs')} />
      <SideMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        heading={name || t('common.appName')}
        items={menuItems}
        extra={
          <li>
            <button
              type="button"
              className="side-menu-link"
              onClick={() => {
                setMenuOpen(false);
                setFaqOpen(true);
              }}
            >
              <CircleHelp size={22} aria-hidden="true" />
              <span>{t('nav.faq')}</span>
            </button>
          </li>
        }
        onLogout={() => void logout()}
      />
      <FaqDialog open={faqOpen} onClose={() => setFaqOpen(false)} />
      {modal}
    </div>
  );
}
