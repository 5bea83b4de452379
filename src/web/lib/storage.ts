// Local storage holds preferences and display values only (docs/architecture.md "Security model"): never a password.
// Every key the web app uses is named here.

export const STORAGE_KEYS = {
  lang: 'lang',
  langSelected: 'lang_select',
  /** The text size chosen on this device (lib/text-size.ts). */
  textSize: 'text_size',
  version: 'version',
  testMode: 'test_mode',
  userTypePreference: 'user_type',
  location: 'location',
  user: 'user',
  userDoctor: 'user_doctor',
  installVisits: 'install_prompt_visits',
  installDismissed: 'install_banner_dismissed',
  /** The push subscription (JSON text) registered at sign-in, cleared at logout. */
  userToken: 'user_token',
  /** The patient's confirmed bookings kept for the offline view (features/waiting-room/shared/token-slips.ts). */
  tokenSlips: 'token_slips',
  /** The clinic's time zone as the server last said it (lib/clinic-today.ts). */
  clinicTimeZone: 'clinic_time_zone',
  /** The paper the clinic's printer takes, chosen on the token slip page (features/waiting-room/slip-papers.ts). */
  slipPaper: 'token_slip_paper',
  /** The answers of the screens the signed-in user opened, shown offline (api/saved-data.ts). */
  savedData: 'saved_data',
  /** Whose answers saved_data holds (a user id). */
  savedDataOwner: 'saved_data_owner',
  /** The page that asked to sign in first (a patient's check-in), with when it asked: lib/sign-in-return.ts. */
  signInReturn: 'sign_in_return',
  /** Remember me: only the phone number, per portal. */
  rememberedPhone: (portal: 'patient' | 'doctor' | 'lab' | 'operator') => `remember_phone_${portal}`,
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: preferences simply are not kept.
  }
}

/**
 * Keeps the clinic's time zone the server named (lib/clinic-today.ts reads it). Here, beside the storage,
 * so the app's first download does not carry the date code to store one word.
 */
export function rememberClinicTimeZone(timeZone: string | undefined): void {
  if (typeof timeZone === 'string' && timeZone !== '') writeStorage(STORAGE_KEYS.clinicTimeZone, timeZone);
}
