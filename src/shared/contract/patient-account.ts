// The patient's own account page: their profile, the counts of their bookings ("agent analytics"), the
// family members they book for, and how they hear their alerts.
import { z } from 'zod';
import { LANGUAGES, RELATIONS, SEXES, WAITING_ROOM } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { familyMember, familyMemberId, personFilter } from './family-shapes';
import {
  age,
  appLanguage,
  id,
  nameText,
  optionalEmail,
  phoneNumber,
  requiredChoice,
  requiredText,
  wholeNumber,
  wireDate,
} from './fields';
import { sessionUser } from './users';

/** A blank filter (the patient page sends two) means no limit on that side. */
const optionalDate = () =>
  z.preprocess(
    (v) => (v === null || v === undefined || (typeof v === 'string' && !v.trim()) ? undefined : v),
    wireDate().optional(),
  );

export const getAgentAnalytics = defineCall({
  name: 'get-agent-analytics',
  access: ['Patient'],
  request: z.object({
    /** The signed-in patient's id (blank means the caller). */
    agent_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()),
    from: optionalDate(),
    to: optionalDate(),
    person: personFilter(),
  }),
  result: z.object({
    data: z.object({
      total: z.number(),
      total_booking: z.number(),
      pending: z.number(),
      cancelled: z.number(),
      accepted: z.number(),
    }),
  }),
});

/** /patient-edit-profile: the e-mail may be left blank (registration never asks for one); the rest are required. */
export const patientProfileFields = {
  full_name: nameText(MESSAGES.required, 200),
  phone_number: phoneNumber(MESSAGES.required, MESSAGES.phoneInvalid, MESSAGES.phoneNotNumeric),
  email: optionalEmail(MESSAGES.emailInvalidProfile),
  age: age(),
  address: requiredText(),
};

export const editPatientProfile = defineCall({
  name: 'edit-patient-profile',
  access: ['Patient'],
  request: z.object({ patient_id: id(), ...patientProfileFields }),
  result: sessionUser,
});

/** /family's form: the same name and age rules as a booking's person. */
export const familyMemberFields = {
  name: nameText(MESSAGES.required, 200),
  age: age(),
  sex: requiredChoice(SEXES),
  relation: requiredChoice(RELATIONS),
};

export const getFamilyMembers = defineCall({
  name: 'get-family-members',
  access: ['Patient'],
  request: z.object({ patient_id: id() }),
  result: z.array(familyMember),
});

/** Adds a family member (no id; at most FAMILY_MEMBERS_MAX) or edits one (its id). */
export const saveFamilyMember = defineCall({
  name: 'save-family-member',
  access: ['Patient'],
  request: z.object({ patient_id: id(), id: familyMemberId(), ...familyMemberFields }),
  result: familyMember,
});

/** Removes a family member; 409 while they hold a token that is not over. Their past bookings keep their name. */
export const removeFamilyMember = defineCall({
  name: 'remove-family-member',
  access: ['Patient'],
  request: z.object({ patient_id: id(), id: id() }),
  result: z.object({ id: z.number() }),
});

/** How a patient hears their alerts: push notifications on their devices, text messages, both or neither. */
export const ALERT_CHANNELS = ['push', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

const alertPreferences = z.object({
  /** As chosen; a channel also in `withdrawn` stays off until the patient gives it again. */
  channels: z.array(z.enum(ALERT_CHANNELS)),
  /** Channels the patient withdrew in their privacy choices (decision 0090): off whatever is chosen. */
  withdrawn: z.array(z.enum(ALERT_CHANNELS)),
  /** "Your turn is near" when this many patients are before them. */
  turn_near_at: z.number(),
  /** The language of their text messages. */
  language: z.enum(LANGUAGES),
  /** Whether a device of theirs takes push notifications now. */
  push_subscribed: z.boolean(),
});

/**
 * The patient's alert preferences; never saved, push when a device is subscribed, else SMS, in the language
 * they use the app in (`lang`, kept as they ask), else that of their device taking pushes, else English.
 */
export const getAlertPreferences = defineCall({
  name: 'get-alert-preferences',
  access: ['Patient'],
  request: z.object({ patient_id: id(), lang: appLanguage() }),
  result: alertPreferences,
});

export const updateAlertPreferences = defineCall({
  name: 'update-alert-preferences',
  access: ['Patient'],
  request: z.object({
    patient_id: id(),
    channels: z
      .array(z.enum(ALERT_CHANNELS, { error: MESSAGES.alertChannelsInvalid }), { error: MESSAGES.alertChannelsInvalid })
      .max(ALERT_CHANNELS.length, MESSAGES.alertChannelsInvalid)
      .refine((channels) => new Set(channels).size === channels.length, MESSAGES.alertChannelsInvalid),
    turn_near_at: wholeNumber(WAITING_ROOM.alertAt.min, WAITING_ROOM.alertAt.max, MESSAGES.turnNearAtInvalid),
    /** The screen's language when saved; kept as it was when not given. */
    language: z.enum(LANGUAGES, { error: MESSAGES.invalidValue }).optional(),
  }),
  result: alertPreferences,
});
