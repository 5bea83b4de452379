// The patient's rights over their data: take a copy of it, see who read it, ask for a correction, erase the
// account, the consents given and withdrawn, grievances, and the notice of a breach.
import { z } from 'zod';
import { LIMITS, ROLES } from '../constants';
import { fillMessage, MESSAGES } from '../messages';
import { defineCall } from './define';
import { familyMemberId } from './family-shapes';
import {
  addressText,
  age,
  appLanguage,
  id,
  nameText,
  noticeText,
  oneOf,
  password,
  phoneNumber,
  requiredChoice,
  requiredText,
} from './fields';
import { ALERT_CHANNELS } from './patient-account';
import { sessionUser } from './users';

// ---- Consents and the privacy notice ----

/**
 * What a patient consents to (decision 0090): the service itself, by accepting the privacy notice (it is never
 * withdrawn, only the account erased), and the alert channels beyond it, SMS alerts and push notifications,
 * which may be withdrawn and given again.
 */
export const CONSENT_PURPOSES = ['service', ...ALERT_CHANNELS] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The purposes a patient may withdraw and give again: the alert channels. */
const choicePurpose = () => z.enum(ALERT_CHANNELS, { error: MESSAGES.invalidValue });

/**
 * The privacy notice in force (PRIVACY_NOTICE_VERSION) and its text in the reader's language; anyone may read it before
 * registering.
 */
export const getPrivacyNotice = defineCall({
  name: 'get-privacy-notice',
  access: 'public',
  request: z.object({ lang: appLanguage() }),
  result: z.object({ version: z.string(), content: z.string() }),
});

const consentsView = z.object({
  /** The notice in force. */
  notice_version: z.string(),
  /** The version the patient last accepted, and when; null while they have accepted none. */
  accepted_version: z.string().nullable(),
  accepted_at: z.string().nullable(),
  /** Each alert channel: given or withdrawn, and when; `at` null: never chosen, given as it always was. */
  purposes: z.array(z.object({ purpose: z.enum(ALERT_CHANNELS), given: z.boolean(), at: z.string().nullable() })),
});
export type ConsentsView = z.infer<typeof consentsView>;

export const getConsents = defineCall({
  name: 'get-consents',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: consentsView,
});

/**
 * Accepts the notice in force (409 when `version` is not it: the patient read another) with the patient's
 * choice of each alert channel; answers the signed-in user, no longer asked to accept.
 */
export const acceptPrivacyNotice = defineCall({
  name: 'accept-privacy-notice',
  access: ['Patient'],
  request: z.object({
    patient_id: id(),
    version: requiredText(MESSAGES.required, 20),
    sms: z.boolean({ error: MESSAGES.invalidValue }),
    push: z.boolean({ error: MESSAGES.invalidValue }),
  }),
  result: sessionUser,
});

/**
 * Stops an alert channel by the patient's choice: no SMS alert is written, or no push sent and their devices forgotten.
 */
export const withdrawConsent = defineCall({
  name: 'withdraw-consent',
  access: ['Patient'],
  request: z.object({ patient_id: id(), purpose: choicePurpose() }),
  result: consentsView,
});

/** Turns a withdrawn alert channel back on. */
export const giveConsent = defineCall({
  name: 'give-consent',
  access: ['Patient'],
  request: z.object({ patient_id: id(), purpose: choicePurpose() }),
  result: consentsView,
});

// ---- A copy of my data, and who saw my records ----

/** How long the link to a copy of the patient's data works (once, from the session that asked for it). */
export const MY_DATA_LINK_HOURS = 24;

/**
 * A link to a ZIP of everything the app keeps of the patient and the family members they book for: my-data.json,
 * the files (prescriptions, reports), and my-data.html, readable on a phone in the language of `lang` (the
 * app's when they asked; else the one the app last heard from them). The link works once, from the session
 * that asked, for MY_DATA_LINK_HOURS; the copy is made when it is used. Another account's `patient_id` is 403
 * (decision 0091), not the 404 of the other calls.
 */
export const exportMyData = defineCall({
  name: 'export-my-data',
  access: ['Patient'],
  request: z.object({ patient_id: id(), lang: appLanguage() }),
  result: z.object({ url: z.string(), expires_at: z.string() }),
});

/** What an entry of the record access log reached, as the screen names it. */
export const ACCESSED_RECORDS = [
  'booking',
  'prescription',
  'lab booking',
  'lab report',
  'medicine order',
  'emergency request',
  'profile',
  'copy of data',
] as const;
export type AccessedRecord = (typeof ACCESSED_RECORDS)[number];

