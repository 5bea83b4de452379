// The app's translations: only the chosen language's texts, loaded as their own chunk so /home stays
// small, and a tiny translator in place of i18next (docs/decisions/0002-in-house-translations.md).
// It supports exactly what the screens use: dotted keys, {{name}} placeholders (with a format:
// {{name, doctor}}) and a defaultValue.
import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '../../shared/constants';
import { withoutDoctorTitle } from '../../shared/doctor-name';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';
import type { TextKey } from './text-key';

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

type Texts = { [key: string]: string | Texts };

/** Placeholder values by name; defaultValue is shown (interpolated) when the key has no text. */
export type TOptions = { defaultValue?: string } & Record<string, unknown>;
/** A translation over any keys (a bundle's translator); the screens' `t` is TFunction. */
export type Translate<K extends string = string> = (key: K, options?: TOptions) => string;
/** The screens' translation: only keys of the texts (text-key.ts). */
export type TFunction = Translate<TextKey>;

const loaders: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('../locales/en.json'),
  hi: () => import('../locales/hi.json'),
};

const bundles = new Map<Language, Texts>();

async function loadBundle(lang: Language): Promise<Texts> {
  let bundle = bundles.get(lang);
  if (!bundle) {
    bundle = (await loaders[lang]()).default;
    bundles.set(lang, bundle);
  }
  return bundle;
}

/** {{name}}, or {{name, format}}: the name, then the format's name if any. */
export const PLACEHOLDER = /\{\{\s*([^{},]+?)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/** The formats a placeholder may name: "Dr. {{name, doctor}}" drops a title typed into the name. */
const FORMATS: Record<string, (value: string) => string> = { doctor: withoutDoctorTitle };

/** A placeholder's value as shown: as text, through its format when it names one. */
export function placeholderText(value: unknown, format: string | undefined): string {
  if (value == null) return '';
  const formatted = format ? FORMATS[format] : undefined;
  return formatted ? formatted(String(value)) : String(value);
}

/** Fills {{name}} from options, once (a value is never read as a template); unknown names stay as written. */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string, format: string | undefined) =>
    Object.prototype.hasOwnProperty.call(options, name) ? placeholderText(options[name], format) : match,
  );
}

function lookup(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A translator over one bundle: the text, else the defaultValue, else the key itself (as i18next did). */
export function translator(texts: Texts): Translate {
  return (key, options) => interpolate(lookup(texts, key) ?? options?.defaultValue ?? key, options);
}

/** A language's translation, whatever the app's language is (a screen that shows both languages at once). */
export async function loadTranslator(lang: Language): Promise<TFunction> {
  return translator(await loadBundle(lang));
}

type State = { t: TFunction; i18n: { language: Language } };

let state: State = { t: translator({}), i18n: { language: 'en' } };
const listeners = new Set<() => void>();

function setTexts(lang: Language, texts: Texts): void {
  state = { t: translator(texts), i18n: { language: lang } };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export async function initI18n(lang: Language): Promise<void> {
  setTexts(lang, await loadBundle(lang));
  document.documentElement.lang = lang;
}

/** No texts could be loaded (offline without a cache): the views show their defaults or keys. */
export function initWithoutTexts(): void {
  setTexts('en', {});
}

/** Switches the language in place (the header switch); the first-start modal reloads instead. */
export async function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  setTexts(lang, await loadBundle(lang));
  document.documentElement.lang = lang;
}

/**
 * The screens' translation hook: `t` for the current language and `i18n.language`. Both change
 * together (a new `t` per language), so every screen re-renders on a switch.
 */
export function useTranslation(): State {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
