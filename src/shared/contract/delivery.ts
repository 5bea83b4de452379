// Medicine delivery: the patient's order with a prescription picture, and their orders so far.
import { z } from 'zod';
import { DELIVERY_TYPES } from '../constants';
import { defineCall } from './define';
import { addressText, city, id, nameText, oneOf, phoneNumber, wireDate } from './fields';

/** /make-medical-delivery; the prescription picture is required too (checked by the server: "This field is required"). */
export const medicalDeliveryFields = {
  name: nameText(),
  address: addressText(),
  phone_number: phoneNumber(),
  delivery_date: wireDate(),
  delivery_type: oneOf(DELIVERY_TYPES),
};

export const medicalDelivery = z.object({
  id: z.number(),
  delivery_date: z.string(),
  delivery_type: z.string(),
  name: z.string(),
  phone_number: z.string(),
  city: z.string(),
  address: z.string(),
  /** 'Pending' until the delivery desk moves it. */
  status: z.string(),
  /** The bill for the medicines, set by the delivery desk; null until then. */
  amount: z.number().nullable(),
  payment_status: z.string(),
  delivery_charges: z.number(),
  /** The prescription picture's URL, or null. */
  image: z.string().nullable(),
  created_at: z.string(),
});
export type MedicalDelivery = z.infer<typeof medicalDelivery>;

export const addMedicalDelivery = defineCall({
  name: 'add-medical-delivery',
  access: ['Patient'],
  files: ['priscription_image'],
  request: z.object({
    patient_id: id(),
    ...medicalDeliveryFields,
    city: city().optional(),
    /** Ignored: the charge is the app's for the delivery type (get-updated-charges; decision 0038). */
    delivery_charges: z.unknown().optional(),
  }),
  result: medicalDelivery,
});

export const getMedicalDeliveryHistory = defineCall({
  name: 'get-medical-delivery-history',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(medicalDelivery),
});
