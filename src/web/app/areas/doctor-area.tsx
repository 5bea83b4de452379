import { DoctorLayout } from '../layouts/doctor-layout';
import type { AreaModule } from './area-module';

export const area: AreaModule = {
  Layout: DoctorLayout,
  pages: {
    '/doctors-account': () => import('../../features/accounts/account-page').then((m) => m.DoctorAccountPage),
    '/doctor-change-password': () =>
      import('../../features/accounts/change-password-page').then((m) => m.DoctorChangePasswordPage),
    '/doctors-edit-profile': () =>
      import('../../features/doctor-settings/edit-profile-page').then((m) => m.EditProfilePage),
    '/doctors-account-setting': () =>
      import('../../features/doctor-settings/account-setting-page').then((m) => m.AccountSettingPage),
    '/doctors-clinic-setting': () =>
      import('../../features/doctor-settings/clinic-setting-page').then((m) => m.ClinicSettingPage),
    '/doctors-hospital-timing': () =>
      import('../../features/doctor-settings/hospital-timing-page').then((m) => m.HospitalTimingPage),
    '/doctors-equipment': () => import('../../features/doctor-settings/equipment-page').then((m) => m.EquipmentPage),
    '/contact-us-doc': () => import('../../features/reference/contact-us-page').then((m) => m.ContactUsPage),
    '/doctor-list': () => import('../../features/queue/doctor-list-page').then((m) => m.DoctorListPage),
    '/doctors-dashboard': () =>
      import('../../features/queue/doctors-dashboard-page').then((m) => m.DoctorsDashboardPage),
    '/today-booking': () => import('../../features/queue/today-booking-page').then((m) => m.TodayBookingPage),
    '/clinic-day': () => import('../../features/queue/clinic-day-page').then((m) => m.ClinicDayPage),
    '/pending-booking': () => import('../../features/queue/pending-booking-page').then((m) => m.PendingBookingPage),
    '/add-booking': () => import('../../features/queue/add-booking-page').then((m) => m.AddBookingPage),
    '/re-schedule': () => import('../../features/queue/re-schedule-page').then((m) => m.ReSchedulePage),
    '/show-patient-details': () =>
      import('../../features/queue/show-patient-details-page').then((m) => m.ShowPatientDetailsPage),
    '/doctors-history': () => import('../../features/queue/doctors-history-page').then((m) => m.DoctorsHistoryPage),
    '/doctor-slot-join': () => import('../../features/queue/doctor-slot-join-page').then((m) => m.DoctorSlotJoinPage),
    '/today-lab-report': () => import('../../features/labs/today-lab-report-page').then((m) => m.TodayLabReportPage),
  },
};
