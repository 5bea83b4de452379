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

/**
 * Whether the order of these tokens depends on the slot's count of calls: only the place of a late patient who has
 * arrived does (rank below), so without one the count need not be read.
 */
export function dependsOnCalls(tokens: readonly FloorToken[]): boolean {
  return tokens.some((t) => isWaiting(t) && hasArrived(t) && isLate(t));
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

/** How many of the sorted `values` are below `value`. */
function countBelow(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const byNumber = (a: FloorToken, b: FloorToken) => a.booking_number - b.booking_number;
const dueOf = (t: FloorToken) => t.rejoins_after ?? 0;

/**
 * A slot's floor: its arrived waiting tokens in the order they will be called, if nobody else arrives. Built
 * in one pass over three sorted lists (the priority tokens, the others in turn, the late ones by when they are
 * due), and read in logarithmic time, so the whole waiting room of a full slot is worked out on every change.
 */
export class SlotFloor<T extends FloorToken> {
  /** The arrived waiting tokens in call order: the first is called next. */
  readonly order: readonly T[];
  private readonly calls: number;
  private readonly inRoom: number;
  private readonly positionOf = new Map<T, number>();
  /** The numbers of the arrived priority tokens (called first, in this order). */
  private readonly priorityNumbers: number[];
  /** The order's positions of the tokens called in turn, and their numbers (rising). */
  private readonly turnPositions: number[] = [];
  private readonly turnNumbers: number[] = [];
  /** The first position of a late patient called before being due (nobody else left); the order's length if none. */
  private readonly firstLateWaiting: number;
  /** The numbers of the waiting tokens not arrived and not passed, and of those with priority (rising). */
  private readonly absentNumbers: number[];
  private readonly absentPriorityNumbers: number[];

  /**
   * `lateRejoinAfter`: the doctor's setting, for a passed token that would arrive now. `calls`: the slot's calls
   * so far, when `queue` is only the head of the slot (nextCall below).
   */
  constructor(
    private readonly queue: readonly T[],
    private readonly lateRejoinAfter: number,
    calls = callsMade(queue),
  ) {
    this.calls = calls;
    this.inRoom = queue.filter((t) => t.token === 'Live').length;
    const waiting = queue.filter(isWaiting);
    const here = waiting.filter(hasArrived);
    const priorities = here.filter(hasPriority).sort(byNumber);
    const inTurn = here.filter((t) => !hasPriority(t) && !isLate(t)).sort(byNumber);
    const late = here.filter((t) => !hasPriority(t) && isLate(t)).sort((a, b) => dueOf(a) - dueOf(b) || byNumber(a, b));
    const order: T[] = [];
    let firstLateWaiting = -1;
    let [p, n, l] = [0, 0, 0];
    while (order.length < here.length) {
      const calls = this.calls + order.length;
      if (p < priorities.length) order.push(priorities[p++]!);
      else if (l < late.length && dueOf(late[l]!) <= calls) order.push(late[l++]!);
      else if (n < inTurn.length) {
        this.turnPositions.push(order.length);
        this.turnNumbers.push(inTurn[n]!.booking_number);
        order.push(inTurn[n++]!);
      } else {
        if (firstLateWaiting === -1) firstLateWaiting = order.length;
        order.push(late[l++]!);
      }
    }
    order.forEach((t, i) => this.positionOf.set(t, i));
    this.order = order;
    this.priorityNumbers = priorities.map((t) => t.booking_number);
    this.firstLateWaiting = firstLateWaiting === -1 ? order.length : firstLateWaiting;
    const absent = waiting.filter((t) => !hasArrived(t) && !isLate(t)).sort(byNumber);
    this.absentNumbers = absent.map((t) => t.booking_number);
    this.absentPriorityNumbers = absent.filter(hasPriority).map((t) => t.booking_number);
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
    const below = this.queue.filter(
      (t) => t !== called && isWaiting(t) && !isLate(t) && t.booking_number < called.booking_number,
    );
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
    const called = hasArrived(booking) ? (this.positionOf.get(booking) ?? 0) : this.placeIfArrivedNow(booking);
    if (isLate(booking)) return this.inRoom + called;
    const below = countBelow(
      hasPriority(booking) ? this.absentPriorityNumbers : this.absentNumbers,
      booking.booking_number,
    );
    return this.inRoom + called + below;
  }

  /** How many arrived tokens would be called before `booking` were it to arrive now. */
  private placeIfArrivedNow(booking: T): number {
    // A priority token goes after the arrived priority tokens of lower numbers.
    if (hasPriority(booking)) return countBelow(this.priorityNumbers, booking.booking_number);
    if (!isLate(booking)) {
      // In turn: before the first token in turn of a higher number, or the first late patient not yet due.
      const above = countBelow(this.turnNumbers, booking.booking_number);
      return Math.min(this.turnPositions[above] ?? this.order.length, this.firstLateWaiting);
    }
    // A late patient arriving now is due after the doctor's few more calls (rare: read the order through).
    const arriving: T = { ...booking, rejoins_after: this.calls + this.lateRejoinAfter };
    const step = this.order.findIndex((t, i) => before(arriving, t, this.calls + i));
    return step === -1 ? this.order.length : step;
  }
}

/**
 * What one "Call next" does: the token it calls (undefined when no patient who arrived is waiting) and the
 * tokens that call passes, lowest number first. It needs only the head of the slot, not every token: the waiting tokens out of turn
 * (a priority, or passed), and the waiting tokens numbered up to the lowest arrived one in turn (every waiting
 * token when none has arrived in turn), with `calls`, the count of the whole slot's calls so far (callsMade).
 * The token called is an arrived one out of turn or that lowest one in turn, and a call passes the waiting
 * tokens below it only when none of them has arrived: they are below the lowest arrived one in turn, in the
 * head too. Other tokens may be in `head` as well.
 */
export function nextCall<T extends FloorToken>(
  head: readonly T[],
  calls: number,
  lateRejoinAfter: number,
): { called: T | undefined; passed: T[] } {
  const floor = new SlotFloor(head, lateRejoinAfter, calls);
  const called = floor.next();
  return { called, passed: called ? floor.passedBy(called).sort(byNumber) : [] };
}
