// Configuration from the environment, validated once at boot: a bad value stops the server with a clear
// message instead of failing later.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { FLOOR } from '../shared/constants';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../shared/dates';
import { postgresHostsOf } from './db/writable-pool';
import type { BucketRule } from './platform/token-buckets';

/** A phone number as people read it: digits, spaces and hyphens, an optional leading +. */
const readablePhone = (message: string) => z.string().regex(/^\+?[\d -]{6,20}$/, message);
const contactPhone = readablePhone('CONTACT_PHONE and CONTACT_PHONE_2 must be phone numbers, such as +91 90000 00000');
/** A person's name as a page shows it: letters of any script, spaces and the marks names use. */
const personName = (message: string) =>
  z
    .string()
    .trim()
    .max(100, message)
    .regex(/^[\p{L}\p{M} .'-]*\p{L}[\p{L}\p{M} .'-]*$/u, message);
/** One proxy address, or a CIDR range of them ("10.0.0.0/8", "fd00::/8"). */
function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe: "off" (the peer is the client), a hop count (that many proxies in
 * front), or a comma-separated list of the proxies' addresses and ranges.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('off')
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === 'off') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((e) => e.trim());
      if (entries.every(isAddressOrRange)) return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must be off, a hop count from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/** The browsers' push services: Chrome and Edge on Android (FCM), Firefox, Windows and Safari. */
