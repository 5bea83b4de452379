// The shell's lookups: the app version, the cities, and the static pages in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('shell lookups', () => {
  it('version answers app_process, version and test_version', async () => {
    const answer = await t.client().call('version', { version: 0 });
    expect(answer.body.result).toEqual({
      app_process: 'live',
      version: '1',
      test_version: '1',
      time_zone: 'Asia/Kolkata',
    });
  });

  it('get-cities answers GET and POST with Deoria first', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/get-cities.json' });
    expect(JSON.parse(get.body).result[0]).toBe('Deoria');
    const post = await t.client().call('get-cities', {});
    expect(post.body.result).toEqual(JSON.parse(get.body).result);
    expect(post.body.result.length).toBeGreaterThan(5);
  });

  it('static pages need a signed-in user and come sanitised in both languages', async () => {
    expect((await t.client().call('get-static-pages', { page: 'about_us' })).status).toBe(401);
    const patient = await t.demoClient('patient');
    for (const page of ['about_us', 'refund_policy', 'privacy_policy', 'terms_&_condition', 'faq'] as const) {
      const en = await patient.call('get-static-pages', { page });
      expect(en.status).toBe(200);
      expect(en.body.result.content).toMatch(/<(h2|p)>/);
      const hi = await patient.call('get-static-pages', { page, lang: 'hi' });
      expect(hi.body.result.content).toMatch(/[\u0900-\u097F]/);
    }
    await t.platform.db
      .updateTable('static_pages')
      .set({ content_en: '<p onclick="x()">Hi</p><script>alert(1)</script>' })
      .where('page', '=', 'faq')
      .execute();
    const tampered = await patient.call('get-static-pages', { page: 'faq' });
    expect(tampered.body.result.content).toBe('<p>Hi</p>');
  });
});
