// The signed-in user as the wire carries it (docs/wire-api.md "The signed-in user").
import { z } from 'zod';
import { ROLES, SLOTS } from '../constants';
import { perSlot, sittingDays } from './fields';

export const doctorDetailShape = z.object({
  clinic_name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  specialization_text: z.string(),
  additional_phone: z.string(),
  timing: z.string(),
  slots: z.array(z.enum(SLOTS)),
  slot_timing: perSlot(z.string()),
  slot_capacity: perSlot(z.number()),
  /** Of each slot's capacity, the places kept for walk-ins at the desk (online bookings take the rest). */
  desk_places: perSlot(z.number()),
  type: z.number().nullable(),
  type_degree: z.number().nullable(),
  registration_fees: z.number(),
  fees: z.number(),
  doctor_sitting: sittingDays(),
  experience: z.string(),
  college: z.string(),
  passout_year: z.number().nullable(),
  category_id: z.number().nullable(),
  lab_id: z.number().nullable(),
  hospital_id: z.number().nullable(),
  /** The waiting room: minutes a consultation takes until the day has its own, and "your turn is near" at
   *  this many patients before. */
  average_consult_minutes: z.number(),
  alert_at: z.number(),
  /** The clinic's UPI ID ('' when it takes none), and its free follow-ups: within how many days of a paid
   *  visit (0: none) and how many visits. */
  upi_id: z.string(),
  free_follow_up_days: z.number(),
  free_follow_up_visits: z.number(),
  /** A passed patient who checks in late is called after this many other arrived patients. */
  late_rejoin_after: z.number(),
});
export type DoctorDetail = z.infer<typeof doctorDetailShape>;

export const sessionUser = z.object({
  id: z.number(),
  /** Patient, Doctor, Hospital, Lab or Operator: the account's own kind. */
  type: z.enum(ROLES),
  /**
   * Patient, Doctor, Lab or Operator: hospital users carry the Doctor type, as the hospital screens have always been
   * guarded.
   */
  user_type: z.enum(['Patient', 'Doctor', 'Lab', 'Operator']),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  age: z.number().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  additional_phone: z.string(),
  lab_id: z.number().nullable(),
  hospital_id: z.number().nullable(),
  doctor_detail: doctorDetailShape.nullable(),
  /**
   * A patient who has not accepted the privacy notice in force (PRIVACY_NOTICE_VERSION) is asked to before any
   * other screen; always false for the other roles (decision 0090).
   */
  privacy_notice_due: z.boolean(),
  /** When the account will be erased (ISO), while the patient's request waits; null otherwise (decision 0093). */
  erasure_at: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;
