// Reference data people read gets a Hindi name beside the English one: cities, government hospital
// departments, specialist categories and the lab test catalogue. The English name stays the value on the
// wire; rows the app shipped get their Hindi names here (a fresh database gets them from the seed).
import type { Kysely } from 'kysely';
import { DEPARTMENTS, SPECIALIST_CATEGORIES } from '../../../shared/constants';
import { CITIES, MEDICAL_TESTS } from '../reference-content';

const TABLES = ['cities', 'departments', 'categories', 'medical_tests'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('name_hi', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  const k = db as Kysely<Record<(typeof TABLES)[number], { name: string; name_hi: string; code: string; id: number }>>;
  for (const city of CITIES)
    await k.updateTable('cities').set({ name_hi: city.name_hi }).where('name', '=', city.name).execute();
  for (const row of DEPARTMENTS)
    await k.updateTable('departments').set({ name_hi: row.name_hi }).where('id', '=', row.id).execute();
  for (const row of SPECIALIST_CATEGORIES)
    await k.updateTable('categories').set({ name_hi: row.name_hi }).where('id', '=', row.id).execute();
  for (const test of MEDICAL_TESTS)
    await k.updateTable('medical_tests').set({ name_hi: test.name_hi }).where('code', '=', test.code).execute();
}
