// A doctor's sitting days (weekday -> 'True' | 'False'), as the government form uses them: which dates
// can be booked, the first one from a given day, and the next few for the quick-pick row.
import { addDays, weekdayOf } from '../../../shared/dates';

export type Sitting = Record<string, 'True' | 'False'>;

/** True when the doctor sits on that yyyy-mm-dd date. A record with no True day blocks every date. */
export function sitsOn(sitting: Sitting, ymd: string): boolean {
  return sitting[weekdayOf(ymd)] === 'True';
}

/** The next `count` sitting dates from `from` (included), looking at most five weeks ahead. */
export function nextSittingDays(sitting: Sitting, from: string, count: number): string[] {
  const days: string[] = [];
  for (let i = 0; i < 35 && days.length < count; i++) {
    const day = addDays(from, i);
    if (sitsOn(sitting, day)) days.push(day);
  }
  return days;
}

/** The first sitting date from `from` (the form's start date), or `from` itself when there is none. */
export function firstSittingDay(sitting: Sitting, from: string): string {
  return nextSittingDays(sitting, from, 1)[0] ?? from;
}
