// Thin handlers of the doctor settings calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { DoctorSettingsService } from './service';

export function doctorSettingsRoutes(platform: Platform, settings: DoctorSettingsService): CallHandlers {
  // Profile pictures are shown to every signed-in user (doctor cards, hospital lists).
  platform.fileAccess.allow('profile', async () => true);
  return {
    'edit-doctor-profile': async (input, ctx) => ({
      result: await settings.editDoctorProfile(userOf(ctx), input, ctx.files.image),
      message: MESSAGES.profileSaved,
    }),
    'edit-doctor-clinic-details': async (input, ctx) => ({
      result: await settings.editDoctorClinicDetails(userOf(ctx), input),
      message: MESSAGES.settingsSaved,
    }),
    'edit-doctor-hospital-timings': async (input, ctx) => ({
      result: await settings.editDoctorHospitalTimings(userOf(ctx), input),
      message: MESSAGES.timingsSaved,
    }),
  };
}
