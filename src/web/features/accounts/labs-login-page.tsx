// /labs-login (part 2 section 2): mobile number and password, remember me (phone only), a failure
// message that clears after a delay, the forgot-password link (doctor recovery page, Lab account), the
// install prompt. A Lab user already signed in is sent to /labs-dashboard by the route guard.
import { FlaskConical } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { AuthFrame } from './auth-frame';
import { InstallBanner } from './install-banner';
import { LoginForm } from './login-form';

export function LabsLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame
      title={t('titles.labs-login')}
      intro={
        <div className="page-intro">
          <FlaskConical size={40} aria-hidden="true" className="page-intro-icon" />
          <p>{t('auth.labIntro')}</p>
        </div>
      }
    >
      <LoginForm
        portal="lab"
        inlineFailure
        destination={() => '/labs-dashboard'}
        links={<Link to="/doctor-forgot-password?type=Lab">{t('auth.forgotPassword')}</Link>}
      />
      <InstallBanner />
    </AuthFrame>
  );
}
