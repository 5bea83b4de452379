// The call centre's directory: the doctors, hospitals, government hospitals with their department doctors
// and labs that patients find, added and edited by operators, and a one-time password link sent to a user.
// One flat form serves every kind; DIRECTORY_FORM says which fields a kind has and which it needs, for the
// server's check and the web's form alike.
import { z } from 'zod';
import { DIRECTORY_KINDS, DIRECTORY_LOOKUP_KINDS, STATES, type DirectoryKind } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import {
  id,
  noticeText,
  oneOf,
  optionalEmail,
  optionalNameText,
  optionalText,
  phoneNumber,
  wholeNumber,
} from './fields';

export type DirectoryField =
  | 'name'
  | 'phone_number'
  | 'email'
  | 'address'
  | 'city'
  | 'state'
  | 'pincode'
  | 'clinic_name'
  | 'specialization_text'
  | 'category_id'
  | 'department_id'
  | 'fees'
  | 'registration_fees'
  | 'hospital_id'
  | 'lab_id';

interface KindForm {
  /** Left blank, these get "This field is required". */
  required: readonly DirectoryField[];
  optional: readonly DirectoryField[];
}

/**
 * The fields of each kind; a field a kind does not have is ignored. A government hospital's department
 * doctor takes its address and city from its hospital.
 */
export const DIRECTORY_FORM: Record<DirectoryKind, KindForm> = {
  doctor: {
    required: ['name', 'phone_number', 'city', 'address', 'clinic_name', 'specialization_text', 'fees'],
    optional: ['email', 'state', 'pincode', 'category_id', 'department_id', 'hospital_id', 'lab_id'],
  },
  'unregistered-doctor': {
    required: ['name', 'phone_number', 'city', 'address', 'clinic_name', 'specialization_text', 'fees'],
    optional: ['state', 'pincode', 'category_id', 'registration_fees'],
  },
  hospital: { required: ['name', 'phone_number', 'city', 'address'], optional: ['email', 'state', 'pincode'] },
  'government-hospital': { required: ['name', 'city', 'address'], optional: ['phone_number', 'state', 'pincode'] },
  'government-doctor': { required: ['name', 'hospital_id', 'department_id'], optional: ['fees'] },
  lab: { required: ['name', 'phone_number', 'city', 'address'], optional: ['email', 'state', 'pincode'] },
};

/** The kinds that sign in: they get a password link when added, and may be sent one later. */
export const SIGN_IN_KINDS: readonly DirectoryKind[] = ['doctor', 'hospital', 'lab'];

export const fieldsOfKind = (kind: DirectoryKind): readonly DirectoryField[] => [
  ...DIRECTORY_FORM[kind].required,
  ...DIRECTORY_FORM[kind].optional,
];

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A field that may be left blank ('' or absent answers `empty`); when given it must pass `rule`. */
const blankOr = <T extends z.ZodType, E>(rule: T, empty: E) =>
  z.preprocess((v) => (blank(v) ? undefined : v), rule.optional()).transform((v) => v ?? empty);

const choice = () => blankOr(id(), null);

/** The directory's form, all of it; which fields a kind needs is checked against DIRECTORY_FORM. */
const recordFields = {
  name: optionalNameText(200),
  phone_number: blankOr(phoneNumber(), ''),
  email: optionalEmail(MESSAGES.emailInvalidProfile),
  address: noticeText(300),
  city: optionalText(100),
  state: blankOr(z.enum(STATES, { error: MESSAGES.invalidValue }), ''),
  pincode: blankOr(
    z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z
        .string()
        .regex(/^\d+$/, MESSAGES.pincodeNotNumeric)
        .regex(/^\d{6}$/, MESSAGES.pincodeInvalid),
    ),
    '',
  ),
  clinic_name: optionalNameText(200),
  specialization_text: noticeText(200),
  category_id: choice(),
  department_id: choice(),
  fees: blankOr(wholeNumber(0, 100_000, MESSAGES.amountInvalid), null),
  registration_fees: blankOr(wholeNumber(0, 100_000, MESSAGES.amountInvalid), null),
  hospital_id: choice(),
  lab_id: choice(),
};

