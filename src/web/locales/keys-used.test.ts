// Every translation key the screens ask for by name exists in the English texts (and so, by the
// completeness test beside this one, in Hindi too). Keys built at run time are checked where they are built.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('translation keys used by the screens', () => {
  it('all exist in en.json', () => {
    const webDir = path.resolve(__dirname, '..');
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(webDir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g)) {
        checked += 1;
        if (!has(match[1]!)) missing.push(`${path.relative(webDir, file)}: ${match[1]}`);
      }
    }
    // The scan must see the screens' keys at all; a broken pattern would pass on nothing.
    expect(checked).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
