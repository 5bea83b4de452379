import { describe, expect, it } from 'vitest';
import {
  ANY_DAY,
  BOOKING_HORIZON_DAYS,
  bookableDays,
  bookingDayRefusal,
  bookingDayState,
  closeOf,
  dayHours,
  firstBookableDay,
  slotHours,
} from './booking-days';
import { addDays } from './dates';
import { fillMessage, MESSAGES } from './messages';

// 2026-11-23 is a Monday, 2026-11-29 a Sunday.
const MONDAY = '2026-11-23';
const at = (hhmm: string) => ({ today: MONDAY, minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) });
const butSunday = (day: string) => day !== 'Sunday';
const morningCounter = slotHours('13:00', butSunday);
const doctorsDay = dayHours('21:00', butSunday);

describe('bookingDayState', () => {
  it("is open today until the hour closes, then over; tomorrow's is open", () => {
    expect(bookingDayState(morningCounter, MONDAY, at('12:59'))).toBe('open');
    expect(bookingDayState(morningCounter, MONDAY, at('13:00'))).toBe('over');
    expect(bookingDayState(morningCounter, MONDAY, at('22:59'))).toBe('over');
    expect(bookingDayState(morningCounter, '2026-11-24', at('22:59'))).toBe('open');
    expect(bookingDayState(doctorsDay, MONDAY, at('20:59'))).toBe('open');
    expect(bookingDayState(doctorsDay, MONDAY, at('21:00'))).toBe('over');
  });

  it('refuses a day past, beyond the horizon or not sat, before asking the clock', () => {
    expect(bookingDayState(morningCounter, '2026-11-22', at('09:00'))).toBe('past');
    expect(bookingDayState(ANY_DAY, addDays(MONDAY, BOOKING_HORIZON_DAYS), at('09:00'))).toBe('open');
    expect(bookingDayState(ANY_DAY, addDays(MONDAY, BOOKING_HORIZON_DAYS + 1), at('09:00'))).toBe('too-far');
    expect(bookingDayState(morningCounter, '2026-11-29', at('09:00'))).toBe('not-sitting');
  });

  it('never closes a day whose hours are not known', () => {
    expect(bookingDayState(ANY_DAY, MONDAY, at('23:59'))).toBe('open');
    expect(bookingDayState(ANY_DAY, '2026-11-22', at('23:59'))).toBe('past');
  });
});

describe('bookingDayRefusal', () => {
  it("says why in the server's words: a slot over, the doctor's day over, not a sitting day, past, too far", () => {
    expect(bookingDayRefusal(morningCounter, MONDAY, at('22:59'))).toBe(MESSAGES.slotOver);
    expect(bookingDayRefusal(doctorsDay, MONDAY, at('22:59'))).toBe(MESSAGES.doctorDayOver);
    expect(bookingDayRefusal(doctorsDay, '2026-11-29', at('09:00'))).toBe(MESSAGES.notSittingDay);
    expect(bookingDayRefusal(doctorsDay, '2026-11-22', at('09:00'))).toBe(MESSAGES.dateInPast);
    expect(bookingDayRefusal(doctorsDay, '2027-06-01', at('09:00'))).toBe(
      fillMessage(MESSAGES.dateTooFar, { days: BOOKING_HORIZON_DAYS }),
    );
    expect(bookingDayRefusal(doctorsDay, MONDAY, at('09:00'))).toBeNull();
  });
});

describe('the days a form offers', () => {
  it('starts today while it is open, else on the next day the doctor sits', () => {
    expect(firstBookableDay(morningCounter, at('10:00'))).toBe(MONDAY);
    expect(firstBookableDay(morningCounter, at('22:59'))).toBe('2026-11-24');
    // Saturday evening: Sunday is not sat, so Monday.
    expect(firstBookableDay(morningCounter, { today: '2026-11-28', minutes: 23 * 60 })).toBe('2026-11-30');
  });

  it('lists the next days that can be booked, without an over today or a day not sat', () => {
    expect(bookableDays(morningCounter, { today: '2026-11-28', minutes: 14 * 60 }, 3)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(bookableDays(morningCounter, { today: '2026-11-28', minutes: 9 * 60 }, 2)).toEqual([
      '2026-11-28',
      '2026-11-30',
    ]);
    // A doctor who sits on no day has none; the form then starts tomorrow and the field says why.
    const never = slotHours('13:00', () => false);
    expect(bookableDays(never, at('09:00'), 3)).toEqual([]);
    expect(firstBookableDay(never, at('09:00'))).toBe('2026-11-24');
  });
});

describe('closeOf', () => {
  it("reads the closing hour of a timing 'hh:mm-hh:mm', or null", () => {
    expect(closeOf('09:00-13:00')).toBe('13:00');
    expect(closeOf('17:00 - 23:59')).toBe('23:59');
    expect(closeOf('')).toBeNull();
    expect(closeOf('09:00-late')).toBeNull();
  });
});
