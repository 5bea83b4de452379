// How a person reads dates, times, numbers and durations, in the chosen language, through Intl: one
// date format everywhere ("Mon, 23 Nov 2026" / "सोमवार, 23 नवंबर 2026", shared/dates.ts), times with
// the day's part in Hindi ("4:15 pm" / "शाम 4:15"), Western digits in both languages
// (docs/hindi-words.md). Wire values stay as sent.
import type { Language } from '../../shared/constants';
import { dateInWords, READING_LOCALE, timeInWords, wireDateInWords } from '../../shared/dates';
import { clinicTimeZone } from './clinic-today';
import { useTranslation } from './i18n';

const cache = new Map<string, Intl.NumberFormat>();
function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A calendar date as read: a wire date ('2026-11-23' or '23-11-2026') or an instant (in India time). */
export function formatDate(value: string | Date, lang: Language): string {
  if (!(value instanceof Date)) return wireDateInWords(value, lang);
  return Number.isNaN(value.getTime()) ? String(value) : dateInWords(value, lang, clinicTimeZone());
}

/** A clock time as read: 'HH:MM' (a slot's or a clinic's time, 24-hour on the wire) or an instant. */
export function formatTime(value: string | Date, lang: Language): string {
  let at: Date;
  let timeZone = clinicTimeZone();
  if (value instanceof Date) at = value;
  else {
    const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
    if (!match) return value;
    at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
    timeZone = 'UTC';
  }
  return timeInWords(at, lang, timeZone);
}

/** A span of clock times as the wire sends it ('09:00-13:00'), read "9:00 am – 1:00 pm" / "सुबह 9:00 – दोपहर 1:00". */
export function formatTimeRange(range: string, lang: Language): string {
  const parts = range.split('-').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => !/^\d{1,2}:\d{2}$/.test(part))) return range;
  return parts.map((part) => formatTime(part, lang)).join(' – ');
}

/** A doctor's experience as typed ("15", "15 years"), read "15 years" / "15 साल"; other text as it is. */
export function formatExperience(text: string, lang: Language): string {
  const match = /^(\d{1,2})\s*(years?|yrs?|साल|वर्ष)?$/i.exec(text.trim());
  return match ? formatDuration(Number(match[1]), 'year', lang) : text;
}

/** An instant as read: its date and time (e.g. when data was saved, when a request was sent). */
export function formatDateTime(at: string | Date, lang: Language): string {
  const when = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(when.getTime())) return String(at);
  return `${formatDate(when, lang)}, ${formatTime(when, lang)}`;
}

export function formatNumber(value: number, lang: Language): string {
  return cached(`number-${lang}`, () => new Intl.NumberFormat(READING_LOCALE[lang])).format(value);
}

/** A length of time in whole units: "15 years" / "15 साल", "25 minutes" / "25 मिनट". */
export function formatDuration(value: number, unit: 'year' | 'hour' | 'minute' | 'day', lang: Language): string {
  // Intl says the bookish वर्ष; people say साल (the other units read as said: घंटे, मिनट, दिन).
  if (lang === 'hi' && unit === 'year') return `${formatNumber(value, lang)} साल`;
  return cached(
    `${unit}-${lang}`,
    () => new Intl.NumberFormat(READING_LOCALE[lang], { style: 'unit', unit, unitDisplay: 'long' }),
  ).format(value);
}

/** The formatters bound to the screen's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    date: (value: string | Date) => formatDate(value, lang),
    time: (value: string | Date) => formatTime(value, lang),
    timeRange: (range: string) => formatTimeRange(range, lang),
    experience: (text: string) => formatExperience(text, lang),
    dateTime: (value: string | Date) => formatDateTime(value, lang),
    number: (value: number) => formatNumber(value, lang),
    duration: (value: number, unit: 'year' | 'hour' | 'minute' | 'day') => formatDuration(value, unit, lang),
  };
}
