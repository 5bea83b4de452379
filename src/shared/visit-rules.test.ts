import { describe, expect, it } from 'vitest';
import { awaitsDecision, countsInDay, mayReschedule, tokenMovesFrom } from './visit-rules';

describe('the visit rules the server enforces and the screens offer', () => {
  it('moves a token In or Skip while waiting, Out only once called in, and a skipped one back in', () => {
    expect(tokenMovesFrom('Pending')).toEqual(['Live', 'Skipped']);
    expect(tokenMovesFrom('Live')).toEqual(['Done']);
    expect(tokenMovesFrom('Skipped')).toEqual(['Live']);
    expect(tokenMovesFrom('Done')).toEqual([]);
  });

  it('takes Accept or Cancel, and a move to another day, only before the patient is called', () => {
    expect(awaitsDecision({ status: 'Pending', token: 'Pending' })).toBe(true);
    for (const token of ['Live', 'Done', 'Skipped'] as const) {
      expect(awaitsDecision({ status: 'Pending', token })).toBe(false);
      expect(mayReschedule({ status: 'Approved', token, slot: 'Morning' })).toBe(false);
    }
    expect(awaitsDecision({ status: 'Approved', token: 'Pending' })).toBe(false);
    expect(mayReschedule({ status: 'Approved', token: 'Pending', slot: 'Morning' })).toBe(true);
    expect(mayReschedule({ status: 'Cancelled', token: 'Pending', slot: 'Morning' })).toBe(false);
    expect(mayReschedule({ status: 'Pending', token: 'Pending', slot: null })).toBe(false);
  });

  it('counts a day without its cancelled bookings', () => {
    expect(
      [{ status: 'Pending' }, { status: 'Approved' }, { status: 'Cancelled' }].filter((b) =>
        countsInDay(b as { status: 'Pending' }),
      ),
    ).toHaveLength(2);
  });
});
