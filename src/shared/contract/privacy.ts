// The patient's rights over their data: take a copy of it, see who read it, ask for a correction, erase the
// account, the consents given and withdrawn, grievances, and the notice of a breach.
import { z } from 'zod';
import { ROLES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { familyMemberId } from './family-shapes';
import { appLanguage, id } from './fields';

// ---- Consents and the privacy notice ----

// ---- A copy of my data, and who saw my records ----

/** How long the link to a copy of the patient's data works (once, from the session that asked for it). */
export const MY_DATA_LINK_HOURS = 24;

/**
 * A link to a ZIP of everything the app keeps of the patient and the family members they book for: my-data.json,
 * the files (prescriptions, reports), and my-data.html, readable on a phone in the language of `lang` (the
 * app's when they asked; else the one the app last heard from them). The link works once, from the session
 * that asked, for MY_DATA_LINK_HOURS; the copy is made when it is used.
 */
export const exportMyData = defineCall({
  name: 'export-my-data',
  access: ['Patient'],
  request: z.object({ patient_id: id(), lang: appLanguage() }),
  result: z.object({ url: z.string(), expires_at: z.string() }),
});

/** What an entry of the record access log reached, as the screen names it. */
export const ACCESSED_RECORDS = ['booking', 'prescription', 'lab booking', 'lab report', 'medicine order', 'emergency request', 'profile', 'copy of data'] as const;
export type AccessedRecord = (typeof ACCESSED_RECORDS)[number];

/** The records that have a number the patient sees: what an entry's record_id is the number of. */
export const NUMBERED_RECORDS = ['booking', 'outside booking', 'lab booking', 'medicine order', 'emergency request'] as const;

/** Entries per page of the record access log. */
export const RECORD_ACCESS_PAGE_SIZE = 20;

export const recordAccess = z.object({
  /** The entry's place in the log (the audit entry and the record it reached): `before` of the next page. */
  key: z.string(),
  at: z.string(),
  /** Who acted, by role and name (never a phone number); null and '' when no one signed in acted (a link sent by SMS). */
  actor_role: z.enum(ROLES).nullable(),
  actor_name: z.string(),
  /** The patient themself. */
  by_you: z.boolean(),
  action: z.enum(['read', 'changed']),
  record: z.enum(ACCESSED_RECORDS),
  /** The record it reached or that holds it (a prescription's booking, a report's lab booking); null for the account. */
  record_id: z.number().nullable(),
  /** What `record_id` numbers: each has numbers of its own. */
  record_id_kind: z.enum(NUMBERED_RECORDS).nullable(),
  /** Read in a list that held it (a clinic's list of the day, a lab's, the call centre's), not opened on its own. */
  in_list: z.boolean(),
});
export type RecordAccess = z.infer<typeof recordAccess>;

/**
 * Who read or changed the records of one person of the account, newest first, RECORD_ACCESS_PAGE_SIZE at a
 * time: the account holder's (no `family_member_id`: their own, and what they booked for someone not on
 * their family list), or one family member's. `before` is the `next` of the page before.
 */
export const getRecordAccessLog = defineCall({
  name: 'get-record-access-log',
  access: ['Patient'],
  request: z.object({
    patient_id: id(),
    family_member_id: familyMemberId(),
    before: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: MESSAGES.invalidValue }).regex(/^\d{1,12}-\d{1,12}$/, MESSAGES.invalidValue).optional()),
  }),
  result: z.object({ entries: z.array(recordAccess), next: z.string().nullable() }),
});

// ---- Corrections ----

// ---- Erasure ----

// ---- Grievances and breach notices ----
