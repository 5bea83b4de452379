import { describe, expect, it } from 'vitest';
import { bookingDayState } from '../../../shared/booking-days';
import { doctorDayHours, govCounterHours, type Sitting } from './booking-hours';

const monToSat: Sitting = {
  Sunday: 'False',
  Monday: 'True',
  Tuesday: 'True',
  Wednesday: 'True',
  Thursday: 'True',
  Friday: 'True',
  Saturday: 'True',
};
// 2026-11-23 is a Monday, 2026-11-29 a Sunday.
const mondayAt = (hour: number) => ({ today: '2026-11-23', minutes: hour * 60 });

describe('the hours of the outside-the-queue bookings', () => {
  it("close the government counter at 13:00 today, on the doctor's sitting days (any day before one is chosen)", () => {
    expect(bookingDayState(govCounterHours(monToSat), '2026-11-23', mondayAt(12))).toBe('open');
    expect(bookingDayState(govCounterHours(monToSat), '2026-11-23', mondayAt(13))).toBe('over');
    expect(bookingDayState(govCounterHours(monToSat), '2026-11-29', mondayAt(9))).toBe('not-sitting');
    expect(bookingDayState(govCounterHours(null), '2026-11-29', mondayAt(9))).toBe('open');
  });

  it("end an unregistered doctor's day at the close of its timing, and never when the timing cannot be read", () => {
    expect(bookingDayState(doctorDayHours(monToSat, '09:00-21:00'), '2026-11-23', mondayAt(20))).toBe('open');
    expect(bookingDayState(doctorDayHours(monToSat, '09:00-21:00'), '2026-11-23', mondayAt(21))).toBe('over');
    expect(bookingDayState(doctorDayHours(monToSat, ''), '2026-11-23', mondayAt(23))).toBe('open');
    expect(bookingDayState(doctorDayHours({}, '09:00-21:00'), '2026-11-24', mondayAt(9))).toBe('not-sitting');
  });
});