/** The records that have a number the patient sees: what an entry's record_id is the number of. */
export const NUMBERED_RECORDS = [
  'booking',
  'outside booking',
  'lab booking',
  'medicine order',
  'emergency request',
] as const;

/** Entries per page of the record access log. */
export const RECORD_ACCESS_PAGE_SIZE = 20;

export const recordAccess = z.object({
  /** The entry's place in the log (the audit entry and the record it reached): `before` of the next page. */
  key: z.string(),
  at: z.string(),
  /**
   * Who acted, by role and name (never a phone number); null and '' when no one signed in acted (a link sent by SMS).
   */
  actor_role: z.enum(ROLES).nullable(),
  actor_name: z.string(),
  /** The patient themself. */
  by_you: z.boolean(),
  action: z.enum(['read', 'changed']),
  record: z.enum(ACCESSED_RECORDS),
  /**
   * The record it reached or that holds it (a prescription's booking, a report's lab booking); null for the account.
   */
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
    before: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string({ error: MESSAGES.invalidValue })
        .regex(/^\d{1,12}-\d{1,12}$/, MESSAGES.invalidValue)
        .optional(),
    ),
  }),
  result: z.object({ entries: z.array(recordAccess), next: z.string().nullable() }),
});

// ---- Corrections ----

/**
 * The details of a booking or lab booking a patient cannot change once it is made, each corrected on the
 * call centre's approval (decision 0092). The profile's own name, age, address and numbers the patient
 * changes themself on /patient-edit-profile: a request for them is refused with where to do it.
 */
export const CORRECTION_FIELDS = ['name', 'age', 'address', 'phone_number'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** The records a correction is asked on: an appointment in a doctor's queue, or a lab booking. */
export const CORRECTION_RECORD_TYPES = ['booking', 'lab-booking'] as const;
export type CorrectionRecordType = (typeof CORRECTION_RECORD_TYPES)[number];

export const CORRECTION_STATUSES = ['Waiting', 'Approved', 'Declined'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_DECISIONS = ['Approved', 'Declined'] as const;

/** Each field's value by the rule it has where it was typed: the booking forms' (add-booking, add-lab-test-booking). */
const CORRECTION_VALUE_RULES: Record<CorrectionField, z.ZodType<string | number, unknown>> = {
  name: nameText(),
  age: age(),
  address: addressText(),
  phone_number: phoneNumber(),
};

/**
 * The proposed value checked by its field's rule, as the record keeps it (trimmed; an age in digits); the
 * rule's message goes under proposed_value.
 */
export function proposedValueOf(field: CorrectionField, proposed: unknown, ctx: z.RefinementCtx): string {
  const checked = CORRECTION_VALUE_RULES[field].safeParse(proposed);
  if (checked.success) return String(checked.data);
  ctx.addIssue({
    code: 'custom',
    path: ['proposed_value'],
    message: checked.error.issues[0]?.message ?? MESSAGES.invalidValue,
  });
  return '';
}

/** A note from the patient or a reason from the call centre: short, never markup. */
const correctionText = () => noticeText(LIMITS.textMax);

/** A record's id a request may leave out (blank or absent: the other record, or none). */
const recordId = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional());

/** What the patient's form sends, before the value is checked by its field's rule. */
export const correctionFormFields = {
  field: requiredChoice(CORRECTION_FIELDS),
  proposed_value: z.unknown(),
  note: correctionText(),
};

/** The values of a record's correctable fields as it keeps them now (an age in digits). */
const correctableValues = z.object({
  name: z.string(),
  age: z.string(),
  address: z.string(),
  phone_number: z.string(),
});

/** One record a patient may ask to correct: whom and when it is with, and its values now. */
export const correctionRecord = z.object({
  record_type: z.enum(CORRECTION_RECORD_TYPES),
  record_id: z.number(),
  /** The booking's day (yyyy-mm-dd). */
  record_date: z.string(),
  /** The doctor's name (a booking) or the lab's (a lab booking). */
  record_with: z.string(),
  values: correctableValues,
});
export type CorrectionRecord = z.infer<typeof correctionRecord>;

/** Records the form offers at most, newest first: the last bookings and lab bookings a correction is asked on. */
export const CORRECTION_RECORDS_SHOWN = 50;

/** The patient's bookings (with a slot) and lab bookings they may ask to correct, newest first. */
export const getCorrectionRecords = defineCall({
  name: 'get-correction-records',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(correctionRecord),
});

const correctionRequestFields = {
  id: z.number(),
  record_type: z.enum(CORRECTION_RECORD_TYPES),
  record_id: z.number(),
  record_date: z.string(),
  field: z.enum(CORRECTION_FIELDS),
  /** The value now while the request waits; the value it had when the request was decided. */
  old_value: z.string(),
  proposed_value: z.string(),
  note: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  /** The call centre's reason ('' when none was given). */
  reason: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
};

/** A request as its patient sees it: with whom the record is. */
export const myCorrectionRequest = z.object({ ...correctionRequestFields, record_with: z.string() });
export type MyCorrectionRequest = z.infer<typeof myCorrectionRequest>;

/**
 * The patient asks for one field of one of their bookings (booking_id) or lab bookings (lab_booking_id) to
 * be corrected; with neither, the field is their profile's, which they change themself (400 saying where).
 * Another patient's record is 404; one request per record and field waits at a time (409).
 */
export const requestCorrection = defineCall({
  name: 'request-correction',
  access: ['Patient'],
  request: z
    .object({ patient_id: id(), booking_id: recordId(), lab_booking_id: recordId(), ...correctionFormFields })
    .transform((value, ctx) => {
      if (value.booking_id !== undefined && value.lab_booking_id !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['lab_booking_id'], message: MESSAGES.correctionOneRecord });
      }
      return { ...value, proposed_value: proposedValueOf(value.field, value.proposed_value, ctx) };
    }),
  result: myCorrectionRequest,
});

