import { describe, expect, it } from 'vitest';
import { endOfTurn } from './turn-end';

describe('endOfTurn', () => {
  it('gives every caller of one turn the same wait, so their answers go out together', async () => {
    const turn = endOfTurn();
    expect(endOfTurn()).toBe(turn);
    await turn;
  });

  it('ends after what this turn already queued, not at once; a later turn waits afresh', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('queued earlier in the turn'));
    const turn = endOfTurn();
    await turn.then(() => order.push('turn end'));
    expect(order).toEqual(['queued earlier in the turn', 'turn end']);
    const next = endOfTurn();
    expect(next).not.toBe(turn);
    await next;
  });
});
