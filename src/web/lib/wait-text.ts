// A patient's wait as read: apart from format.ts, which the app's first download carries, since only the
// waiting-room screens need it.
import type { Language } from '../../shared/constants';
import { formatDuration } from './format';

/** "25 minutes", and from two hours on "16 hours 50 minutes" / "16 घंटे 50 मिनट". */
export function formatWait(minutes: number, lang: Language): string {
  if (minutes < 120) return formatDuration(minutes, 'minute', lang);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = formatDuration(hours, 'hour', lang);
  return rest === 0 ? hourText : `${hourText} ${formatDuration(rest, 'minute', lang)}`;
}
