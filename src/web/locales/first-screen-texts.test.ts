// The first screen (the shell and /home) has only the first screen's texts until another area opens
// (lib/i18n.ts), so every text key written out in the code it runs must be in <lang>-first-screen.json:
// the code is the entry's and the home area's static imports and the pieces the shell fetches by itself.
// Keys built at run time (`languages.${lang}`) are not seen here; the screens' journeys show those.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/route-table';
import { titleKeyOf } from '../lib/page-title';
import firstScreen from './en-first-screen.json';
import otherScreens from './en-other-screens.json';

const WEB = fileURLToPath(new URL('..', import.meta.url));
/** The entry, the home area, and the lazy pieces the shell shows on a first screen by itself. */
const FIRST_SCREEN_ROOTS = [
  'main.tsx',
  'app/areas/home-area.tsx',
  'app/language-modal.tsx',
  'app/ios-install-prompt.tsx',
];
/** A static import or re-export of one of our files (`import type` is erased, a dynamic import() is lazy). */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm;

function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return (
    ['.ts', '.tsx', '']
      .map((extension) => base + extension)
      .find((file) => /\.tsx?$/.test(file) && fs.existsSync(file)) ?? null
  );
}

/** The web app's source files a first screen runs, from the roots through their static imports. */
function firstScreenSources(): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const source = resolveSource(file, specifier!);
      if (source?.startsWith(WEB)) visit(source);
    }
  };
  for (const root of FIRST_SCREEN_ROOTS) visit(path.join(WEB, root));
  return found;
}

type Tree = { [key: string]: string | Tree };
const has = (tree: Tree, key: string) =>
  typeof key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree) ===
  'string';
const namespaces = new Set([...Object.keys(firstScreen), ...Object.keys(otherScreens)]);

describe("the first screen's texts", () => {
  it('hold every key the first screen writes out', () => {
    const sources = firstScreenSources();
    expect(sources.size).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const file of sources) {
      for (const [, key] of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+\.[\w.-]+)['"`]/g)) {
        if (namespaces.has(key!.split('.')[0]!) && !has(firstScreen, key!))
          missing.push(`${path.relative(WEB, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("hold the titles of the home area's routes", () => {
    const missing = ROUTES.filter((route) => route.area === 'home')
      .map((route) => titleKeyOf(route.path))
      .filter((key) => !has(firstScreen, key));
    expect(missing).toEqual([]);
  });
});
