// The patient's rights over their data: take a copy of it, see who read it, ask for a correction, erase the
// account, the consents given and withdrawn, grievances, and the notice of a breach.
import { z } from 'zod';
import { defineCall } from './define';
import { fillMessage, MESSAGES } from '../messages';
import { id, requiredChoice, requiredText } from './fields';

// ---- Consents and the privacy notice ----

// ---- A copy of my data, and who saw my records ----

// ---- Corrections ----

// ---- Erasure ----

// ---- Grievances and breach notices ----
// A patient writes to the grievance officer (the desk answers); the desk tells patients of a breach of their
// data, in the app and by text, and keeps a report of who was told and when (decision 0094).

/** What a grievance is about: the form's fixed list. */
export const GRIEVANCE_SUBJECTS = ['MyData', 'WrongRecord', 'Booking', 'Other'] as const;
export const GRIEVANCE_STATUSES = ['Open', 'Resolved'] as const;
export const GRIEVANCE_MESSAGE_MAX = 2000;
export const GRIEVANCE_REPLY_MAX = 2000;
/** Each language's text of a breach notice, at most (the app shows it whole; a text message may not). */
export const BREACH_MESSAGE_MAX = 1000;
/** Patients one listed breach notice names, at most (more: send it to all). */
export const BREACH_LIST_MAX = 5000;

/** A long text a person writes: required, and within `max` characters, saying so when it is not. */
const writtenText = (max: number) =>
  requiredText(MESSAGES.required, Number.MAX_SAFE_INTEGER).pipe(z.string().max(max, fillMessage(MESSAGES.textTooLong, { max })));

const grievance = z.object({
  id: z.number(),
  /** GRV- and the id in six digits or more: what the patient quotes. */
  acknowledgement: z.string(),
  subject: z.enum(GRIEVANCE_SUBJECTS),
  message: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  /** The desk's reply; '' while open. */
  reply: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type Grievance = z.infer<typeof grievance>;

/** The desk's view of a grievance: whose it is, to call them back. */
const deskGrievance = grievance.extend({ patient_id: z.number(), patient_name: z.string(), phone_number: z.string() });
export type DeskGrievance = z.infer<typeof deskGrievance>;

export const grievanceFields = {
  subject: requiredChoice(GRIEVANCE_SUBJECTS),
  message: writtenText(GRIEVANCE_MESSAGE_MAX),
};

/** Answers the acknowledgement number; the patient is also sent it by text, in their language. */
export const submitGrievance = defineCall({
  name: 'submit-grievance',
  access: ['Patient'],
  request: z.object({ patient_id: id(), ...grievanceFields }),
  result: z.object({ acknowledgement: z.string() }),
});

/** The patient's grievances, newest first, with their status and reply. */
export const getMyGrievances = defineCall({
  name: 'get-my-grievances',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(grievance),
});

/** The desk's list: every grievance, newest first. */
export const getGrievances = defineCall({
  name: 'get-grievances',
  access: ['Operator'],
  request: z.object({}),
  result: z.array(deskGrievance),
});

export const grievanceReplyFields = { reply: writtenText(GRIEVANCE_REPLY_MAX) };

/** Closes an open grievance with the desk's reply (409 once answered); the patient is told by text and sees it on their list. */
export const resolveGrievance = defineCall({
  name: 'resolve-grievance',
  access: ['Operator'],
  request: z.object({ id: id(), ...grievanceReplyFields }),
  result: deskGrievance,
});

export const NOTICE_KINDS = ['breach'] as const;

/** A notice given to the patient, in both languages (the screen shows its own). */
const patientNotice = z.object({
  id: z.number(),
  kind: z.enum(NOTICE_KINDS),
  message_en: z.string(),
  message_hi: z.string(),
  created_at: z.string(),
  dismissed_at: z.string().nullable(),
});
export type PatientNotice = z.infer<typeof patientNotice>;

/** The patient's notices, newest first; answering them is what marks them seen. */
export const getMyNotices = defineCall({
  name: 'get-my-notices',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(patientNotice),
});

export const dismissNotice = defineCall({
  name: 'dismiss-notice',
  access: ['Patient'],
  request: z.object({ patient_id: id(), id: id() }),
  result: z.object({ id: z.number() }),
});

export const breachNoticeFields = {
  message_en: writtenText(BREACH_MESSAGE_MAX),
  message_hi: writtenText(BREACH_MESSAGE_MAX),
};

/** Every patient, or the patients of a list of ids. */
const breachAudience = z.union(
  [z.literal('all'), z.array(id()).min(1).max(BREACH_LIST_MAX).transform((ids) => [...new Set(ids)])],
  { error: MESSAGES.breachAudienceInvalid },
);

/** A breach notice as the desk lists it. */
const breachNotice = z.object({
  id: z.number(),
  audience: z.enum(['all', 'list']),
  message_en: z.string(),
  message_hi: z.string(),
  created_at: z.string(),
  sent_by_name: z.string(),
  /** Patients given it. */
  patients: z.number(),
  /** Whether each language's text message carries the whole notice, or a short line sending them to the app. */
  whole_text: z.object({ en: z.boolean(), hi: z.boolean() }),
});
export type BreachNotice = z.infer<typeof breachNotice>;

/**
 * Gives every patient (or each listed one; an id that is not a patient's is 400, naming them) the notice in
 * the app and by text in their language, in one transaction.
 */
export const sendBreachNotice = defineCall({
  name: 'send-breach-notice',
  access: ['Operator'],
  request: z.object({ audience: breachAudience, ...breachNoticeFields }),
  result: breachNotice,
});

export const getBreachNotices = defineCall({
  name: 'get-breach-notices',
  access: ['Operator'],
  request: z.object({}),
  result: z.array(breachNotice),
});

/** Where a patient's text message is: as the outbox keeps it, or 'none' (no phone to send it to). */
export const NOTICE_TEXT_STATES = ['queued', 'sent', 'failed', 'dropped', 'none'] as const;

/** One patient given a breach notice, as the report shows them. */
const breachRecipient = z.object({
  patient_id: z.number(),
  name: z.string(),
  /** Whole where their text failed or was dropped (the desk calls them), else only its last digits. */
  phone_number: z.string(),
  text_state: z.enum(NOTICE_TEXT_STATES),
  text_sent_at: z.string().nullable(),
  seen_at: z.string().nullable(),
  dismissed_at: z.string().nullable(),
});
export type BreachRecipient = z.infer<typeof breachRecipient>;

/** Who was told of a breach and when: each patient given the notice, by patient id. */
export const getBreachNoticeReport = defineCall({
  name: 'get-breach-notice-report',
  access: ['Operator'],
  request: z.object({ id: id() }),
  result: z.object({ notice: breachNotice, recipients: z.array(breachRecipient) }),
});
