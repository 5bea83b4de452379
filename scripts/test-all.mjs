// `npm test`: runs every check and every test suite, in order, and keeps going after a failure so the
// totals are complete. Plain Node (no dependencies), so it works before `npm ci` has run.
//
//   typecheck   npx tsc -p .                      counts as 1 test
//   lint        npx eslint .                      counts as 1 test
//   format      npx prettier --check .            counts as 1 test (`npm run format` fixes it)
//   barrels     no src/**/index.ts                counts as 1 test (docs/architecture.md "Layers")
//   vitest      npx vitest run                    unit + API (SQLite; PostgreSQL too when TEST_DATABASE_URL is set)
//   build       npx vite build                    counts as 1 test
//   routes      node scripts/route-sizes.mjs      counts as 1 test (only if the script exists)
//   e2e         npx playwright test               Playwright journeys in the system Chromium
//
// Totals come from test-results/vitest.json and test-results/e2e.json; a suite that dies before writing
// its report counts as 1 failed, and a flaky Playwright test counts as failed. The last line printed is
// exactly "N passed, N failed"; the exit code is 1 when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const RESULTS_DIR = path.join(root, 'test-results');
const VITEST_JSON = path.join(RESULTS_DIR, 'vitest.json');
const E2E_JSON = path.join(RESULTS_DIR, 'e2e.json');
const CHROMIUM = '/usr/bin/chromium';
const MINUTE = 60_000;

/** @type {{ name: string, passed: number, failed: number, note: string }[]} */
const results = [];
const record = (name, passed, failed, note = '') => results.push({ name, passed, failed, note });

const say = (line = '') => process.stdout.write(`${line}\n`);
const heading = (title) => say(`\n=== ${title} ===`);

let current = null; // the running child, so Ctrl-C can stop its whole process group
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) killGroup(current, 'SIGTERM');
    process.exit(130);
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Runs a command with inherited stdio (output streams as it comes) in its own process group, so a
 * timeout stops it and everything it started (a web server, browsers). Resolves to the exit code.
 */
