import { prefetchSingleDoctor } from '../../features/appointments/shared/appointments-queries';
import { prefetchPatientHomeDoctors } from '../../features/doctors/doctors-queries';
import { positiveId } from '../../lib/positive-id';
import { PatientLayout } from '../layouts/patient-layout';
import type { AreaModule } from './area-module';

export const area: AreaModule = {
  Layout: PatientLayout,
  pages: {
    '/patient-selection': () => import('../patient-landing').then((m) => m.PatientLanding),
    '/specialist-doctor-list': () =>
      import('../../features/doctors/specialist-doctor-list-page').then((m) => m.SpecialistDoctorListPage),
    '/patient-doctor-profile': () =>
      import('../../features/doctors/doctor-profile-page').then((m) => m.DoctorProfilePage),
    '/patient-details': () =>
      import('../../features/appointments/patient-details-page').then((m) => m.PatientDetailsPage),
    '/patient-book-appointment': () =>
      import('../../features/appointments/book-appointment-page').then((m) => m.BookAppointmentPage),
    '/patient-live': () => import('../../features/appointments/patient-live-page').then((m) => m.PatientLivePage),
    '/patient-history': () =>
      import('../../features/appointments/patient-history-page').then((m) => m.PatientHistoryPage),
    '/patient-prescriptions': () =>
      import('../../features/appointments/patient-prescriptions-page').then((m) => m.PatientPrescriptionsPage),
    '/patient-account': () => import('../../features/accounts/account-page').then((m) => m.PatientAccountPage),
    '/patient-change-password': () =>
      import('../../features/accounts/change-password-page').then((m) => m.PatientChangePasswordPage),
    '/medical-lab': () => import('../../features/labs/medical-lab-page').then((m) => m.MedicalLabPage),
    '/patient-lab-reports': () =>
      import('../../features/labs/patient-lab-reports-page').then((m) => m.PatientLabReportsPage),
    '/medical-delivery': () =>
      import('../../features/delivery/medical-delivery-page').then((m) => m.MedicalDeliveryPage),
    '/make-medical-delivery': () =>
      import('../../features/delivery/make-medical-delivery-page').then((m) => m.MakeMedicalDeliveryPage),
    '/previous-medical-delivery': () =>
      import('../../features/delivery/previous-medical-delivery-page').then((m) => m.PreviousMedicalDeliveryPage),
    '/patient-emergency': () =>
      import('../../features/emergency/patient-emergency-page').then((m) => m.PatientEmergencyPage),
    '/ambulance-service': () =>
      import('../../features/emergency/ambulance-service-page').then((m) => m.AmbulanceServicePage),
    '/patient-edit-profile': () =>
      import('../../features/patient-account/patient-edit-profile-page').then((m) => m.PatientEditProfilePage),
    '/patient-alert-settings': () =>
      import('../../features/patient-account/alert-settings-page').then((m) => m.AlertSettingsPage),
    '/other-doctor-booking': () =>
      import('../../features/external-bookings/other-doctor-booking-page').then((m) => m.OtherDoctorBookingPage),
    '/unregistered-doctor-booking': () =>
      import('../../features/external-bookings/unregistered-doctor-booking-page').then(
        (m) => m.UnregisteredDoctorBookingPage,
      ),
    '/government-hospitals': () =>
      import('../../features/government/government-hospitals-page').then((m) => m.GovernmentHospitalsPage),
    '/gov-hospital-department': () =>
      import('../../features/government/gov-hospital-department-page').then((m) => m.GovHospitalDepartmentPage),
    '/gov-hospital-booking': () =>
      import('../../features/external-bookings/gov-hospital-booking-page').then((m) => m.GovHospitalBookingPage),
    '/total-bookings': () =>
      import('../../features/patient-account/total-bookings-page').then((m) => m.TotalBookingsPage),
    '/patient-dashboard': () =>
      import('../../features/patient-account/patient-dashboard-page').then((m) => m.PatientDashboardPage),
    '/family': () => import('../../features/patient-account/family-page').then((m) => m.FamilyPage),
    '/my-data': () => import('../../features/privacy/my-data-page').then((m) => m.MyDataPage),
    '/my-corrections': () => import('../../features/privacy/my-corrections-page').then((m) => m.MyCorrectionsPage),
    '/grievance': () => import('../../features/privacy/grievance-page').then((m) => m.GrievancePage),
    '/my-records-log': () => import('../../features/privacy/record-access-log-page').then((m) => m.RecordAccessLogPage),
    '/privacy-choices': () => import('../../features/privacy/privacy-choices-page').then((m) => m.PrivacyChoicesPage),
    '/delete-account': () => import('../../features/privacy/delete-account-page').then((m) => m.DeleteAccountPage),
  },
  // The two screens on the way to a token that open on a read (decision 0096): the rest open on a form or
  // on data the screen before read.
  dataStarters: {
    '/patient-selection': ({ user }) => prefetchPatientHomeDoctors(user.id),
    '/patient-doctor-profile': ({ search, user }) => {
      const doctorId = positiveId(search.get('doctor_id'));
      if (doctorId !== null) prefetchSingleDoctor(user.id, doctorId);
    },
  },
};
