// Corrections (decision 0092): a patient asks for a detail of their booking or lab booking to be corrected,
// by the field's own rule, on their own records only, one waiting request per record and field; the call
// centre approves (the record changes) or declines (with a reason), once, in one transaction with its audit
// entries and the patient's text; of two operators deciding at once, one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { draft, join, startBookingTest, testClock, TOMORROW, type TestAccounts } from '../../testing/booking-fixtures';
import { whileOutboxRefuses } from '../../testing/outbox-refusal';
import type { TestApp, TestClient } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
let doctorId: number;
let operator: TestClient;
beforeAll(async () => {
  ({ t, accounts } = await startBookingTest(clock));
  doctorId = await accounts.doctor({ capacity: 200 });
  operator = await t.demoClient('operator');
});
afterAll(async () => t?.close());

interface Patient {
  id: number;
  client: TestClient;
  phone: string;
}

async function patient(): Promise<Patient> {
  const { id, client } = await accounts.patient();
  const { phone_number } = await t.platform.db
    .selectFrom('users')
    .select('phone_number')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, client, phone: phone_number };
}

/** A booking of tomorrow's Morning slot for `name`; answers its id. */
async function booking(who: Patient, name = 'Sita Devii', slot = 'Morning'): Promise<number> {
  const id = await draft(who.client, doctorId, { name });
  const joined = await join(who.client, id, TOMORROW, slot);
  expect(joined.status, joined.raw).toBe(200);
  return id;
}

const ask = (who: Patient, request: Record<string, unknown>) =>
  who.client.call('request-correction', { patient_id: who.id, ...request });

async function asked(who: Patient, request: Record<string, unknown>): Promise<number> {
  const answer = await ask(who, request);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result.id;
}

const bookingRow = (id: number) =>
  t.platform.db
    .selectFrom('bookings')
    .select(['name', 'age', 'address', 'phone_number'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
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
const auditOf = (recordType: string, recordId: number) =>
  t.platform.db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'role'])
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();

