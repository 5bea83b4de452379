// The waiting room: how far a queue has come and when a patient should set out (position, ETA, come-by
// time, the doctor's running-late notice), the public display boards, and a printed token slip's status
// link. Nothing here ever carries a patient's name, phone, age, address or problem: the boards and the
// status link are public.
import { z } from 'zod';
import { PRIORITIES, TOKEN_STATES } from '../constants';
import { defineCall } from './define';
import { feeFields } from './fee-shapes';
import { id, requiredText } from './fields';

/** Where a booking stands in its slot's queue, and when to come. */
export const queueProgress = z.object({
  /** The token in with the doctor now (called in last, not yet out); null between two patients and before the first. */
  now_serving: z.number().nullable(),
  /** The token whose visit ended last (sent out last); null before the first is sent out. */
  last_done: z.number().nullable(),
  /**
   * Patients to be seen before this one: the one in with the doctor, and the waiting tokens called before it
   * (arrived, or not yet passed; priority first; a late patient after a few others); 0 once called.
   */
  ahead: z.number(),
  eta_minutes: z.number(),
  /** The clinic's clock time to arrive by, HH:MM (24-hour). */
  come_by: z.string(),
  doctor_started: z.boolean(),
  delay_minutes: z.number(),
  notice: z.string(),
});
export type QueueProgress = z.infer<typeof queueProgress>;

/** A doctor's display board for today: the slot in progress, the token in, the next ones. */
export const queueBoard = z.object({
  doctor_id: z.number(),
  doctor_name: z.string(),
  booking_date: z.string(),
  /** Null when the doctor does not sit today. */
  slot: z.string().nullable(),
  slot_timing: z.string().nullable(),
  /** The token in with the doctor now (called in last, not yet out), which the board announces; null when none is. */
  now_serving: z.number().nullable(),
  /** The token whose visit ended last; null before the first is sent out. */
  last_done: z.number().nullable(),
  /** The next five to be called: tokens checked in, in the order they are called. */
  next: z.array(z.number()),
  /** Every waiting token checked in, by number (a patient finds their own there after checking in). */
  arrived: z.array(z.number()),
  /** The priority of the tokens above that have one: a category, never why. */
  priorities: z.array(z.object({ booking_number: z.number(), priority: z.enum(PRIORITIES) })),
  delay_minutes: z.number(),
  notice: z.string(),
});
export type QueueBoard = z.infer<typeof queueBoard>;

export const getQueueBoard = defineCall({
  name: 'get-queue-board',
  access: 'public',
  request: z.object({ doctor_id: id() }),
  result: queueBoard,
});

/** The boards of a hospital's doctors who sit today. */
export const getHospitalQueueBoards = defineCall({
  name: 'get-hospital-queue-boards',
  access: 'public',
  request: z.object({ hospital_id: id() }),
  result: z.object({ hospital_name: z.string(), boards: z.array(queueBoard) }),
});

/** What a printed token slip shows: the token, the clinic, and the code of its public status link. */
export const tokenSlip = z.object({
  booking_id: z.number(),
  doctor_id: z.number(),
  doctor_name: z.string(),
  clinic_name: z.string(),
  clinic_address: z.string(),
  booking_date: z.string(),
  slot: z.string(),
  slot_timing: z.string(),
  booking_number: z.number(),
  /** The status link's code (`t`); the same for the same booking and date. */
  status_code: z.string(),
  /** When the code stops working: the end of the booking's day (ISO). */
  expires_at: z.string(),
});
export type TokenSlip = z.infer<typeof tokenSlip>;

export const getTokenSlip = defineCall({
  name: 'get-token-slip',
  access: ['Patient', 'Doctor', 'Hospital'],
  request: z.object({ booking_id: id() }),
  result: tokenSlip,
});

export const tokenStatus = queueProgress.extend({
  doctor_id: z.number(),
  doctor_name: z.string(),
  clinic_name: z.string(),
  booking_date: z.string(),
  slot: z.string(),
  booking_number: z.number(),
  token: z.enum(TOKEN_STATES),
  ...feeFields,
  /** The patient has checked in, or the desk marked them arrived. */
  arrived: z.boolean(),
  passed: z.boolean(),
  priority: z.enum(PRIORITIES),
});
export type TokenStatus = z.infer<typeof tokenStatus>;

/** A token slip's status, for whoever holds its code: no sign-in, no name. */
export const getTokenStatus = defineCall({
  name: 'get-token-status',
  access: 'public',
  request: z.object({ t: requiredText(undefined, 100) }),
  result: tokenStatus,
});
