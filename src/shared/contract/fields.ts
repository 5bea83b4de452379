// Field schemas shared by many calls, carrying the kept validation messages (docs/wire-api.md "Validation messages").
// Inputs arrive as JSON or
// as multipart text, so numbers and ids also accept their decimal text.
import { z } from 'zod';
import { LANGUAGES, LIMITS, SLOTS, WEEKDAYS } from '../constants';
import { parseWireDate, parseTime } from '../dates';
import { MESSAGES } from '../messages';
import { UPI_ID_PATTERN } from '../fees';

const asText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : asText(v));

/** A required text field: present, a string, not blank after trimming. */
export const requiredText = (message: string = MESSAGES.required, max: number = LIMITS.textMax) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(max, MESSAGES.invalidValue));

export const optionalText = (max: number = LIMITS.textMax) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : trimmed(v)),
    z.string({ error: MESSAGES.invalidValue }).max(max, MESSAGES.invalidValue),
  );

/** The text check: letters (any script), digits and spaces only (a booking's problem). */
export const plainText = (message: string = MESSAGES.required) =>
  requiredText(message).pipe(z.string().regex(/^[\p{L}\p{M}\p{N} ]+$/u, MESSAGES.noSpecialCharacters));

/**
 * Letters of any script, digits, spaces and the marks names are written with: initials and "Dr.", D'Souza, Rai-Singh.
 */
const NAME = /^[\p{L}\p{M}\p{N} .'-]*$/u;

/**
 * The one rule for every name of a person or a place (a patient, a booking's person, a doctor, a hospital, a
 * lab, a clinic, a directory record): the text check with the marks names need (decision 0043);
 * anything else, < and > among them, gets "No special characters are allowed.".
 */
export const nameText = (message: string = MESSAGES.required, max: number = LIMITS.textMax) =>
  requiredText(message, max)
    .pipe(z.string().regex(NAME, MESSAGES.noSpecialCharacters))
    .pipe(z.string().regex(/[\p{L}\p{N}]/u, MESSAGES.noSpecialCharacters));

/** The same rule on a name a form may leave blank (one whose kinds say which fields they need). */
export const optionalNameText = (max: number = LIMITS.textMax) =>
  optionalText(max).pipe(z.string().regex(NAME, MESSAGES.noSpecialCharacters));

/**
 * An address as Indian addresses are written (decision 0011): letters of any script (Devanagari included),
 * digits, spaces and the marks addresses use (comma, full stop, slash, hyphen, #, brackets, the danda),
 * with at least one letter or digit. Anything else (<, >, quotes, ;) still gets "No special characters are allowed.".
 */
export const addressText = (message: string = MESSAGES.required) =>
  requiredText(message)
    .pipe(z.string().regex(/^[\p{L}\p{M}\p{N} ,./#()\-\u0964]+$/u, MESSAGES.noSpecialCharacters))
    .pipe(z.string().regex(/[\p{L}\p{N}]/u, MESSAGES.noSpecialCharacters));

/** Exactly 10 digits. */
export const phoneNumber = (
  required: string = MESSAGES.required,
  invalid: string = MESSAGES.phoneInvalid,
  notNumeric: string = invalid,
) =>
  requiredText(required)
    .pipe(z.string().regex(/^\d+$/, notNumeric))
    .pipe(z.string().regex(/^\d{10}$/, invalid));

/** A UPI ID (name@bank) a clinic may leave blank: answered trimmed and in lower case, '' for none. */
export const optionalUpiId = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.string({ error: MESSAGES.upiIdInvalid }).refine((v) => v === '' || UPI_ID_PATTERN.test(v), MESSAGES.upiIdInvalid),
  );

export const email = (message: string = MESSAGES.emailInvalid) =>
  requiredText(MESSAGES.required, 254).pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message));

/**
 * An e-mail a person may leave blank (registration never asks for one): blank answers '', any other text must be an
 * address.
 */
export const optionalEmail = (message: string = MESSAGES.emailInvalid) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? '' : v),
    z.union([z.literal(''), email(message)]),
  );

