// Thin handlers of the emergency and ambulance calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { GovernmentService } from '../government/service';
import { EmergencyService } from './service';

export function emergencyRoutes(platform: Platform, government: GovernmentService): CallHandlers {
  const emergencies = new EmergencyService(platform, government);
  return {
    'add-emergency-booking': async (input, ctx) => ({
      result: await emergencies.addEmergencyBooking(userOf(ctx), input),
      message: MESSAGES.emergencyReceived,
    }),
    'add-ambulance-request': async (input, ctx) => ({
      result: await emergencies.addAmbulanceRequest(userOf(ctx), input),
      message: MESSAGES.emergencyReceived,
    }),
    'get-patient-emergency-requests': async (input, ctx) => ({
      result: await emergencies.getPatientEmergencyRequests(userOf(ctx), input.patient_id),
    }),
    'get-hospital-emergency-requests': async (input, ctx) => ({
      result: await emergencies.getHospitalEmergencyRequests(userOf(ctx), input.hospital_id),
    }),
    'get-emergency-requests': async (_input, ctx) => ({ result: await emergencies.getEmergencyRequests(userOf(ctx)) }),
    'update-emergency-status': async (input, ctx) => ({
      result: await emergencies.updateEmergencyStatus(userOf(ctx), input),
      message: MESSAGES.emergencyStatusChanged,
    }),
    'get-emergency-hospitals': async (input, ctx) => ({
      result: await emergencies.getEmergencyHospitals(userOf(ctx), input.patient_id, input.city),
    }),
  };
}
