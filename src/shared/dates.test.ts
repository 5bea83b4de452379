import { describe, expect, it } from 'vitest';
import { addYears, clockTimeIn, daysBetween, minutesNowIn, startOfDayIn, todayInClinic } from './dates';

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

describe('clockTimeIn, startOfDayIn and daysBetween', () => {
  it("answer the clinic's clock time and its midnight whatever the machine zone", () => {
    expect(clockTimeIn('Asia/Kolkata', new Date('2026-11-23T04:35:59Z'))).toBe('10:05');
    expect(clockTimeIn('Asia/Kolkata', new Date('2026-11-22T18:30:00Z'))).toBe('00:00');
    expect(startOfDayIn('Asia/Kolkata', '2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    // New York's day of the change to winter time begins before it, at the summer offset.
    expect(startOfDayIn('America/New_York', '2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('America/New_York', '2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('count whole days between dates, across months and backwards', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2026-11-30', '2026-12-02')).toBe(2);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  });

  it('move a date by whole years, either way, 29 February to 1 March in a year without one', () => {
    expect(addYears('2026-11-23', 3)).toBe('2029-11-23');
    expect(addYears('2026-11-23', -3)).toBe('2023-11-23');
    expect(addYears('2028-02-29', 3)).toBe('2031-03-01');
  });
});