export const saveDirectoryRequest = z
  .object({
    /** Absent for a new record. */
    id: blankOr(id(), null),
    kind: oneOf(DIRECTORY_KINDS),
    ...recordFields,
  })
  .superRefine((value, ctx) => {
    for (const field of DIRECTORY_FORM[value.kind].required) {
      const given = value[field];
      if (given === null || given === '') ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
    }
  });
export type SaveDirectoryInput = z.output<typeof saveDirectoryRequest>;

/** A record as its form shows it. */
export const directoryRecord = z.object({
  id: z.number(),
  kind: z.enum(DIRECTORY_KINDS),
  name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  clinic_name: z.string(),
  specialization_text: z.string(),
  category_id: z.number().nullable(),
  department_id: z.number().nullable(),
  fees: z.number(),
  registration_fees: z.number(),
  hospital_id: z.number().nullable(),
  lab_id: z.number().nullable(),
  /** Signs in with a password (a password link can be sent). */
  can_sign_in: z.boolean(),
  created_at: z.string(),
  /**
   * Changes of the sign-in number or e-mail the desk asked for, waiting until the account confirms them from
   * its old ones or another operator approves them (the record shows the values in effect).
   */
  waiting_changes: z.array(
    z.object({
      id: z.number(),
      field: z.enum(['phone_number', 'email']),
      new_value: z.string(),
      requested_by_name: z.string(),
      /** The signed-in operator asked for it, so another one must approve it. */
      asked_by_me: z.boolean(),
      requested_at: z.string(),
    }),
  ),
});
export type DirectoryRecord = z.infer<typeof directoryRecord>;

/** One line of the directory's list. Patients show their name, number and city, and nothing else. */
export const directoryEntry = z.object({
  id: z.number(),
  kind: z.enum(DIRECTORY_LOOKUP_KINDS),
  name: z.string(),
  phone_number: z.string(),
  city: z.string(),
  clinic_name: z.string(),
  specialization_text: z.string(),
  department_id: z.number().nullable(),
  /** A doctor's hospital, by name ('' when none). */
  hospital_name: z.string(),
  can_sign_in: z.boolean(),
  /** A change of its sign-in number or e-mail waits for the account or a second operator. */
  waiting_approval: z.boolean(),
});
export type DirectoryEntry = z.infer<typeof directoryEntry>;

/** Where a password link went: the account's number by SMS, and its e-mail when it has one. */
export const passwordLinkSent = z.object({ phone_number: z.string(), email: z.string().nullable() });

/** Entries one directory answer shows at most; a narrower search finds the rest. */
export const DIRECTORY_PAGE = 100;

/**
 * The records of a kind, by name, in a city (all when blank), whose name or number holds the search.
 * Patients are found only by their full number.
 */
export const getDirectory = defineCall({
  name: 'get-directory',
  access: ['Operator'],
  request: z
    .object({ kind: oneOf(DIRECTORY_LOOKUP_KINDS), city: optionalText(100), search: optionalText(100) })
    .superRefine((value, ctx) => {
      if (value.kind === 'patient' && !/^\d{10}$/.test(value.search))
        ctx.addIssue({ code: 'custom', path: ['search'], message: MESSAGES.directoryPatientSearch });
    }),
  result: z.array(directoryEntry),
});

/** One record of the directory's kinds, for its form (patients and operators are not records of it). */
export const getDirectoryRecord = defineCall({
  name: 'get-directory-record',
  access: ['Operator'],
  request: z.object({ id: id() }),
  result: directoryRecord,
});

/** Adds a record (no id) or edits one; a new account that signs in is sent its password link at once. */
export const saveDirectoryRecord = defineCall({
  name: 'save-directory-record',
  access: ['Operator'],
  request: saveDirectoryRequest,
  result: z.object({ record: directoryRecord, password_link: passwordLinkSent.nullable() }),
});

/** A one-time link to choose a new password, sent to the account (never shown to the operator). */
export const sendPasswordLink = defineCall({
  name: 'send-password-link',
  access: ['Operator'],
  request: z.object({ id: id() }),
  result: passwordLinkSent,
});

/** A second operator approves a waiting change of an account's sign-in number or e-mail; answers the record. */
export const approveContactChange = defineCall({
  name: 'approve-contact-change',
  access: ['Operator'],
  request: z.object({ id: id() }),
  result: directoryRecord,
});
