// The staff sign-in pages, each a mobile number and password with remember me (phone only), a failure
// message under the form that clears after a delay, and the install prompt:
// - /labs-login, with the forgot-password link (doctor recovery page, Lab account);
// - /operator-login, the call centre's (its accounts are made by the administrators: no links).
// A user of the page's own kind already signed in is sent on by the route guard (route-table.ts).
import { FlaskConical, Headset, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { AuthFrame } from './auth-frame';
import { InstallBanner } from './install-banner';
import { LoginForm } from './login-form';
import type { Portal } from './sign-in';

function StaffLoginPage({
  title,
  intro,
  icon: Icon,
  portal,
  links,
}: {
  title: string;
  intro: string;
  icon: LucideIcon;
  portal: Portal;
  links?: ReactNode;
}) {
  return (
    <AuthFrame
      title={title}
      intro={
        <div className="page-intro">
          <Icon size={40} aria-hidden="true" className="page-intro-icon" />
          <p>{intro}</p>
        </div>
      }
    >
      <LoginForm portal={portal} inlineFailure links={links} />
      <InstallBanner />
    </AuthFrame>
  );
}

export function LabsLoginPage() {
  const { t } = useTranslation();
  return (
    <StaffLoginPage
      title={t('titles.labs-login')}
      intro={t('auth.labIntro')}
      icon={FlaskConical}
      portal="lab"
      links={<Link to="/doctor-forgot-password?type=Lab">{t('auth.forgotPassword')}</Link>}
    />
  );
}

export function OperatorLoginPage() {
  const { t } = useTranslation();
  return (
    <StaffLoginPage
      title={t('titles.operator-login')}
      intro={t('auth.operatorIntro')}
      icon={Headset}
      portal="operator"
    />
  );
}
