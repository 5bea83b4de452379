// The token paths as the bench drives them, on either engine: a slot to rush, every prepared draft joining
// it once (slot-confirmation), and the tokens that came out of a rush, read back from the database.
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Slot } from '../src/shared/constants';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../src/shared/dates';
import type { Db } from '../src/server/db/database';
import type { Draft } from './bench-patients';
import { figure, type TokenCounts } from './bench-report';
import { failuresOf, load } from './bench-servers';

/** A doctor's slot capacity under which no slot fills up during a rush. */
export const CAPACITY = '10000000';

export interface SlotOf {
  doctorId: number;
  date: string;
  slot: Slot;
}

/** A weekday the doctors sit by default (not Sunday), a few days ahead so the clock never closes the slot mid-run. */
export function bookableDate(): string {
  const date = addDays(todayInClinic(DEFAULT_TIME_ZONE), 2);
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date;
}

/** The tokens handed out in the slot. (COUNT arrives as a number on PostgreSQL too: database.ts.) */
export function tokensOf(db: Db, at: SlotOf): Promise<TokenCounts> {
  return db.kysely
    .selectFrom('bookings')
    .select([
      sql<number>`COUNT(*)`.as('confirmed'),
      sql<number>`COUNT(DISTINCT booking_number)`.as('distinct'),
      sql<number | null>`MAX(booking_number)`.as('highest'),
    ])
    .where('doctor_id', '=', at.doctorId)
    .where('booking_date', '=', at.date)
    .where('slot', '=', at.slot)
    .where('booking_number', 'is not', null)
    .executeTakeFirstOrThrow();
}

/**
 * Every draft joins the slot once, through `connections` connections: each request is the next draft's,
 * with its own session, CSRF token and booking, as that many patients tapping Join at once.
 */
export function confirmEach(
  base: string,
  drafts: Draft[],
  at: SlotOf,
  connections: number,
): Promise<autocannon.Result> {
  let next = 0;
  const body = (draft: Draft) => JSON.stringify({ booking_id: draft.bookingId, booking_date: at.date, slot: at.slot });
  return load({
    url: `${base}/api/slot-confirmation.json`,
    connections,
    // autocannon builds exactly `amount` requests, one per draft.
    amount: drafts.length,
    // autocannon notices that the last answer came at its next sample: at the default of one second a rush
    // of 1.2 s counted as 2 s. Every 10 ms keeps the rush's time (and so its rate) true.
    sampleInt: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const draft = drafts[next++]!;
          // A copy: autocannon writes the request's Content-Length into the headers it is handed.
          return { ...request, headers: { ...draft.headers }, body: body(draft) };
        },
      },
    ],
  });
}

/**
 * Prints the figures of a rush on a token path (one load per server instance, side by side) and answers
 * the tokens confirmed per second over the rush's time and its p99 (the slower instance's).
 */
export function printTokenRush(results: autocannon.Result[], counts: TokenCounts): { perSecond: number; p99: number } {
  const seconds = Math.max(...results.map((r) => r.duration));
  const perSecond = counts.confirmed / seconds;
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  figure('tokens confirmed per second', `${perSecond.toFixed(0)} (${counts.confirmed} in ${seconds.toFixed(1)} s)`);
  figure(`latency p50 / p99${results.length > 1 ? ' (the slower instance)' : ''}`, `${p50} ms / ${p99} ms`);
  figure(
    'tokens',
    `${counts.confirmed} confirmed, ${counts.distinct} distinct, highest ${counts.highest}; ${failuresOf(results)}`,
  );
  return { perSecond, p99 };
}
