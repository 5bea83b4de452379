// The lab shell: a home icon on the dashboard and on the lab's history page (its list
// of bookings, /lab-today-booking), a back arrow elsewhere (/view-lab-test); the lab's name with the
// doctor's name in brackets if present; a logout icon.
import { useTranslation } from '../../lib/i18n';
import { useLocation, useSearchParams } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { useReferenceNames } from '../../api/reference-names';
import { useRouteHandle } from '../route-handle';
import { StaffShell } from './staff-shell';

const HOME_ICON_PAGES = ['/labs-dashboard', '/lab-today-booking'];

export function LabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const handle = useRouteHandle();
  // The bookings list also shows tomorrow's (the dashboard's Tomorrow count): the title says which day.
  const titleKey =
    pathname === '/lab-today-booking' && search.get('day') === 'tomorrow' ? 'labs.tomorrowBookings' : handle?.titleKey;
  const user = useSignedInUser();
  const names = useReferenceNames();
  const labName = user?.name || user?.full_name || '';
  // A lab account's first and last names are its own name split in two, not a doctor's: bracket a name
  // only when it differs from the lab's.
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const doctor = fullName && fullName !== labName ? fullName : '';
  const subtitle = [names.institution(labName), doctor ? `(${t('common.doctorName', { name: doctor })})` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <StaffShell
      title={titleKey ? t(titleKey) : ''}
      subtitle={subtitle}
      start={HOME_ICON_PAGES.includes(pathname) ? { kind: 'home', to: '/labs-dashboard' } : { kind: 'back' }}
    />
  );
}