export const password = (required: string = MESSAGES.required) =>
  z.string({ error: required }).min(1, required).max(LIMITS.passwordMax, MESSAGES.invalidValue);

/** A new password: also long enough. */
export const newPassword = () => password().pipe(z.string().min(LIMITS.passwordMin, MESSAGES.passwordTooShort));

/** An integer id, positive, given as a number or as its digits. */
export const id = () =>
  z
    .preprocess(
      trimmed,
      z
        .string({ error: MESSAGES.required })
        .min(1, MESSAGES.required)
        .regex(/^\d{1,10}$/, MESSAGES.invalidValue),
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .positive(MESSAGES.invalidValue)
        .max(2 ** 31 - 1, MESSAGES.invalidValue),
    );

/** A whole number from `min` to `max`, given as a number or as digits. */
export const wholeNumber = (min: number, max: number, outOfRange: string, notNumeric: string = outOfRange) =>
  z
    .preprocess(
      trimmed,
      z
        .string({ error: MESSAGES.required })
        .min(1, MESSAGES.required)
        .regex(/^-?\d{1,9}$/, notNumeric),
    )
    .transform(Number)
    .pipe(z.number().int().min(min, outOfRange).max(max, outOfRange));

/** A whole number given as a number or as digits; zero and negatives get `notPositive`. */
export const positiveCount = (notNumeric: string, notPositive: string) =>
  wholeNumber(1, 100000, notPositive, notNumeric);

export const age = () => positiveCount(MESSAGES.ageNotNumeric, MESSAGES.ageNotPositive);

/** A calendar date in any of the wire formats, answered as yyyy-mm-dd. */
export const wireDate = (message: string = MESSAGES.dateInvalid) =>
  requiredText(MESSAGES.required, 20).transform((v, ctx) => {
    const ymd = parseWireDate(v);
    if (!ymd) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return ymd;
  });

/** HH:MM in 24-hour time. */
export const clockTime = () =>
  requiredText(MESSAGES.required, 5).refine((v) => parseTime(v) !== null, MESSAGES.timeInvalid);

export const slot = () => z.enum(SLOTS, { error: MESSAGES.invalidValue });

/** A city name as the hidden field sends it; blank is allowed (the server then keeps it blank). */
export const city = () => optionalText(100);

/** Rupees as a whole number, given as a number or as digits; '' and absent are allowed where optional. */
export const rupees = () =>
  z
    .preprocess(
      (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: MESSAGES.required })
        .min(1, MESSAGES.required)
        .regex(/^\d{1,7}(\.\d{1,2})?$/, MESSAGES.amountInvalid),
    )
    .transform(Number);

/** A short free text shown to patients (a running-late notice): trimmed, possibly empty, never markup. */
export const noticeText = (max: number) =>
  optionalText(max).pipe(z.string().regex(/^[^<>]*$/, MESSAGES.noSpecialCharacters));

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: MESSAGES.invalidValue });

/**
 * A choice the form must make: blank or absent is "required", anything else not offered "choose a valid value".
 */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && !v.trim()) ? undefined : v),
    z.enum(values, { error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.invalidValue) }),
  );

/**
 * The language the app shows, sent by the calls that start or resume a patient's use of it (sign-in, the
 * app's start, the alert settings): the server keeps it as their texts' language until they choose one.
 */
export const appLanguage = () => oneOf(LANGUAGES).optional();

/** Shape of a file field once the server has stored it: the stored name. Results carry names, not bytes. */
export const storedFileName = () => z.string().nullable();

export const empty = z.object({});

/** A value for each slot a doctor keeps, by the slot's label; a slot not kept is absent. */
export const perSlot = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(SLOTS), value);

/** Whether the doctor sits on each day of the week, every weekday named: 'True' or 'False'. */
export const sittingDays = () => z.record(z.enum(WEEKDAYS), z.enum(['True', 'False']));
