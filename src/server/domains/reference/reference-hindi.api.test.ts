// Hindi is complete: every reference row people read and every static page has Hindi beside English.
// A row or page added without Hindi fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../../../shared/constants';
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
  it('gives every city, department, specialist category and lab test a Hindi name', async () => {
    const answer = await t.client().call('get-reference-names', {});
    expect(answer.status).toBe(200);
    const { cities, departments, categories, medical_tests } = answer.body.result;
    const rows = [...cities, ...departments, ...categories, ...medical_tests] as { name: string; name_hi: string }[];
    expect(cities.length).toBeGreaterThanOrEqual(12);
    expect(departments.length).toBe(9);
    expect(categories.length).toBe(6);
    expect(medical_tests.length).toBeGreaterThanOrEqual(40);
    const missing = rows.filter((row) => !DEVANAGARI.test(row.name_hi)).map((row) => row.name);
    expect(missing).toEqual([]);
    expect(cities[0]).toEqual({ name: 'Deoria', name_hi: 'देवरिया' });
  });

  it('keeps the spec calls answering the English names', async () => {
    expect((await t.client().call('get-cities', {})).body.result[0]).toBe('Deoria');
  });

  it('fails the check for a row added without a Hindi name', async () => {
    await t.platform.db.insertInto('cities').values({ name: 'Mau', position: 99 }).execute();
    const { cities } = (await t.client().call('get-reference-names', {})).body.result as { cities: { name: string; name_hi: string }[] };
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
