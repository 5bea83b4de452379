// The words "Read aloud" says, in the screen's language: a token's place in the queue ("Your token is 14. Now
// serving 9. About 25 minutes.") and a booking just confirmed. Kept apart from React so both languages are
// unit-tested; the screen's own lines are reused where they read well aloud.
import type { Language } from '../../shared/constants';
import { noticeIn } from '../../shared/queue-notices';
import { formatDuration } from './format';
import type { TFunction } from './i18n';
import { TURN_TEXTS, type ProgressView } from './progress-text';
import { formatWait } from './wait-text';

/** A line as a spoken sentence: ended with its language's full stop unless it ends with one already. */
function sentence(text: string, lang: Language): string {
  const line = text.trim();
  return /[.!?।]$/.test(line) ? line : `${line}${lang === 'hi' ? '।' : '.'}`;
}

const spoken = (lines: string[], lang: Language) => lines.map((line) => sentence(line, lang)).join(' ');

/**
 * A token's place in the queue: the token, then its turn once called, else who is in and about how long,
 * and the doctor's delay and message while the patient waits (the view of lib/progress-text.ts).
 */
export function tokenWords(t: TFunction, lang: Language, token: number, view: ProgressView): string {
  const lines = [t('readAloud.yourToken', { number: token })];
  if (view.turn) lines.push(t(TURN_TEXTS[view.turn]));
  else if (view.serving?.kind === 'in') lines.push(t('readAloud.nowServing', { number: view.serving.number }));
  else if (view.serving?.kind === 'over') lines.push(t('visit.over', { number: view.serving.number }));
  else if (view.serving?.kind === 'notStarted') lines.push(t('queueProgress.notStarted'));
  if (view.wait) lines.push(t('readAloud.about', { duration: formatWait(view.wait.minutes, lang) }));
  if (view.delayMinutes > 0)
    lines.push(t('queueProgress.late', { duration: formatDuration(view.delayMinutes, 'minute', lang) }));
  if (view.notice) lines.push(t('queueProgress.notice', { notice: noticeIn(view.notice, lang) }));
  return spoken(lines, lang);
}

/** A booking just confirmed: its token (when it has one), then the doctor, the day and the slot as read on screen. */
export function bookingWords(
  t: TFunction,
  lang: Language,
  booking: { token: number | null; doctor: string; date: string; slot: string },
): string {
  const lines = booking.token === null ? [] : [t('readAloud.yourToken', { number: booking.token })];
  lines.push(t('readAloud.booking', { doctor: booking.doctor, date: booking.date, slot: booking.slot }));
  return spoken(lines, lang);
}
