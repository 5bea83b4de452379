// The patient's rights over their data: take a copy of it, see who read it, ask for a correction, erase the
// account, the consents given and withdrawn, grievances, and the notice of a breach.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { appLanguage, id, requiredText } from './fields';
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

/** The privacy notice in force (PRIVACY_NOTICE_VERSION) and its text in the reader's language; anyone may read it before registering. */
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

/** Stops an alert channel by the patient's choice: no SMS alert is written, or no push sent and their devices forgotten. */
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

// ---- Corrections ----

// ---- Erasure ----

// ---- Grievances and breach notices ----