/** The patient's requests and their outcome, newest first. */
export const getMyCorrectionRequests = defineCall({
  name: 'get-my-correction-requests',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(myCorrectionRequest),
});

/**
 * A request as the call centre's desk sees it: the account that asked (to call back) and who decided. The
 * desk sees the one field asked about, never the rest of the record (whom it is with, the problem).
 */
export const deskCorrectionRequest = z.object({
  ...correctionRequestFields,
  patient_id: z.number(),
  patient_name: z.string(),
  patient_phone: z.string(),
  /** The operator who decided it ('' while it waits). */
  decided_by_name: z.string(),
});
export type DeskCorrectionRequest = z.infer<typeof deskCorrectionRequest>;

/** Decided requests the desk lists at most, newest first, after every waiting one. */
export const DECIDED_CORRECTIONS_SHOWN = 200;

/** The desk's list: every waiting request (oldest first), then the latest decided ones. */
export const getCorrectionRequests = defineCall({
  name: 'get-correction-requests',
  access: ['Operator'],
  request: z.object({}),
  result: z.array(deskCorrectionRequest),
});

/** The desk's decision on a request: a reason is required to decline. */
export const correctionDecisionFields = {
  decision: oneOf(CORRECTION_DECISIONS),
  reason: correctionText(),
};

/** Declining without a reason is refused under reason. */
export function checkDecisionReason(value: { decision: string; reason: string }, ctx: z.RefinementCtx): void {
  if (value.decision === 'Declined' && !value.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.correctionReasonRequired });
}

/**
 * Approves (the record takes the proposed value) or declines a waiting request; either way the patient is
 * told. One decision per request: a decided one, or one another operator decided first, is 409.
 */
export const decideCorrectionRequest = defineCall({
  name: 'decide-correction-request',
  access: ['Operator'],
  request: z.object({ id: id(), ...correctionDecisionFields }).superRefine(checkDecisionReason),
  result: deskCorrectionRequest,
});

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
  requiredText(MESSAGES.required, Number.MAX_SAFE_INTEGER).pipe(
    z.string().max(max, fillMessage(MESSAGES.textTooLong, { max })),
  );

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

/**
 * The desk's view of a grievance: whose it is, to call them back. An erased account's (decision 0093) has no
 * name, words or number left: it is closed without a reply kept or a text sent.
 */
const deskGrievance = grievance.extend({
  patient_id: z.number(),
  patient_name: z.string(),
  phone_number: z.string(),
  account_erased: z.boolean(),
});
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

/**
 * Closes an open grievance with the desk's reply (409 once answered); the patient is told by text and sees it on their
 * list.
 */
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
  [
    z.literal('all'),
    z
      .array(id())
      .min(1)
      .max(BREACH_LIST_MAX)
      .transform((ids) => [...new Set(ids)]),
  ],
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
