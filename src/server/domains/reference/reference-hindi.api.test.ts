// Hindi is complete: every reference row people read and every static page has Hindi beside English.
// A row or page added without Hindi fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../../../shared/constants';
import { DEMO_INSTITUTIONS } from '../../../shared/demo-accounts';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

const DEVANAGARI = /[\u0900-\u097F]/;

let t: TestApp;
let reader: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  reader = await t.demoClient('patient');
});
afterAll(async () => t?.close());

describe('get-reference-names', () => {
  it('gives every city, department, specialist category, lab test, degree and specialisation a Hindi name', async () => {
    const answer = await t.client().call('get-reference-names', {});
    expect(answer.status).toBe(200);
    const { cities, departments, categories, medical_tests, degrees, specialisations } = answer.body.result;
    const rows = [...cities, ...departments, ...categories, ...medical_tests, ...degrees, ...specialisations] as {
      name: string;
      name_hi: string;
    }[];
    expect(cities.length).toBeGreaterThanOrEqual(12);
    expect(departments.length).toBe(9);
    expect(categories.length).toBe(6);
    expect(medical_tests.length).toBeGreaterThanOrEqual(40);
    expect(degrees.length).toBe(8);
    expect(specialisations.length).toBeGreaterThanOrEqual(30);
    const missing = rows.filter((row) => !DEVANAGARI.test(row.name_hi)).map((row) => row.name);
    expect(missing).toEqual([]);
    expect(cities[0]).toEqual({ name: 'Deoria', name_hi: 'देवरिया' });
  });

  it('names in Hindi the hospitals, government hospitals and lab of the demo data, and every doctor’s specialisation there', async () => {
    const { institutions, specialisations } = (await t.client().call('get-reference-names', {})).body.result as Record<
      'institutions' | 'specialisations',
      { name: string; name_hi: string }[]
    >;
    expect(institutions).toEqual(expect.arrayContaining(Object.values(DEMO_INSTITUTIONS)));
    expect(institutions).toContainEqual({ name: 'District Hospital Deoria', name_hi: 'जिला अस्पताल देवरिया' });
    // No person's name: institutions are hospitals and labs only.
    const people = await t.platform.db
      .selectFrom('users')
      .select('full_name')
      .where('role', 'in', ['Patient', 'Doctor', 'Operator'])
      .execute();
    expect(institutions.filter((row) => people.some((p) => p.full_name === row.name))).toEqual([]);
    // Each part of a demo doctor's specialisation ("Cardiologist and Neurologist") is on the list.
    const known = new Set(specialisations.map((row) => row.name.toLowerCase()));
    const written = await t.platform.db
      .selectFrom('doctor_details')
      .select('specialization_text')
      .where('specialization_text', '!=', '')
      .execute();
    const unknown = written
      .flatMap((row) => row.specialization_text.split(/\s*(?:,|&|\band\b)\s*/i))
      .filter((part) => !known.has(part.toLowerCase()));
    expect(unknown).toEqual([]);
  });

  it('keeps the older calls answering the English names', async () => {
    expect((await t.client().call('get-cities', {})).body.result[0]).toBe('Deoria');
  });

  it('fails the check for a row added without a Hindi name', async () => {
    await t.platform.db.insertInto('cities').values({ name: 'Mau', position: 99 }).execute();
    const { cities } = (await t.client().call('get-reference-names', {})).body.result as {
      cities: { name: string; name_hi: string }[];
    };
    expect(cities.filter((row) => !DEVANAGARI.test(row.name_hi)).map((row) => row.name)).toEqual(['Mau']);
    await t.platform.db.deleteFrom('cities').where('name', '=', 'Mau').execute();
  });
});

describe('get-static-pages in Hindi', () => {
  it.each([...STATIC_PAGES, 'faq' as const])('%s has its own Hindi text', async (page) => {
    const en = await reader.call('get-static-pages', { page, lang: 'en' });
    const hi = await reader.call('get-static-pages', { page, lang: 'hi' });
    expect(hi.status).toBe(200);
    expect(hi.body.result.content).toMatch(DEVANAGARI);
    expect(hi.body.result.content).not.toBe(en.body.result.content);
  });
});