function run(command, args, { env = {}, timeoutMs = 30 * MINUTE } = {}) {
  say(`$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      say(`\n!! ${command} ${args.join(' ')} took longer than ${timeoutMs / MINUTE} minutes; stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      current = null;
      say(`!! could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      if (timedOut) resolve(124);
      else resolve(code ?? (signal ? 128 : 1));
    });
  });
}

// npx --no: use the project's own binaries, never download one on the fly; `--` so that the tool's
// own flags (tsc's -p) are not taken as npx's.
const npx = (bin, args, options) => run('npx', ['--no', '--', bin, ...args], options);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function findFiles(dir, test, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) findFiles(full, test, found);
    else if (test(entry.name)) found.push(full);
  }
  return found;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasCommand(name) {
  const dirs = (process.env.PATH ?? '').split(path.delimiter);
  return dirs.some((dir) => dir && existsSync(path.join(dir, name)));
}

say(`Node ${process.version}`);
if (Number(process.versions.node.split('.')[0]) < 22) {
  say(
    '!! Parchee needs Node 22 or newer (the database driver crashes on Node 20): `source .ci/node.sh` puts Node 24 first on PATH.',
  );
}

// --- a. dependencies ----------------------------------------------------------------------------
if (!existsSync(path.join(root, 'node_modules'))) {
  heading('install: node_modules is missing, running npm ci');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) record('install dependencies', 0, 1, `exit ${code}`);
}

// --- b. the browser -----------------------------------------------------------------------------
let browserProblem = '';
if (!existsSync(CHROMIUM)) {
  heading(`browser: ${CHROMIUM} is missing`);
  if (isRoot() && hasCommand('apt-get')) {
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    let code = await run('apt-get', ['update'], { env, timeoutMs: 10 * MINUTE });
    if (code === 0) {
      code = await run('apt-get', ['install', '-y', 'chromium', 'fonts-lohit-deva'], { env, timeoutMs: 15 * MINUTE });
    }
    if (code !== 0 || !existsSync(CHROMIUM)) browserProblem = `apt-get could not install chromium (exit ${code})`;
  } else {
    browserProblem = isRoot() ? 'apt-get is not available' : 'not running as root, so apt-get cannot be used';
  }
  if (browserProblem) {
    say(`!! The browser suite needs Chromium at ${CHROMIUM} and the Devanagari font: ${browserProblem}.`);
    say('!! Install them, e.g. on Debian/Ubuntu:  sudo apt-get install -y chromium fonts-lohit-deva');
  }
}

// --- c. the checks and suites, in order ----------------------------------------------------------
// Stale reports must not be mistaken for this run's.
rmSync(VITEST_JSON, { force: true });
rmSync(E2E_JSON, { force: true });

heading('typecheck: tsc');
{
  const code = await npx('tsc', ['-p', '.']);
  record('typecheck (tsc)', code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit ${code}`);
}

heading('lint: eslint');
{
  const code = await npx('eslint', ['.']);
  record('lint (eslint)', code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit ${code}`);
}

heading('format: prettier --check');
{
  const code = await npx('prettier', ['--check', '.']);
  if (code !== 0) say('!! `npm run format` formats the files listed above');
  record('format (prettier)', code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit ${code}`);
}

heading('barrels: no index.ts under src (docs/architecture.md "Layers")');
{
  const barrels = findFiles(path.join(root, 'src'), (name) => /^index\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(name));
  if (barrels.length === 0) {
    say('ok: no barrel index files');
    record('no barrel index files', 1, 0);
  } else {
    for (const file of barrels) say(`!! barrel file (import the module itself instead): ${path.relative(root, file)}`);
    record('no barrel index files', 0, 1, barrels.map((f) => path.relative(root, f)).join(', '));
  }
}

heading('unit + API tests: vitest');
let vitestReport = null; // kept in memory: Playwright empties test-results/ when it starts
{
  say(
    process.env.TEST_DATABASE_URL
      ? 'TEST_DATABASE_URL is set: the API tests run on SQLite and on PostgreSQL'
      : 'TEST_DATABASE_URL is not set: the API tests run on SQLite only',
  );
  const code = await npx('vitest', ['run'], { timeoutMs: 30 * MINUTE });
  if (existsSync(VITEST_JSON)) vitestReport = readFileSync(VITEST_JSON, 'utf8');
  const report = readJson(VITEST_JSON);
  if (!report || typeof report.numPassedTests !== 'number') {
    record('vitest', 0, 1, `no report at ${path.relative(root, VITEST_JSON)} (exit ${code}): counted as 1 failed`);
  } else {
    let failed = report.numFailedTests ?? 0;
    let note = '';
    if (code !== 0 && failed === 0) {
      // e.g. a test file that fails to load, an unhandled error, or no test files at all
      failed = Math.max(1, report.numFailedTestSuites ?? 0);
      note = `vitest exited ${code} with no failed test: counted ${failed} failed (a file failed to load or an error outside tests)`;
    }
    record('vitest', report.numPassedTests, failed, note);
  }
}

heading('build: vite build');
{
  const code = await npx('vite', ['build'], { timeoutMs: 15 * MINUTE });
  record('build (vite)', code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit ${code}`);
}

const routeSizes = path.join(root, 'scripts', 'route-sizes.mjs');
if (existsSync(routeSizes)) {
  heading('route sizes: web chunk budgets');
  const code = await run(process.execPath, [routeSizes]);
  record('route sizes', code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit ${code}`);
} else {
  heading('route sizes: scripts/route-sizes.mjs does not exist yet, not counted');
}

heading('browser journeys: playwright');
if (browserProblem) {
  say(`!! not run: ${browserProblem}. Counted as 1 failed.`);
  record('playwright', 0, 1, `Chromium missing at ${CHROMIUM}: ${browserProblem}`);
} else {
  // playwright.config.ts must keep its json reporter; PLAYWRIGHT_JSON_OUTPUT_FILE (which wins over the
  // reporter's outputFile) makes sure the report lands where the totals are read.
  const code = await npx('playwright', ['test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_JSON },
    timeoutMs: 60 * MINUTE,
  });
  const report = readJson(E2E_JSON);
  if (!report || !report.stats) {
    record(
      'playwright',
      0,
      1,
      `no report at ${path.relative(root, E2E_JSON)} (exit ${code}; does playwright.config.ts still have the json reporter?): counted as 1 failed`,
    );
  } else {
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    let failed = unexpected + flaky; // a flaky test is a failed test
    const notes = [];
    if (flaky > 0) notes.push(`${flaky} flaky (counted as failed)`);
    const errors = Array.isArray(report.errors) ? report.errors.length : 0;
    if (failed === 0 && (code !== 0 || errors > 0)) {
      // e.g. no tests found, the web server did not start, an error outside any test
      failed = 1;
      notes.push(`playwright exited ${code} with ${errors} error(s) outside tests: counted 1 failed`);
    }
    record('playwright', expected, failed, notes.join('; '));
  }
}

// Playwright empties test-results/ when it starts; put the Vitest report back for whoever reads it.
if (vitestReport !== null && !existsSync(VITEST_JSON)) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(VITEST_JSON, vitestReport);
}

// --- d/e. totals --------------------------------------------------------------------------------
heading('summary');
for (const { name, passed, failed, note } of results) {
  const mark = failed > 0 ? 'FAIL' : 'ok  ';
  say(
    `${mark} ${name.padEnd(24)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed${note ? `  (${note})` : ''}`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
say(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
