import { describe, expect, it } from 'vitest';
import { firstSittingDay, nextSittingDays, sitsOn, type Sitting } from './sitting-days';

const monToSat: Sitting = {
  Sunday: 'False',
  Monday: 'True',
  Tuesday: 'True',
  Wednesday: 'True',
  Thursday: 'True',
  Friday: 'True',
  Saturday: 'True',
};

describe('sitting days', () => {
  it('skips the days the doctor does not sit', () => {
    // 2026-11-22 is a Sunday.
    expect(sitsOn(monToSat, '2026-11-22')).toBe(false);
    expect(sitsOn(monToSat, '2026-11-23')).toBe(true);
    expect(firstSittingDay(monToSat, '2026-11-22')).toBe('2026-11-23');
    expect(firstSittingDay(monToSat, '2026-11-21')).toBe('2026-11-21');
  });

  it('lists the next sitting dates', () => {
    expect(nextSittingDays(monToSat, '2026-11-21', 3)).toEqual(['2026-11-21', '2026-11-23', '2026-11-24']);
    expect(nextSittingDays({ Monday: 'True' }, '2026-11-22', 2)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('answers the start date when the doctor never sits', () => {
    expect(nextSittingDays({}, '2026-11-22', 7)).toEqual([]);
    expect(firstSittingDay({}, '2026-11-22')).toBe('2026-11-22');
  });
});
