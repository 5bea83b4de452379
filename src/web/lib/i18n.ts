// The app's translations: only the chosen language's texts, loaded as their own chunks so /home stays
// small, and a tiny translator in place of i18next (docs/decisions/0002-in-house-translations.md).
// It supports exactly what the screens use: dotted keys, {{name}} placeholders (with a format:
// {{name, doctor}}) and a defaultValue.
//
// Each language's texts come in two parts (docs/decisions/0028-first-screen-within-120-kb.md): the first
// screen's (locales/<lang>-first-screen.json: the texts the shell and /home show, and no other) and the
// other screens' (locales/<lang>-other-screens.json), loaded with the chunk of any other area
// (app/router.tsx), with a form's checks (their messages) and with the shell's whole-screen views. A text
// the shell or /home shows belongs in the first part (first-screen-texts.test.ts checks the keys written
// out), else it would show as its key until another area opens.
import { useSyncExternalStore } from 'react';
import type { Language } from '../../shared/constants';
import { withoutDoctorTitle } from '../../shared/doctor-name';
import { loadOnceBy } from './load-once';
import { startLanguage, storeLanguage } from './stored-language';
import type { TextKey } from './text-key';

type Texts = { [key: string]: string | Texts };

/** Placeholder values by name; defaultValue is shown (interpolated) when the key has no text. */
export type TOptions = { defaultValue?: string } & Record<string, unknown>;
/** A translation over any keys (a bundle's translator); the screens' `t` is TFunction. */
export type Translate<K extends string = string> = (key: K, options?: TOptions) => string;
/** The screens' translation: only keys of the texts (text-key.ts). */
export type TFunction = Translate<TextKey>;

type TextsPart = 'firstScreen' | 'otherScreens';
const TEXTS_PARTS: readonly TextsPart[] = ['firstScreen', 'otherScreens'];

type PartKey = `${Language}/${TextsPart}`;
const partKey = (lang: Language, part: TextsPart): PartKey => `${lang}/${part}`;

const loaders: Record<PartKey, () => Promise<{ default: Texts }>> = {
  'en/firstScreen': () => import('../locales/en-first-screen.json'),
  'en/otherScreens': () => import('../locales/en-other-screens.json'),
  'hi/firstScreen': () => import('../locales/hi-first-screen.json'),
  'hi/otherScreens': () => import('../locales/hi-other-screens.json'),
};

/** The parts loaded so far, for the synchronous reads. */
const loaded = new Map<PartKey, Texts>();

/** Loads one part of a language's texts once (load-once.ts). */
const loadPartOnce = loadOnceBy(async (key: PartKey) => {
  const texts = (await loaders[key]()).default;
  loaded.set(key, texts);
  return texts;
});
const loadPart = (lang: Language, part: TextsPart) => loadPartOnce(partKey(lang, part));

/** The parts as one tree: a namespace may have texts in both, a key is in only one (locales.test.ts). */
function joined(parts: Texts[]): Texts {
  const texts: Texts = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      const held = texts[name];
      texts[name] = typeof held === 'object' && typeof value === 'object' ? joined([held, value]) : value;
    }
  }
  return texts;
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
  return translator(joined(await Promise.all(TEXTS_PARTS.map((part) => loadPart(lang, part)))));
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

/** The parts the screens show: the first screen's from the start, the other screens' once one needs them. */
const shownParts = new Set<TextsPart>(['firstScreen']);
/** The language asked for last (at start or by the switch), and its load: an earlier one's is not shown. */
let askedLanguage: Language | null = null;
let latestShow: Promise<void> = Promise.resolve();

/**
 * Loads the shown parts in `lang`, then shows them with every other shown part of `lang` already loaded.
 * Settles once the texts on screen hold those parts: in `lang`, or in a language asked for meanwhile.
 */
function show(lang: Language): Promise<void> {
  askedLanguage = lang;
  latestShow = Promise.all([...shownParts].map((part) => loadPart(lang, part))).then(() => {
    if (askedLanguage !== lang) return latestShow;
    setTexts(
      lang,
      joined([...shownParts].map((part) => loaded.get(partKey(lang, part))).filter((texts) => texts !== undefined)),
    );
    document.documentElement.lang = lang;
  });
  return latestShow;
}

/** Loads and shows the first screen's texts in the language of this start. */
export function initI18n(): Promise<void> {
  return show(startLanguage());
}

/** No texts could be loaded (offline without a cache): the views show their defaults or keys. */
export function initWithoutTexts(): void {
  setTexts('en', {});
}

/** Loads the other screens' texts in the current language (once) and shows them beside the first screen's. */
export function loadOtherScreensTexts(): Promise<void> {
  shownParts.add('otherScreens');
  return show(askedLanguage ?? startLanguage());
}

const switchListeners = new Set<(lang: Language) => void>();

/** Hears each switch of language by the user (the header switch, the first-start choice). */
export function onLanguageSwitch(listener: (lang: Language) => void): () => void {
  switchListeners.add(listener);
  return () => switchListeners.delete(listener);
}

/** Switches the language in place (the header switch, the first-start choice). */
export function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  const shown = show(lang);
  for (const listener of switchListeners) listener(lang);
  return shown;
}

/** The language the app shows, or is about to (its texts may still be loading): what calls tell the server. */
export function appLanguage(): Language {
  return askedLanguage ?? startLanguage();
}

/**
 * The translation as it is now. For code that goes on after awaiting texts (the login form's Login loads
 * the next screens' texts): the `t` of the render it started from has only the texts there were then.
 */
export function currentTranslation(): TFunction {
  return state.t;
}

/**
 * The screens' translation hook: `t` for the current language and `i18n.language`. Both change
 * together (a new `t` per language), so every screen re-renders on a switch.
 */
export function useTranslation(): State {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
