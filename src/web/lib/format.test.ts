import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatExperience,
  formatNumber,
  formatTime,
  formatTimeRange,
} from './format';

describe('what a person reads', () => {
  it('shows every date one way, in each language, whatever wire format it came in', () => {
    for (const wire of ['2026-11-23', '23-11-2026', '23-11-2026 ']) {
      expect(formatDate(wire, 'en')).toBe('Mon, 23 Nov 2026');
      expect(formatDate(wire, 'hi')).toBe('सोमवार, 23 नवंबर 2026');
    }
    // An instant is read in India time: 20:00 UTC is already the next day there.
    expect(formatDate(new Date('2026-11-22T20:00:00Z'), 'en')).toBe('Mon, 23 Nov 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    // Hindi dates are written in whole words: no month or weekday abbreviated with ॰ (read as a degree sign).
    for (let day = 1; day <= 365; day += 7) {
      expect(formatDate(new Date(Date.UTC(2026, 0, day, 6)), 'hi')).not.toMatch(/॰|\.\s/);
    }
  });

  it('shows times with the part of the day in Hindi', () => {
    expect(formatTime('16:15', 'en')).toBe('4:15 pm');
    expect(formatTime('16:15', 'hi')).toBe('शाम 4:15');
    expect(formatTime('09:05', 'hi')).toBe('सुबह 9:05');
    expect(formatDateTime(new Date('2026-11-23T10:45:00Z'), 'en')).toBe('Mon, 23 Nov 2026, 4:15 pm');
  });

  it('formats numbers and durations for the language', () => {
    expect(formatNumber(123456, 'en')).toBe('1,23,456');
    expect(formatNumber(123456, 'hi')).toBe('1,23,456');
    expect(formatDuration(15, 'year', 'en')).toBe('15 years');
    expect(formatDuration(15, 'year', 'hi')).toBe('15 साल');
    expect(formatDuration(1, 'year', 'en')).toBe('1 year');
    expect(formatExperience('15 years', 'hi')).toBe('15 साल');
    expect(formatExperience('15', 'en')).toBe('15 years');
    expect(formatExperience('since 2009', 'hi')).toBe('since 2009');
    expect(formatTimeRange('09:00-13:00', 'en')).toBe('9:00 am – 1:00 pm');
    expect(formatTimeRange('09:00-13:00', 'hi')).toBe('सुबह 9:00 – दोपहर 1:00');
  });
});
