// The app's own texts in each language, read from its locale files: what a journey (or the bench's slow
// phone) expects to see, in the words the user sees.
import fs from 'node:fs';
import path from 'node:path';
import { PLACEHOLDER, placeholderText } from '../../src/web/lib/i18n';

export type Lang = 'en' | 'hi';

type Tree = { [key: string]: string | Tree };
const localesDir = path.resolve(import.meta.dirname, '../../src/web/locales');
const readTexts = (file: string) => JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8')) as Tree;
/** Each language's texts in their two parts (src/web/lib/i18n.ts); a key is in one of them. */
const locales: Record<Lang, Tree[]> = {
  en: [readTexts('en-first-screen.json'), readTexts('en-other-screens.json')],
  hi: [readTexts('hi-first-screen.json'), readTexts('hi-other-screens.json')],
};

function textIn(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The text of a locale key in a language, with {{placeholders}} filled in. */
export function tr(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const text = locales[lang].map((part) => textIn(part, key)).find((found) => found !== undefined);
  if (text === undefined) throw new Error(`No text for ${key} in ${lang}`);
  return text.replace(PLACEHOLDER, (_, name: string, format: string | undefined) =>
    placeholderText(vars[name], format),
  );
}
