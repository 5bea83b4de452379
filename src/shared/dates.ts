// Calendar dates as 'yyyy-mm-dd' strings, computed in the clinic's time zone (IST by default) whatever
// the clock zone of the machine. No I/O.
import { WEEKDAYS, type Language, type Weekday } from './constants';

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** True for a zone this runtime knows (an IANA name such as Asia/Kolkata). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
// formatToParts is slow next to a request's other work, and a zone's date and time only change from one
// minute to the next (every zone's offset is whole minutes), so each zone keeps its last minute's answer.
const lastMinute = new Map<string, { minute: number; parts: { ymd: string; minutes: number } }>();

function partsIn(timeZone: string, at: Date) {
  const minute = Math.floor(at.getTime() / 60_000);
  const cached = lastMinute.get(timeZone);
  if (cached?.minute === minute) return cached.parts;
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const named = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  const parts = {
    ymd: `${named.year}-${named.month}-${named.day}`,
    minutes: Number(named.hour) * 60 + Number(named.minute),
  };
  lastMinute.set(timeZone, { minute, parts });
  return parts;
}

/**
 * "Today" at the clinic, e.g. '2026-11-22': the date in the clinic's zone (the APP_TIMEZONE setting,
 * `config.timeZone` on the server), whatever the zone of the machine's clock.
 */
export function todayInClinic(timeZone: string, now: Date = new Date()): string {
  return partsIn(timeZone, now).ymd;
}

/** Minutes since midnight in the given zone. */
export function minutesNowIn(timeZone: string, at: Date = new Date()): number {
  return partsIn(timeZone, at).minutes;
}

/** The clinic's clock time of an instant, as HH:MM (24-hour). */
export function clockTimeIn(timeZone: string, at: Date): string {
  const { minutes } = partsIn(timeZone, at);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

const utcDay = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** The instant the clinic's day `ymd` begins (its midnight in the zone). */
export function startOfDayIn(timeZone: string, ymd: string): Date {
  const midnight = utcDay(ymd);
  let guess = midnight;
  // The zone's offset at the guess moves it onto local midnight; a second pass settles a change of offset.
  for (let pass = 0; pass < 2; pass += 1) {
    const local = partsIn(timeZone, new Date(guess));
    guess += midnight - (utcDay(local.ymd) + local.minutes * 60_000);
  }
  return new Date(guess);
}

/** Whole days from one yyyy-mm-dd date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}

export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.toISOString().slice(0, 10);
}

/** The same day `years` later (earlier when negative); 29 February becomes 1 March in a year without one. */
export function addYears(ymd: string, years: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

export function weekdayOf(ymd: string): Weekday {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

function isRealDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Accepts yyyy-mm-dd, dd-mm-yyyy and d-m-yyyy; answers yyyy-mm-dd, or null when not a real date. */
export function parseWireDate(text: string): string | null {
  const s = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(s)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else return null;
  if (y < 1900 || y > 2200 || !isRealDate(y, m, d)) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** 'yyyy-mm-dd' -> 'dd-mm-yyyy', the booking forms' format. */
export function toDisplayDate(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d}-${m}-${y}`;
}

/** 'HH:MM' -> minutes since midnight, or null. */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/** A moment on the clinic's clock: its date and the minutes since midnight there. */
export interface ClinicMoment {
  today: string;
  minutes: number;
}

/** The locale each language is read in: Western digits in Hindi too (docs/hindi-words.md). */
export const READING_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

const dateWords = new Map<string, Intl.DateTimeFormat>();

/**
 * A day as a person reads it, in the zone given: "Mon, 23 Nov 2026" / "सोमवार, 23 नवंबर 2026". Hindi
 * spells the weekday and month out: its abbreviation mark ॰ ("नव॰") reads as a degree sign.
 */
export function dateInWords(at: Date, lang: Language, timeZone: string): string {
  const key = `${lang}-${timeZone}`;
  let formatter = dateWords.get(key);
  if (!formatter) {
    const length = lang === 'hi' ? 'long' : 'short';
    formatter = new Intl.DateTimeFormat(READING_LOCALE[lang], {
      weekday: length,
      day: 'numeric',
      month: length,
      year: 'numeric',
      timeZone,
    });
    dateWords.set(key, formatter);
  }
  // Assembled from the parts so both languages read "weekday, day month year" (en-IN adds a comma).
  const part = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

const timeWords = new Map<string, Intl.DateTimeFormat>();

/** A clock time as a person reads it, in the zone given: "4:15 pm" / "शाम 4:15" (the day's part first in Hindi). */
export function timeInWords(at: Date, lang: Language, timeZone: string): string {
  const key = `${lang}-${timeZone}`;
  let formatter = timeWords.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(READING_LOCALE[lang], {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
      ...(lang === 'hi' ? { dayPeriod: 'short' } : {}),
    });
    timeWords.set(key, formatter);
  }
  return formatter.format(at);
}

/** A calendar date ('2026-11-23' or '23-11-2026') in words; anything else as it came. */
export function wireDateInWords(value: string, lang: Language): string {
  const ymd = parseWireDate(value);
  // A calendar date has no zone: read it at noon UTC so no zone moves it to another day.
  return ymd ? dateInWords(new Date(`${ymd}T12:00:00Z`), lang, 'UTC') : value;
}
