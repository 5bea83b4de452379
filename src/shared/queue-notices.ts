// The doctor's ready-made running-late notices. A doctor picks one in their own language; the notice is
// stored as that text, and every reader (a patient's screen, a push, the board) reads a ready-made one in
// their own language. A notice the doctor typed is shown as typed.
import type { Language } from './constants';

export const QUEUE_NOTICES = [
  { en: 'Doctor is in surgery', hi: 'डॉक्टर ऑपरेशन में हैं' },
  { en: 'Starting late today', hi: 'आज देर से शुरू होगा' },
] as const satisfies readonly Record<Language, string>[];

/** The ready-made notice this text is, in either language, if it is one. */
export function readyMadeNotice(notice: string): Record<Language, string> | undefined {
  const text = notice.trim();
  return QUEUE_NOTICES.find((known) => known.en === text || known.hi === text);
}

/** A notice as a reader of `lang` reads it: a ready-made one in that language, any other as typed. */
export function noticeIn(notice: string, lang: Language): string {
  return readyMadeNotice(notice)?.[lang] ?? notice;
}
