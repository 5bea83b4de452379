import { PatientLayout } from '../layouts/patient-layout';
import type { AreaModule } from './area-module';

export const area: AreaModule = {
  Layout: PatientLayout,
  pages: {
    '/patient-selection': () => import('../../features/appointments/patient-selection-page').then((m) => m.PatientSelectionPage),
    '/specialist-doctor-list': () => import('../../features/appointments/specialist-doctor-list-page').then((m) => m.SpecialistDoctorListPage),
    '/patient-doctor-profile': () => import('../../features/appointments/doctor-profile-page').then((m) => m.DoctorProfilePage),
    '/patient-details': () => import('../../features/appointments/patient-details-page').then((m) => m.PatientDetailsPage),
    '/patient-book-appointment': () => import('../../features/appointments/book-appointment-page').then((m) => m.BookAppointmentPage),
    '/patient-live': () => import('../../features/appointments/patient-live-page').then((m) => m.PatientLivePage),
    '/patient-history': () => import('../../features/appointments/patient-history-page').then((m) => m.PatientHistoryPage),
    '/patient-prescriptions': () => import('../../features/appointments/patient-prescriptions-page').then((m) => m.PatientPrescriptionsPage),
    '/patient-account': () => import('../../features/profile/account-page').then((m) => m.PatientAccountPage),
    '/patient-change-password': () => import('../../features/auth/change-password-page').then((m) => m.PatientChangePasswordPage),
    '/medical-lab': () => import('../../features/labs/medical-lab-page').then((m) => m.MedicalLabPage),
    '/patient-lab-reports': () => import('../../features/labs/patient-lab-reports-page').then((m) => m.PatientLabReportsPage),
    '/medical-delivery': () => import('../../features/patient-care/medical-delivery-page').then((m) => m.MedicalDeliveryPage),
    '/make-medical-delivery': () => import('../../features/patient-care/make-medical-delivery-page').then((m) => m.MakeMedicalDeliveryPage),
    '/previous-medical-delivery': () => import('../../features/patient-care/previous-medical-delivery-page').then((m) => m.PreviousMedicalDeliveryPage),
    '/patient-emergency': () => import('../../features/patient-care/patient-emergency-page').then((m) => m.PatientEmergencyPage),
    '/ambulance-service': () => import('../../features/patient-care/ambulance-service-page').then((m) => m.AmbulanceServicePage),
    '/patient-edit-profile': () => import('../../features/patient-care/patient-edit-profile-page').then((m) => m.PatientEditProfilePage),
    '/other-doctor-booking': () => import('../../features/patient-services/other-doctor-booking-page').then((m) => m.OtherDoctorBookingPage),
    '/unregistered-doctor-booking': () => import('../../features/patient-services/unregistered-doctor-booking-page').then((m) => m.UnregisteredDoctorBookingPage),
    '/government-hospitals': () => import('../../features/patient-services/government-hospitals-page').then((m) => m.GovernmentHospitalsPage),
    '/gov-hospital-department': () => import('../../features/patient-services/gov-hospital-department-page').then((m) => m.GovHospitalDepartmentPage),
    '/gov-hospital-booking': () => import('../../features/patient-services/gov-hospital-booking-page').then((m) => m.GovHospitalBookingPage),
    '/total-bookings': () => import('../../features/patient-services/total-bookings-page').then((m) => m.TotalBookingsPage),
    '/patient-dashboard': () => import('../../features/patient-services/patient-dashboard-page').then((m) => m.PatientDashboardPage),
  },
};
