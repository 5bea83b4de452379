// Thin handlers of the government-hospital directory calls.
import { userOf, type CallHandlers } from '../../platform/calls';
import type { GovernmentService } from './service';

export function governmentRoutes(government: GovernmentService): CallHandlers {
  return {
    'get-government-hospitals': async (input, ctx) => ({
      result: await government.getGovernmentHospitals(userOf(ctx), input.patient_id, input.city),
    }),
    'get-department-doctors': async (input, ctx) => ({
      result: await government.getDepartmentDoctors(
        userOf(ctx),
        input.patient_id,
        input.hospital_id,
        input.department_id,
      ),
    }),
  };
}
