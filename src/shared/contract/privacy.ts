// The patient's rights over their data: take a copy of it, see who read it, ask for a correction, erase the
// account, the consents given and withdrawn, grievances, and the notice of a breach.
import { z } from 'zod';
import { defineCall } from './define';
import { MESSAGES } from '../messages';
import { id, password } from './fields';

// ---- Consents and the privacy notice ----

// ---- A copy of my data, and who saw my records ----

// ---- Corrections ----

// ---- Erasure ----

/** How long a request to erase an account waits before it is carried out: time to change one's mind. */
export const ERASURE_WAIT_HOURS = 48;

/** /delete-account's one field: the password in use now, as change-password asks for it. */
export const requestErasureForm = z.object({ current_password: password(MESSAGES.currentPasswordRequired) });

/**
 * Asks for the account to be erased ERASURE_WAIT_HOURS from now (decision 0093); answers when. Asked again
 * while one waits, the first time stays.
 */
export const requestErasure = defineCall({
  name: 'request-erasure',
  access: ['Patient'],
  request: z.object({ patient_id: id(), ...requestErasureForm.shape }),
  result: z.object({ erase_at: z.string() }),
});

/** Keeps the account: the erasure waiting is dropped (nothing waiting is the same answer). */
export const cancelErasure = defineCall({
  name: 'cancel-erasure',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.null(),
});

/** What /delete-account shows: whether an erasure waits, and how long the clinics keep health records. */
export const getErasure = defineCall({
  name: 'get-erasure',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.object({
    /** When the account will be erased (ISO); null while none waits. */
    erase_at: z.string().nullable(),
    /** The years a health record is kept after its visit (RECORD_RETENTION_YEARS). */
    record_retention_years: z.number(),
    /** The day the account's last kept record goes (yyyy-mm-dd): its latest visit's, that many years on; null: none. */
    records_kept_until: z.string().nullable(),
  }),
});

// ---- Grievances and breach notices ----
