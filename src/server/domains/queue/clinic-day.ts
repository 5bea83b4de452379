// A clinic's day in numbers (get-clinic-day-stats): counted from the day's bookings of one doctor and their
// payments, in the clinic's time zone. Pure: the rows in, the numbers out (clinic-day.test.ts).
import type { ClinicDayStats } from '../../../shared/contract/queue';
import type { PaymentMethod, Priority, TokenState } from '../../../shared/constants';
import { minutesNowIn } from '../../../shared/dates';

/** What the numbers need of one booking of the day (with a token). */
export interface DayBooking {
  type: string;
  status: 'Pending' | 'Approved' | 'Cancelled';
  token: TokenState;
  priority: Priority;
  arrived_at: string | null;
  called_at: string | null;
  done_at: string | null;
  payment_method: PaymentMethod | null;
  payment_amount: number | null;
}

const HALF_HOUR = 30;
const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** The middle value, or the mean of the middle two; rounded to whole minutes; null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value);
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Arrivals and calls per half hour of the clinic's day, from the first half hour with either to the last. */
function byHalfHour(bookings: readonly DayBooking[], timeZone: string): ClinicDayStats['by_half_hour'] {
  const slotOf = (at: string) => Math.floor(minutesNowIn(timeZone, new Date(at)) / HALF_HOUR);
  const arrived = bookings.flatMap((b) => (b.arrived_at ? [slotOf(b.arrived_at)] : []));
  const called = bookings.flatMap((b) => (b.called_at ? [slotOf(b.called_at)] : []));
  const all = [...arrived, ...called];
  if (!all.length) return [];
  const rows: ClinicDayStats['by_half_hour'] = [];
  for (let slot = Math.min(...all); slot <= Math.max(...all); slot += 1) {
    rows.push({
      from: clock(slot * HALF_HOUR),
      arrived: arrived.filter((s) => s === slot).length,
      called: called.filter((s) => s === slot).length,
    });
  }
  return rows;
}

export function clinicDayStats(bookings: readonly DayBooking[], timeZone: string): ClinicDayStats {
  const kept = bookings.filter((b) => b.status !== 'Cancelled');
  const seen = kept.filter((b) => b.token === 'Done');
  const missed = kept.filter((b) => b.token === 'Missed');
  const waits = kept.flatMap((b) =>
    b.arrived_at && b.called_at && b.called_at >= b.arrived_at ? [minutesBetween(b.arrived_at, b.called_at)] : [],
  );
  const consults = seen.flatMap((b) => (b.called_at && b.done_at ? [minutesBetween(b.called_at, b.done_at)] : []));
  const paid = (method: PaymentMethod) => bookings.filter((b) => b.payment_method === method);
  const settled = seen.length + missed.length;
  return {
    tokens: kept.length,
    online: kept.filter((b) => b.type !== 'Manual').length,
    desk: kept.filter((b) => b.type === 'Manual').length,
    arrived: kept.filter((b) => b.arrived_at !== null).length,
    seen: seen.length,
    missed: missed.length,
    cancelled: bookings.length - kept.length,
    priority: kept.filter((b) => b.priority !== 'None').length,
    median_wait_minutes: median(waits),
    median_consult_minutes: median(consults),
    no_show_rate: settled ? Math.round((missed.length / settled) * 100) / 100 : null,
    collected: {
      cash: paid('Cash').reduce((sum, b) => sum + (b.payment_amount ?? 0), 0),
      upi: paid('UPI').reduce((sum, b) => sum + (b.payment_amount ?? 0), 0),
      free: paid('Free').length,
    },
    by_half_hour: byHalfHour(kept, timeZone),
  };
}
