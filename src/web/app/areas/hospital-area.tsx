import { DoctorLayout } from '../layouts/doctor-layout';
import type { AreaModule } from './area-module';

export const area: AreaModule = {
  Layout: DoctorLayout,
  pages: {
    '/hospital-account': () => import('../../features/accounts/account-page').then((m) => m.HospitalAccountPage),
    '/hospital-change-password': () =>
      import('../../features/accounts/change-password-page').then((m) => m.HospitalChangePasswordPage),
    '/hospital-edit-profile': () =>
      import('../../features/hospital/hospital-edit-profile-page').then((m) => m.HospitalEditProfilePage),
    '/hospital-setting': () =>
      import('../../features/doctor-settings/hospital-setting-page').then((m) => m.HospitalSettingPage),
    '/hospital-history': () =>
      import('../../features/hospital/hospital-history-page').then((m) => m.HospitalHistoryPage),
    '/hospital-emergency': () =>
      import('../../features/emergency/hospital-emergency-page').then((m) => m.HospitalEmergencyPage),
  },
};
