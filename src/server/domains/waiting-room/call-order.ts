// Who is next on the OPD floor (docs/decisions/0045-who-is-next-on-the-opd-floor.md): the order "Call next"
// calls a slot's waiting tokens in, the tokens a call passes, and how many patients are before a token. Pure
// functions of a slot's tokens already read: no I/O.
//
// Only a waiting token whose patient has arrived is called, in this order:
//   1. a priority token (a senior citizen, a pregnant woman, ...), lowest number first;
//   2. a passed patient who arrived late, once the slot has had `rejoins_after` calls (lowest first);
//   3. the lowest number;
//   4. a late patient not yet due, rather than leave the doctor waiting.
// A call in the turn of the numbers passes the waiting tokens below it whose patients have not arrived.
import type { Priority, TokenState } from '../../../shared/constants';

/** What the floor reads of a token: never a name or any other personal detail. */
export interface FloorToken {
  id: number;
  booking_number: number;
  token: TokenState;
  called_at: string | null;
  arrived_at: string | null;
  /** 1 once passed while away. */
  passed: number;
  /** For a passed patient who arrived: the count of the slot's calls after which they are called. */
  rejoins_after: number | null;
  priority: Priority;
}

const hasArrived = (t: FloorToken) => t.arrived_at !== null;
const isWaiting = (t: FloorToken) => t.token === 'Pending';
const isLate = (t: FloorToken) => t.passed === 1;
const hasPriority = (t: FloorToken) => t.priority !== 'None';

/** How many of the slot's tokens have been called in so far (by "Call next" or the doctor's In). */
export function callsMade(queue: readonly FloorToken[]): number {
  return queue.filter((t) => t.called_at !== null).length;
}

/** Where a waiting token stands in the rule above when `calls` calls have been made: lower goes first. */
function rank(t: FloorToken, calls: number): [number, number, number] {
  if (hasPriority(t)) return [1, t.booking_number, 0];
  if (!isLate(t)) return [3, t.booking_number, 0];
  const due = t.rejoins_after ?? 0;
  return [due <= calls ? 2 : 4, due, t.booking_number];
}

function before(a: FloorToken, b: FloorToken, calls: number): boolean {
  const [x, y] = [rank(a, calls), rank(b, calls)];
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
}

/** The first of `tokens` by the rule, after `calls` calls. */
function firstOf<T extends FloorToken>(tokens: readonly T[], calls: number): T | undefined {
  let first: T | undefined;
  for (const t of tokens) if (!first || before(t, first, calls)) first = t;
  return first;
}

/** A slot's floor: its arrived waiting tokens in the order they will be called, if nobody else arrives. */
export class SlotFloor<T extends FloorToken> {
  /** The arrived waiting tokens in call order: the first is called next. */
  readonly order: readonly T[];
  private readonly calls: number;

  /** `lateRejoinAfter`: the doctor's setting, for a passed token that would arrive now. */
  constructor(
    private readonly queue: readonly T[],
    private readonly lateRejoinAfter: number,
  ) {
    this.calls = callsMade(queue);
    const waiting = queue.filter((t) => isWaiting(t) && hasArrived(t));
    const order: T[] = [];
    for (let calls = this.calls; waiting.length > 0; calls += 1) {
      const next = firstOf(waiting, calls)!;
      order.push(next);
      waiting.splice(waiting.indexOf(next), 1);
    }
    this.order = order;
  }

  /** The token "Call next" calls now; undefined when no patient who arrived is waiting. */
  next(): T | undefined {
    return this.order[0];
  }

  /**
   * The tokens a call of `called` passes: when it is called in the turn of the numbers (no arrived token below
   * it still waits, and it is not a late patient), the waiting tokens below it whose patients have not
   * arrived and were not passed before. A priority called before lower arrived tokens passes nobody.
   */
  passedBy(called: T): T[] {
    if (isLate(called)) return [];
    const below = this.queue.filter((t) => t !== called && isWaiting(t) && !isLate(t) && t.booking_number < called.booking_number);
    if (below.some(hasArrived)) return [];
    return below;
  }

  /**
   * The patients to be seen before a waiting token: the one in with the doctor, the arrived tokens called
   * before it (for one not arrived: were it to arrive now), and the tokens below it not yet arrived nor
   * passed, who come before it if they arrive. 0 for a token not waiting.
   */
  ahead(booking: T): number {
    if (!isWaiting(booking)) return 0;
    const inRoom = this.queue.filter((t) => t.token === 'Live').length;
    const called = hasArrived(booking) ? this.order.indexOf(booking) : this.placeIfArrivedNow(booking);
    const absentBelow = isLate(booking)
      ? 0
      : this.queue.filter(
          (t) => t !== booking && isWaiting(t) && !hasArrived(t) && !isLate(t) && t.booking_number < booking.booking_number && (hasPriority(t) || !hasPriority(booking)),
        ).length;
    return inRoom + Math.max(0, called) + absentBelow;
  }

  /** How many arrived tokens would be called before `booking` were it to arrive now. */
  private placeIfArrivedNow(booking: T): number {
    const arriving: T = isLate(booking) ? { ...booking, rejoins_after: this.calls + this.lateRejoinAfter } : booking;
    const step = this.order.findIndex((t, i) => before(arriving, t, this.calls + i));
    return step === -1 ? this.order.length : step;
  }
}
