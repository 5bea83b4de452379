// Thin handlers of the doctor directory calls.
import type { CallHandlers } from '../../platform/calls';
import { userOf } from '../../platform/calls';
import { requireOwnDoctor, requireOwnId } from '../../platform/guards';
import type { Platform } from '../../platform/platform';
import type { DoctorsService } from './service';

export function doctorRoutes(platform: Platform, doctors: DoctorsService): CallHandlers {
  return {
    'get-all-doctors': async (input, ctx) => {
      requireOwnId(userOf(ctx), input.patient_id);
      return { result: await doctors.getAllDoctors({ city: input.city || undefined, categoryId: input.category_id }) };
    },
    'get-single-doctor': async (input, ctx) => {
      requireOwnId(userOf(ctx), input.patient_id);
      return { result: await doctors.getSingleDoctor(input.doctor_id) };
    },
    'get-doctor-slots': async (input) => ({ result: await doctors.getDoctorSlots(input.doctors_id) }),
    'get-doctor-details': async (input, ctx) => ({
      result: await doctors.getDoctorDetails(await requireOwnDoctor(platform, userOf(ctx), input.doctor_id)),
    }),
    'get-unregister-doctor-list-array': async (input) => ({
      result: await doctors.getUnregisterDoctorListArray(input.city),
    }),
  };
}
