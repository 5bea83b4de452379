// Grievances (decision 0094): a patient writes one and gets its acknowledgement number, unique however many
// arrive at once, on screen and by text in their language (written with the grievance, or neither is kept);
// it reaches the desk, whose reply closes it once, tells the patient by text and shows on their list. Only the
// patient sees their own, only the desk sees all, and every write and the desk's reading are audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRIEVANCE_MESSAGE_MAX } from '../../../shared/contract/privacy';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import { TestAccounts, testClock } from '../../testing/booking-fixtures';
import { whileOutboxRefuses } from '../../testing/outbox-refusal';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp({ now: clock.now, demo: false });
  accounts = new TestAccounts(t, clock);
  operator = await t.clientFor(await accounts.user('Operator'));
});
afterAll(async () => t?.close());

const GRIEVANCE = { subject: 'WrongRecord', message: 'My age is written as 24 on my booking; I am 42.' };

const phoneOf = async (id: number) =>
  (await t.platform.db.selectFrom('users').select('phone_number').where('id', '=', id).executeTakeFirstOrThrow())
    .phone_number;
const textsTo = async (phone: string) =>
  (
    await t.platform.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'sms')
      .where('to_address', '=', phone)
      .orderBy('id')
      .execute()
  ).map((r) => r.body);
const auditOf = (recordType: string, recordId: number) =>
  t.platform.db
    .selectFrom('audit_log')
    .select(['user_id', 'action', 'outcome'])
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();

/** A patient (in Hindi when asked: the language their app told) and their client. */
async function patient(language: 'en' | 'hi' = 'en') {
  const { id, client } = await accounts.patient();
  await t.platform.db.updateTable('users').set({ app_language: language }).where('id', '=', id).execute();
  return { id, client, phone: await phoneOf(id) };
}

async function submit(
  client: TestClient,
  patientId: number,
  body: Record<string, unknown> = GRIEVANCE,
): Promise<string> {
  const answer = await client.call('submit-grievance', { patient_id: patientId, ...body });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result.acknowledgement;
}

const idOf = (acknowledgement: string) => Number(acknowledgement.slice('GRV-'.length));

