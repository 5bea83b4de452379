import { PublicLayout } from '../layouts/public-layout';
import type { AreaModule } from './area-module';

export const area: AreaModule = {
  Layout: PublicLayout,
  pages: {
    '/doctors-login': () => import('../../features/accounts/portal-login-page').then((m) => m.DoctorLoginPage),
    '/patient-login': () => import('../../features/accounts/portal-login-page').then((m) => m.PatientLoginPage),
    '/doctor-login-otp': () => import('../../features/accounts/otp-pages').then((m) => m.DoctorOtpRequestPage),
    '/patient-login-otp': () => import('../../features/accounts/otp-pages').then((m) => m.PatientOtpRequestPage),
    '/doctors-verify-otp': () => import('../../features/accounts/otp-pages').then((m) => m.DoctorOtpVerifyPage),
    '/patient-verify-otp': () => import('../../features/accounts/otp-pages').then((m) => m.PatientOtpVerifyPage),
    '/doctor-forgot-password': () =>
      import('../../features/accounts/forgot-password-page').then((m) => m.DoctorForgotPasswordPage),
    '/patient-forgot-password': () =>
      import('../../features/accounts/forgot-password-page').then((m) => m.PatientForgotPasswordPage),
    '/patient-registration': () => import('../../features/accounts/registration-page').then((m) => m.RegistrationPage),
    '/generate-password': () =>
      import('../../features/accounts/generate-password-page').then((m) => m.GeneratePasswordPage),
    '/contact-change': () => import('../../features/accounts/contact-change-page').then((m) => m.ContactChangePage),
    '/labs-login': () => import('../../features/accounts/staff-login-pages').then((m) => m.LabsLoginPage),
    '/operator-login': () => import('../../features/accounts/staff-login-pages').then((m) => m.OperatorLoginPage),
  },
};
