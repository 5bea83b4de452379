// The lab shell (part 2 section 2): a home icon on the dashboard and on the lab's history page (its list
// of bookings, /lab-today-booking), a back arrow elsewhere (/view-lab-test); the lab's name with the
// doctor's name in brackets if present; a logout icon.
import { LogOut } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useSignedInUser } from '../../api/queries';
import { useLogout } from '../../features/accounts/use-logout';
import { LanguageSwitch } from '../../ui/language-switch';
import { useRouteHandle } from '../route-handle';
import { TopBar } from '../../ui/top-bar';

const HOME_ICON_PAGES = ['/labs-dashboard', '/lab-today-booking'];

export function LabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const handle = useRouteHandle();
  // The bookings list also shows tomorrow's (the dashboard's Tomorrow count): the title says which day.
  const titleKey = pathname === '/lab-today-booking' && search.get('day') === 'tomorrow' ? 'labs.tomorrowBookings' : handle?.titleKey;
  const user = useSignedInUser();
  const { logout, busy, modal } = useLogout();
  const labName = user?.name || user?.full_name || '';
  // A lab account's first and last names are its own name split in two, not a doctor's: bracket a name
  // only when it differs from the lab's.
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const doctor = fullName && fullName !== labName ? fullName : '';
  const subtitle = [labName, doctor ? `(${t('common.doctorName', { name: doctor })})` : ''].filter(Boolean).join(' ');
  return (
    <div className="shell">
      <TopBar
        title={titleKey ? t(titleKey) : ''}
        subtitle={subtitle}
        start={HOME_ICON_PAGES.includes(pathname) ? { kind: 'home', to: '/labs-dashboard' } : { kind: 'back' }}
        end={
          <>
            <LanguageSwitch />
            <button type="button" className="icon-button" aria-label={t('common.logout')} onClick={() => void logout()} disabled={busy}>
              <LogOut size={22} aria-hidden="true" />
            </button>
          </>
        }
      />
      <main className="page" id="main">
        <Outlet />
      </main>
      {modal}
    </div>
  );
}
