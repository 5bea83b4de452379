// Operator-set values kept in the settings table: app version and process, charges, seed markers, the last backup
// and the last retention run.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const SETTING = {
  appVersion: 'app_version',
  appProcess: 'app_process',
  testVersion: 'test_version',
  normalDelivery: 'charge.normal_delivery',
  urgentDelivery: 'charge.urgent_delivery',
  otherBookingPrice: 'charge.other_booking_price',
  referenceSeeded: 'seeded.reference',
  demoSeeded: 'seeded.demo',
  lastBackup: 'backup.last',
  /** When the daily retention job last began (ISO), by any instance. */
  lastRetention: 'retention.last',
} as const;
export type SettingKey = (typeof SETTING)[keyof typeof SETTING];

export async function readSettings(
  db: Kysely<Database>,
  keys: readonly SettingKey[],
): Promise<Partial<Record<SettingKey, string>>> {
  if (!keys.length) return {};
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Kysely<Database>, key: SettingKey, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * What every open app's version check answers from now on (the desk's set-app-version and the operator's
 * tool): a new version makes open apps update; 'maintenance' shows the maintenance view.
 */
export async function writeAppVersion(
  db: Kysely<Database>,
  next: { version: string; process?: 'live' | 'maintenance'; testVersion?: string },
): Promise<void> {
  await writeSetting(db, SETTING.appVersion, next.version);
  if (next.process) await writeSetting(db, SETTING.appProcess, next.process);
  if (next.testVersion) await writeSetting(db, SETTING.testVersion, next.testVersion);
}
