// Operator-set values kept in the settings table: app version and process, charges, seed markers.
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
} as const;
export type SettingKey = (typeof SETTING)[keyof typeof SETTING];

export async function readSettings(db: Kysely<Database>, keys: readonly SettingKey[]): Promise<Partial<Record<SettingKey, string>>> {
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
