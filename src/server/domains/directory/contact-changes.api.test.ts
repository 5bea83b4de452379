// One operator cannot take an account over by changing its sign-in number or e-mail: the change waits until
// the account confirms it through the link sent to its old number and e-mail, or a second, different
// operator approves it; the old number can stop it (and undo it for a day); no password link goes to a
// number or e-mail changed in the last 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../shared/demo-accounts';
import { MESSAGES } from '../../../shared/messages';
import { hashPassword } from '../../platform/passwords';
import { whileOutboxRefuses } from '../../testing/outbox-refusal';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { createAccount } from '../accounts/account-factory';

const HOUR = 3_600_000;
let clock = Date.parse('2026-11-23T04:30:00Z');
let t: TestApp;
let operator: TestClient;
let secondOperator: TestClient;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
  // Sessions that outlive the day the tests move the clock by.
  const operatorId = (
    await t.platform.db.selectFrom('users').select('id').where('role', '=', 'Operator').executeTakeFirstOrThrow()
  ).id;
  operator = await t.clientFor(operatorId);
  const secondId = await createAccount(
    t.platform.db,
    { role: 'Operator', phoneNumber: '9000000499', passwordHash: 'x', fullName: 'Second Desk' },
    new Date(clock),
  );
  secondOperator = await t.clientFor(secondId);
});
afterAll(async () => t?.close());

const textsTo = async (to: string) =>
  (await t.platform.db.selectFrom('outbox').select('body').where('to_address', '=', to).orderBy('id').execute()).map(
    (row) => row.body,
  );
const contactLinkIn = (text: string) => /contact-change\?token=([\w-]+)/.exec(text)?.[1];

let nextPhone = 9111200000;
/** A doctor who signs in with a password of their own (as after choosing it through their first link). */
async function signingInDoctor(email = '') {
  const phone = String((nextPhone += 1));
  const id = await createAccount(
    t.platform.db,
    {
      role: 'Doctor',
      phoneNumber: phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      fullName: 'Kavita Rao',
      email,
      city: 'Deoria',
      address: 'Road',
      practice: { clinicName: 'Rao Clinic' },
    },
    new Date(clock),
  );
  const form = {
    kind: 'doctor',
    id,
    name: 'Kavita Rao',
    phone_number: phone,
    email,
    city: 'Deoria',
    address: 'Road',
    clinic_name: 'Rao Clinic',
    specialization_text: 'GP',
    fees: '300',
  };
  return { id, phone, form };
}

const phoneOf = async (id: number) =>
  (await t.platform.db.selectFrom('users').select('phone_number').where('id', '=', id).executeTakeFirstOrThrow())
    .phone_number;

