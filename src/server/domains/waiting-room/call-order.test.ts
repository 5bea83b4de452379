import { describe, expect, it } from 'vitest';
import type { Priority, TokenState } from '../../../shared/constants';
import { SlotFloor, type FloorToken } from './call-order';

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
    called_at: spec.called || (spec.token && spec.token !== 'Pending' && spec.token !== 'Missed' && spec.token !== 'Skipped') ? '2026-11-23T04:30:00Z' : null,
    arrived_at: spec.arrived ? '2026-11-23T04:00:00Z' : null,
    passed: spec.passed ? 1 : 0,
    rejoins_after: spec.rejoinsAfter ?? null,
    priority: spec.priority ?? 'None',
  }));

const numbers = (tokens: readonly FloorToken[]) => tokens.map((t) => t.booking_number);
const HERE: Spec = { arrived: true };

describe('the call order', () => {
  it('calls arrived priority tokens first by number, then arrived tokens by number, never one not arrived or not waiting', () => {
    const floor = new SlotFloor(slot({ token: 'Done' }, HERE, {}, { ...HERE, priority: 'Emergency' }, HERE, { ...HERE, priority: 'Senior' }, { priority: 'Child' }, { token: 'Missed' }, { token: 'Skipped', arrived: true }), 2);
    expect(numbers(floor.order)).toEqual([4, 6, 2, 5]);
    expect(floor.next()?.booking_number).toBe(4);
  });

  it('calls a late patient once the slot has had its calls, before the numbers, and rather than nobody', () => {
    // Three calls made (1, 2, 4); 3 came late and is due after the fifth.
    const tokens = slot({ token: 'Done' }, { token: 'Done' }, { arrived: true, passed: true, rejoinsAfter: 5 }, { token: 'Live' }, HERE, HERE, HERE);
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
