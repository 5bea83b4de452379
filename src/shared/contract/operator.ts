// The call centre's own switches (the desks of emergencies, deliveries, the directory and privacy are in
// their areas): the app's version and maintenance switch, and the audit log of a record. Only operators call these.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { id, requiredText } from './fields';
import { appVersion } from './reference';

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
