// Call next's reads of its slot are cheap only while SQLite answers them from the floor's index keyed by state
// (migration 0030): each statement's plan names that index.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { planDatabase, type PlanDatabase } from '../../testing/query-plans';
import { callStatements } from './repository';

let plans: PlanDatabase;
beforeAll(async () => (plans = await planDatabase()));
afterAll(async () => plans?.close());

const slot = { doctorId: 1, date: '2026-11-23', slot: 'Morning' as const };

it("reads the slot's head, part by part, by seeks of the floor's index keyed by state", async () => {
  const reads = await plans.bookingReads(callStatements(plans.db.kysely).head, slot);
  // The token in, the priorities, the passed, the waiting in turn, and the two bounds of the last.
  expect(reads).toHaveLength(6);
  for (const read of reads)
    expect(read).toMatch(
      /^SEARCH bookings USING COVERING INDEX bookings_floor \(doctor_id=\? AND booking_date=\? AND slot=\? AND token=\?/,
    );
});

it('counts the calls from the floor index alone', async () => {
  expect(await plans.bookingReads(callStatements(plans.db.kysely).calls, slot)).toEqual([
    expect.stringMatching(/^SEARCH bookings USING COVERING INDEX bookings_floor /),
  ]);
});
