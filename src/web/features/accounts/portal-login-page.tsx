// /doctors-login and /patient-login: Doctor's Portal and Patient's Portal with a back arrow to /,
// forgot-password and OTP links. Every sign-in lands where the first screen's does (landingAfterSignIn).
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { AuthFrame } from './auth-frame';
import { LoginForm } from './login-form';

export function DoctorLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('auth.doctorPortal')}>
      <LoginForm
        portal="doctor"
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