const KNOWN_PUSH_SERVICES = 'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';
const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const pushServicesSchema = z
  .string()
  .default(KNOWN_PUSH_SERVICES)
  .transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (hosts) => hosts.length > 0 && hosts.every((host) => hostName.test(host) && net.isIP(host) === 0),
    'PUSH_SERVICES must be a comma-separated list of host names, such as fcm.googleapis.com',
  );

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** A gateway's http(s) URL naming where the number and the text go; '' is unset. */
const gatewayUrl = (name: string) =>
  z
    .string()
    .regex(/^https?:\/\//, `${name} must be an http:// or https:// URL`)
    .refine((url) => url.includes('{to}') && url.includes('{message}'), `${name} must contain {to} and {message}`)
    .optional()
    .or(z.literal('').transform(() => undefined));

const CHECK_IN_MINUTES = 'CHECK_IN_CODE_MINUTES must be a whole number of minutes from 1 to 60';
const METRICS_TOKEN =
  'METRICS_TOKEN must be at least 32 characters without spaces (such as the output of openssl rand -hex 32)';
const OVERLOAD_DELAY = 'OVERLOAD_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 (off) to 60000';
const BACKUP_MINUTES = 'BACKUP_EVERY_MINUTES must be off or a whole number of minutes from 1 to 10080 (a week)';
const NOTICE_VERSION = 'PRIVACY_NOTICE_VERSION must be 1 to 20 letters, digits, dots or hyphens, such as 2026-11';

/** The privacy notice's version the demo and a fresh install start with; set the next one when the notice changes. */
const DEFAULT_PRIVACY_NOTICE_VERSION = '2026-11';
const RECORD_YEARS = 'RECORD_RETENTION_YEARS must be a whole number of years from 1 to 100';
const OUTBOX_DAYS = 'OUTBOX_KEEP_DAYS must be a whole number of days from 1 to 3650';

/** How often the server takes a backup itself: off (the default), or every so many minutes. */
const backupEverySchema = z
  .string()
  .trim()
  .default('off')
  .transform((value, ctx): number | null => {
    if (value === '' || value === 'off') return null;
    const minutes = Number(value);
    if (/^\d+$/.test(value) && minutes >= 1 && minutes <= 10_080) return minutes;
    ctx.addIssue({ code: 'custom', message: BACKUP_MINUTES });
    return z.NEVER;
  });

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    // One server, or the primary and its standbys: postgres://user@h1:5432,h2:5433/parchee (db/writable-pool.ts).
    DATABASE_URL: z
      .string()
      .superRefine((url, ctx) => {
        try {
          postgresHostsOf(url);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `DATABASE_URL ${(error as Error).message}` });
        }
      })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    APP_TIMEZONE: z
      .string()
      .default(DEFAULT_TIME_ZONE)
      .refine(isTimeZone, 'APP_TIMEZONE must be an IANA zone such as Asia/Kolkata'),
    APP_BASE_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // SMS and voice gateways for sign-in codes: a URL with {to} and {message} in it (docs/deploy.md).
    SMS_URL: gatewayUrl('SMS_URL'),
    VOICE_URL: gatewayUrl('VOICE_URL'),
    OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
    OTP_CODES_PER_PHONE_PER_HOUR: count(5),
    OTP_CODES_PER_ADDRESS_PER_HOUR: count(30),
    SMS_PER_PHONE_PER_DAY: count(20),
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
      .transform((text) =>
        text
          .split(';')
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .refine((lines) => lines.length > 0, 'CONTACT_ADDRESS must hold the postal address, lines separated by ";"'),
    CONTACT_CHAT_URL: z
      .url({ protocol: /^https$/, error: 'CONTACT_CHAT_URL must be an https:// link' })
      .default('https://wa.me/919000000000'),
    CONTACT_MAP_LOCATION: z
      .string()
      .default('26.5024,83.7791')
      .transform((text, ctx) => {
        const [latitude, longitude] = text.split(',').map((part) => Number(part.trim()));
        if (text.split(',').length !== 2 || !(Math.abs(latitude!) <= 90) || !(Math.abs(longitude!) <= 180)) {
          ctx.addIssue({
            code: 'custom',
            message: 'CONTACT_MAP_LOCATION must be "latitude,longitude", such as 26.5024,83.7791',
          });
          return z.NEVER;
        }
        return { latitude: latitude!, longitude: longitude! };
      }),
    // The grievance officer the privacy page and the help desk name (the law asks for one a patient can reach).
    GRIEVANCE_OFFICER_NAME: personName(
      "GRIEVANCE_OFFICER_NAME must be a person's name (letters, spaces, . ' -), at most 100 characters",
    ).default('Anjali Mishra'),
    GRIEVANCE_OFFICER_PHONE: readablePhone(
      'GRIEVANCE_OFFICER_PHONE must be a phone number, such as +91 90000 00002',
    ).default('+91 90000 00002'),
    GRIEVANCE_OFFICER_EMAIL: z
      .email('GRIEVANCE_OFFICER_EMAIL must be an e-mail address')
      .default('grievance@parchee.example'),
    TRUST_PROXY: trustProxySchema,
    SIGN_IN_ADDRESS_FAILURES: count(100),
    SIGN_IN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
    REGISTRATIONS_PER_HOUR: count(20),
    REQUESTS_PER_SECOND_PER_SESSION: count(20),
    REQUEST_BURST_PER_SESSION: count(60),
    REQUESTS_PER_SECOND_PER_ADDRESS: count(60),
    REQUEST_BURST_PER_ADDRESS: count(300),
    EMERGENCY_REQUESTS_PER_HOUR: count(3),
    BOOKINGS_PER_DAY: count(20),
    LAB_ORDERS_PER_DAY: count(10),
    MEDICINE_ORDERS_PER_DAY: count(10),
    BOARD_STREAMS_PER_ADDRESS: count(50),
    LIVE_STREAMS_PER_ADDRESS: count(200),
    SESSIONS_PER_ACCOUNT: count(10),
    // How long the check-in code on a waiting room's screen lasts; the one before stays good one period more.
    CHECK_IN_CODE_MINUTES: z.coerce
      .number({ error: CHECK_IN_MINUTES })
      .int(CHECK_IN_MINUTES)
      .min(1, CHECK_IN_MINUTES)
      .max(60, CHECK_IN_MINUTES)
      .default(FLOOR.checkInCodeMinutes),
    PUSH_SERVICES: pushServicesSchema,
    // Only for a push service on this machine or network, as in the tests: never in production.
    PUSH_PRIVATE_ADDRESSES: z.enum(['refuse', 'allow']).default('refuse'),
    // The bearer token a Prometheus scrape of GET /metrics sends; unset, /metrics answers 404.
    METRICS_TOKEN: z
      .string()
      .regex(/^\S{32,}$/, METRICS_TOKEN)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The event loop's lag past which requests are shed with 503 (the sign-in and booking calls only past twice it).
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce
      .number({ error: OVERLOAD_DELAY })
      .int(OVERLOAD_DELAY)
      .min(0, OVERLOAD_DELAY)
      .max(60_000, OVERLOAD_DELAY)
      .default(1000),
    // Backups the server takes itself (docs/deploy.md "Backups").
    BACKUP_DIR: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    BACKUP_EVERY_MINUTES: backupEverySchema,
    BACKUP_KEEP: count(48),
    // The privacy notice in force: a patient who accepted another (or none) is asked to accept it (decision 0090).
    PRIVACY_NOTICE_VERSION: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]{1,20}$/, NOTICE_VERSION)
      .default(DEFAULT_PRIVACY_NOTICE_VERSION),
    // How long what is kept is kept (docs/deploy.md "Retention"): an erased account's health records after each
    // visit, and the outbox's messages once sent, failed or dropped.
    RECORD_RETENTION_YEARS: z.coerce
      .number({ error: RECORD_YEARS })
      .int(RECORD_YEARS)
      .min(1, RECORD_YEARS)
      .max(100, RECORD_YEARS)
      .default(3),
    OUTBOX_KEEP_DAYS: z.coerce
      .number({ error: OUTBOX_DAYS })
      .int(OUTBOX_DAYS)
      .min(1, OUTBOX_DAYS)
      .max(3650, OUTBOX_DAYS)
      .default(90),
  })
  .superRefine((e, ctx) => {
    if (e.BACKUP_EVERY_MINUTES !== null && !e.BACKUP_DIR) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_DIR'],
        message: 'BACKUP_EVERY_MINUTES needs BACKUP_DIR, the folder the backups go to',
      });
    }
  });

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