describe("the desk's change of a sign-in number", () => {
  it('waits, keeps the old number signing in, and sends the old number a link, not the new one', async () => {
    const doctor = await signingInDoctor();
    const saved = await operator.call('save-directory-record', {
      ...doctor.form,
      phone_number: '9111299001',
      fees: '400',
    });
    expect([saved.status, saved.body.message]).toEqual([200, MESSAGES.contactChangeWaiting]);
    // The other fields are saved; the number waits.
    expect(saved.body.result.record).toMatchObject({ phone_number: doctor.phone, fees: 400 });
    expect(saved.body.result.record.waiting_changes).toEqual([
      expect.objectContaining({
        field: 'phone_number',
        new_value: '9111299001',
        requested_by_name: expect.any(String),
        asked_by_me: true,
      }),
    ]);
    expect(await phoneOf(doctor.id)).toBe(doctor.phone);
    expect((await t.client().signIn('doctor', doctor.phone, DEMO_PASSWORD)).status).toBe(200);
    expect((await t.client().signIn('doctor', '9111299001', DEMO_PASSWORD)).status).toBe(401);
    const told = await textsTo(doctor.phone);
    expect(told).toHaveLength(1);
    expect(contactLinkIn(told[0]!)).toBeTruthy();
    expect(told[0]).toContain('9111299001');
    expect(await textsTo('9111299001')).toEqual([]);
    // The other operator sees who asked, and may approve it; the asker may not.
    const seen = await secondOperator.call('get-directory-record', { id: doctor.id });
    expect(seen.body.result.waiting_changes[0]).toMatchObject({ new_value: '9111299001', asked_by_me: false });
  });

  it('is not kept waiting when its link to the old number cannot be written', async () => {
    const doctor = await signingInDoctor();
    const refused = await whileOutboxRefuses(t.platform, () =>
      operator.call('save-directory-record', { ...doctor.form, phone_number: '9111299009' }),
    );
    expect(refused.status).toBe(500);
    expect(
      await t.platform.db.selectFrom('contact_changes').select('id').where('user_id', '=', doctor.id).execute(),
    ).toEqual([]);
    expect([await phoneOf(doctor.id), await textsTo(doctor.phone)]).toEqual([doctor.phone, []]);
    // Asked again once the outbox takes it: it waits, and the old number has its link.
    const saved = await operator.call('save-directory-record', { ...doctor.form, phone_number: '9111299009' });
    expect([saved.status, saved.body.message]).toEqual([200, MESSAGES.contactChangeWaiting]);
    expect(contactLinkIn((await textsTo(doctor.phone))[0]!)).toBeTruthy();
  });

  it('takes effect only when a second, different operator approves it; then no password link goes to it for 24 hours', async () => {
    const doctor = await signingInDoctor();
    await operator.call('save-directory-record', { ...doctor.form, phone_number: '9111299002' });
    const changeId = (await operator.call('get-directory-record', { id: doctor.id })).body.result.waiting_changes[0].id;
    const own = await operator.call('approve-contact-change', { id: changeId });
    expect([own.status, own.body.error]).toEqual([403, MESSAGES.contactChangeOtherOperator]);
    expect(await phoneOf(doctor.id)).toBe(doctor.phone);

    const approved = await secondOperator.call('approve-contact-change', { id: changeId });
    expect([approved.status, approved.body.message]).toEqual([200, MESSAGES.contactChangeApproved]);
    expect(approved.body.result).toMatchObject({ phone_number: '9111299002', waiting_changes: [] });
    expect((await t.client().signIn('doctor', '9111299002', DEMO_PASSWORD)).status).toBe(200);
    expect((await secondOperator.call('approve-contact-change', { id: changeId })).status).toBe(409);

    // The takeover the desk alone could do before: a password link to the new number. Not for a day.
    const link = await operator.call('send-password-link', { id: doctor.id });
    expect([link.status, link.body.error]).toEqual([409, MESSAGES.passwordLinkAfterChange]);
    expect((await textsTo('9111299002')).some((text) => text.includes('forget-token='))).toBe(false);
    clock += 24 * HOUR + 60_000;
    const later = await operator.call('send-password-link', { id: doctor.id });
    expect([later.status, later.body.result]).toEqual([200, { phone_number: '9111299002', email: null }]);
  });

  it("is confirmed by the account through the old number's link", async () => {
    const doctor = await signingInDoctor();
    await operator.call('save-directory-record', { ...doctor.form, phone_number: '9111299003' });
    const token = contactLinkIn((await textsTo(doctor.phone))[0]!)!;
    const view = await t.client().call('get-contact-change', { token });
    expect(view.body.result).toMatchObject({
      status: 'Waiting',
      changes: [{ field: 'phone_number', old_value: doctor.phone, new_value: '9111299003' }],
    });
    const confirmed = await t.client().call('decide-contact-change', { token, decision: 'Confirm' });
    expect([confirmed.status, confirmed.body.message, confirmed.body.result.status]).toEqual([
      200,
      MESSAGES.contactChangeConfirmed,
      'Applied',
    ]);
    expect(await phoneOf(doctor.id)).toBe('9111299003');
    expect((await t.client().call('decide-contact-change', { token, decision: 'Confirm' })).status).toBe(409);
  });

  it('is stopped by the old number: while it waits nothing changes, and once approved it is undone and every session ends', async () => {
    const waiting = await signingInDoctor();
    await operator.call('save-directory-record', { ...waiting.form, phone_number: '9111299004' });
    const stopToken = contactLinkIn((await textsTo(waiting.phone))[0]!)!;
    const stopped = await t.client().call('decide-contact-change', { token: stopToken, decision: 'Stop' });
    expect([stopped.status, stopped.body.message, stopped.body.result.status]).toEqual([
      200,
      MESSAGES.contactChangeStopped,
      'Stopped',
    ]);
    expect((await operator.call('get-directory-record', { id: waiting.id })).body.result.waiting_changes).toEqual([]);
    expect(await phoneOf(waiting.id)).toBe(waiting.phone);

    const approved = await signingInDoctor();
    await operator.call('save-directory-record', { ...approved.form, phone_number: '9111299005' });
    const changeId = (await operator.call('get-directory-record', { id: approved.id })).body.result.waiting_changes[0]
      .id;
    await secondOperator.call('approve-contact-change', { id: changeId });
    const intruder = t.client();
    expect((await intruder.signIn('doctor', '9111299005', DEMO_PASSWORD)).status).toBe(200);
    const token = contactLinkIn((await textsTo(approved.phone))[0]!)!;
    expect((await t.client().call('decide-contact-change', { token, decision: 'Stop' })).body.result.status).toBe(
      'Stopped',
    );
    expect(await phoneOf(approved.id)).toBe(approved.phone);
    expect((await intruder.call('get-current-user', {})).body.result).toBeNull();
    // After the day, the link does nothing more.
    clock += 24 * HOUR + 60_000;
    expect((await t.client().call('decide-contact-change', { token: stopToken, decision: 'Stop' })).status).toBe(409);
  });

  it('lets one change of a field wait at a time, expires after a day, and refuses a made-up link', async () => {
    const doctor = await signingInDoctor();
    await operator.call('save-directory-record', { ...doctor.form, phone_number: '9111299006' });
    const again = await secondOperator.call('save-directory-record', { ...doctor.form, phone_number: '9111299007' });
    expect([again.status, again.body.errors]).toEqual([400, { phone_number: MESSAGES.contactChangeAlreadyWaiting }]);
    const changeId = (await operator.call('get-directory-record', { id: doctor.id })).body.result.waiting_changes[0].id;
    clock += 24 * HOUR + 60_000;
    expect((await operator.call('get-directory-record', { id: doctor.id })).body.result.waiting_changes).toEqual([]);
    expect((await secondOperator.call('approve-contact-change', { id: changeId })).status).toBe(409);
    // Once it expired, a new change may be asked for.
    expect(
      (await secondOperator.call('save-directory-record', { ...doctor.form, phone_number: '9111299007' })).body.message,
    ).toBe(MESSAGES.contactChangeWaiting);
    const unknown = await t.client().call('get-contact-change', { token: 'made-up-token' });
    expect([unknown.status, unknown.body.errors]).toEqual([400, { token: MESSAGES.contactChangeLinkInvalid }]);
  });
});

describe("the desk's change of an e-mail", () => {
  it('waits the same way, and the e-mail is told and sent the link as well as the number', async () => {
    const doctor = await signingInDoctor('rao@clinic.example');
    const saved = await operator.call('save-directory-record', { ...doctor.form, email: 'someone@else.example' });
    expect(saved.body.result.record).toMatchObject({
      email: 'rao@clinic.example',
      waiting_changes: [expect.objectContaining({ field: 'email', new_value: 'someone@else.example' })],
    });
    const mails = await textsTo('rao@clinic.example');
    expect(mails).toHaveLength(1);
    expect(contactLinkIn(mails[0]!)).toBe(contactLinkIn((await textsTo(doctor.phone))[0]!));
    expect(await textsTo('someone@else.example')).toEqual([]);
  });
});
