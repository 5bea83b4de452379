import { describe, expect, it } from 'vitest';
import { minutesNowIn, todayInClinic } from './dates';

describe('todayInClinic and minutesNowIn', () => {
  it('answer the date and time in India whatever the machine zone, across midnight', () => {
    // 18:29 UTC is 23:59 in India; a minute later India is on the next day.
    expect(todayInClinic('Asia/Kolkata', new Date('2026-11-22T18:29:30Z'))).toBe('2026-11-22');
    expect(minutesNowIn('Asia/Kolkata', new Date('2026-11-22T18:29:30Z'))).toBe(23 * 60 + 59);
    expect(todayInClinic('Asia/Kolkata', new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(minutesNowIn('Asia/Kolkata', new Date('2026-11-22T18:30:00Z'))).toBe(0);
  });

  it('keep each zone apart within the same minute', () => {
    const at = new Date('2026-11-22T20:00:00Z');
    expect(todayInClinic('Asia/Kolkata', at)).toBe('2026-11-23');
    expect(todayInClinic('America/New_York', at)).toBe('2026-11-22');
    expect(minutesNowIn('Asia/Kolkata', at)).toBe(1 * 60 + 30);
    expect(minutesNowIn('America/New_York', at)).toBe(15 * 60);
  });

  it('follow the clock when it moves back and forth', () => {
    expect(minutesNowIn('Asia/Kolkata', new Date('2026-11-22T04:00:00Z'))).toBe(9 * 60 + 30);
    expect(minutesNowIn('Asia/Kolkata', new Date('2026-11-21T04:01:00Z'))).toBe(9 * 60 + 31);
    expect(todayInClinic('Asia/Kolkata', new Date('2026-11-21T04:01:59Z'))).toBe('2026-11-21');
    expect(todayInClinic('Asia/Kolkata', new Date('2026-11-22T04:00:00Z'))).toBe('2026-11-22');
  });
});