export interface SignInLimits {
  /** Failed sign-ins from one address in 15 minutes after which its attempts are slowed down. */
  addressFailures: number;
  /** How long each sign-in from such an address waits before it is answered. */
  slowdownMs: number;
}

/** The help desk's details and the grievance officer's, served to anyone by get-contact-details. */
export interface ContactDetails {
  phones: string[];
  emails: string[];
  address: string[];
  chat_url: string;
  map_location: { latitude: number; longitude: number };
  grievance_officer: { name: string; phone: string; email: string };
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
  otp: OtpSettings;
  demoData: boolean;
  logLevel: string;
  /** Cookies get Secure and the __Host- prefix when the app is served over HTTPS. */
  secureCookies: boolean;
  trustProxy: TrustProxy;
  signIn: SignInLimits;
  /** Registration attempts one address may make in an hour (the answer says whether a number is taken). */
  registrationsPerHour: number;
  push: PushSettings;
  requestLimits: { perSession: BucketRule; perAddress: BucketRule };
  writeCaps: WriteCapSettings;
  /** Public display-board streams one client address may keep open (a newer one ends its oldest). */
  boardStreamsPerAddress: number;
  /** Signed-in live-event streams one client address may keep open, whatever their sessions (the same way). */
  liveStreamsPerAddress: number;
  /** Live sessions one account may have: a new sign-in beyond it ends the account's oldest session. */
  sessionsPerAccount: number;
  /** How long a check-in code on the waiting room's screen lasts (the one before is accepted one period more). */
  checkInCodeMinutes: number;
  /** The bearer token GET /metrics asks for; undefined: /metrics is not served (404). */
  metricsToken: string | undefined;
  /** The event loop's mean lag (ms) past which requests are shed with 503 (platform/overload.ts); 0 is off. */
  overloadEventLoopDelayMs: number;
  backups: BackupSettings;
  /** The privacy notice in force (PRIVACY_NOTICE_VERSION): what a patient's acceptance is checked against. */
  privacyNoticeVersion: string;
  retention: RetentionSettings;
}

/** How long kept data stays (the daily retention job, decision 0093). */
export interface RetentionSettings {
  /** Years an erased account's health records are kept after their visit, for the clinics' duty to keep them. */
  recordYears: number;
  /** Days a sent, failed or dropped outbox message is kept. */
  outboxKeepDays: number;
}

/** The backups the server takes itself: into `dir` every `everyMinutes` (null: never), the newest `keep` kept. */
export interface BackupSettings {
  dir: string | undefined;
  everyMinutes: number | null;
  keep: number;
}

