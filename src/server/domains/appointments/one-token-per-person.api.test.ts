// One token per person per slot (decision 0006): by either booking path, under simultaneous joins, and
// again after a cancel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import {
  bookingForm as form,
  draft,
  join,
  startBookingTest,
  testClock,
  TOMORROW,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

describe('one token per person per slot', () => {
  it('refuses the same person twice in one slot with 409, by either booking path, and allows another person', async () => {
    const doctorId = await accounts.doctor();
    const { client: patient } = await accounts.patient();
    const first = await join(patient, await draft(patient, doctorId));
    expect(first.status, first.raw).toBe(200);

    // A second draft joined to the same slot, even with the name typed in another case and with spaces.
    const again = await join(patient, await draft(patient, doctorId, { name: '  sita devi ', type: 'Other' }));
    expect([again.status, again.body.error]).toEqual([409, MESSAGES.alreadyHaveToken]);
    // The form sent with a date and slot straight away.
    const direct = await patient.call('add-booking', form(doctorId, { booking_date: TOMORROW, slot: 'Morning' }));
    expect([direct.status, direct.body.error]).toEqual([409, MESSAGES.alreadyHaveToken]);

    // Another person booked from the same account, same slot: allowed, next token (no number was used up).
    const other = await join(patient, await draft(patient, doctorId, { name: 'Ram Prasad', type: 'Other' }));
    expect(other.status, other.raw).toBe(200);
    expect(other.body.result.booking_number).toBe(2);
    // The same person in another slot or with another doctor: allowed.
    expect((await join(patient, await draft(patient, doctorId), TOMORROW, 'Evening')).status).toBe(200);
    expect((await join(patient, await draft(patient, await accounts.doctor()))).status).toBe(200);
    // Another account booking a person of the same name: allowed.
    const { client: neighbour } = await accounts.patient();
    expect((await join(neighbour, await draft(neighbour, doctorId))).status).toBe(200);
  });

  it('lets exactly one of ten simultaneous joins win', async () => {
    const doctorId = await accounts.doctor({ capacity: 30 });
    const { client: patient } = await accounts.patient();
    const drafts = await Promise.all(Array.from({ length: 10 }, () => draft(patient, doctorId)));
    const answers = await Promise.all(drafts.map((id) => join(patient, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect([a.status, a.body.error]).toEqual([409, MESSAGES.alreadyHaveToken]);
    const direct = await Promise.all(
      Array.from({ length: 5 }, () =>
        patient.call('add-booking', form(doctorId, { name: 'Ram Prasad', booking_date: TOMORROW, slot: 'Evening' })),
      ),
    );
    expect(direct.filter((a) => a.status === 200)).toHaveLength(1);
    const tokens = await t.platform.db
      .selectFrom('bookings')
      .select(['slot', 'booking_number'])
      .where('doctor_id', '=', doctorId)
      .where('booking_number', 'is not', null)
      .execute();
    // The losers' tokens were rolled back with their writes: no gaps.
    expect(tokens.map((r) => `${r.slot}${r.booking_number}`).sort()).toEqual(['Evening1', 'Morning1']);
  });

  it('lets the person book the slot again after their token there was cancelled', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const first = await join(patient, await draft(patient, doctorId));
    expect(
      (await doctor.call('booking-confirmation', { booking_id: first.body.result.id, status: 'Cancelled' })).status,
    ).toBe(200);
    const again = await join(patient, await draft(patient, doctorId));
    expect(again.status, again.raw).toBe(200);
    // Token numbers are never reused.
    expect(again.body.result.booking_number).toBe(2);
  });
});