describe('submit-grievance and get-my-grievances', () => {
  it('answers an acknowledgement number, texts it to the patient in their language, lists it open and audits it', async () => {
    const sita = await patient('en');
    const answer = await sita.client.call('submit-grievance', { patient_id: sita.id, ...GRIEVANCE });
    expect([answer.status, answer.body.message], answer.raw).toEqual([200, MESSAGES.grievanceSubmitted]);
    const acknowledgement = answer.body.result.acknowledgement as string;
    expect(answer.body.result).toEqual({ acknowledgement: expect.stringMatching(/^GRV-\d{6}$/) });
    expect(await textsTo(sita.phone)).toEqual([
      `Parchee: We have received your grievance ${acknowledgement}. Our grievance officer will reply in the Parchee app.`,
    ]);

    const ram = await patient('hi');
    const his = await submit(ram.client, ram.id, { subject: 'MyData', message: 'मेरी जानकारी किसने देखी?' });
    expect(await textsTo(ram.phone)).toEqual([`पर्ची: आपकी शिकायत ${his} मिल गई है। शिकायत अधिकारी पर्ची ऐप में जवाब देंगे।`]);

    const mine = await sita.client.call('get-my-grievances', { patient_id: sita.id });
    expect(mine.body.result).toEqual([
      {
        id: idOf(acknowledgement),
        acknowledgement,
        ...GRIEVANCE,
        status: 'Open',
        reply: '',
        created_at: clock.now().toISOString(),
        resolved_at: null,
      },
    ]);
    expect(await auditOf('grievance', idOf(acknowledgement))).toEqual([
      { user_id: sita.id, action: 'submit-grievance', outcome: 'ok' },
    ]);
  });

  it('gives every grievance its own number, however many are sent at once', async () => {
    const senders = await Promise.all(Array.from({ length: 4 }, () => patient()));
    const answers = await Promise.all(
      senders.flatMap((s) =>
        Array.from({ length: 5 }, () => s.client.call('submit-grievance', { patient_id: s.id, ...GRIEVANCE })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.body.result.acknowledgement as string);
    expect(new Set(numbers).size).toBe(20);
    // Each patient lists their own five, newest first, and each got a text with each number.
    for (const sender of senders) {
      const listed = (await sender.client.call('get-my-grievances', { patient_id: sender.id })).body.result as {
        id: number;
        acknowledgement: string;
      }[];
      expect(listed).toHaveLength(5);
      expect(listed.map((g) => g.id)).toEqual([...listed.map((g) => g.id)].sort((a, b) => b - a));
      const texts = await textsTo(sender.phone);
      expect(listed.every((g) => texts.some((text) => text.includes(g.acknowledgement)))).toBe(true);
    }
  });

  it('says what is wrong with the form: the subject from the list, the message required and within its length', async () => {
    const { id, client } = await patient();
    const empty = await client.call('submit-grievance', { patient_id: id, subject: '', message: '   ' });
    expect([empty.status, empty.body.errors]).toEqual([
      400,
      { subject: MESSAGES.required, message: MESSAGES.required },
    ]);
    const wrong = await client.call('submit-grievance', {
      patient_id: id,
      subject: 'Refund',
      message: 'x'.repeat(GRIEVANCE_MESSAGE_MAX + 1),
    });
    expect(wrong.body.errors).toEqual({
      subject: MESSAGES.invalidValue,
      message: fillMessage(MESSAGES.textTooLong, { max: GRIEVANCE_MESSAGE_MAX }),
    });
    expect(await submit(client, id, { subject: 'Other', message: 'x'.repeat(GRIEVANCE_MESSAGE_MAX) })).toMatch(/^GRV-/);
  });

  it("refuses another patient's id and every other role, and keeps nothing when its text cannot be written", async () => {
    const mine = await patient();
    const theirs = await patient();
    await submit(theirs.client, theirs.id);
    expect((await mine.client.call('submit-grievance', { patient_id: theirs.id, ...GRIEVANCE })).status).toBe(404);
    expect((await mine.client.call('get-my-grievances', { patient_id: theirs.id })).status).toBe(404);
    expect((await operator.call('submit-grievance', { patient_id: mine.id, ...GRIEVANCE })).status).toBe(403);
    expect((await operator.call('get-my-grievances', { patient_id: mine.id })).status).toBe(403);
    const doctor = await t.clientFor(await accounts.doctor());
    expect((await doctor.call('get-my-grievances', { patient_id: mine.id })).status).toBe(403);

    const refused = await whileOutboxRefuses(t.platform, () =>
      mine.client.call('submit-grievance', { patient_id: mine.id, ...GRIEVANCE }),
    );
    expect(refused.status).toBe(500);
    expect((await mine.client.call('get-my-grievances', { patient_id: mine.id })).body.result).toEqual([]);
  });
});

describe('get-grievances and resolve-grievance (the desk)', () => {
  it('lists every grievance newest first with whose it is, and audits the reading', async () => {
    const first = await patient();
    const second = await patient();
    const older = await submit(first.client, first.id);
    const newer = await submit(second.client, second.id, {
      subject: 'Booking',
      message: 'My token was cancelled without a reason.',
    });
    const desk = await operator.call('get-grievances', {});
    expect(desk.status).toBe(200);
    const list = desk.body.result as {
      acknowledgement: string;
      patient_id: number;
      patient_name: string;
      phone_number: string;
    }[];
    const ours = list.filter((g) => [older, newer].includes(g.acknowledgement));
    expect(ours.map((g) => g.acknowledgement)).toEqual([newer, older]);
    expect(ours[0]).toMatchObject({
      patient_id: second.id,
      patient_name: `Patient ${second.phone}`,
      phone_number: second.phone,
      subject: 'Booking',
      status: 'Open',
      account_erased: false,
    });
    const operatorId = (
      await t.platform.db.selectFrom('users').select('id').where('role', '=', 'Operator').executeTakeFirstOrThrow()
    ).id;
    expect(await auditOf('grievance-desk', operatorId)).toContainEqual({
      user_id: operatorId,
      action: 'read-grievances',
      outcome: 'ok',
    });
    expect((await first.client.call('get-grievances', {})).status).toBe(403);
  });

  it('closes a grievance once with the reply, texts the patient in their language, and the patient reads the reply', async () => {
    const ram = await patient('hi');
    const acknowledgement = await submit(ram.client, ram.id);
    const id = idOf(acknowledgement);
    clock.set('2026-11-25T06:00:00Z');
    const reply = 'We have corrected your age to 42. Sorry for the mistake.';
    const resolved = await operator.call('resolve-grievance', { id, reply: `  ${reply} ` });
    expect([resolved.status, resolved.body.message], resolved.raw).toEqual([200, MESSAGES.grievanceResolved]);
    expect(resolved.body.result).toMatchObject({
      id,
      acknowledgement,
      status: 'Resolved',
      reply,
      resolved_at: '2026-11-25T06:00:00.000Z',
      patient_id: ram.id,
    });
    expect((await textsTo(ram.phone)).at(-1)).toBe(
      `पर्ची: आपकी शिकायत ${acknowledgement} का जवाब आ गया है। जवाब पर्ची ऐप में पढ़ें।`,
    );
    const [theirs] = (await ram.client.call('get-my-grievances', { patient_id: ram.id })).body.result;
    expect(theirs).toMatchObject({
      acknowledgement,
      status: 'Resolved',
      reply,
      resolved_at: '2026-11-25T06:00:00.000Z',
    });

    // Answered already: 409, no second text, the refusal audited.
    const again = await operator.call('resolve-grievance', { id, reply: 'Another reply' });
    expect([again.status, again.body.error]).toEqual([409, MESSAGES.grievanceAlreadyResolved]);
    expect(await textsTo(ram.phone)).toHaveLength(2);
    expect((await auditOf('grievance', id)).map((e) => [e.action, e.outcome])).toEqual([
      ['submit-grievance', 'ok'],
      ['resolve-grievance', 'ok'],
      ['resolve-grievance', 'refused'],
    ]);
  });

  it('texts the number and the answer to a patient who withdrew their consent to SMS alerts: these are owed, not alerts', async () => {
    const sita = await patient();
    expect((await sita.client.call('withdraw-consent', { patient_id: sita.id, purpose: 'sms' })).status).toBe(200);
    const acknowledgement = await submit(sita.client, sita.id);
    expect(
      (await operator.call('resolve-grievance', { id: idOf(acknowledgement), reply: 'We have corrected it.' })).status,
    ).toBe(200);
    const texts = await textsTo(sita.phone);
    expect(texts).toHaveLength(2);
    expect(texts.every((text) => text.includes(acknowledgement))).toBe(true);
  });

  it('lets one of two replies sent at once close it, with one text', async () => {
    const { id, client, phone } = await patient();
    const grievanceId = idOf(await submit(client, id));
    const answers = await Promise.all([
      operator.call('resolve-grievance', { id: grievanceId, reply: 'First' }),
      operator.call('resolve-grievance', { id: grievanceId, reply: 'Second' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [mine] = (await client.call('get-my-grievances', { patient_id: id })).body.result;
    expect(mine.reply).toBe(answers.find((a) => a.status === 200)!.body.result.reply);
    expect((await textsTo(phone)).filter((text) => text.includes('has replied'))).toHaveLength(1);
  });

  it('refuses a blank or long reply, an unknown grievance, a patient, and keeps it open when its text cannot be written', async () => {
    const { id, client } = await patient();
    const grievanceId = idOf(await submit(client, id));
    expect((await operator.call('resolve-grievance', { id: grievanceId, reply: ' ' })).body.errors).toEqual({
      reply: MESSAGES.required,
    });
    expect(
      (await operator.call('resolve-grievance', { id: grievanceId, reply: 'x'.repeat(2001) })).body.errors,
    ).toEqual({ reply: fillMessage(MESSAGES.textTooLong, { max: 2000 }) });
    expect((await operator.call('resolve-grievance', { id: 999999, reply: 'Done' })).status).toBe(404);
    expect((await client.call('resolve-grievance', { id: grievanceId, reply: 'I fixed it myself' })).status).toBe(403);
    const refused = await whileOutboxRefuses(t.platform, () =>
      operator.call('resolve-grievance', { id: grievanceId, reply: 'Done' }),
    );
    expect(refused.status).toBe(500);
    expect((await client.call('get-my-grievances', { patient_id: id })).body.result[0]).toMatchObject({
      status: 'Open',
      reply: '',
    });
  });
});
