// Thin handlers of the doctor directory calls.
import { userOf, type CallHandlers } from '../../platform/calls';
import type { DoctorsService } from './service';

export function doctorRoutes(doctors: DoctorsService): CallHandlers {
  return {
    'get-all-doctors': async (input, ctx) => ({ result: await doctors.getAllDoctors(userOf(ctx), input) }),
    'get-single-doctor': async (input, ctx) => ({
      result: await doctors.getSingleDoctor(userOf(ctx), input.patient_id, input.doctor_id),
    }),
    'get-doctor-slots': async (input) => ({ result: await doctors.getDoctorSlots(input.doctors_id) }),
    'get-doctor-details': async (input, ctx) => ({
      result: await doctors.getDoctorDetails(userOf(ctx), input.doctor_id),
    }),
    'get-unregister-doctor-list-array': async (input) => ({
      result: await doctors.getUnregisterDoctorListArray(input.city),
    }),
  };
}
