#!/usr/bin/env node
// Prints each route area's gzipped JavaScript from the Vite build (dist/web/.vite/manifest.json) and
// exits non-zero when /home's first screen is over budget. The first screen is every script a browser
// fetches for /home before the load event: the entry and its static imports, the home area's chunk and
// its static imports, and the first screen's texts in the start's language; a first start (Hindi, the
// default) also opens the language dialog. tests/e2e/first-screen-size.spec.ts loads /home in Chromium
// and checks that it fetches nothing this count leaves out; `--json` prints the count for it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// docs/decisions/0028-first-screen-within-120-kb.md
const BUDGET_KB = 120;
const asJson = process.argv.includes('--json');
const outDir = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist/web');
const manifestPath = path.join(outDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run "npm run build:web" first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The chunk's own file plus every chunk it imports statically, as a set of files. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** The files of `files` not already in `counted`. */
const besides = (counted, files) => new Set([...files].filter((file) => !counted.has(file)));

function required(key) {
  if (manifest[key]) return key;
  console.error(`The manifest has no ${key}.`);
  process.exit(2);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}
const entryFiles = closure(entryKey);
const homeFiles = closure(required('app/areas/home-area.tsx'), new Set(entryFiles));

/** /home's first screen in one language: its files and what each part weighs. */
function firstScreen(name, lang, firstStart) {
  const texts = besides(homeFiles, closure(required(`locales/${lang}-first-screen.json`)));
  const dialog = firstStart
    ? besides(new Set([...homeFiles, ...texts]), closure(required('app/language-modal.tsx')))
    : new Set();
  const files = new Set([...homeFiles, ...texts, ...dialog]);
  return {
    name,
    lang,
    firstStart,
    files: [...files],
    bytes: sum(files),
    parts: { code: sum(homeFiles), texts: sum(texts), dialog: sum(dialog) },
  };
}

const firstScreens = [firstScreen('Hindi, first start', 'hi', true), firstScreen('English, chosen', 'en', false)];
const withinBudget = firstScreens.every((screen) => screen.bytes <= BUDGET_KB * 1024);

if (asJson) {
  console.log(
    JSON.stringify({ budgetKb: BUDGET_KB, firstScreens: firstScreens.map(({ parts: _parts, ...screen }) => screen) }),
  );
  process.exit(withinBudget ? 0 : 1);
}

console.log(`entry (${entryKey}) with its static imports: ${kb(sum(entryFiles))} gzipped`);
console.log('');
console.log('area          own chunk  + shared  = code when opened first (texts below)');
for (const key of Object.keys(manifest)
  .filter((k) => /app\/areas\/[\w-]+-area\.tsx$/.test(k))
  .sort()) {
  const area = key.match(/([\w-]+)-area\.tsx$/)[1];
  const areaFiles = closure(key);
  const own = gzipSize(manifest[key].file);
  const extra = [...besides(entryFiles, areaFiles)].filter((file) => file !== manifest[key].file);
  const initial = sum(new Set([...entryFiles, ...areaFiles]));
  console.log(`${area.padEnd(13)} ${kb(own).padStart(9)}  ${kb(sum(extra)).padStart(8)}  ${kb(initial).padStart(9)}`);
}
for (const lang of ['en', 'hi']) {
  const part = (name) => kb(gzipSize(manifest[required(`locales/${lang}-${name}.json`)].file));
  console.log(
    `texts ${lang}: first screen ${part('first-screen')}, other screens ${part('other-screens')} (with any other area)`,
  );
}
const schemas = Object.keys(manifest).find((k) => manifest[k].name === 'accounts-schemas');
if (schemas)
  console.log(
    `form schemas (zod, loaded when a form is first focused): ${kb(sum(besides(entryFiles, closure(schemas))))}`,
  );
console.log('');
for (const { name, bytes, parts } of firstScreens) {
  const dialog = parts.dialog ? `, language dialog ${kb(parts.dialog)}` : '';
  console.log(
    `/home first screen, ${name}: ${kb(bytes)} gzipped (code ${kb(parts.code)}, texts ${kb(parts.texts)}${dialog})`,
  );
}
console.log(`${withinBudget ? 'within' : 'OVER'} the ${BUDGET_KB} KB budget`);
process.exit(withinBudget ? 0 : 1);
