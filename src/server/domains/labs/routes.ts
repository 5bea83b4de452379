// Thin handlers of the lab calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { LabsService } from './service';

export function labRoutes(platform: Platform, labs: LabsService): CallHandlers {
  platform.fileAccess.allow('lab-booking', (user, id) => labs.mayRead(user, id));
  platform.fileAccess.allow('lab-test', async (user, testId) => {
    const test = await labs.repo.findTest(testId);
    return test !== undefined && (await labs.mayRead(user, test.lab_booking_id));
  });
  return {
    'get-lab-dashboard-booking-count': async (input, ctx) => ({
      result: await labs.getLabDashboardBookingCount(userOf(ctx), input.lab_id),
    }),
    'get-lab-booking': async (input, ctx) => ({
      result: await labs.getLabBooking(userOf(ctx), input.lab_id, input.date),
    }),
    'save-lab-test': async (input, ctx) => ({
      result: await labs.saveLabTest(userOf(ctx), input.lab_booking_id, input.tests),
    }),
    'update-lab-booking-status': async (input, ctx) => ({
      result: await labs.updateLabBookingStatus(userOf(ctx), input.lab_booking_id, input.status),
    }),
    'update-lab-test-status': async (input, ctx) => ({
      result: await labs.updateLabTestStatus(userOf(ctx), input.test_id, input.status),
    }),
    'add-test-report': async (input, ctx) => ({
      result: await labs.addTestReport(userOf(ctx), input.test_id, ctx.files.test_report),
      message: MESSAGES.reportUploaded,
    }),
    'add-lab-test-booking': async (input, ctx) => ({
      result: await labs.addLabTestBooking(userOf(ctx), input, ctx.files.priscription_image),
    }),
    'add-hospital-lab-test-booking': async (input, ctx) => ({
      result: await labs.addHospitalLabTestBooking(userOf(ctx), input),
      message: MESSAGES.labBooked,
    }),
    'get-patient-lab-reports': async (input, ctx) => ({
      result: await labs.getPatientLabReports(userOf(ctx), input.patient_id, input.person),
    }),
    'get-doctor-lab-reports': async (input, ctx) => ({
      result: await labs.getDoctorLabReports(userOf(ctx), input.doctor_id),
    }),
  };
}
