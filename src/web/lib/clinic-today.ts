// "Today" and "now" at the clinic for every screen: the one place the web reads the clinic's time zone.
// The server says it (APP_TIMEZONE) in the version answer the app reads at every start, and main.tsx keeps
// it on the device (lib/storage.ts rememberClinicTimeZone), so a start offline still counts days in the
// clinic's zone; until the server has said one, and for a name this browser does not know, India time.
import { DEFAULT_TIME_ZONE, isTimeZone, minutesNowIn, todayInClinic, type ClinicMoment } from '../../shared/dates';
import { readStorage, STORAGE_KEYS } from './storage';

let known: { stored: string | null; zone: string } | null = null;

/** The clinic's time zone as the web knows it now. */
export function clinicTimeZone(): string {
  const stored = readStorage(STORAGE_KEYS.clinicTimeZone);
  if (known?.stored !== stored)
    known = { stored, zone: stored !== null && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE };
  return known.zone;
}

/** Today at the clinic, yyyy-mm-dd: the forms' default and earliest date, the day lists' start. */
export const clinicToday = (): string => todayInClinic(clinicTimeZone());

/** Minutes since midnight on the clinic's clock (which slot is running now). */
export const clinicMinutesNow = (): number => minutesNowIn(clinicTimeZone());

/** Today and the minutes since midnight at the clinic, read at one instant (what the booking-day rule needs). */
export function clinicMoment(): ClinicMoment {
  const now = new Date();
  const zone = clinicTimeZone();
  return { today: todayInClinic(zone, now), minutes: minutesNowIn(zone, now) };
}
