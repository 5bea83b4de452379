// The audit log of a health record's bookings: every booking and every join is recorded with who did it and
// whether it was allowed, whether the join got a token, was refused as full, or was someone else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { draft, join, startBookingTest, testClock, type TestAccounts } from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const entriesOf = (bookingId: number) =>
  t.platform.db
    .selectFrom('audit_log')
    .select(['user_id', 'action', 'outcome'])
    .where('record_type', '=', 'booking')
    .where('record_id', '=', bookingId)
    .orderBy('id')
    .execute();

describe('the audit log of bookings and joins', () => {
  it('records the booking, a join that got a token, a join refused as full, and a stranger refused', async () => {
    const doctorId = await accounts.doctor({ capacity: 1 });
    const first = await accounts.patient();
    const second = await accounts.patient();
    const stranger = await accounts.patient();
    const firstBooking = await draft(first.client, doctorId);
    const secondBooking = await draft(second.client, doctorId);

    expect((await join(first.client, firstBooking)).status).toBe(200);
    const full = await join(second.client, secondBooking);
    expect([full.status, full.body.error]).toEqual([409, MESSAGES.slotsFull]);
    expect((await join(stranger.client, firstBooking)).status).toBe(404);

    expect(await entriesOf(firstBooking)).toEqual([
      { user_id: first.id, action: 'add-booking', outcome: 'ok' },
      { user_id: first.id, action: 'slot-confirmation', outcome: 'ok' },
      { user_id: stranger.id, action: 'slot-confirmation', outcome: 'refused' },
    ]);
    expect(await entriesOf(secondBooking)).toEqual([
      { user_id: second.id, action: 'add-booking', outcome: 'ok' },
      { user_id: second.id, action: 'slot-confirmation', outcome: 'ok' },
    ]);
    const tokens = await t.platform.db
      .selectFrom('bookings')
      .select('booking_number')
      .where('id', 'in', [firstBooking, secondBooking])
      .orderBy('id')
      .execute();
    expect(tokens.map((row) => row.booking_number)).toEqual([1, null]);
  });
});
