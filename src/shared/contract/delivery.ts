// Medicine delivery: the patient's order with a prescription picture, and their orders so far; the delivery
// desk's list of every order and its moves of one (only operators call those).
import { z } from 'zod';
import { DELIVERY_STATUSES, DELIVERY_TYPES, PAYMENT_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { addressText, city, id, nameText, oneOf, phoneNumber, wireDate } from './fields';

/**
 * /make-medical-delivery; the prescription picture is required too (checked by the server: "This field is required").
 */
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

/** An order as the desk sees it: the patient's order, with who ordered it. */
export const deskDelivery = medicalDelivery.extend({ patient_id: z.number(), patient_name: z.string() });
export type DeskDelivery = z.infer<typeof deskDelivery>;

/** Every medicine order, newest first, with its prescription picture (readable by operators). */
export const getMedicalDeliveries = defineCall({
  name: 'get-medical-deliveries',
  access: ['Operator'],
  request: z.object({}),
  result: z.array(deskDelivery),
});

/** The delivery desk moves an order on and sets its bill: the patient's devices hear of a new status. */
export const updateDeliveryStatus = defineCall({
  name: 'update-delivery-status',
  access: ['Operator'],
  request: z.object({
    id: id(),
    status: oneOf(DELIVERY_STATUSES),
    /** The medicines' bill in rupees; blank or null takes a bill back (none yet), absent keeps it. */
    amount: z.preprocess(
      (v) => (v === '' ? null : v),
      z.coerce
        .number({ error: MESSAGES.invalidValue })
        .min(0, MESSAGES.invalidValue)
        .max(9_999_999, MESSAGES.invalidValue)
        .nullable()
        .optional(),
    ),
    payment_status: oneOf(PAYMENT_STATUSES).optional(),
  }),
  result: deskDelivery,
});
