import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Priority, TokenState } from '../../../shared/constants';
import { callsMade, dependsOnCalls, nextCall, SlotFloor, type FloorToken } from './call-order';

interface Spec {
  token?: TokenState;
  arrived?: boolean;
  passed?: boolean;
  rejoinsAfter?: number;
  priority?: Priority;
  called?: boolean;
}

/** A slot's tokens 1, 2, 3... as described. */
const slot = (...specs: Spec[]): FloorToken[] =>
  specs.map((spec, i) => ({
    id: 100 + i,
    booking_number: i + 1,
    token: spec.token ?? 'Pending',
    called_at:
      spec.called || (spec.token && spec.token !== 'Pending' && spec.token !== 'Missed' && spec.token !== 'Skipped')
        ? '2026-11-23T04:30:00Z'
        : null,
    arrived_at: spec.arrived ? '2026-11-23T04:00:00Z' : null,
    passed: spec.passed ? 1 : 0,
    rejoins_after: spec.rejoinsAfter ?? null,
    priority: spec.priority ?? 'None',
  }));

/** A random token of a slot, for the properties below. */
const token = fc.record({
  token: fc.constantFrom<TokenState>('Pending', 'Pending', 'Pending', 'Live', 'Done', 'Skipped', 'Missed'),
  arrived: fc.boolean(),
  passed: fc.boolean(),
  rejoinsAfter: fc.nat(12),
  priority: fc.constantFrom<Priority>('None', 'None', 'None', 'Senior', 'Emergency'),
  called: fc.boolean(),
});
/** Random slots with the doctor's late_rejoin_after. */
const slots = () =>
  fc.tuple(
    fc
      .array(token, { maxLength: 40 })
      .map((specs) => slot(...specs.map((s) => ({ ...s, rejoinsAfter: s.passed ? s.rejoinsAfter : undefined })))),
    fc.nat(10),
  );

const numbers = (tokens: readonly FloorToken[]) => tokens.map((t) => t.booking_number);
const HERE: Spec = { arrived: true };

describe('the call order', () => {
  it('calls arrived priority tokens first by number, then arrived tokens by number, never one not arrived or not waiting', () => {
    const floor = new SlotFloor(
      slot(
        { token: 'Done' },
        HERE,
        {},
        { ...HERE, priority: 'Emergency' },
        HERE,
        { ...HERE, priority: 'Senior' },
        { priority: 'Child' },
        { token: 'Missed' },
        { token: 'Skipped', arrived: true },
      ),
      2,
    );
    expect(numbers(floor.order)).toEqual([4, 6, 2, 5]);
    expect(floor.next()?.booking_number).toBe(4);
  });

  it('calls a late patient once the slot has had its calls, before the numbers, and rather than nobody', () => {
    // Three calls made (1, 2, 4); 3 came late and is due after the fifth.
    const tokens = slot(
      { token: 'Done' },
      { token: 'Done' },
      { arrived: true, passed: true, rejoinsAfter: 5 },
      { token: 'Live' },
      HERE,
      HERE,
      HERE,
    );
    expect(numbers(new SlotFloor(tokens, 2).order)).toEqual([5, 6, 3, 7]);
    const alone = slot({ token: 'Done' }, { arrived: true, passed: true, rejoinsAfter: 9 });
    expect(numbers(new SlotFloor(alone, 2).order)).toEqual([2]);
  });
});

describe('passing', () => {
  it('passes the absent tokens below a call in turn, none below one out of turn or a late one, and none twice', () => {
    const tokens = slot({}, { passed: true }, {}, HERE, { ...HERE, priority: 'Senior' });
    const floor = new SlotFloor(tokens, 2);
    expect(numbers(floor.passedBy(tokens[3]!))).toEqual([1, 3]);
    // The senior citizen 5 goes before 4, who is here: nobody's turn has come.
    expect(floor.passedBy(tokens[4]!)).toEqual([]);
    const late = slot({}, { arrived: true, passed: true, rejoinsAfter: 0 });
    expect(new SlotFloor(late, 2).passedBy(late[1]!)).toEqual([]);
  });
});

describe('the patients before a token', () => {
  const tokens = slot({ token: 'Live' }, HERE, {}, HERE, { passed: true }, {}, { ...HERE, priority: 'Pregnant' });
  const floor = new SlotFloor(tokens, 2);
  it('are the one in, and for one arrived those called before it', () => {
    // Order: 7 (priority), 2, 4.
    expect(floor.ahead(tokens[6]!)).toBe(1);
    expect(floor.ahead(tokens[1]!)).toBe(2);
    expect(floor.ahead(tokens[3]!)).toBe(3 + 1); // 1 in, 7 and 2 called before, 3 not here yet
  });

  it('are, for one not arrived, those it would follow were it here now, and the absent ones below not passed', () => {
    // 6 would follow 7, 2 and 4; 3 is below it, not passed.
    expect(floor.ahead(tokens[5]!)).toBe(1 + 3 + 1);
    // 5 was passed: once here it follows two arrived patients.
    expect(floor.ahead(tokens[4]!)).toBe(1 + 2);
  });

  it('are none for a token not waiting', () => {
    expect(floor.ahead(tokens[0]!)).toBe(0);
  });
});

