// Government hospitals for patients: the hospitals of a city and the doctors of a department (booked through
// add-gov-booking, an external booking).
import { z } from 'zod';
import { defineCall } from './define';
import { city, id, sittingDays } from './fields';

export const governmentHospital = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  pincode: z.string(),
  city: z.string(),
  image: z.string().nullable(),
});

export const getGovernmentHospitals = defineCall({
  name: 'get-government-hospitals',
  access: ['Patient'],
  request: z.object({ patient_id: id(), city: city().optional() }),
  result: z.array(governmentHospital),
});

export const departmentDoctor = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  doctor_detail: z.object({ address: z.string() }),
  /** Weekday -> 'True' or 'False'; the booking form disables the other days. */
  doctor_sitting: sittingDays(),
  /** Always the fixed government fee. */
  fees: z.number(),
});

/** 'fail' (404, "No doctor could be found.") when the department has no doctor. */
export const getDepartmentDoctors = defineCall({
  name: 'get-department-doctors',
  access: ['Patient'],
  request: z.object({ patient_id: id(), hospital_id: id(), department_id: id() }),
  result: z.array(departmentDoctor),
});
