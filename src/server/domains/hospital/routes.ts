// Thin handlers of the hospital calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { DoctorSettingsService } from '../doctor-settings/service';
import type { DoctorsService } from '../doctors/service';
import { HospitalService } from './service';

export function hospitalRoutes(
  platform: Platform,
  doctors: DoctorsService,
  settings: DoctorSettingsService,
): CallHandlers {
  const hospital = new HospitalService(platform, doctors, settings);
  return {
    'get-hospital-doctor-list': async (input, ctx) => ({
      result: await hospital.getHospitalDoctorList(userOf(ctx), input.hospital_id),
    }),
    'get-hospital-doctor-list-array': async (input, ctx) => ({
      result: await hospital.getHospitalDoctorList(userOf(ctx), input.hospital_id),
    }),
    'edit-hospital-profile': async (input, ctx) => ({
      result: await hospital.editHospitalProfile(userOf(ctx), input, ctx.files.image),
      message: MESSAGES.profileSaved,
    }),
  };
}
