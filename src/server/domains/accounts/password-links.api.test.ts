// An account has at most one live password link: using a link, sending a new one, changing the password and
// changing the sign-in number or e-mail end every older one, whichever way it was sent (the desk's SMS, the
// mailed reset). Reset mails are limited per account, whatever the address asking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { hashPassword } from '../../platform/passwords';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from './account-factory';
import { RESET_MAILS_PER_ACCOUNT_PER_HOUR } from './service';

let t: TestApp;
let desk: TestClient;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
  desk = await t.demoClient('operator');
});
afterAll(async () => t?.close());

let phones = 9370000000;
async function patient(): Promise<{ id: number; phone: string; email: string }> {
  const phone = String((phones += 1));
  const email = `p${phone}@parchee.example`;
  const id = await createAccount(
    t.platform.db,
    {
      role: 'Patient',
      phoneNumber: phone,
      passwordHash: await hashPassword('first-pass'),
      fullName: 'Link Holder',
      email,
    },
    new Date(),
  );
  return { id, phone, email };
}

const linksTo = async (to: string) =>
  (await t.platform.db.selectFrom('outbox').select('body').where('to_address', '=', to).orderBy('id').execute())
    .map((row) => /forget-token=([\w-]+)/.exec(row.body)?.[1])
    .filter((token): token is string => token !== undefined);
const setPassword = (token: string, password: string) =>
  t.client().call('generate-password', { token, password, confirm_password: password, type: 'Patient' });

describe('older password links', () => {
  it('end when a newer link is used: the older one cannot set another password afterwards', async () => {
    const { id, phone } = await patient();
    await desk.call('send-password-link', { id });
    await desk.call('send-password-link', { id });
    const [older, newer] = await linksTo(phone);
    expect((await setPassword(newer!, 'newer-pass')).status).toBe(200);
    const late = await setPassword(older!, 'older-pass');
    expect([late.status, late.body.error]).toEqual([400, MESSAGES.resetTokenInvalid]);
    expect((await t.client().signIn('patient', phone, 'newer-pass')).status).toBe(200);
  });

  it('end when a new one is sent, by SMS or by mail', async () => {
    const { id, phone, email } = await patient();
    await desk.call('send-password-link', { id });
    await t.client('127.0.40.1').call('resets-password', { email, type: 'Patient' });
    // The desk's link went by SMS (and to the e-mail); the reset mail came last.
    const [bySms] = await linksTo(phone);
    const byMail = (await linksTo(email)).at(-1);
    expect((await setPassword(bySms!, 'sms-pass')).status).toBe(400);
    expect((await setPassword(byMail!, 'mail-pass')).status).toBe(200);
  });

  it('end when the password is changed while signed in', async () => {
    const { id, phone } = await patient();
    await desk.call('send-password-link', { id });
    const [link] = await linksTo(phone);
    const browser = t.client();
    await browser.signIn('patient', phone, 'first-pass');
    expect(
      (
        await browser.call('change-password', {
          current_password: 'first-pass',
          password: 'second-pass',
          confirm_password: 'second-pass',
          type: 'Patient',
        })
      ).status,
    ).toBe(200);
    expect((await setPassword(link!, 'link-pass')).status).toBe(400);
  });

  it('end when the e-mail changes, and no reset mail goes to an e-mail changed in the last 24 hours', async () => {
    const { id, phone, email } = await patient();
    await desk.call('send-password-link', { id });
    const [link] = await linksTo(phone);
    const browser = await t.clientFor(id);
    const fresh = `fresh${phone}@parchee.example`;
    const saved = await browser.call('edit-patient-profile', {
      patient_id: id,
      full_name: 'Link Holder',
      phone_number: phone,
      email: fresh,
      age: '40',
      address: 'Civil Lines',
    });
    expect(saved.status, saved.raw).toBe(200);
    expect((await setPassword(link!, 'link-pass')).status).toBe(400);
    const asked = await t.client('127.0.41.1').call('resets-password', { email: fresh, type: 'Patient' });
    expect(asked.body.message).toBe(MESSAGES.resetMailSent);
    expect(await linksTo(fresh)).toEqual([]);
    // The old e-mail is told.
    expect(
      (await t.platform.db.selectFrom('outbox').select('body').where('to_address', '=', email).execute()).map(
        (row) => row.body,
      ),
    ).toContainEqual(expect.stringContaining(fresh));
  });
});

describe('reset mails', () => {
  it(`go to one account at most ${RESET_MAILS_PER_ACCOUNT_PER_HOUR} times an hour, whichever addresses ask`, async () => {
    const { email } = await patient();
    for (let i = 0; i < 15; i += 1) {
      const asked = await t.client(`127.0.42.${i % 5}`).call('resets-password', { email, type: 'Patient' });
      // The answer never says whether a mail went.
      expect([asked.status, asked.body.message]).toEqual([200, MESSAGES.resetMailSent]);
    }
    expect(await linksTo(email)).toHaveLength(RESET_MAILS_PER_ACCOUNT_PER_HOUR);
  });
});
