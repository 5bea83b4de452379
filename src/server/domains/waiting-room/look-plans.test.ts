// The waiting room's two questions after every change of a slot are one look-up each while SQLite answers them
// from the partial indexes made for them (migrations 0010 and 0030): each statement's plan names its index.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { planDatabase, type PlanDatabase } from '../../testing/query-plans';
import { lookStatements } from './repository';

let plans: PlanDatabase;
beforeAll(async () => (plans = await planDatabase()));
afterAll(async () => plans?.close());

const slot = { doctorId: 1, date: '2026-11-23', slot: 'Morning' as const };

it('answers whether anyone hears alerts from the partial index of the tokens heard', async () => {
  expect(await plans.bookingReads(lookStatements(plans.db.kysely).hasListeners, slot)).toEqual([
    expect.stringMatching(/^SEARCH bookings USING COVERING INDEX bookings_heard /),
  ]);
});

it('answers whether the slot has started from the partial index of the tokens acted on', async () => {
  expect(await plans.bookingReads(lookStatements(plans.db.kysely).slotStarted, slot)).toEqual([
    expect.stringMatching(/^SEARCH bookings USING INDEX bookings_slot_started /),
  ]);
});
