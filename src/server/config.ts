// Configuration from the environment, validated once at boot: a bad value stops the server with a clear
// message instead of failing later.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../shared/dates';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A phone number as people read it: digits, spaces and hyphens, an optional leading +. */
const contactPhone = z.string().regex(/^\+?[\d -]{6,20}$/, 'CONTACT_PHONE and CONTACT_PHONE_2 must be phone numbers, such as +91 90000 00000');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  APP_TIMEZONE: z.string().default(DEFAULT_TIME_ZONE).refine(isTimeZone, 'APP_TIMEZONE must be an IANA zone such as Asia/Kolkata'),
  APP_BASE_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The help desk shown on /contact-us and /contact-us-doc. The defaults are demo values for a trial run.
  CONTACT_PHONE: contactPhone.default('+91 90000 00000'),
  CONTACT_PHONE_2: contactPhone.default('+91 90000 00001'),
  CONTACT_EMAIL: z.email('CONTACT_EMAIL must be an e-mail address').default('help@parchee.example'),
  CONTACT_EMAIL_2: z.email('CONTACT_EMAIL_2 must be an e-mail address').default('doctors@parchee.example'),
  CONTACT_ADDRESS: z
    .string()
    .default('Parchee Health Services; Civil Lines, Deoria; Uttar Pradesh 274001; India')
    .transform((text) => text.split(';').map((line) => line.trim()).filter(Boolean))
    .refine((lines) => lines.length > 0, 'CONTACT_ADDRESS must hold the postal address, lines separated by ";"'),
  CONTACT_CHAT_URL: z.url({ protocol: /^https$/, error: 'CONTACT_CHAT_URL must be an https:// link' }).default('https://wa.me/919000000000'),
  CONTACT_MAP_LOCATION: z
    .string()
    .default('26.5024,83.7791')
    .transform((text, ctx) => {
      const [latitude, longitude] = text.split(',').map((part) => Number(part.trim()));
      if (text.split(',').length !== 2 || !(Math.abs(latitude!) <= 90) || !(Math.abs(longitude!) <= 180)) {
        ctx.addIssue({ code: 'custom', message: 'CONTACT_MAP_LOCATION must be "latitude,longitude", such as 26.5024,83.7791' });
        return z.NEVER;
      }
      return { latitude: latitude!, longitude: longitude! };
    }),
});

/** The help desk's details, served to anyone by get-contact-details. */
export interface ContactDetails {
  phones: string[];
  emails: string[];
  address: string[];
  chat_url: string;
  map_location: { latitude: number; longitude: number };
}

export interface AppConfig {
  contact: ContactDetails;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  timeZone: string;
  baseUrl: string;
  smtpUrl: string | undefined;
  demoData: boolean;
  logLevel: string;
  /** Cookies get Secure and the __Host- prefix when the app is served over HTTPS. */
  secureCookies: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const baseUrl = (e.APP_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    timeZone: e.APP_TIMEZONE,
    baseUrl,
    smtpUrl: e.SMTP_URL,
    demoData: e.DEMO_DATA === 'on',
    logLevel: e.LOG_LEVEL,
    secureCookies: baseUrl.startsWith('https://'),
    contact: {
      phones: [e.CONTACT_PHONE, e.CONTACT_PHONE_2],
      emails: [e.CONTACT_EMAIL, e.CONTACT_EMAIL_2],
      address: e.CONTACT_ADDRESS,
      chat_url: e.CONTACT_CHAT_URL,
      map_location: e.CONTACT_MAP_LOCATION,
    },
  };
}
