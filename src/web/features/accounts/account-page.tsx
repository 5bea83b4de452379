// The account pages of each role (/patient-account, /doctors-account, /hospital-account): picture, name,
// links, the Logout button and the app version line (from local storage).
import {
  BellRing,
  ChartPie,
  ChevronRight,
  Clock,
  Building2,
  KeyRound,
  LifeBuoy,
  LogOut,
  Settings,
  ShieldCheck,
  Stethoscope,
  UserRoundPen,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useSignedInUser } from '../../api/query-client';
import { storedAppVersion } from '../../lib/app-version';
import { displayName } from '../../lib/display-name';
import { useLogout } from '../../api/use-logout';
import { DoctorPicture } from '../../ui/pictures';
import { pictureUrl } from '../../lib/picture-url';
import type { TextKey } from '../../lib/text-key';
import './accounts.css';

type Variant = 'patient' | 'doctor' | 'hospital';
interface AccountLink {
  to: string;
  labelKey: TextKey;
  icon: LucideIcon;
}

const LINKS: Record<Variant, AccountLink[]> = {
  patient: [
    { to: '/family', labelKey: 'titles.family', icon: UsersRound },
    { to: '/total-bookings', labelKey: 'titles.total-bookings', icon: ChartPie },
    { to: '/patient-edit-profile', labelKey: 'account.editProfile', icon: UserRoundPen },
    { to: '/patient-alert-settings', labelKey: 'account.alertSettings', icon: BellRing },
    { to: '/my-data', labelKey: 'titles.my-data', icon: ShieldCheck },
    { to: '/patient-change-password', labelKey: 'titles.patient-change-password', icon: KeyRound },
    { to: '/contact-us', labelKey: 'account.helpSupport', icon: LifeBuoy },
  ],
  doctor: [
    { to: '/doctors-edit-profile', labelKey: 'account.editProfile', icon: UserRoundPen },
    { to: '/doctors-account-setting', labelKey: 'titles.doctors-account-setting', icon: Settings },
    { to: '/doctors-clinic-setting', labelKey: 'titles.doctors-clinic-setting', icon: Building2 },
    { to: '/doctors-hospital-timing', labelKey: 'titles.doctors-hospital-timing', icon: Clock },
    { to: '/doctors-equipment', labelKey: 'titles.doctors-equipment', icon: Stethoscope },
    { to: '/doctor-change-password', labelKey: 'titles.doctor-change-password', icon: KeyRound },
    { to: '/contact-us-doc', labelKey: 'account.helpSupport', icon: LifeBuoy },
  ],
  hospital: [
    { to: '/hospital-edit-profile', labelKey: 'account.editProfile', icon: UserRoundPen },
    { to: '/hospital-setting', labelKey: 'titles.hospital-setting', icon: Building2 },
    { to: '/hospital-change-password', labelKey: 'titles.hospital-change-password', icon: KeyRound },
    { to: '/contact-us-doc', labelKey: 'account.helpSupport', icon: LifeBuoy },
  ],
};

function AccountPage({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { logout, busy, modal } = useLogout();
  const name =
    variant === 'doctor' && user
      ? t('common.doctorName', { name: `${user.first_name} ${user.last_name}`.trim() })
      : displayName(user);
  const version = storedAppVersion();
  const picture = pictureUrl(user?.image);
  return (
    <div className="page-column">
      <section className="card account-card">
        {picture ? <img src={picture} alt="" className="avatar" width={72} height={72} /> : <DoctorPicture size={72} />}
        <div>
          <p className="account-name">{name}</p>
          {user?.phone_number && (
            <p className="account-detail" dir="ltr">
              +91 {user.phone_number}
            </p>
          )}
        </div>
      </section>
      <nav className="card list-card" aria-label={t('nav.account')}>
        <ul className="link-list">
          {LINKS[variant].map(({ to, labelKey, icon: Icon }) => (
            <li key={to + labelKey}>
              <Link to={to} className="link-row">
                <Icon size={22} aria-hidden="true" />
                <span>{t(labelKey)}</span>
                <ChevronRight size={20} aria-hidden="true" className="link-row-chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="button button-danger-outline button-block"
        onClick={() => void logout()}
        disabled={busy}
      >
        <LogOut size={20} aria-hidden="true" />
        {t('common.logout')}
      </button>
      <p className="app-version">{t('common.appVersion', { version: version || '–' })}</p>
      {modal}
    </div>
  );
}

export const PatientAccountPage = () => <AccountPage variant="patient" />;
export const DoctorAccountPage = () => <AccountPage variant="doctor" />;
export const HospitalAccountPage = () => <AccountPage variant="hospital" />;
