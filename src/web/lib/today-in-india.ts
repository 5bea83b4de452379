import { DEFAULT_TIME_ZONE, todayIn } from '../../shared/dates';

/** Today in India, yyyy-mm-dd: the booking and delivery forms' default and earliest date. */
export function todayInIndia(): string {
  return todayIn(DEFAULT_TIME_ZONE);
}
