import { describe, expect, it } from 'vitest';
import { bookedForOf, personFromParam } from './booked-for';

describe('bookedForOf', () => {
  it('reads a member first, then Self from the type or patient_type, and anything else as someone else', () => {
    expect(bookedForOf({ type: 'Other', family_member_id: 7 })).toBe(7);
    expect(bookedForOf({ type: 'Self', family_member_id: null })).toBe('Self');
    expect(bookedForOf({ patient_type: 'Self', family_member_id: null })).toBe('Self');
    expect(bookedForOf({ type: 'Other', family_member_id: null })).toBe('Other');
    // The doctor's walk-in or follow-up is nobody's own booking.
    expect(bookedForOf({ type: 'Manual', family_member_id: null })).toBe('Other');
  });
});

describe('personFromParam', () => {
  it('takes Myself or a member id, and treats anything else as everyone', () => {
    expect(personFromParam('Myself')).toBe('Myself');
    expect(personFromParam('12')).toBe(12);
    for (const value of [null, '', 'Everyone', '0', '-3', 'myself', '1.5'])
      expect(personFromParam(value), String(value)).toBe('Everyone');
  });
});
