// The two languages stay complete: hi.json has every key of en.json (and no extra), both carry every
// server message of src/shared/messages.ts, every route has a title, and placeholders agree.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { ROUTES } from '../app/route-table';
import { titleKeyOf } from '../lib/page-title';
import en from './en.json';
import hi from './hi.json';

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

const enKeys = flatten(en as Tree);
const hiKeys = flatten(hi as Tree);
/** The placeholders of a text with their formats ("name, doctor"): both languages must use the same. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) => [m[1], m[2]].filter(Boolean).join(', ')).sort();

describe('locale files', () => {
  it('hi.json has every key of en.json', () => {
    const missing = [...enKeys.keys()].filter((key) => !hiKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('hi.json has no key that en.json lacks', () => {
    const extra = [...hiKeys.keys()].filter((key) => !enKeys.has(key));
    expect(extra).toEqual([]);
  });

  it('has no empty text', () => {
    for (const [key, text] of [...enKeys, ...hiKeys]) expect(text.trim(), key).not.toBe('');
  });

  it('carries every server message in both languages, English exactly as the spec words it', () => {
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
