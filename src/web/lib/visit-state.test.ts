import { describe, expect, it } from 'vitest';
import { visitState } from './visit-state';

describe('visitState', () => {
  it('says the booking status while the token waits, and what became of the visit once called', () => {
    expect(visitState({ status: 'Pending', token: 'Pending' })).toBe('Pending');
    expect(visitState({ status: 'Approved', token: 'Pending' })).toBe('Approved');
    expect(visitState({ status: 'Cancelled', token: 'Pending' })).toBe('Cancelled');
    expect(visitState({ status: 'Approved', token: 'Live' })).toBe('Live');
    expect(visitState({ status: 'Approved', token: 'Done' })).toBe('Done');
    expect(visitState({ status: 'Approved', token: 'Skipped' })).toBe('Skipped');
  });

  it('never says Pending for a visit called while it was Pending (rows written before calling accepted)', () => {
    expect(visitState({ status: 'Pending', token: 'Done' })).toBe('Done');
    expect(visitState({ status: 'Pending', token: 'Live' })).toBe('Live');
  });
});
