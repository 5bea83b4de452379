import { describe, expect, it } from 'vitest';
import { minutesNowIn, todayInClinic } from '../../../shared/dates';
import type { SlotRule } from '../doctors/service';
import { slotStateOf } from './slot-state';

const everyDayButSunday = {
  Sunday: false,
  Monday: true,
  Tuesday: true,
  Wednesday: true,
  Thursday: true,
  Friday: true,
  Saturday: true,
};
const evening: SlotRule = {
  open: '17:00',
  close: '21:00',
  capacity: 20,
  deskPlaces: 0,
  active: true,
  sitting: everyDayButSunday,
};
// 2026-11-23 is a Monday, 2026-11-22 a Sunday.
const monday = { today: '2026-11-23', minutes: 10 * 60 };

describe('slotStateOf', () => {
  it('is open on a sitting day before closing time with tokens left', () => {
    expect(slotStateOf(evening, '2026-11-23', monday, 0)).toBe('open');
    expect(slotStateOf(evening, '2026-11-24', monday, 19)).toBe('open');
  });
  it('closes when full', () => {
    expect(slotStateOf(evening, '2026-11-24', monday, 20)).toBe('full');
  });
  it("closes today's slot once its closing time has passed", () => {
    expect(slotStateOf(evening, '2026-11-23', { ...monday, minutes: 21 * 60 }, 0)).toBe('over');
    // Over wins over full: the patient is told the slot is over, not that it is full.
    expect(slotStateOf(evening, '2026-11-23', { ...monday, minutes: 21 * 60 }, 20)).toBe('over');
    expect(slotStateOf(evening, '2026-11-23', { ...monday, minutes: 20 * 60 + 59 }, 0)).toBe('open');
    // Tomorrow's same slot is still open.
    expect(slotStateOf(evening, '2026-11-24', { ...monday, minutes: 23 * 60 }, 0)).toBe('open');
  });
  it('is closed on a day the doctor does not sit, in the past, far ahead, or when inactive', () => {
    expect(slotStateOf(evening, '2026-11-29', monday, 0)).toBe('not-sitting');
    expect(slotStateOf(evening, '2026-11-22', monday, 0)).toBe('unavailable');
    expect(slotStateOf(evening, '2027-06-01', monday, 0)).toBe('unavailable');
    expect(slotStateOf({ ...evening, active: false }, '2026-11-24', monday, 0)).toBe('unavailable');
  });
  it('uses India Standard Time whatever the machine zone: 20:00 UTC is already tomorrow 01:30 in IST', () => {
    const at = new Date('2026-11-23T20:00:00Z');
    expect(todayInClinic('Asia/Kolkata', at)).toBe('2026-11-24');
    expect(minutesNowIn('Asia/Kolkata', at)).toBe(90);
    expect(todayInClinic('UTC', at)).toBe('2026-11-23');
  });
});
