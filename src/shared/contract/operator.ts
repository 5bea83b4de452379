// The call centre's desk beyond emergencies (emergency.ts): the medicine orders and their bills, the app's
// version and maintenance switch, and the audit log of a record. Only operators call these.
import { z } from 'zod';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { medicalDelivery } from './delivery';
import { id, oneOf, requiredText } from './fields';
import { appVersion } from './reference';

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
      z.coerce.number({ error: MESSAGES.invalidValue }).min(0, MESSAGES.invalidValue).max(9_999_999, MESSAGES.invalidValue).nullable().optional(),
    ),
    payment_status: oneOf(PAYMENT_STATUSES).optional(),
  }),
  result: deskDelivery,
});

/** What every open app checks (the `version` call), set by the desk: a new version makes open apps update. */
export const setAppVersion = defineCall({
  name: 'set-app-version',
  access: ['Operator'],
  request: z.object({
    version: requiredText(MESSAGES.required, 50),
    app_process: z.enum(['live', 'maintenance'], { error: MESSAGES.invalidValue }),
  }),
  result: appVersion,
});

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  /** Who acted, as the directory names them now ('' when the account is gone or none acted). */
  user_name: z.string(),
  role: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
});

/**
 * The records whose history an operator may read: those the desk itself works on (an emergency request, a
 * medicine order, a directory record or account, the app's version). Any other (a booking, a patient's
 * records) is 403: who saw a patient's care is not the call centre's business.
 */
export const DESK_RECORD_TYPES = ['emergency-request', 'medical-delivery', 'user', 'app-version'] as const;
export type DeskRecordType = (typeof DESK_RECORD_TYPES)[number];

/** The audit log of one record the desk works on, newest first, at most 200. */
export const getAuditLog = defineCall({
  name: 'get-audit-log',
  access: ['Operator'],
  request: z.object({ record_type: requiredText(MESSAGES.required, 50), record_id: id() }),
  result: z.array(auditEntry),
});
