// Reference data and the shell's lookups: app version, cities, static pages, charges, test catalogue.
import { z } from 'zod';
import { LANGUAGES, STATIC_PAGES } from '../constants';
import { MESSAGES } from '../messages';
import { defineCall } from './define';
import { id } from './fields';

export const appVersion = z.object({
  app_process: z.string(),
  version: z.string(),
  test_version: z.string(),
  /** The clinic's time zone (APP_TIMEZONE): the web's "today" and clock times follow it. */
  time_zone: z.string(),
});

export const version = defineCall({
  name: 'version',
  access: 'public',
  request: z.object({ version: z.union([z.string().max(50), z.number()]).optional() }),
  result: appVersion,
});

export const getCities = defineCall({
  name: 'get-cities',
  access: 'public',
  allowGet: true,
  request: z.object({}),
  result: z.array(z.string()),
});

/**
 * The help desk (/contact-us): public, because a user who cannot sign in is the one who needs it. With it,
 * the grievance officer whom /privacy-policy and /contact-us name.
 */
export const getContactDetails = defineCall({
  name: 'get-contact-details',
  access: 'public',
  request: z.object({}),
  result: z.object({
    phones: z.array(z.string()),
    emails: z.array(z.string()),
    /** The postal address, one line per entry. */
    address: z.array(z.string()),
    chat_url: z.string(),
    map_location: z.object({ latitude: z.number(), longitude: z.number() }),
    grievance_officer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  }),
});

const bilingual = { name: z.string(), name_hi: z.string() };
/**
 * The Hindi names beside the English ones of the reference data people read. The English name (or the
 * code) stays the value the other calls send and store; a screen in Hindi shows name_hi. Institutions
 * are the hospitals, government hospitals and labs whose name has a Hindi one.
 */
export const getReferenceNames = defineCall({
  name: 'get-reference-names',
  access: 'public',
  request: z.object({}),
  result: z.object({
    cities: z.array(z.object(bilingual)),
    departments: z.array(z.object({ id: z.number(), ...bilingual })),
    categories: z.array(z.object({ id: z.number(), ...bilingual })),
    medical_tests: z.array(z.object({ code: z.string(), ...bilingual })),
    degrees: z.array(z.object({ id: z.number(), ...bilingual })),
    specialisations: z.array(z.object(bilingual)),
    institutions: z.array(z.object(bilingual)),
  }),
});

export const getStaticPages = defineCall({
  name: 'get-static-pages',
  access: 'signed-in',
  request: z.object({
    page: z.enum([...STATIC_PAGES, 'faq'], { error: MESSAGES.invalidValue }),
    /** The reader's language; English when absent. */
    lang: z.enum(LANGUAGES).optional(),
  }),
  result: z.object({ content: z.string() }),
});

export const charges = z.object({
  normal_delivery: z.number(),
  urgent_delivery: z.number(),
  other_booking_price: z.number(),
});

export const getUpdatedCharges = defineCall({
  name: 'get-updated-charges',
  access: 'signed-in',
  request: z.object({ id: id().optional(), type: z.string().max(20).optional() }),
  result: charges,
});

export const getMedicalTestList = defineCall({
  name: 'get-medical-test-list',
  access: 'signed-in',
  request: z.object({}),
  /** Map of test code to display name. */
  result: z.record(z.string(), z.string()),
});
