// "Today" and "now" at the clinic for every screen: the one place the web names the clinic's time zone.
// The server's APP_TIMEZONE is not sent to the browser (no call carries it), so the web keeps the
// default zone the server starts with; a deployment in another zone changes it here too.
import { DEFAULT_TIME_ZONE, minutesNowIn, todayInClinic } from '../../shared/dates';

/** The clinic's time zone as the web knows it. */
export const CLINIC_TIME_ZONE = DEFAULT_TIME_ZONE;

/** Today at the clinic, yyyy-mm-dd: the forms' default and earliest date, the day lists' start. */
export const clinicToday = (): string => todayInClinic(CLINIC_TIME_ZONE);

/** Minutes since midnight on the clinic's clock (which slot is running now). */
export const clinicMinutesNow = (): number => minutesNowIn(CLINIC_TIME_ZONE);
