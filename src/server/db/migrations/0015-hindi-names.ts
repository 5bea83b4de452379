// Every name a Hindi screen shows has its Hindi (decision 0041): degrees get a Hindi name, the
// specialisations doctors write get a list of their own, and a hospital, government hospital or lab may
// carry its name in Hindi. Rows the app shipped take the present wording of their Hindi names and static
// pages (docs/hindi-words.md); a fresh database gets the same from the seed.
import type { Kysely } from 'kysely';
import { DEGREES, DEPARTMENTS, SPECIALIST_CATEGORIES } from '../../../shared/constants';
import { sanitizeHtml } from '../../platform/html';
import { MEDICAL_TESTS, SPECIALISATIONS, STATIC_PAGES } from '../reference-content';

interface Tables {
  degrees: { id: number; name_hi: string };
  departments: { id: number; name_hi: string };
  categories: { id: number; name_hi: string };
  medical_tests: { code: string; name_hi: string };
  specialisations: { name: string; name_hi: string; position: number };
  static_pages: { page: string; content_en: string; content_hi: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('degrees')
    .addColumn('name_hi', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('name_hi', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('specialisations')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('name_hi', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  const k = db as Kysely<Tables>;
  await k
    .insertInto('specialisations')
    .values(SPECIALISATIONS.map(({ name, name_hi }, position) => ({ name, name_hi, position })))
    .execute();
  for (const row of DEGREES)
    await k.updateTable('degrees').set({ name_hi: row.name_hi }).where('id', '=', row.id).execute();
  for (const row of DEPARTMENTS)
    await k.updateTable('departments').set({ name_hi: row.name_hi }).where('id', '=', row.id).execute();
  for (const row of SPECIALIST_CATEGORIES)
    await k.updateTable('categories').set({ name_hi: row.name_hi }).where('id', '=', row.id).execute();
  for (const test of MEDICAL_TESTS)
    await k.updateTable('medical_tests').set({ name_hi: test.name_hi }).where('code', '=', test.code).execute();
  // No call edits a static page: each row is the text the app shipped, so it takes the present one.
  for (const [page, content] of Object.entries(STATIC_PAGES)) {
    await k
      .updateTable('static_pages')
      .set({ content_en: sanitizeHtml(content.en), content_hi: sanitizeHtml(content.hi) })
      .where('page', '=', page)
      .execute();
  }
}
