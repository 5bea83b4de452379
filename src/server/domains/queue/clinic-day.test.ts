import { describe, expect, it } from 'vitest';
import { clinicDayStats, median, type DayBooking } from './clinic-day';

const TZ = 'Asia/Kolkata';
/** 2026-11-27 at hh:mm in the clinic (IST, UTC+5:30). */
const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+05:30`).toISOString();
const booking = (extra: Partial<DayBooking> = {}): DayBooking => ({
  type: 'Self',
  status: 'Approved',
  token: 'Pending',
  priority: 'None',
  arrived_at: null,
  called_at: null,
  done_at: null,
  payment_method: null,
  payment_amount: null,
  ...extra,
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two, in whole minutes; null for none', () => {
    expect(median([])).toBeNull();
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 2])).toBe(3);
    expect(median([1, 2])).toBe(2);
  });
});

describe('a clinic day in numbers', () => {
  it('counts tokens, arrivals, visits, misses and money, and leaves the cancelled out of all but their own count', () => {
    const day = [
      booking({
        arrived_at: at('09:05'),
        called_at: at('09:20'),
        done_at: at('09:30'),
        token: 'Done',
        payment_method: 'Cash',
        payment_amount: 300,
      }),
      booking({
        type: 'Manual',
        arrived_at: at('09:10'),
        called_at: at('09:31'),
        done_at: at('09:37'),
        token: 'Done',
        payment_method: 'UPI',
        payment_amount: 300,
        priority: 'Senior',
      }),
      booking({
        arrived_at: at('09:40'),
        called_at: at('09:45'),
        done_at: at('10:05'),
        token: 'Done',
        payment_method: 'Free',
        payment_amount: 0,
      }),
      booking({ arrived_at: at('10:02'), called_at: at('10:06'), token: 'Live' }),
      booking({ token: 'Missed' }),
      booking({ arrived_at: at('10:20') }),
      booking({ status: 'Cancelled', arrived_at: at('09:00'), priority: 'Pregnant' }),
    ];
    const stats = clinicDayStats(day, TZ);
    expect(stats).toMatchObject({
      tokens: 6,
      online: 5,
      desk: 1,
      arrived: 5,
      seen: 3,
      missed: 1,
      cancelled: 1,
      priority: 1,
    });
    // Waits 15, 21, 5, 4: the middle two 5 and 15.
    expect(stats.median_wait_minutes).toBe(10);
    // Consultations 10, 6, 20.
    expect(stats.median_consult_minutes).toBe(10);
    expect(stats.no_show_rate).toBe(0.25);
    expect(stats.collected).toEqual({ cash: 300, upi: 300, free: 1 });
    expect(stats.by_half_hour).toEqual([
      { from: '09:00', arrived: 2, called: 1 },
      { from: '09:30', arrived: 1, called: 2 },
      { from: '10:00', arrived: 2, called: 1 },
    ]);
  });

  it('has nothing to say of an empty day', () => {
    expect(clinicDayStats([], TZ)).toEqual({
      tokens: 0,
      online: 0,
      desk: 0,
      arrived: 0,
      seen: 0,
      missed: 0,
      cancelled: 0,
      priority: 0,
      median_wait_minutes: null,
      median_consult_minutes: null,
      no_show_rate: null,
      collected: { cash: 0, upi: 0, free: 0 },
      by_half_hour: [],
    });
  });
});
