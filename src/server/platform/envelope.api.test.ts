// What every answer shares: the envelope, honest statuses without internals, and the append-only audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('envelope and headers', () => {
  it('answers an envelope 404 for unknown API paths and sets security headers', async () => {
    const answer = await t.client().post('/api/no-such-call.json', '{}');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ response: 'fail', error: MESSAGES.notFound });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('refuses a text/plain body with 415, as any type other than JSON and multipart', async () => {
    const answer = await t.client().post('/api/version.json', '{}', { contentType: 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.body.response).toBe('fail');
  });

  it('answers 400 without internals for broken JSON', async () => {
    const answer = await t.client().post('/api/registration.json', '{"full_name": ');
    expect(answer.status).toBe(400);
    expect(answer.raw).not.toMatch(/at |stack|SyntaxError/);
  });

  it('keeps the audit log append-only', async () => {
    await t.platform.audit.record({ user: null, action: 'test', recordType: 'booking', recordId: 1, outcome: 'ok' });
    await expect(t.platform.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(t.platform.db.updateTable('audit_log').set({ outcome: 'x' }).execute()).rejects.toThrow(/append-only/);
  });
});
