import { describe, expect, it } from 'vitest';
import { formatWait } from './wait-text';

describe('a wait as read', () => {
  it('is in minutes, and a long one in hours and minutes', () => {
    expect(formatWait(25, 'en')).toBe('25 minutes');
    expect(formatWait(119, 'hi')).toBe('119 मिनट');
    expect(formatWait(120, 'en')).toBe('2 hours');
    expect(formatWait(1010, 'en')).toBe('16 hours 50 minutes');
    expect(formatWait(1010, 'hi')).toBe('16 घंटे 50 मिनट');
  });
});
