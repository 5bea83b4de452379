// The one-time-code screens (part 1 section 2). /doctor-login-otp and /patient-login-otp take a mobile
// number and lead to the verify screens, which are static mockups: no call is made.
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { PhoneField } from '../../ui/form-field';
import { AuthFrame } from './auth-frame';
import { fieldError } from '../../ui/form-errors';
import { lazyResolver, preloadSchemas } from './lazy-resolver';

type Variant = 'doctor' | 'patient';
const VERIFY_PATH: Record<Variant, string> = { doctor: '/doctors-verify-otp', patient: '/patient-verify-otp' };
const LOGIN_PATH: Record<Variant, string> = { doctor: '/doctors-login', patient: '/patient-login' };
const AFTER_VERIFY: Record<Variant, string> = { doctor: '/doctors-dashboard', patient: '/patient-dashboard' };
/** The mockup's fixed sample phone number. */
const SAMPLE_PHONE = '+91 98765 43210';

function OtpRequest({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyResolver((r) => r.otpPhone), defaultValues: { phone_number: '' } });
  return (
    <AuthFrame title={t(variant === 'doctor' ? 'auth.doctorPortal' : 'auth.patientPortal')} back={LOGIN_PATH[variant]}>
      <h2 className="card-title">{t('otp.loginWithOtp')}</h2>
      <p className="card-lead">{t('otp.requestLead')}</p>
      <form className="form" noValidate onSubmit={handleSubmit(() => navigate(VERIFY_PATH[variant]))} onFocus={preloadSchemas}>
        <PhoneField label={t('auth.mobileNumber')} error={fieldError(t, errors.phone_number?.message)} {...register('phone_number')} />
        <button type="submit" className="button button-primary button-block">
          {t('otp.getOtp')}
        </button>
        <div className="form-links">
          <Link to={LOGIN_PATH[variant]}>{t('otp.loginWithPassword')}</Link>
        </div>
      </form>
    </AuthFrame>
  );
}

function OtpVerify({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('otp.enterOtp')} back={variant === 'doctor' ? '/doctor-login-otp' : '/patient-login-otp'}>
      <h2 className="card-title">{t('otp.enterOtp')}</h2>
      <p className="card-lead">
        {t('otp.sentTo')} <strong dir="ltr">{SAMPLE_PHONE}</strong>
      </p>
      <div className="otp-boxes" role="group" aria-label={t('otp.enterOtp')}>
        {[1, 2, 3, 4].map((n) => (
          <input key={n} className="otp-box" inputMode="numeric" maxLength={1} aria-label={t('otp.digit', { n })} />
        ))}
      </div>
      <div className="otp-actions">
        <button type="button" className="button button-link">
          {t('otp.getViaCall')}
        </button>
        <button type="button" className="button button-link">
          {t('otp.resendOtp')}
        </button>
      </div>
      <Link to={AFTER_VERIFY[variant]} className="button button-primary button-block">
        {t('otp.verifyAndLogin')}
      </Link>
    </AuthFrame>
  );
}

export const DoctorOtpRequestPage = () => <OtpRequest variant="doctor" />;
export const PatientOtpRequestPage = () => <OtpRequest variant="patient" />;
export const DoctorOtpVerifyPage = () => <OtpVerify variant="doctor" />;
export const PatientOtpVerifyPage = () => <OtpVerify variant="patient" />;
