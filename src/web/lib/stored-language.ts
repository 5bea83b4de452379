// The language chosen on this device, apart from the translator (i18n.ts): the page's start script
// (page-start.ts) reads it too, to fetch the first screen's texts in it before the app's code arrives.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the user chose, or null when none was ever chosen. */
export function storedLanguage(): Language | null {
  const value = readStorage(STORAGE_KEYS.lang);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(lang: Language): void {
  writeStorage(STORAGE_KEYS.lang, lang);
  writeStorage(STORAGE_KEYS.langSelected, 'true');
}

/** The language a start shows: the one chosen, else the default. */
export const startLanguage = (): Language => storedLanguage() ?? DEFAULT_LANGUAGE;