describe('the floor against the rule read step by step', () => {
  /** The rule as the decision states it, one token at a time: slow, plain, the reference. */
  function reference(queue: readonly FloorToken[], lateRejoinAfter: number) {
    const calls = queue.filter((t) => t.called_at !== null).length;
    const rank = (t: FloorToken, c: number): number[] => {
      if (t.priority !== 'None') return [1, t.booking_number, 0];
      if (t.passed !== 1) return [3, t.booking_number, 0];
      const due = t.rejoins_after ?? 0;
      return [due <= c ? 2 : 4, due, t.booking_number];
    };
    const before = (a: FloorToken, b: FloorToken, c: number) => {
      const [x, y] = [rank(a, c), rank(b, c)];
      for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i]! < y[i]!;
      return false;
    };
    const waiting = queue.filter((t) => t.token === 'Pending' && t.arrived_at !== null);
    const order: FloorToken[] = [];
    for (let c = calls; waiting.length; c += 1) {
      const next = waiting.reduce((first, t) => (before(t, first, c) ? t : first));
      order.push(next);
      waiting.splice(waiting.indexOf(next), 1);
    }
    const ahead = (b: FloorToken) => {
      if (b.token !== 'Pending') return 0;
      const inRoom = queue.filter((t) => t.token === 'Live').length;
      let called: number;
      if (b.arrived_at !== null) called = order.indexOf(b);
      else {
        const arriving = b.passed === 1 ? { ...b, rejoins_after: calls + lateRejoinAfter } : b;
        const step = order.findIndex((t, i) => before(arriving, t, calls + i));
        called = step === -1 ? order.length : step;
      }
      const below =
        b.passed === 1
          ? 0
          : queue.filter(
              (t) =>
                t !== b &&
                t.token === 'Pending' &&
                t.arrived_at === null &&
                t.passed !== 1 &&
                t.booking_number < b.booking_number &&
                (t.priority !== 'None' || b.priority === 'None'),
            ).length;
      return inRoom + called + below;
    };
    return { order, ahead };
  }

  it('calls in the same order and counts the same patients before every token', () => {
    fc.assert(
      fc.property(slots(), ([tokens, lateRejoinAfter]) => {
        const floor = new SlotFloor(tokens, lateRejoinAfter);
        const expected = reference(tokens, lateRejoinAfter);
        expect(numbers(floor.order)).toEqual(numbers(expected.order));
        for (const t of tokens) expect(floor.ahead(t), `token ${t.booking_number}`).toBe(expected.ahead(t));
      }),
      { numRuns: 500 },
    );
  });
});

describe('one call from the head of the slot', () => {
  /**
   * The head as Call next reads it (queue/repository.ts): the tokens in, the waiting ones out of turn, and the
   * waiting ones up to the lowest arrived in turn (all waiting ones when none has).
   */
  function headOf(queue: readonly FloorToken[]): FloorToken[] {
    const waiting = queue.filter((t) => t.token === 'Pending');
    const lowest = waiting
      .filter((t) => t.arrived_at !== null && t.priority === 'None' && t.passed !== 1)
      .reduce<number | null>((low, t) => (low === null || t.booking_number < low ? t.booking_number : low), null);
    return queue.filter(
      (t) =>
        t.token === 'Live' ||
        (t.token === 'Pending' &&
          (t.priority !== 'None' || t.passed === 1 || lowest === null || t.booking_number <= lowest)),
    );
  }

  it('calls and passes the tokens the whole slot’s floor would', () => {
    fc.assert(
      fc.property(slots(), ([tokens, lateRejoinAfter]) => {
        const floor = new SlotFloor(tokens, lateRejoinAfter);
        const next = floor.next();
        const head = headOf(tokens);
        // The count of calls as the head is read: only when the order depends on it, else 0.
        const call = nextCall(head, dependsOnCalls(head) ? callsMade(tokens) : 0, lateRejoinAfter);
        expect(call.called?.booking_number).toBe(next?.booking_number);
        expect(numbers(call.passed)).toEqual(next ? numbers(floor.passedBy(next)) : []);
      }),
      { numRuns: 1000 },
    );
  });
});
