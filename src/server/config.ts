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
});

export interface AppConfig {
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
  };
}
