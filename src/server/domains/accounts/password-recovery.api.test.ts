// Password recovery: the same answer whether or not the e-mail exists, a single-use link valid for 30
// minutes, and the account's sessions ended by the reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t?.close());

describe('password recovery', () => {
  const outboxFor = (email: string) =>
    t.platform.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').execute();
  const tokenIn = (body: string) => /forget-token=([\w-]+)/.exec(body)?.[1];

  it('answers the same whether or not the email exists, and validates the address', async () => {
    const c = t.client('127.0.4.1');
    const known = await c.call('resets-password', { email: 'patient@parchee.example', type: 'Patient' });
    const unknown = await c.call('resets-password', { email: 'nobody@parchee.example', type: 'Patient' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await outboxFor('nobody@parchee.example')).toHaveLength(0);
    const invalid = await c.call('resets-password', { email: 'not-an-email', type: 'Patient' });
    expect(invalid.body.errors?.email).toBe(MESSAGES.emailInvalid);
  });

  it('mails a link whose token works once, within 30 minutes, and ends the sessions', async () => {
    const signedIn = await t.demoClient('lab');
    await t.client('127.0.4.2').call('resets-password', { email: 'lab@parchee.example', type: 'Lab' });
    const [mail] = await outboxFor('lab@parchee.example');
    expect(mail?.body).toContain('/generate-password?forget-token=');
    expect(mail?.body).toContain('type=Lab');
    const token = tokenIn(mail!.body)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.platform.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const mismatch = await t
      .client()
      .call('generate-password', { token, password: 'lab-new-1', confirm_password: 'lab-new-2', type: 'Lab' });
    expect(mismatch.body.errors?.confirm_password).toBe(MESSAGES.passwordMismatch);
    const wrongType = await t.client().call('generate-password', { token, password: 'lab-new-1', type: 'Patient' });
    expect(wrongType.status).toBe(400);
    const used = await t
      .client()
      .call('generate-password', { token, password: 'lab-new-1', confirm_password: 'lab-new-1', type: 'Lab' });
    expect(used.status).toBe(200);
    expect((await t.client().call('generate-password', { token, password: 'lab-new-2', type: 'Lab' })).body.error).toBe(
      MESSAGES.resetTokenInvalid,
    );
    expect((await signedIn.call('get-current-user', {})).body.result).toBeNull();
    expect((await t.client().signIn('lab', DEMO_ACCOUNTS.lab.phone_number, 'lab-new-1')).status).toBe(200);

    await t.client('127.0.4.3').call('resets-password', { email: 'doctor@parchee.example', type: 'Doctor' });
    const late = tokenIn((await outboxFor('doctor@parchee.example'))[0]!.body)!;
    clock += 31 * 60_000;
    expect(
      (await t.client().call('generate-password', { token: late, password: 'too-late-1', type: 'Doctor' })).status,
    ).toBe(400);
  });
});