describe('request-correction', () => {
  it("takes a correction of the patient's own booking and lists it, waiting, with the value now", async () => {
    const me = await patient();
    const bookingId = await booking(me);
    const answer = await ask(me, {
      booking_id: bookingId,
      field: 'name',
      proposed_value: '  Sita Devi ',
      note: 'One i too many',
    });
    expect([answer.status, answer.body.message], answer.raw).toEqual([200, MESSAGES.correctionRequested]);
    expect(answer.body.result).toEqual({
      id: expect.any(Number),
      record_type: 'booking',
      record_id: bookingId,
      record_date: TOMORROW,
      record_with: expect.stringMatching(/^Doctor /),
      field: 'name',
      old_value: 'Sita Devii',
      proposed_value: 'Sita Devi',
      note: 'One i too many',
      status: 'Waiting',
      reason: '',
      requested_at: clock.now().toISOString(),
      decided_at: null,
    });
    const mine = await me.client.call('get-my-correction-requests', { patient_id: me.id });
    expect(mine.body.result).toEqual([answer.body.result]);
    // Nothing changes until the desk approves; the request is audited on the booking by field only.
    expect((await bookingRow(bookingId)).name).toBe('Sita Devii');
    expect(await auditOf('booking', bookingId)).toContainEqual({
      action: 'request-correction:name',
      outcome: 'ok',
      role: 'Patient',
    });
  });

  it("checks the proposed value by the field's own rule, with its message under proposed_value", async () => {
    const me = await patient();
    const bookingId = await booking(me);
    const errorsOf = async (request: Record<string, unknown>) =>
      (await ask(me, { booking_id: bookingId, ...request })).body.errors;
    expect(await errorsOf({ field: 'name', proposed_value: 'Sita <b>' })).toEqual({
      proposed_value: MESSAGES.noSpecialCharacters,
    });
    expect(await errorsOf({ field: 'name', proposed_value: '  ' })).toEqual({ proposed_value: MESSAGES.required });
    expect(await errorsOf({ field: 'age', proposed_value: 'forty' })).toEqual({
      proposed_value: MESSAGES.ageNotNumeric,
    });
    expect(await errorsOf({ field: 'age', proposed_value: '0' })).toEqual({ proposed_value: MESSAGES.ageNotPositive });
    expect(await errorsOf({ field: 'phone_number', proposed_value: '98765' })).toEqual({
      proposed_value: MESSAGES.phoneInvalid,
    });
    expect(await errorsOf({ field: 'address', proposed_value: 'Ward 5; drop' })).toEqual({
      proposed_value: MESSAGES.noSpecialCharacters,
    });
    expect(await errorsOf({ field: '', proposed_value: 'x' })).toEqual({ field: MESSAGES.required });
    expect(await errorsOf({ field: 'problem', proposed_value: 'Cold' })).toEqual({ field: MESSAGES.invalidValue });
    expect(await errorsOf({ field: 'name', proposed_value: 'Sita Devi', note: '<script>' })).toEqual({
      note: MESSAGES.noSpecialCharacters,
    });
    // The value the record has already, and two records at once, are refused too.
    expect(await errorsOf({ field: 'age', proposed_value: '42' })).toEqual({
      proposed_value: MESSAGES.correctionSameValue,
    });
    expect(await errorsOf({ field: 'name', proposed_value: 'Sita Devi', lab_booking_id: 1 })).toEqual({
      lab_booking_id: MESSAGES.correctionOneRecord,
    });
    // The marks names and addresses are written with pass: Devanagari, initials, a slash.
    expect((await ask(me, { booking_id: bookingId, field: 'name', proposed_value: 'सीता देवी' })).status).toBe(200);
    expect(
      (await ask(me, { booking_id: bookingId, field: 'address', proposed_value: 'H.No. 12/4, Civil Lines' })).status,
    ).toBe(200);
    expect((await me.client.call('get-my-correction-requests', { patient_id: me.id })).body.result).toHaveLength(2);
  });

  it('sends a field of the profile to Edit profile, which the patient uses themself', async () => {
    const me = await patient();
    for (const field of ['name', 'age', 'address', 'phone_number']) {
      const answer = await ask(me, {
        field,
        proposed_value: field === 'age' ? '40' : field === 'phone_number' ? '9876500000' : 'Sita Devi',
      });
      expect([answer.status, answer.body.errors], field).toEqual([400, { field: MESSAGES.correctionEditYourself }]);
    }
    expect((await me.client.call('get-my-correction-requests', { patient_id: me.id })).body.result).toEqual([]);
  });

  it("refuses another patient's booking, lab booking and account, a draft, and a missing booking with the same 404", async () => {
    const me = await patient();
    const other = await patient();
    const theirs = await booking(other);
    const theirLab = await labBooking(other);
    const myDraft = await draft(me.client, doctorId, { name: 'Sita Devii' });
    for (const request of [
      { booking_id: theirs },
      { lab_booking_id: theirLab },
      { booking_id: myDraft },
      { booking_id: 999999 },
    ]) {
      const answer = await ask(me, { ...request, field: 'name', proposed_value: 'Taken Over' });
      expect(answer.status, JSON.stringify(request)).toBe(404);
    }
    expect((await other.client.call('get-my-correction-requests', { patient_id: other.id })).body.result).toEqual([]);
    expect(await auditOf('booking', theirs)).toContainEqual({
      action: 'request-correction:name',
      outcome: 'refused',
      role: 'Patient',
    });
    // Another account's id in patient_id: 404 on every patient call.
    expect(
      (
        await me.client.call('request-correction', {
          patient_id: other.id,
          booking_id: theirs,
          field: 'name',
          proposed_value: 'Taken Over',
        })
      ).status,
    ).toBe(404);
    expect((await me.client.call('get-my-correction-requests', { patient_id: other.id })).status).toBe(404);
    expect((await me.client.call('get-correction-records', { patient_id: other.id })).status).toBe(404);
  });

  it('keeps one waiting request per record and field, however many are sent at once', async () => {
    const me = await patient();
    const bookingId = await booking(me);
    const sent = await Promise.all(
      ['Sita Devi', 'Seeta Devi', 'Sita Kumari'].map((name) =>
        ask(me, { booking_id: bookingId, field: 'name', proposed_value: name }),
      ),
    );
    expect(sent.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(sent.find((answer) => answer.status === 409)!.body.error).toBe(MESSAGES.correctionAlreadyWaiting);
    // Another field of the same booking is its own request; once the first is answered, the name may be asked again.
    expect((await ask(me, { booking_id: bookingId, field: 'age', proposed_value: '43' })).status).toBe(200);
    const waiting = (await me.client.call('get-my-correction-requests', { patient_id: me.id })).body.result.find(
      (r: { field: string }) => r.field === 'name',
    );
    expect(
      (
        await operator.call('decide-correction-request', {
          id: waiting.id,
          decision: 'Declined',
          reason: 'Spelling as on Aadhaar',
        })
      ).status,
    ).toBe(200);
    expect((await ask(me, { booking_id: bookingId, field: 'name', proposed_value: 'Sita Devi' })).status).toBe(200);
  });
});

async function labBooking(who: Patient, name = 'Ramesh Kumaar'): Promise<number> {
  const answer = await who.client.call('add-lab-test-booking', {
    patient_id: who.id,
    name,
    age: '34',
    test_name: 'Blood sugar',
    phone_number: '9000000002',
    patient_address: 'Civil Lines',
    booking_date: TOMORROW,
    city: 'Deoria',
  });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.result.id;
}

describe('get-correction-records', () => {
  it("lists the patient's bookings given a slot and lab bookings, the latest day first, with their values now", async () => {
    const me = await patient();
    const bookingId = await booking(me);
    const labId = await labBooking(me);
    await draft(me.client, doctorId, { name: 'Left As Draft' });
    await booking(await patient());
    const records = (await me.client.call('get-correction-records', { patient_id: me.id })).body.result;
    expect(records).toEqual([
      {
        record_type: 'booking',
        record_id: bookingId,
        record_date: TOMORROW,
        record_with: expect.stringMatching(/^Doctor /),
        values: { name: 'Sita Devii', age: '42', address: 'Ward 5 Deoria', phone_number: '9876543210' },
      },
      {
        record_type: 'lab-booking',
        record_id: labId,
        record_date: TOMORROW,
        record_with: 'Deoria Diagnostics',
        values: { name: 'Ramesh Kumaar', age: '34', address: 'Civil Lines', phone_number: '9000000002' },
      },
    ]);
    expect(await auditOf('patient', me.id)).toContainEqual({
      action: 'read-correction-records',
      outcome: 'ok',
      role: 'Patient',
    });
  });
});

describe('the desk: get-correction-requests and decide-correction-request', () => {
  it('approves: the booking takes the value, the decision and the change are audited by field, the patient is texted', async () => {
    const me = await patient();
    const bookingId = await booking(me);
    const id = await asked(me, { booking_id: bookingId, field: 'name', proposed_value: 'Sita Devi' });
    const desk = await operator.call('get-correction-requests', {});
    expect(desk.body.result).toContainEqual({
      id,
      record_type: 'booking',
      record_id: bookingId,
      record_date: TOMORROW,
      field: 'name',
      old_value: 'Sita Devii',
      proposed_value: 'Sita Devi',
      note: '',
      status: 'Waiting',
      reason: '',
      requested_at: expect.any(String),
      decided_at: null,
      patient_id: me.id,
      patient_name: expect.stringMatching(/^Patient /),
      patient_phone: me.phone,
      decided_by_name: '',
    });
    // The desk reads the one field of the record, and that read is the record's.
    expect(await auditOf('booking', bookingId)).toContainEqual({
      action: 'read-for-correction:name',
      outcome: 'ok',
      role: 'Operator',
    });

    const decided = await operator.call('decide-correction-request', { id, decision: 'Approved', reason: '' });
    expect([decided.status, decided.body.message], decided.raw).toEqual([200, MESSAGES.correctionApproved]);
    expect(decided.body.result).toMatchObject({
      status: 'Approved',
      old_value: 'Sita Devii',
      proposed_value: 'Sita Devi',
      decided_at: clock.now().toISOString(),
      decided_by_name: expect.any(String),
    });
    expect(decided.body.result.decided_by_name).not.toBe('');
    expect(await bookingRow(bookingId)).toMatchObject({ name: 'Sita Devi', age: 42 });
    const history = await me.client.call('get-patient-history', { patient_id: me.id, date: TOMORROW });
    expect(history.body.result.find((item: { id: number }) => item.id === bookingId)).toMatchObject({
      name: 'Sita Devi',
    });
    expect(await auditOf('correction-request', id)).toEqual([
      { action: 'decide-correction:Approved', outcome: 'ok', role: 'Operator' },
    ]);
    expect(await auditOf('booking', bookingId)).toContainEqual({
      action: 'correct:name',
      outcome: 'ok',
      role: 'Operator',
    });
    const actions = (await t.platform.db.selectFrom('audit_log').select('action').execute()).map((row) => row.action);
    expect(actions.filter((action) => action.includes('Sita'))).toEqual([]);
    expect(await textsTo(me.phone)).toContain(
      'Parchee: The name on your booking of 24-11-2026 has been corrected as you asked.',
    );
    const mine = (await me.client.call('get-my-correction-requests', { patient_id: me.id })).body.result;
    expect(mine).toEqual([
      expect.objectContaining({ id, status: 'Approved', old_value: 'Sita Devii', proposed_value: 'Sita Devi' }),
    ]);
  });

  it('declines with a reason only: the record keeps its value and the patient is texted in their language', async () => {
    const me = await patient();
    await me.client.call('get-alert-preferences', { patient_id: me.id, lang: 'hi' });
    const bookingId = await booking(me);
    const id = await asked(me, { booking_id: bookingId, field: 'age', proposed_value: '24' });
    const noReason = await operator.call('decide-correction-request', { id, decision: 'Declined', reason: '  ' });
    expect([noReason.status, noReason.body.errors]).toEqual([400, { reason: MESSAGES.correctionReasonRequired }]);
    expect(
      (await operator.call('decide-correction-request', { id, decision: 'Maybe', reason: 'x' })).body.errors,
    ).toEqual({ decision: MESSAGES.invalidValue });

    const declined = await operator.call('decide-correction-request', {
      id,
      decision: 'Declined',
      reason: 'The clinic saw an adult',
    });
    expect([declined.status, declined.body.message], declined.raw).toEqual([200, MESSAGES.correctionDeclined]);
    expect(declined.body.result).toMatchObject({
      status: 'Declined',
      reason: 'The clinic saw an adult',
      old_value: '42',
      proposed_value: '24',
    });
    expect((await bookingRow(bookingId)).age).toBe(42);
    expect(await auditOf('correction-request', id)).toEqual([
      { action: 'decide-correction:Declined', outcome: 'ok', role: 'Operator' },
    ]);
    expect((await auditOf('booking', bookingId)).map((entry) => entry.action)).not.toContain('correct:age');
    expect(await textsTo(me.phone)).toContain(
      'पर्ची: 24-11-2026 की बुकिंग में उम्र बदलने का आपका अनुरोध नामंज़ूर हुआ। वजह पर्ची ऐप में देखें।',
    );
    expect((await me.client.call('get-my-correction-requests', { patient_id: me.id })).body.result).toEqual([
      expect.objectContaining({ id, status: 'Declined', reason: 'The clinic saw an adult', old_value: '42' }),
    ]);
  });

  it('decides a request once: a decided one, or one another operator decides at the same moment, is 409', async () => {
    const me = await patient();
    const bookingId = await booking(me);
    const id = await asked(me, { booking_id: bookingId, field: 'phone_number', proposed_value: '9123456789' });
    const second = await t.clientFor(await accounts.user('Operator'));
    const textsBefore = (await textsTo(me.phone)).length;
    const answers = await Promise.all([
      operator.call('decide-correction-request', { id, decision: 'Approved', reason: '' }),
      second.call('decide-correction-request', { id, decision: 'Declined', reason: 'Not the number we know' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [won, lost] = answers[0]!.status === 200 ? answers : [answers[1]!, answers[0]!];
    expect(lost!.body.error).toBe(MESSAGES.correctionNotWaiting);
    // The record and the request are the winner's, and the patient heard once.
    const approved = won!.body.result.status === 'Approved';
    expect((await bookingRow(bookingId)).phone_number).toBe(approved ? '9123456789' : '9876543210');
    expect(await textsTo(me.phone)).toHaveLength(textsBefore + 1);
    const again = await operator.call('decide-correction-request', {
      id,
      decision: approved ? 'Declined' : 'Approved',
      reason: 'Changed my mind',
    });
    expect([again.status, again.body.error]).toEqual([409, MESSAGES.correctionNotWaiting]);
    expect((await auditOf('correction-request', id)).map((entry) => entry.outcome).sort()).toEqual([
      'ok',
      'refused',
      'refused',
    ]);
    expect(
      (await operator.call('decide-correction-request', { id: 999999, decision: 'Approved', reason: '' })).status,
    ).toBe(404);
  });

  it('keeps nothing when the text cannot be written, and refuses a name the account holds a token under in that slot', async () => {
    const me = await patient();
    const bookingId = await booking(me, 'Sita Devii');
    await booking(me, 'Sita Devi');
    const id = await asked(me, { booking_id: bookingId, field: 'name', proposed_value: 'Sita Devi' });
    const before = await textsTo(me.phone);
    const taken = await operator.call('decide-correction-request', { id, decision: 'Approved', reason: '' });
    expect([taken.status, taken.body.error]).toEqual([409, MESSAGES.correctionNameTaken]);
    const refused = await whileOutboxRefuses(t.platform, () =>
      operator.call('decide-correction-request', { id, decision: 'Declined', reason: 'Two tokens for one person' }),
    );
    expect(refused.status).toBe(500);
    // Still waiting, the booking as it was, no text: the desk may answer it again.
    expect((await bookingRow(bookingId)).name).toBe('Sita Devii');
    expect(await textsTo(me.phone)).toEqual(before);
    expect((await me.client.call('get-my-correction-requests', { patient_id: me.id })).body.result).toEqual([
      expect.objectContaining({ id, status: 'Waiting', old_value: 'Sita Devii' }),
    ]);
    expect(
      (
        await operator.call('decide-correction-request', {
          id,
          decision: 'Declined',
          reason: 'Two tokens for one person',
        })
      ).status,
    ).toBe(200);
  });

  it('sends no text to a patient who withdrew their consent to SMS alerts: the answer is an alert; the decision is made all the same', async () => {
    const me = await patient();
    const bookingId = await booking(me);
    expect((await me.client.call('withdraw-consent', { patient_id: me.id, purpose: 'sms' })).status).toBe(200);
    const id = await asked(me, { booking_id: bookingId, field: 'name', proposed_value: 'Sita Devi' });
    const before = await textsTo(me.phone);
    expect((await operator.call('decide-correction-request', { id, decision: 'Approved', reason: '' })).status).toBe(
      200,
    );
    expect(await textsTo(me.phone)).toEqual(before);
    expect((await bookingRow(bookingId)).name).toBe('Sita Devi');
    expect((await me.client.call('get-my-correction-requests', { patient_id: me.id })).body.result).toEqual([
      expect.objectContaining({ id, status: 'Approved' }),
    ]);
    // Given again, the next answer is texted.
    expect((await me.client.call('give-consent', { patient_id: me.id, purpose: 'sms' })).status).toBe(200);
    const next = await asked(me, { booking_id: bookingId, field: 'age', proposed_value: '43' });
    expect(
      (
        await operator.call('decide-correction-request', {
          id: next,
          decision: 'Declined',
          reason: 'The clinic saw 42',
        })
      ).status,
    ).toBe(200);
    expect(await textsTo(me.phone)).toEqual([
      ...before,
      'Parchee: Your request to correct the age on your booking of 24-11-2026 was declined. See why in the Parchee app.',
    ]);
  });

  it("corrects a lab booking's address, which it keeps as patient_address", async () => {
    const me = await patient();
    const labId = await labBooking(me);
    const id = await asked(me, { lab_booking_id: labId, field: 'address', proposed_value: 'Civil Lines, Deoria' });
    expect(
      (await operator.call('decide-correction-request', { id, decision: 'Approved', reason: 'Checked on the phone' }))
        .status,
    ).toBe(200);
    const row = await t.platform.db
      .selectFrom('lab_bookings')
      .select(['patient_address', 'name'])
      .where('id', '=', labId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ patient_address: 'Civil Lines, Deoria', name: 'Ramesh Kumaar' });
    expect(await auditOf('lab-booking', labId)).toContainEqual({
      action: 'correct:address',
      outcome: 'ok',
      role: 'Operator',
    });
    expect(await textsTo(me.phone)).toContain(
      'Parchee: The address on your lab booking of 24-11-2026 has been corrected as you asked.',
    );
  });

  it("is the desk's only: a patient, a doctor or a lab gets 403; a doctor cannot ask either", async () => {
    const me = await patient();
    const id = await asked(me, { booking_id: await booking(me), field: 'age', proposed_value: '41' });
    const doctor = await t.clientFor(doctorId);
    const lab = await t.demoClient('lab');
    for (const caller of [me.client, doctor, lab]) {
      expect((await caller.call('get-correction-requests', {})).status).toBe(403);
      expect((await caller.call('decide-correction-request', { id, decision: 'Approved', reason: '' })).status).toBe(
        403,
      );
    }
    expect(
      (
        await doctor.call('request-correction', {
          patient_id: me.id,
          booking_id: 1,
          field: 'age',
          proposed_value: '41',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await operator.call('request-correction', {
          patient_id: me.id,
          booking_id: 1,
          field: 'age',
          proposed_value: '41',
        })
      ).status,
    ).toBe(403);
    expect((await doctor.call('get-my-correction-requests', { patient_id: me.id })).status).toBe(403);
    expect((await me.client.call('get-my-correction-requests', { patient_id: me.id })).body.result).toEqual([
      expect.objectContaining({ id, status: 'Waiting' }),
    ]);
  });
});
