// The hospital user's doctors and profile (issue: doctor profile and hospital role).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { doctorList } from './doctors';
import { email, id, nameText, phoneNumber } from './fields';
import { sessionUser } from './users';

export const getHospitalDoctorList = defineCall({
  name: 'get-hospital-doctor-list',
  access: ['Hospital'],
  request: z.object({ hospital_id: id() }),
  result: doctorList,
});

export const getHospitalDoctorListArray = defineCall({
  name: 'get-hospital-doctor-list-array',
  access: ['Hospital'],
  request: z.object({ hospital_id: id() }),
  result: doctorList,
});

/** The hospital profile form: name and phone required, e-mail valid, picture optional. */
export const hospitalProfileFields = {
  name: nameText(MESSAGES.required, 200),
  phone_number: phoneNumber(MESSAGES.required, MESSAGES.phoneInvalid, MESSAGES.phoneNotNumeric),
  email: email(MESSAGES.emailInvalidProfile),
};

export const editHospitalProfile = defineCall({
  name: 'edit-hospital-profile',
  access: ['Hospital'],
  files: ['image'],
  request: z.object({ hospital_id: id().optional(), ...hospitalProfileFields }),
  result: sessionUser,
});