/** Sign-in by a one-time code: where codes are sent, and how often one may be asked for. */
export interface OtpSettings {
  /** The SMS gateway's URL with {to} and {message}; unset, codes only go to the outbox. */
  smsUrl: string | undefined;
  /** The voice-call gateway's, the same way; unset, "Get via call" is not offered. */
  voiceUrl: string | undefined;
  resendAfterSeconds: number;
  perPhonePerHour: number;
  perAddressPerHour: number;
  /** Text messages and calls one number may get in 24 hours (against SMS pumping); more are dropped and counted. */
  perPhonePerDay: number;
}

/** Writes that reach people, per patient: how many in the window. */
export type WriteCapSettings = Record<
  'emergency' | 'booking' | 'labOrder' | 'medicineOrder',
  { limit: number; windowMs: number }
>;

export interface PushSettings {
  /** The host names (and the names under them) a push subscription's endpoint may be on. */
  services: string[];
  /** Whether pushes may go to a loopback or private address (a test's local push service). */
  allowPrivateAddresses: boolean;
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
    otp: {
      smsUrl: e.SMS_URL,
      voiceUrl: e.VOICE_URL,
      resendAfterSeconds: e.OTP_RESEND_SECONDS,
      perPhonePerHour: e.OTP_CODES_PER_PHONE_PER_HOUR,
      perAddressPerHour: e.OTP_CODES_PER_ADDRESS_PER_HOUR,
      perPhonePerDay: e.SMS_PER_PHONE_PER_DAY,
    },
    demoData: e.DEMO_DATA === 'on',
    logLevel: e.LOG_LEVEL,
    secureCookies: baseUrl.startsWith('https://'),
    contact: {
      phones: [e.CONTACT_PHONE, e.CONTACT_PHONE_2],
      emails: [e.CONTACT_EMAIL, e.CONTACT_EMAIL_2],
      address: e.CONTACT_ADDRESS,
      chat_url: e.CONTACT_CHAT_URL,
      map_location: e.CONTACT_MAP_LOCATION,
      grievance_officer: {
        name: e.GRIEVANCE_OFFICER_NAME,
        phone: e.GRIEVANCE_OFFICER_PHONE,
        email: e.GRIEVANCE_OFFICER_EMAIL,
      },
    },
    trustProxy: e.TRUST_PROXY,
    signIn: { addressFailures: e.SIGN_IN_ADDRESS_FAILURES, slowdownMs: e.SIGN_IN_SLOWDOWN_MS },
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    requestLimits: {
      perSession: { perSecond: e.REQUESTS_PER_SECOND_PER_SESSION, burst: e.REQUEST_BURST_PER_SESSION },
      perAddress: { perSecond: e.REQUESTS_PER_SECOND_PER_ADDRESS, burst: e.REQUEST_BURST_PER_ADDRESS },
    },
    writeCaps: {
      emergency: { limit: e.EMERGENCY_REQUESTS_PER_HOUR, windowMs: HOUR_MS },
      booking: { limit: e.BOOKINGS_PER_DAY, windowMs: DAY_MS },
      labOrder: { limit: e.LAB_ORDERS_PER_DAY, windowMs: DAY_MS },
      medicineOrder: { limit: e.MEDICINE_ORDERS_PER_DAY, windowMs: DAY_MS },
    },
    push: { services: e.PUSH_SERVICES, allowPrivateAddresses: e.PUSH_PRIVATE_ADDRESSES === 'allow' },
    boardStreamsPerAddress: e.BOARD_STREAMS_PER_ADDRESS,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    sessionsPerAccount: e.SESSIONS_PER_ACCOUNT,
    checkInCodeMinutes: e.CHECK_IN_CODE_MINUTES,
    metricsToken: e.METRICS_TOKEN,
    overloadEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
    backups: {
      dir: e.BACKUP_DIR === undefined ? undefined : path.resolve(e.BACKUP_DIR),
      everyMinutes: e.BACKUP_EVERY_MINUTES,
      keep: e.BACKUP_KEEP,
    },
    privacyNoticeVersion: e.PRIVACY_NOTICE_VERSION,
    retention: { recordYears: e.RECORD_RETENTION_YEARS, outboxKeepDays: e.OUTBOX_KEEP_DAYS },
  };
}
