// Family members (decision 0060): kept per account (at most FAMILY_MEMBERS_MAX), booked for on every patient
// booking path with their own name and age, one token per member per slot (decided by the database), not
// removed while they hold a token, and the patient's lists narrowed to one person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MEMBERS_MAX, WEEKDAYS } from '../../../shared/constants';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import {
  bookingForm,
  draft,
  join,
  startBookingTest,
  testClock,
  TODAY,
  TOMORROW,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';
import { defaultSlots } from '../accounts/account-factory';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const CHILD = { name: 'Munni Kumari', age: '7', sex: 'Female', relation: 'Child' };

/** A patient and their client, with the account holder's own name on their Self bookings. */
async function family() {
  const { id, client } = await accounts.patient();
  const add = async (member: Record<string, unknown> = CHILD) => {
    const answer = await client.call('save-family-member', { patient_id: id, ...member });
    expect(answer.status, answer.raw).toBe(200);
    return answer.body.result.id as number;
  };
  return { id, client, add };
}

const ids = (list: { id: number }[]) => list.map((item) => item.id).sort((a, b) => a - b);

describe('get-family-members, save-family-member, remove-family-member', () => {
  it('adds, lists, edits and removes members, with their messages', async () => {
    const { id, client } = await family();
    expect((await client.call('get-family-members', { patient_id: id })).body.result).toEqual([]);
    const added = await client.call('save-family-member', { patient_id: id, ...CHILD });
    expect([added.status, added.body.message], added.raw).toEqual([200, MESSAGES.familyMemberSaved]);
    expect(added.body.result).toEqual({
      id: expect.any(Number),
      name: 'Munni Kumari',
      age: 7,
      sex: 'Female',
      relation: 'Child',
    });
    const memberId = added.body.result.id;
    const father = await client.call('save-family-member', {
      patient_id: String(id),
      name: ' Ram Prasad ',
      age: 68,
      sex: 'Male',
      relation: 'Parent',
    });
    expect(father.body.result).toMatchObject({ name: 'Ram Prasad', age: 68 });

    const edited = await client.call('save-family-member', {
      patient_id: id,
      id: memberId,
      ...CHILD,
      name: 'Munni Devi',
      age: '8',
    });
    expect(edited.status, edited.raw).toBe(200);
    expect(edited.body.result).toEqual({ id: memberId, name: 'Munni Devi', age: 8, sex: 'Female', relation: 'Child' });
    const listed = (await client.call('get-family-members', { patient_id: id })).body.result;
    expect(listed.map((m: { name: string }) => m.name)).toEqual(['Munni Devi', 'Ram Prasad']);

    const removed = await client.call('remove-family-member', { patient_id: id, id: memberId });
    expect([removed.status, removed.body.message, removed.body.result]).toEqual([
      200,
      MESSAGES.familyMemberRemoved,
      { id: memberId },
    ]);
    expect(
      (await client.call('get-family-members', { patient_id: id })).body.result.map((m: { name: string }) => m.name),
    ).toEqual(['Ram Prasad']);
    // Removed is gone: editing or removing it again is 404.
    expect((await client.call('remove-family-member', { patient_id: id, id: memberId })).status).toBe(404);
    expect((await client.call('save-family-member', { patient_id: id, id: memberId, ...CHILD })).status).toBe(404);
  });

  it("words field errors as a booking's person: required, special characters, age, the choices", async () => {
    const { id, client, add } = await family();
    const empty = await client.call('save-family-member', { patient_id: id, name: '', age: '', sex: '', relation: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: MESSAGES.required,
      age: MESSAGES.required,
      sex: MESSAGES.required,
      relation: MESSAGES.required,
    });
    const absent = await client.call('save-family-member', { patient_id: id });
    expect(absent.body.errors).toEqual({
      name: MESSAGES.required,
      age: MESSAGES.required,
      sex: MESSAGES.required,
      relation: MESSAGES.required,
    });
    const wrong = await client.call('save-family-member', {
      patient_id: id,
      name: 'Munni <b>',
      age: 'seven',
      sex: 'Girl',
      relation: 'Cousin',
    });
    expect(wrong.body.errors).toEqual({
      name: MESSAGES.noSpecialCharacters,
      age: MESSAGES.ageNotNumeric,
      sex: MESSAGES.invalidValue,
      relation: MESSAGES.invalidValue,
    });
    expect((await client.call('save-family-member', { patient_id: id, ...CHILD, age: '0' })).body.errors).toEqual({
      age: MESSAGES.ageNotPositive,
    });
    // The names people write: initials, apostrophes, hyphens, Devanagari.
    for (const name of ["R.K. D'Souza", 'Rai-Singh', 'सीता देवी']) await add({ ...CHILD, name });
    // Two members of one name could not be told apart on a list: the second is refused under the name.
    const twice = await client.call('save-family-member', { patient_id: id, ...CHILD, name: '  सीता देवी ' });
    expect([twice.status, twice.body.errors]).toEqual([400, { name: MESSAGES.familyMemberNameTaken }]);
    expect((await client.call('get-family-members', { patient_id: id })).body.result).toHaveLength(3);
  });

  it(`keeps at most ${FAMILY_MEMBERS_MAX} members, explains the limit, and makes room when one is removed`, async () => {
    const { id, client, add } = await family();
    const kept = [];
    for (let i = 1; i <= FAMILY_MEMBERS_MAX; i += 1)
      kept.push(await add({ ...CHILD, name: `Child ${String.fromCharCode(64 + i)}` }));
    const eleventh = await client.call('save-family-member', { patient_id: id, ...CHILD, name: 'Child K' });
    expect([eleventh.status, eleventh.body.error]).toEqual([
      409,
      fillMessage(MESSAGES.familyMembersFull, { count: FAMILY_MEMBERS_MAX }),
    ]);
    expect(eleventh.body.error).toBe('You can keep at most 10 family members. Remove one to add another.');
    // Editing one at the limit is still allowed.
    expect(
      (await client.call('save-family-member', { patient_id: id, id: kept[0], ...CHILD, name: 'Child Z' })).status,
    ).toBe(200);
    expect((await client.call('remove-family-member', { patient_id: id, id: kept[1] })).status).toBe(200);
    expect((await client.call('save-family-member', { patient_id: id, ...CHILD, name: 'Child K' })).status).toBe(200);
    expect((await client.call('get-family-members', { patient_id: id })).body.result).toHaveLength(FAMILY_MEMBERS_MAX);
  });

  it('lets only the free places be taken by adds sent at once', async () => {
    const { id, client, add } = await family();
    for (let i = 1; i <= FAMILY_MEMBERS_MAX - 2; i += 1) await add({ ...CHILD, name: `Child ${i}` });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.call('save-family-member', { patient_id: id, ...CHILD, name: `Twin ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect((await client.call('get-family-members', { patient_id: id })).body.result).toHaveLength(FAMILY_MEMBERS_MAX);
  });

  it("refuses another patient's account and another patient's member, and the other roles", async () => {
    const mine = await family();
    const theirs = await family();
    const theirMember = await theirs.add();
    // Another patient's patient_id: the same 404 as a missing record (no id can be probed).
    expect((await mine.client.call('get-family-members', { patient_id: theirs.id })).status).toBe(404);
    expect((await mine.client.call('save-family-member', { patient_id: theirs.id, ...CHILD })).status).toBe(404);
    expect((await mine.client.call('remove-family-member', { patient_id: theirs.id, id: theirMember })).status).toBe(
      404,
    );
    // Their member through my own account: 404, and nothing changed.
    expect(
      (
        await mine.client.call('save-family-member', {
          patient_id: mine.id,
          id: theirMember,
          ...CHILD,
          name: 'Taken Over',
        })
      ).status,
    ).toBe(404);
    expect((await mine.client.call('remove-family-member', { patient_id: mine.id, id: theirMember })).status).toBe(404);
    expect((await theirs.client.call('get-family-members', { patient_id: theirs.id })).body.result).toEqual([
      expect.objectContaining({ id: theirMember, name: CHILD.name }),
    ]);
    const doctor = await t.clientFor(await accounts.doctor());
    expect((await doctor.call('get-family-members', { patient_id: mine.id })).status).toBe(403);
  });
});

describe('booking for a family member', () => {
  it("takes the member's name and age and type Other on every patient booking path, and refuses another patient's member with 404", async () => {
    const doctorId = await accounts.doctor();
    const { id, client, add } = await family();
    const memberId = await add();
    const theirMember = await (await family()).add();

    const booked = await client.call(
      'add-booking',
      bookingForm(doctorId, {
        patient_id: id,
        family_member_id: memberId,
        name: 'Typed Name',
        age: '40',
        booking_date: TOMORROW,
        slot: 'Morning',
      }),
    );
    expect(booked.status, booked.raw).toBe(200);
    expect(booked.body.result).toMatchObject({
      name: 'Munni Kumari',
      age: 7,
      type: 'Other',
      family_member_id: memberId,
      booking_number: 1,
    });
    expect(booked.body.result.patient_history.patient_details).toMatchObject({ name: 'Munni Kumari', age: 7 });
    // A booking without a member is as before.
    const self = await client.call('add-booking', bookingForm(doctorId, { patient_id: id, family_member_id: '' }));
    expect(self.body.result).toMatchObject({ name: 'Sita Devi', age: 42, type: 'Self', family_member_id: null });
    expect((await client.call('add-booking', bookingForm(doctorId, { family_member_id: theirMember }))).status).toBe(
      404,
    );
    expect((await client.call('add-booking', bookingForm(doctorId, { family_member_id: 999999 }))).status).toBe(404);
    // The doctor's walk-in names no patient's member.
    const doctor = await t.clientFor(doctorId);
    const walkIn = await doctor.call(
      'add-booking',
      bookingForm(doctorId, { type: 'Manual', booking_date: TODAY, slot: 'Evening', family_member_id: memberId }),
    );
    expect(walkIn.status).toBe(404);

    const lab = await client.call('add-lab-test-booking', {
      patient_id: id,
      name: 'Typed',
      age: '30',
      test_name: 'CBC',
      phone_number: '9876543210',
      patient_address: 'Ward 5 Deoria',
      booking_date: TOMORROW,
      city: 'Deoria',
      family_member_id: memberId,
    });
    expect(lab.status, lab.raw).toBe(200);
    expect(lab.body.result).toMatchObject({
      patient_details: { name: 'Munni Kumari', age: 7 },
      patient_type: 'Other',
      family_member_id: memberId,
    });
    const labForOther = await client.call('add-lab-test-booking', {
      patient_id: id,
      name: 'Typed',
      age: '30',
      test_name: 'CBC',
      phone_number: '9876543210',
      patient_address: 'Ward 5 Deoria',
      booking_date: TOMORROW,
      city: 'Deoria',
      family_member_id: theirMember,
    });
    expect(labForOther.status).toBe(404);

    const otherDoctor = {
      patient_id: id,
      name: 'Typed',
      age: '30',
      problem: 'Fever',
      address: 'Station Road',
      phone_number: '9876543210',
      doctor_name: 'Dr R P Singh',
      patient_address: 'Ward 5 Deoria',
      booking_date: TOMORROW,
      booking_amount: '150',
    };
    const outside = await client.call('add-other-booking', { ...otherDoctor, family_member_id: memberId });
    expect(outside.status, outside.raw).toBe(200);
    expect(outside.body.result).toMatchObject({
      name: 'Munni Kumari',
      age: 7,
      patient_type: 'Other',
      family_member_id: memberId,
    });
    expect((await client.call('add-other-booking', { ...otherDoctor, family_member_id: theirMember })).status).toBe(
      404,
    );
  });

  it('gives one member one token a slot, however many bookings for them arrive at once; the account holder holds one beside', async () => {
    const doctorId = await accounts.doctor({ capacity: 30 });
    const { id, client, add } = await family();
    const memberId = await add();
    const form = (extra: Record<string, unknown>) =>
      bookingForm(doctorId, { patient_id: id, booking_date: TOMORROW, slot: 'Morning', ...extra });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.call('add-booking', form({ family_member_id: memberId }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect([a.status, a.body.error]).toEqual([409, MESSAGES.alreadyHaveToken]);
    // The account holder (and someone typed in) in the same slot: each their own token.
    const holder = await client.call('add-booking', form({}));
    expect(holder.status, holder.raw).toBe(200);
    expect((await client.call('add-booking', form({ name: 'Neighbour Ji', type: 'Other' }))).status).toBe(200);
    // Drafts for the member joining the slot at once: none wins, the member holds it already.
    const drafts = await Promise.all(
      Array.from({ length: 4 }, () => draft(client, doctorId, { family_member_id: memberId })),
    );
    const joins = await Promise.all(drafts.map((d) => join(client, d)));
    expect(joins.map((j) => [j.status, j.body.error])).toEqual(drafts.map(() => [409, MESSAGES.alreadyHaveToken]));
    // Renamed, the member is the same person.
    await client.call('save-family-member', { patient_id: id, id: memberId, ...CHILD, name: 'Munni Rani' });
    expect((await client.call('add-booking', form({ family_member_id: memberId }))).status).toBe(409);
    // Another slot, or after their token there is cancelled: allowed.
    expect((await join(client, drafts[0]!, TOMORROW, 'Evening')).status).toBe(200);
    const tokens = await t.platform.db
      .selectFrom('bookings')
      .select(['slot', 'booking_number', 'family_member_id'])
      .where('doctor_id', '=', doctorId)
      .where('booking_number', 'is not', null)
      .execute();
    // No number was used up by the refusals.
    expect(tokens.map((r) => `${r.slot}${r.booking_number}`).sort()).toEqual([
      'Evening1',
      'Morning1',
      'Morning2',
      'Morning3',
    ]);
    const won = answers.find((a) => a.status === 200)!.body.result.id;
    expect((await client.call('patient-cancel-booking', { booking_id: won })).status).toBe(200);
    expect((await client.call('add-booking', form({ family_member_id: memberId }))).status).toBe(200);
  });

  it('refuses to remove a member while they hold a token not over, and a draft for a removed member takes no token', async () => {
    const doctorId = await accounts.doctor();
    const { id, client, add } = await family();
    const memberId = await add();
    const booked = await client.call(
      'add-booking',
      bookingForm(doctorId, { patient_id: id, family_member_id: memberId, booking_date: TOMORROW, slot: 'Morning' }),
    );
    const refused = await client.call('remove-family-member', { patient_id: id, id: memberId });
    expect([refused.status, refused.body.error]).toEqual([409, MESSAGES.familyMemberHasToken]);
    expect((await client.call('get-family-members', { patient_id: id })).body.result).toHaveLength(1);
    // Once the token is cancelled (or the visit is over), the member may go; their booking keeps their name.
    expect((await client.call('patient-cancel-booking', { booking_id: booked.body.result.id })).status).toBe(200);
    const left = await draft(client, doctorId, { family_member_id: memberId });
    expect((await client.call('remove-family-member', { patient_id: id, id: memberId })).status).toBe(200);
    const later = await join(client, left);
    expect([later.status, later.body.error]).toEqual([409, MESSAGES.familyMemberRemovedMeanwhile]);
    expect((await client.call('add-booking', bookingForm(doctorId, { family_member_id: memberId }))).status).toBe(404);
    const history = (await client.call('get-patient-history', { patient_id: id, date: TOMORROW, person: memberId }))
      .body.result;
    expect(history).toEqual([
      expect.objectContaining({
        id: booked.body.result.id,
        name: 'Munni Kumari',
        family_member_id: memberId,
        status: 'Cancelled',
      }),
    ]);
  });

  it('never lets a removal and a booking for the same member both succeed', async () => {
    const doctorId = await accounts.doctor({ capacity: 30 });
    const { id, client, add } = await family();
    for (let round = 0; round < 6; round += 1) {
      const memberId = await add({ ...CHILD, name: `Child ${round}` });
      const [booked, removed] = await Promise.all([
        client.call(
          'add-booking',
          bookingForm(doctorId, {
            patient_id: id,
            family_member_id: memberId,
            booking_date: TOMORROW,
            slot: 'Morning',
          }),
        ),
        client.call('remove-family-member', { patient_id: id, id: memberId }),
      ]);
      // Either the booking came first (and the removal is 409) or the removal did (and the booking fails).
      expect([booked.status, removed.status], `round ${round}`).not.toEqual([200, 200]);
      expect([booked.status === 200, removed.status === 200]).toContain(true);
    }
  });
});

describe('lists narrowed to one person', () => {
  it('filters history, live status, prescriptions, lab reports and the counts by Everyone, Myself or a member', async () => {
    const labId = await accounts.user('Lab');
    const doctorId = await accounts.user('Doctor', {
      labId,
      practice: { slots: defaultSlots(30), sittingDays: WEEKDAYS },
    });
    const { id, client, add } = await family();
    const childId = await add();
    const fatherId = await add({ name: 'Ram Prasad', age: '68', sex: 'Male', relation: 'Parent' });
    const book = async (extra: Record<string, unknown>) => {
      const answer = await client.call(
        'add-booking',
        bookingForm(doctorId, { patient_id: id, booking_date: TODAY, slot: 'Evening', ...extra }),
      );
      expect(answer.status, answer.raw).toBe(200);
      return answer.body.result.id as number;
    };
    const mine = await book({});
    const child = await book({ family_member_id: childId });
    const father = await book({ family_member_id: fatherId });
    const neighbour = await book({ name: 'Neighbour Ji', type: 'Other' });
    const labBooking = {
      patient_id: id,
      name: 'Sita Devi',
      age: '42',
      test_name: 'CBC',
      phone_number: '9876543210',
      patient_address: 'Ward 5 Deoria',
      booking_date: TOMORROW,
      city: 'Deoria',
    };
    const myLab = (await client.call('add-lab-test-booking', labBooking)).body.result.id;
    const childLab = (await client.call('add-lab-test-booking', { ...labBooking, family_member_id: childId })).body
      .result.id;

    const history = async (person?: unknown) =>
      ids((await client.call('get-patient-history', { patient_id: id, date: TODAY, person })).body.result);
    expect(await history()).toEqual(ids([{ id: mine }, { id: child }, { id: father }, { id: neighbour }]));
    expect(await history('Everyone')).toEqual(await history());
    expect(await history('Myself')).toEqual([mine]);
    expect(await history(childId)).toEqual([child]);
    expect(await history(String(fatherId))).toEqual([father]);

    const live = async (person: unknown) =>
      (await client.call('get-live-patient-booking-status', { patient_id: id, person })).body.result;
    expect((await live(childId)).map((e: { booking_id: number }) => e.booking_id)).toEqual([child]);
    expect(await live(childId)).toEqual([
      expect.objectContaining({ name: 'Munni Kumari', type: 'Other', family_member_id: childId }),
    ]);
    expect((await live('Myself')).map((e: { name: string; type: string }) => [e.name, e.type])).toEqual([
      ['Sita Devi', 'Self'],
    ]);
    expect(await live('')).toHaveLength(4);

    const prescriptions = async (person: unknown) =>
      ids((await client.call('get-patient-prescriptions', { patient_id: id, person })).body.result);
    expect(await prescriptions(fatherId)).toEqual([father]);
    expect(await prescriptions('Myself')).toEqual([mine]);

    const reports = async (person: unknown) =>
      ids((await client.call('get-patient-lab-reports', { patient_id: id, person })).body.result);
    expect(await reports(childId)).toEqual([childLab]);
    expect(await reports('Myself')).toEqual([myLab]);
    expect(await reports('Everyone')).toEqual(ids([{ id: myLab }, { id: childLab }]));
    // A lab booking the child's doctor makes from the child's appointment is the child's too.
    const doctor = await t.clientFor(doctorId);
    const fromVisit = await doctor.call('add-hospital-lab-test-booking', {
      name: 'Munni Kumari',
      age: '7',
      phone_number: '9876543210',
      lab_id: labId,
      patient_booking_id: child,
      tests: ['CBC'],
    });
    expect(fromVisit.status, fromVisit.raw).toBe(200);
    expect(fromVisit.body.result).toMatchObject({ patient_type: 'Other', family_member_id: childId });
    expect(await reports(childId)).toEqual(ids([{ id: childLab }, fromVisit.body.result]));

    const counts = async (person: unknown) =>
      (await client.call('get-agent-analytics', { agent_id: id, from: '', to: '', person })).body.result.data.total;
    expect([await counts(''), await counts('Myself'), await counts(childId), await counts(fatherId)]).toEqual([
      4, 1, 1, 1,
    ]);

    // Anything else is refused: another patient's member (404), a word not offered (400).
    const theirMember = await (await family()).add();
    for (const call of [
      'get-patient-history',
      'get-live-patient-booking-status',
      'get-patient-prescriptions',
      'get-patient-lab-reports',
    ] as const) {
      const answer = await client.call(call, { patient_id: id, date: TODAY, person: theirMember });
      expect(answer.status, call).toBe(404);
      const wrong = await client.call(call, { patient_id: id, date: TODAY, person: 'Children' });
      expect([wrong.status, wrong.body.errors?.person], call).toEqual([400, MESSAGES.invalidValue]);
    }
    expect((await client.call('get-agent-analytics', { agent_id: id, person: theirMember })).status).toBe(404);
  });
});
