// Reference data written once into an empty database: cities, departments, categories, degrees, the
// test catalogue, static pages, charges and the app version.
import type { Kysely } from 'kysely';
import { DEGREES, DEPARTMENTS, SPECIALIST_CATEGORIES } from '../../shared/constants';
import { sanitizeHtml } from '../platform/html';
import { readSettings, SETTING, writeSetting } from '../platform/settings';
import type { Database } from '../db/schema';
import { CITIES, MEDICAL_TESTS, STATIC_PAGES } from '../db/reference-content';

export const DEFAULT_CHARGES = { normal_delivery: 30, urgent_delivery: 80, other_booking_price: 20 } as const;

export async function seedReferenceData(db: Kysely<Database>): Promise<boolean> {
  const done = await readSettings(db, [SETTING.referenceSeeded]);
  if (done[SETTING.referenceSeeded]) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('cities')
      .values(CITIES.map(({ name, name_hi }, position) => ({ name, name_hi, position })))
      .execute();
    await trx
      .insertInto('departments')
      .values(DEPARTMENTS.map(({ id, name, name_hi }) => ({ id, name, name_hi })))
      .execute();
    await trx
      .insertInto('categories')
      .values(SPECIALIST_CATEGORIES.map(({ id, name, name_hi }) => ({ id, name, name_hi })))
      .execute();
    await trx
      .insertInto('degrees')
      .values(DEGREES.map(({ id, name, name_hi }) => ({ id, name, name_hi })))
      .execute();
    await trx
      .insertInto('medical_tests')
      .values(MEDICAL_TESTS.map(({ code, name, name_hi }) => ({ code, name, name_hi })))
      .execute();
    await trx
      .insertInto('static_pages')
      .values(
        Object.entries(STATIC_PAGES).map(([page, c]) => ({
          page,
          content_en: sanitizeHtml(c.en),
          content_hi: sanitizeHtml(c.hi),
        })),
      )
      .execute();
    await writeSetting(trx, SETTING.normalDelivery, String(DEFAULT_CHARGES.normal_delivery));
    await writeSetting(trx, SETTING.urgentDelivery, String(DEFAULT_CHARGES.urgent_delivery));
    await writeSetting(trx, SETTING.otherBookingPrice, String(DEFAULT_CHARGES.other_booking_price));
    await writeSetting(trx, SETTING.appVersion, '1');
    await writeSetting(trx, SETTING.appProcess, 'live');
    await writeSetting(trx, SETTING.testVersion, '1');
    await writeSetting(trx, SETTING.referenceSeeded, new Date().toISOString());
  });
  return true;
}
