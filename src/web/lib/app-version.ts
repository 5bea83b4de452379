import { STORAGE_KEYS, readStorage } from './storage';

/** The app version line of the menus and account pages: the last version the server reported. */
export function storedAppVersion(): string {
  return readStorage(STORAGE_KEYS.version) ?? '';
}
