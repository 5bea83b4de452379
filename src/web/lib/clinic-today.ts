// "Today" and "now" at the clinic for every screen: the one place the web keeps the clinic's time zone.
// The server says it (APP_TIMEZONE) in the version answer the app reads at every start; the device keeps
// the last one it heard, so a start offline still counts days in the clinic's zone.
import { DEFAULT_TIME_ZONE, isTimeZone, minutesNowIn, todayInClinic } from '../../shared/dates';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

const stored = readStorage(STORAGE_KEYS.clinicTimeZone);
let zone = stored && isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;

/** The clinic's time zone as the web knows it now. */
export const clinicTimeZone = (): string => zone;

/** Takes the zone the server named; a missing one, or one this browser does not know, is ignored. */
export function setClinicTimeZone(timeZone: string | undefined): void {
  if (typeof timeZone !== 'string' || !isTimeZone(timeZone) || timeZone === zone) return;
  zone = timeZone;
  writeStorage(STORAGE_KEYS.clinicTimeZone, timeZone);
}

/** Today at the clinic, yyyy-mm-dd: the forms' default and earliest date, the day lists' start. */
export const clinicToday = (): string => todayInClinic(zone);

/** Minutes since midnight on the clinic's clock (which slot is running now). */
export const clinicMinutesNow = (): number => minutesNowIn(zone);
