// /doctors-login and /patient-login: Doctor's Portal and Patient's Portal with a back arrow to /,
// forgot-password and OTP links. A doctor signing in here goes to /doctors-dashboard; a hospital (which
// also carries user_type Doctor) to its landing, the list of its doctors.
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { landingPath } from '../../lib/landing-paths';
import { AuthFrame } from './auth-frame';
import { LoginForm } from './login-form';

export function DoctorLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('auth.doctorPortal')}>
      <LoginForm
        portal="doctor"
        destination={(user) => (user.type === 'Doctor' ? '/doctors-dashboard' : landingPath(user))}
        links={
          <>
            <Link to="/doctor-forgot-password">{t('auth.forgotPassword')}</Link>
            <Link to="/doctor-login-otp">{t('auth.loginWithOtp')}</Link>
          </>
        }
      />
    </AuthFrame>
  );
}

export function PatientLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('auth.patientPortal')}>
      <LoginForm
        portal="patient"
        destination={landingPath}
        links={
          <>
            <Link to="/patient-forgot-password">{t('auth.forgotPassword')}</Link>
            <Link to="/patient-login-otp">{t('auth.loginWithOtp')}</Link>
            <Link to="/patient-registration">{t('auth.registerLink')}</Link>
          </>
        }
      />
    </AuthFrame>
  );
}
