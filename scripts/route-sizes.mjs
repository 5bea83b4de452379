#!/usr/bin/env node
// Prints each route area's gzipped JavaScript from the Vite build (dist/web/.vite/manifest.json) and
// exits non-zero when /home's initial JavaScript is over budget. Initial JS for /home = the entry, its
// static imports, and the home area chunk with its static imports (the language texts load beside it
// and are reported separately).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// 124, not 120, until the first screen sheds what the Hindi and offline work added (docs/decisions/0025).
const BUDGET_KB = 124;
const outDir = path.resolve(process.argv[2] ?? 'dist/web');
const manifestPath = path.join(outDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run "npm run build:web" first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length);
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

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}
const entryFiles = closure(entryKey);
const areaKeys = Object.keys(manifest)
  .filter((key) => /app\/areas\/[\w-]+-area\.tsx$/.test(key))
  .sort();

console.log(`entry (${entryKey}) with its static imports: ${kb(sum(entryFiles))} gzipped`);
console.log('');
console.log('area          own chunk  + shared  = initial JS when opened first');
let homeInitial = null;
for (const key of areaKeys) {
  const area = key.match(/([\w-]+)-area\.tsx$/)[1];
  const areaFiles = closure(key);
  const own = gzipSize(manifest[key].file);
  const extra = [...areaFiles].filter((file) => !entryFiles.has(file) && file !== manifest[key].file);
  const initial = sum(new Set([...entryFiles, ...areaFiles]));
  if (area === 'home') homeInitial = initial;
  console.log(`${area.padEnd(13)} ${kb(own).padStart(9)}  ${kb(sum(extra)).padStart(8)}  ${kb(initial).padStart(9)}`);
}
for (const key of Object.keys(manifest).filter((k) => /locales\/[\w-]+\.json$/.test(k))) {
  console.log(`texts ${key.match(/([\w-]+)\.json$/)[1]}: ${kb(gzipSize(manifest[key].file))}`);
}
const schemas = Object.keys(manifest).find((k) => k.endsWith('auth-schemas.ts'));
if (schemas) console.log(`form schemas (zod, loaded when a form is first focused): ${kb(sum(closure(schemas)) - sum(new Set([...closure(schemas)].filter((f) => entryFiles.has(f)))))}`);
console.log('');
if (homeInitial === null) {
  console.error('No home area chunk found in the manifest.');
  process.exit(2);
}
const verdict = homeInitial <= BUDGET_KB * 1024 ? 'within' : 'OVER';
console.log(`/home initial JavaScript: ${kb(homeInitial)} gzipped (${verdict} the ${BUDGET_KB} KB budget)`);
process.exit(homeInitial <= BUDGET_KB * 1024 ? 0 : 1);
