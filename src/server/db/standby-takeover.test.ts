// A standby that takes over: the server on a primary and its synchronous standby (clusters of the test's own,
// testing/standby-clusters.ts), a rush of walk-ins, the primary stopped with -m immediate in the middle and
// the standby promoted. Every booking acknowledged is on the new primary with its token, the tokens are 1 to
// the count, no retry books twice, calls meanwhile get 503 with Retry-After, and the server books again
// within 30 s by itself. Runs with the PostgreSQL tests (TEST_DATABASE_URL) where clusters can be made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingForm, startBookingTest, testClock, TODAY, type TestAccounts } from '../testing/booking-fixtures';
import { makeStandbyPair, whyNoStandby, type StandbyPair } from '../testing/standby-clusters';
import { rushThroughTakeover, takeoverFaults, type TakeoverRun } from '../testing/takeover-rush';
import type { TestApp } from '../testing/test-app';

const skipped = process.env.TEST_DATABASE_URL
  ? whyNoStandby()
  : 'TEST_DATABASE_URL is not set (the PostgreSQL tests are off)';
if (skipped) console.warn(`standby takeover test skipped: ${skipped}`);

describe.skipIf(skipped)(`a standby that takes over${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const clock = testClock();
  let pair: StandbyPair | undefined;
  let t: TestApp | undefined;
  let accounts: TestAccounts;
  let run: TakeoverRun;
  let doctorId: number;

  beforeAll(async () => {
    pair = await makeStandbyPair();
    ({ t, accounts } = await startBookingTest(clock, { DATABASE_URL: pair.databaseUrl }));
    doctorId = await accounts.doctor({ capacity: 100_000 });
    const doctor = await t.clientFor(doctorId);
    run = await rushThroughTakeover(pair, doctorId, async (phone, key) => {
      const walkIn = bookingForm(doctorId, {
        type: 'Manual',
        parchee_type: 'New',
        slot: 'Morning',
        booking_date: TODAY,
        patient_id: 0,
        phone_number: phone,
      });
      const answer = await doctor.call('add-booking', walkIn, { 'Idempotency-Key': key });
      const retryAfter = answer.headers['retry-after'];
      return {
        status: answer.status,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        error: answer.body.error,
        booking: answer.body.result,
      };
    });
  }, 150_000);

  afterAll(async () => {
    await t?.close();
    await pair?.drop();
  }, 60_000);

  it('keeps every acknowledged booking once, tokens 1 to the count; 503 with Retry-After meanwhile; retries book nothing twice', () => {
    // Lost or changed bookings, tokens, double bookings, other answers than 200 and 503, and the retries'
    // answers (the booking, or 409 "not known yet" for a call whose commit may have happened).
    expect(takeoverFaults(run)).toEqual([]);
    expect(run.acknowledgedBeforeStop).toBeGreaterThanOrEqual(60);
    // Calls were cut off by the stop and retried: the paths above were taken.
    expect(run.statuses.get(503)).toBeGreaterThan(0);
    expect(run.retries.size).toBeGreaterThan(0);
  });

  it('books again on the promoted standby within 30 s, without a restart', () => {
    expect(run.takeoverMs).not.toBeNull();
    expect(run.takeoverMs!).toBeLessThan(30_000);
  });
});
