// A booking rush through the loss of the primary and the promotion of its standby, as the takeover test
// (through app.inject) and the bench (over HTTP to the built server) run it: the doctor's walk-ins, each
// with a phone number and an Idempotency-Key of its own, until enough are acknowledged; then the primary is
// stopped as in a crash and the standby promoted at once, and the rush goes on until the server books
// again. Every request that was not acknowledged is then sent again once with its key, as a client would,
// and the doctor's bookings are read from the promoted standby, so the caller can check that nothing
// acknowledged was lost and nothing was booked twice.
import { MESSAGES } from '../../shared/messages';
import type { StandbyPair } from './standby-clusters';

export interface WalkInAnswer {
  status: number;
  retryAfter: string | null;
  error?: string;
  booking?: { id: number; booking_number: number };
}

/** Sends one walk-in for this phone number with this Idempotency-Key. */
export type SendWalkIn = (phone: string, key: string) => Promise<WalkInAnswer>;

export interface TakeoverRun {
  /** Every booking answered 200 (in the rush or on a retry): id -> token. */
  acknowledged: Map<number, number>;
  acknowledgedBeforeStop: number;
  /** The rush's answers by status (retries apart). */
  statuses: Map<number, number>;
  /** 503 answers without a Retry-After header. */
  unavailableWithoutRetryAfter: number;
  /** How long `pg_ctlcluster promote` took. */
  promotionMs: number;
  /**
   * From the primary's stop to the first booking on the promoted standby, and from the promotion to it; null if none
   * came.
   */
  takeoverMs: number | null;
  reconnectionMs: number | null;
  /** The answers to the retries of unacknowledged requests, by status and error. */
  retries: Map<string, number>;
  /** The doctor's bookings as the promoted standby has them. */
  stored: { id: number; booking_number: number; phone_number: string }[];
}

/** While the database is away, one worker asks again this often; the others wait for it to get through. */
const PROBE_PAUSE_MS = 20;
/** A rush or a takeover slower than this is a failure; the rush stops waiting for it. */
const GIVE_UP_MS = 60_000;
/** What a retry of a request cut off with the database may hear, beside the booking itself. */
const UNFINISHED = `409 ${MESSAGES.requestUnfinished}`;

const countIn = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

export async function rushThroughTakeover(
  pair: StandbyPair,
  doctorId: number,
  send: SendWalkIn,
  { workers = 10, beforeStop = 60, afterTakeover = 20 } = {},
): Promise<TakeoverRun> {
  const acknowledged = new Map<number, number>();
  const statuses = new Map<number, number>();
  const unanswered: { phone: string; key: string }[] = [];
  let unavailableWithoutRetryAfter = 0;
  let sent = 0;
  let stopReturnedAt: number | null = null;
  let firstAfterStop: number | null = null;
  let acknowledgedSince = 0;
  let stopping = false;
  let finished = false;
  let enoughBefore!: () => void;
  const enough = new Promise<void>((resolve) => (enoughBefore = resolve));
  let booksAgain!: () => void;
  const back = new Promise<void>((resolve) => (booksAgain = resolve));
  const finish = () => {
    finished = true;
    enoughBefore();
    booksAgain();
  };
  // A rush that never gets through (or a takeover that never comes) ends, and the caller hears of it.
  const giveUp = setTimeout(finish, GIVE_UP_MS);

  const worker = async (index: number) => {
    while (!finished) {
      const number = (sent += 1);
      const phone = String(9100000000 + number);
      const key = `takeover-${number}`;
      const sentAt = performance.now();
      const answer = await send(phone, key).catch((): WalkInAnswer => ({ status: 0, retryAfter: null }));
      countIn(statuses, answer.status);
      if (answer.status === 200 && answer.booking) {
        acknowledged.set(answer.booking.id, answer.booking.booking_number);
        if (!stopping && acknowledged.size >= beforeStop) enoughBefore();
        // Sent once the primary was gone: booked on the promoted standby.
        if (stopReturnedAt !== null && sentAt > stopReturnedAt) {
          firstAfterStop ??= performance.now();
          booksAgain();
          if ((acknowledgedSince += 1) >= afterTakeover) finish();
        }
        continue;
      }
      unanswered.push({ phone, key });
      if (answer.status === 503 && answer.retryAfter === null) unavailableWithoutRetryAfter += 1;
      if (index === 0 || !stopping) await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
      else await back;
    }
  };
  const rush = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));

  await enough;
  if (finished) {
    await rush;
    throw new Error(`the rush was not acknowledged within ${GIVE_UP_MS / 1000} s: ${JSON.stringify([...statuses])}`);
  }
  stopping = true;
  const acknowledgedBeforeStop = acknowledged.size;
  const stoppedAt = performance.now();
  await pair.stopPrimary();
  stopReturnedAt = performance.now();
  await pair.promoteStandby();
  const promotedAt = performance.now();
  await rush;
  clearTimeout(giveUp);

  // A client sends what got no answer again, with the same key.
  const retries = new Map<string, number>();
  for (const { phone, key } of unanswered) {
    const answer = await send(phone, key);
    if (answer.status === 200 && answer.booking) acknowledged.set(answer.booking.id, answer.booking.booking_number);
    countIn(retries, answer.error ? `${answer.status} ${answer.error}` : String(answer.status));
  }
  const stored = await pair.query<{ id: number; booking_number: number; phone_number: string }>(
    pair.standby,
    'SELECT id, booking_number, phone_number FROM bookings WHERE doctor_id = $1 ORDER BY booking_number',
    [doctorId],
  );
  return {
    acknowledged,
    acknowledgedBeforeStop,
    statuses,
    unavailableWithoutRetryAfter,
    promotionMs: promotedAt - stopReturnedAt,
    takeoverMs: firstAfterStop === null ? null : firstAfterStop - stoppedAt,
    reconnectionMs: firstAfterStop === null ? null : firstAfterStop - promotedAt,
    retries,
    stored,
  };
}

/** What is wrong with a run's outcome, in words; empty when every acknowledged booking survived once. */
export function takeoverFaults(run: TakeoverRun): string[] {
  const faults: string[] = [];
  const stored = new Map(run.stored.map((row) => [row.id, row.booking_number]));
  const lost = [...run.acknowledged].filter(([id, token]) => stored.get(id) !== token);
  if (lost.length) faults.push(`${lost.length} acknowledged bookings missing or changed on the promoted standby`);
  const tokens = run.stored.map((row) => row.booking_number);
  if (!tokens.every((token, i) => token === i + 1)) faults.push('the tokens are not 1 to the count, each once');
  const phones = new Set(run.stored.map((row) => row.phone_number));
  if (phones.size !== run.stored.length) faults.push(`${run.stored.length - phones.size} requests booked twice`);
  const wrong = [...run.statuses.keys()].filter((status) => status !== 200 && status !== 503);
  if (wrong.length) faults.push(`answers other than 200 and 503 during the takeover: ${wrong.join(', ')}`);
  if (run.unavailableWithoutRetryAfter)
    faults.push(`${run.unavailableWithoutRetryAfter} answers 503 without Retry-After`);
  const badRetries = [...run.retries.keys()].filter((outcome) => outcome !== '200' && outcome !== UNFINISHED);
  if (badRetries.length) faults.push(`retries with the same key answered ${badRetries.join(', ')}`);
  if (run.takeoverMs === null) faults.push(`no booking on the promoted standby within ${GIVE_UP_MS / 1000} s`);
  return faults;
}
