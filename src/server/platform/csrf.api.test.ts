// CSRF: every POST echoes the session's own token (decision 0018).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../shared/demo-accounts';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('CSRF', () => {
  it('refuses a POST without the header or with a wrong one', async () => {
    const c = t.client();
    const none = await c.post('/api/version.json', '{}', { csrf: 'omit' });
    expect(none.status).toBe(403);
    expect(none.body.response).toBe('fail');
    const wrong = await c.post('/api/version.json', '{}', { csrf: 'wrong' });
    expect(wrong.status).toBe(403);
    expect((await c.post('/api/version.json', '{}')).status).toBe(200);
  });

  it("refuses another session's token, even in the cookie: the token belongs to the session", async () => {
    const victim = await t.demoClient('patient');
    const attacker = await t.demoClient('doctor');
    const attackerToken = attacker.cookies.get('XSRF-TOKEN')!;
    victim.cookies.set('XSRF-TOKEN', attackerToken);
    for (const [name, payload] of [
      [
        'change-password',
        { current_password: DEMO_PASSWORD, password: 'taken-over', confirm_password: 'taken-over', type: 'Patient' },
      ],
      ['logout', {}],
      ['get-current-user', {}],
    ] as const) {
      const answer = await victim.post(`/api/${name}.json`, JSON.stringify(payload), {
        csrf: { token: attackerToken },
      });
      expect(answer.status, name).toBe(403);
    }
    // A made-up token that the cookie repeats (the old double-submit) is refused too.
    victim.cookies.set('XSRF-TOKEN', 'made-up');
    expect((await victim.post('/api/get-current-user.json', '{}', { csrf: { token: 'made-up' } })).status).toBe(403);
  });

  it('gives a new token at sign-in and refuses the one from before it', async () => {
    const c = t.client();
    await c.prime();
    const before = c.cookies.get('XSRF-TOKEN')!;
    await c.signIn('patient', DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
    const after = c.cookies.get('XSRF-TOKEN')!;
    expect(after).not.toBe(before);
    expect((await c.post('/api/get-current-user.json', '{}', { csrf: { token: before } })).status).toBe(403);
    expect((await c.call('get-current-user', {})).status).toBe(200);
  });

  it('names the cookie __Host-XSRF-TOKEN when the app is served over HTTPS', async () => {
    const secure = await startTestApp({ env: { APP_BASE_URL: 'https://parchee.example.in' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/get-cities.json' });
      const cookie = response.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
      expect(cookie).toMatchObject({ path: '/', secure: true });
      expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
