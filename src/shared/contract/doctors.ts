// The directory of doctors: the lists and cards patients browse, a doctor's slots, a doctor's own record,
// and the unregistered doctors booked outside the queue. The card shapes are the directory's; the hospital
// and doctor-settings calls answer with them too.
import { z } from 'zod';
import { defineCall } from './define';
import { city, id, optionalText, sittingDays } from './fields';
import { doctorDetailShape } from './users';

export const doctorCard = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  clinic_name: z.string(),
  address: z.string(),
  city: z.string(),
  specialization_text: z.string(),
  /** 'registered' or 'unregistered'. */
  type: z.string(),
  fees: z.number(),
  registration_fees: z.number(),
  doctor_sitting: sittingDays(),
  hospital_id: z.number().nullable(),
  doctor_detail: doctorDetailShape,
});
export type DoctorCard = z.infer<typeof doctorCard>;

/** A doctor as its own settings screens see it: the card plus the sign-in phone and e-mail. */
export const doctorAccount = doctorCard.extend({ phone_number: z.string(), email: z.string() });
export type DoctorAccount = z.infer<typeof doctorAccount>;

export const doctorList = z.object({
  doctors: z.array(doctorCard),
  medical_degree: z.record(z.string(), z.string()),
  medical_department: z.record(z.string(), z.string()),
});

export const getAllDoctors = defineCall({
  name: 'get-all-doctors',
  access: ['Patient'],
  request: z.object({ patient_id: id(), city: optionalText(100), category_id: id().optional() }),
  result: doctorList,
});

/** A doctor's profile as a patient opens it: the card with the names of its degree and department ('' for none). */
export const doctorProfile = doctorCard.extend({ degree: z.string(), medical_department: z.string() });
export type DoctorProfile = z.infer<typeof doctorProfile>;

export const getSingleDoctor = defineCall({
  name: 'get-single-doctor',
  access: ['Patient'],
  request: z.object({ patient_id: id(), doctor_id: id() }),
  result: doctorProfile,
});

export const getDoctorSlots = defineCall({
  name: 'get-doctor-slots',
  access: ['Patient', 'Doctor', 'Hospital'],
  request: z.object({ doctors_id: id() }),
  result: z.array(z.object({ slot: z.string(), timing: z.string(), capacity: z.number() })),
});

export const getDoctorDetails = defineCall({
  name: 'get-doctor-details',
  access: ['Doctor', 'Hospital'],
  request: z.object({ doctor_id: id() }),
  result: doctorAccount,
});

export const getUnregisterDoctorListArray = defineCall({
  name: 'get-unregister-doctor-list-array',
  access: ['Patient'],
  request: z.object({ city: city().optional() }),
  result: z.array(doctorCard),
});
