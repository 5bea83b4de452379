import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANY_DAY, slotHours } from '../../shared/booking-days';
import { MESSAGES } from '../../shared/messages';
import { dayRefusal, firstDayToBook, hoursOfSlot, nextDaysToBook, sitsOnDays, slotsOpenOn } from './booking-days';

// Monday 23 November 2026 at hh:mm in India (UTC+05:30), on the device's clock.
const setMondayAt = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  vi.useFakeTimers({ now: new Date(Date.UTC(2026, 10, 23, h, m) - 330 * 60_000) });
};
afterEach(() => vi.useRealTimers());

const SLOTS = [
  { slot: 'Morning', timing: '09:00-13:00' },
  { slot: 'Afternoon', timing: '13:00-17:00' },
  { slot: 'Evening', timing: '17:00-21:00' },
];
const butSunday = sitsOnDays({
  Sunday: 'False',
  Monday: 'True',
  Tuesday: 'True',
  Wednesday: 'True',
  Thursday: 'True',
  Friday: 'True',
  Saturday: 'True',
});

describe("a form's days and slots on the clinic's clock", () => {
  it("offers today's slots until each is over, and none at 22:59", () => {
    setMondayAt('14:00');
    expect(slotsOpenOn(SLOTS, '2026-11-23').map((s) => s.slot)).toEqual(['Afternoon', 'Evening']);
    setMondayAt('22:59');
    expect(slotsOpenOn(SLOTS, '2026-11-23')).toEqual([]);
    expect(slotsOpenOn(SLOTS, '2026-11-24').map((s) => s.slot)).toEqual(['Morning', 'Afternoon', 'Evening']);
    // A day past offers nothing; a Sunday the doctor does not sit neither.
    expect(slotsOpenOn(SLOTS, '2026-11-22')).toEqual([]);
    expect(slotsOpenOn(SLOTS, '2026-11-29', butSunday)).toEqual([]);
  });

  it('starts on today while one of the slots is open, else on the first day with one', () => {
    setMondayAt('20:59');
    expect(firstDayToBook(...SLOTS.map((s) => hoursOfSlot(s.timing)))).toBe('2026-11-23');
    setMondayAt('22:59');
    expect(firstDayToBook(...SLOTS.map((s) => hoursOfSlot(s.timing)))).toBe('2026-11-24');
    expect(firstDayToBook(slotHours('13:00', butSunday))).toBe('2026-11-24');
    // Nothing known yet: today.
    expect(firstDayToBook()).toBe('2026-11-23');
  });

  it('lists the next days without an over today', () => {
    setMondayAt('22:59');
    expect(nextDaysToBook(slotHours('13:00', butSunday), 6)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
    ]);
  });

  it("says why a day cannot be booked, in the server's words", () => {
    setMondayAt('22:59');
    expect(dayRefusal(hoursOfSlot('09:00-13:00'), '2026-11-23')).toBe(MESSAGES.slotOver);
    expect(dayRefusal(hoursOfSlot('09:00-13:00', butSunday), '2026-11-29')).toBe(MESSAGES.notSittingDay);
    expect(dayRefusal(ANY_DAY, '2026-11-22')).toBe(MESSAGES.dateInPast);
    expect(dayRefusal(ANY_DAY, '2026-11-23')).toBeNull();
  });
});
