// Emergency (trauma or non-trauma) and ambulance requests: the patient's requests, the hospitals an
// emergency may name, and the requests that chose a hospital.
import { z } from 'zod';
import { EMERGENCY_STATUSES, EMERGENCY_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { age, city, id, oneOf, optionalText, phoneNumber, requiredText } from './fields';
import { governmentHospital } from './government';

export const emergencyRequest = z.object({
  id: z.number(),
  /** 'Emergency' (trauma or non-trauma) or 'Ambulance'. */
  kind: z.enum(['Emergency', 'Ambulance']),
  /** 'Trauma' or 'Non-Trauma' for an emergency; null for an ambulance. */
  type: z.string().nullable(),
  patient_id: z.number(),
  name: z.string(),
  phone_number: z.string(),
  /** Where the patient is (the pickup place of an ambulance). */
  address: z.string(),
  city: z.string(),
  /** The age of the person it is for, as the patient gave it. */
  age: z.number().nullable(),
  hospital_id: z.number().nullable(),
  hospital_name: z.string().nullable(),
  note: z.string(),
  status: z.enum(EMERGENCY_STATUSES),
  /** The operator's note with the latest change of status ('' when none), and when that change was made. */
  status_note: z.string(),
  status_changed_at: z.string().nullable(),
  created_at: z.string(),
});
export type EmergencyRequest = z.infer<typeof emergencyRequest>;

/** An age the patient may leave blank (blank: not given). */
const optionalAge = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), age().optional());

/** Addresses and names in an emergency are taken as typed: no text check that could hold a patient up. */
export const emergencyFields = {
  type: oneOf(EMERGENCY_TYPES),
  name: requiredText(MESSAGES.required, 200),
  phone_number: phoneNumber(),
  address: requiredText(),
  age: optionalAge(),
  note: optionalText().optional(),
};

export const addEmergencyBooking = defineCall({
  name: 'add-emergency-booking',
  access: ['Patient'],
  request: z.object({
    patient_id: id(),
    ...emergencyFields,
    city: city().optional(),
    /** A government or registered hospital; that hospital then sees the request. */
    hospital_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
  }),
  result: emergencyRequest,
});

export const ambulanceFields = {
  pickup_address: requiredText(),
  phone_number: phoneNumber(),
  age: optionalAge(),
  note: optionalText().optional(),
};

export const addAmbulanceRequest = defineCall({
  name: 'add-ambulance-request',
  access: ['Patient'],
  request: z.object({ patient_id: id(), ...ambulanceFields, city: city().optional() }),
  result: emergencyRequest,
});

/** The patient's own emergency and ambulance requests, newest first. */
export const getPatientEmergencyRequests = defineCall({
  name: 'get-patient-emergency-requests',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(emergencyRequest),
});

/** The emergency requests that chose the signed-in hospital, newest first (/hospital-emergency). */
export const getHospitalEmergencyRequests = defineCall({
  name: 'get-hospital-emergency-requests',
  access: ['Hospital'],
  request: z.object({ hospital_id: id() }),
  result: z.array(emergencyRequest),
});

/** The hospitals an emergency request may name: the city's government and registered hospitals. */
export const getEmergencyHospitals = defineCall({
  name: 'get-emergency-hospitals',
  access: ['Patient'],
  request: z.object({ patient_id: id(), city: city().optional() }),
  result: z.array(governmentHospital),
});

/**
 * The call centre's list (/operator): every emergency and ambulance request, newest first; a hospital asking
 * gets those naming it (as get-hospital-emergency-requests).
 */
export const getEmergencyRequests = defineCall({
  name: 'get-emergency-requests',
  access: ['Operator', 'Hospital'],
  request: z.object({}),
  result: z.array(emergencyRequest),
});

/**
 * The operator moves a request on (EMERGENCY_NEXT_STATUSES), with an optional note; any other change is 409.
 * The patient and the hospital it names hear of it at once.
 */
export const updateEmergencyStatus = defineCall({
  name: 'update-emergency-status',
  access: ['Operator'],
  request: z.object({ id: id(), status: oneOf(EMERGENCY_STATUSES), note: optionalText().optional() }),
  result: emergencyRequest,
});
