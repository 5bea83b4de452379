// The two languages stay complete: the hi texts have every key of the en texts (and no extra), both carry
// every server message of src/shared/messages.ts, every route has a title, and placeholders agree. Each
// language's texts come in two parts (lib/i18n.ts) that split it the same way, with no key in both.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { ROUTES } from '../app/route-table';
import { titleKeyOf } from '../lib/page-title';
import enFirstScreen from './en-first-screen.json';
import enOtherScreens from './en-other-screens.json';
import hiFirstScreen from './hi-first-screen.json';
import hiOtherScreens from './hi-other-screens.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const parts = {
  en: { firstScreen: flatten(enFirstScreen as Tree), otherScreens: flatten(enOtherScreens as Tree) },
  hi: { firstScreen: flatten(hiFirstScreen as Tree), otherScreens: flatten(hiOtherScreens as Tree) },
};
const enKeys = new Map([...parts.en.firstScreen, ...parts.en.otherScreens]);
const hiKeys = new Map([...parts.hi.firstScreen, ...parts.hi.otherScreens]);
/** The placeholders of a text with their formats ("name, doctor"): both languages must use the same. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)]
    .map((m) => [m[1], m[2]].filter(Boolean).join(', '))
    .sort();

describe('locale files', () => {
  it('puts each text in one part only, the same part in both languages', () => {
    for (const { firstScreen, otherScreens } of [parts.en, parts.hi]) {
      expect([...firstScreen.keys()].filter((key) => otherScreens.has(key))).toEqual([]);
    }
    const hiElsewhere = [...parts.hi.firstScreen.keys()].filter((key) => parts.en.otherScreens.has(key));
    const enElsewhere = [...parts.en.firstScreen.keys()].filter((key) => parts.hi.otherScreens.has(key));
    expect([...hiElsewhere, ...enElsewhere]).toEqual([]);
  });

  it('hi has every key of en', () => {
    const missing = [...enKeys.keys()].filter((key) => !hiKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('hi has no key that en lacks', () => {
    const extra = [...hiKeys.keys()].filter((key) => !enKeys.has(key));
    expect(extra).toEqual([]);
  });

  it('has no empty text', () => {
    for (const [key, text] of [...enKeys, ...hiKeys]) expect(text.trim(), key).not.toBe('');
  });

  it('carries every server message in both languages, English exactly as the server words it', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(enKeys.get(`messages.${key}`), `en messages.${key}`).toBe(text);
      expect(hiKeys.has(`messages.${key}`), `hi messages.${key}`).toBe(true);
    }
  });

  it('has a title for every route of the route table', () => {
    for (const route of ROUTES) {
      const key = titleKeyOf(route.path);
      expect(enKeys.has(key), `en ${key}`).toBe(true);
      expect(hiKeys.has(key), `hi ${key}`).toBe(true);
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of enKeys) {
      expect(placeholders(hiKeys.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
