// Every text message the server sends, as it lands in the outbox: a sign-in code, a password link (a new
// account added at the call centre), the call centre's asked change of a sign-in number, a number-change
// code and a changed number told to the old one. Each says it in English and then in
// Hindi, each line opened by the product's name in its own language: "पर्ची" in Hindi, never "Parchee" in
// Latin inside the Hindi, and the words of docs/hindi-words.md (लॉग इन, not साइन-इन; -एं, not -एँ).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../shared/demo-accounts';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-23T04:30:00Z') });
});
afterAll(async () => t?.close());

const textsTo = async (phone: string) =>
  (
    await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'sms')
      .where('to_address', '=', phone)
      .orderBy('id')
      .execute()
  ).map((row) => row.body);

/** The texts to a phone once there is at least one: a sign-in code is written after the answer goes out. */
async function sentTo(phone: string): Promise<string[]> {
  for (let waited = 0; waited < 2000; waited += 10) {
    const texts = await textsTo(phone);
    if (texts.length) return texts;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return [];
}

/**
 * The text's English and Hindi lines, checked for the product's one name per language and the words of
 * docs/hindi-words.md.
 */
function expectBothLanguages(text: string) {
  const lines = text.split('\n');
  expect(lines, text).toHaveLength(2);
  const [english, hindi] = lines as [string, string];
  expect(english.startsWith('Parchee: '), english).toBe(true);
  expect(hindi.startsWith('पर्ची: '), hindi).toBe(true);
  expect(hindi, hindi).not.toMatch(/Parchee|साइन|एँ/);
  // The Hindi line is Hindi: beyond the name, a link, a code or a number, its words are in Devanagari.
  const words = hindi.replace(/https?:\S+/g, '').match(/[A-Za-z]{3,}/g) ?? [];
  expect(
    words.filter((word) => word !== 'OTP'),
    hindi,
  ).toEqual([]);
}

describe('the text messages the server sends', () => {
  it('a sign-in code', async () => {
    const phone = DEMO_ACCOUNTS.patient.phone_number;
    expect((await t.client('127.0.8.1').call('send-login-otp', { phone_number: phone, type: 'Patient' })).status).toBe(
      200,
    );
    const [code] = await sentTo(phone);
    expect(code).toMatch(/\b\d{6}\b/);
    expectBothLanguages(code!);
  });

  it("a new account's password link, and the old number asked about a new one", async () => {
    const operator = await t.demoClient('operator');
    const doctor = {
      kind: 'doctor',
      name: 'Kavita Rao',
      phone_number: '9111100021',
      city: 'Deoria',
      address: 'Civil Lines',
      clinic_name: 'Rao Clinic',
      specialization_text: 'Paediatrician',
      fees: '300',
    };
    const added = await operator.call('save-directory-record', doctor);
    expect(added.status, added.raw).toBe(200);
    const moved = await operator.call('save-directory-record', {
      ...doctor,
      id: added.body.result.record.id,
      phone_number: '9111100022',
    });
    expect(moved.status, moved.raw).toBe(200);
    const [link, asked] = await textsTo('9111100021');
    expect(link).toContain('/generate-password?forget-token=');
    expect(asked).toContain('9111100022');
    expect(asked).toContain('/contact-change?token=');
    expectBothLanguages(link!);
    expectBothLanguages(asked!);
  });

  it('a number-change code, and the old number told once it changed', async () => {
    const patient = await t.demoClient('patient');
    expect((await patient.call('request-phone-change', { phone_number: '9111100023' })).status).toBe(200);
    const [code] = await textsTo('9111100023');
    expectBothLanguages(code!);
    const changed = await patient.call('confirm-phone-change', { code: /\b(\d{6})\b/.exec(code!)![1] });
    expect(changed.status, changed.raw).toBe(200);
    const told = (await textsTo(DEMO_ACCOUNTS.patient.phone_number)).at(-1);
    expect(told).toContain('9111100023');
    expectBothLanguages(told!);
  });
});
