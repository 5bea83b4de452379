// `npm test`: runs every check and every test suite and keeps going after a failure so the totals are
// complete. Plain Node (no dependencies), so it works before `npm ci` has run.
//
//   1. build       npm run build                     counts as 1 test (the web app and the server, once,
//                                                     before the suites that start the server read dist/)
//   2. at once, as two cores allow:
//      checks      npx tsc -p .                      counts as 1 test
//                  npx eslint .                      counts as 1 test
//                  npx prettier --check .            counts as 1 test (`npm run format` fixes it)
//                  no src/**/index.ts                counts as 1 test (docs/architecture.md "Layers")
//                  node scripts/route-sizes.mjs      counts as 1 test
//      vitest      npx vitest run                    unit + API (SQLite; PostgreSQL too when TEST_DATABASE_URL is set)
//   3. e2e         npx playwright test               Playwright journeys in the system Chromium, alone: its two
//                                                     workers and their servers take both cores
//
// A step run beside another prints its output in one block when it ends, so the two never interleave.
// Totals come from test-results/vitest.json and test-results/e2e.json; a suite that dies before writing
// its report counts as 1 failed, and a flaky Playwright test counts as failed. Each step has its own line
// in the summary with its time; the last line printed is exactly "N passed, N failed"; the exit code is 1
// when anything failed.
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

/** @type {{ name: string, passed: number, failed: number, note: string, seconds: number }[]} */
const results = [];
const record = (name, passed, failed, note = '', seconds = 0) => results.push({ name, passed, failed, note, seconds });
/** Records a step that is one test: passed when its command exited 0. */
const recordExit = (name, code, seconds) =>
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit ${code}`, seconds);

const say = (line = '') => process.stdout.write(`${line}\n`);
const heading = (title) => say(`\n=== ${title} ===`);

const running = new Set(); // the children running now, so Ctrl-C can stop their whole process groups
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM');
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
 * Runs a command in its own process group, so a timeout stops it and everything it started (a web server,
 * browsers). Its output streams as it comes, or, with `quiet`, is kept and printed in one block when it
 * ends (a step running beside another). Resolves to the exit code and the seconds it took.
 */
function run(command, args, { env = {}, timeoutMs = 30 * MINUTE, quiet = false } = {}) {
  const started = Date.now();
  const lines = [`$ ${[command, ...args].join(' ')}`];
  const out = (line) => (quiet ? lines.push(line) : say(line));
  if (!quiet) say(lines[0]);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    running.add(child);
    const kept = [];
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => kept.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      out(`\n!! ${command} ${args.join(' ')} took longer than ${timeoutMs / MINUTE} minutes; stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    const finish = (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (quiet) process.stdout.write(`${lines[0]}\n${Buffer.concat(kept).toString()}${lines.slice(1).join('\n')}\n`);
      resolve({ code, seconds: Math.round((Date.now() - started) / 1000) });
    };
    child.on('error', (error) => {
      out(`!! could not start ${command}: ${error.message}`);
      finish(127);
    });
    child.on('close', (code, signal) => finish(timedOut ? 124 : (code ?? (signal ? 128 : 1))));
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
  const { code } = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) record('install dependencies', 0, 1, `exit ${code}`);
}

// --- b. the browser -----------------------------------------------------------------------------
let browserProblem = '';
if (!existsSync(CHROMIUM)) {
  heading(`browser: ${CHROMIUM} is missing`);
  if (isRoot() && hasCommand('apt-get')) {
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    let { code } = await run('apt-get', ['update'], { env, timeoutMs: 10 * MINUTE });
    if (code === 0) {
      ({ code } = await run('apt-get', ['install', '-y', 'chromium', 'fonts-lohit-deva'], {
        env,
        timeoutMs: 15 * MINUTE,
      }));
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

// --- c. the build, then the checks beside the unit and API tests, then the browser journeys -------------
// Stale reports must not be mistaken for this run's.
rmSync(VITEST_JSON, { force: true });
rmSync(E2E_JSON, { force: true });

heading('build: npm run build (the web app and the server)');
{
  const { code, seconds } = await run('npm', ['run', 'build'], { timeoutMs: 15 * MINUTE });
  recordExit('build', code, seconds);
}

/** The checks, one after another: each one test. */
async function checks() {
  for (const [name, bin, args] of [
    ['typecheck (tsc)', 'tsc', ['-p', '.']],
    ['lint (eslint)', 'eslint', ['.']],
    ['format (prettier)', 'prettier', ['--check', '.']],
  ]) {
    const { code, seconds } = await npx(bin, args, { quiet: true });
    if (name.startsWith('format') && code !== 0) say('!! `npm run format` formats the files listed above');
    recordExit(name, code, seconds);
  }

  const barrels = findFiles(path.join(root, 'src'), (name) => /^index\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(name));
  for (const file of barrels) say(`!! barrel file (import the module itself instead): ${path.relative(root, file)}`);
  const where = barrels.map((file) => path.relative(root, file)).join(', ');
  record('no barrel index files', barrels.length === 0 ? 1 : 0, barrels.length === 0 ? 0 : 1, where);

  const { code, seconds } = await run(process.execPath, [path.join(root, 'scripts', 'route-sizes.mjs')], {
    quiet: true,
  });
  recordExit('route sizes', code, seconds);
}

/** The unit and API tests; their report is kept in memory, as Playwright empties test-results/ when it starts. */
async function unitAndApiTests() {
  const { code, seconds } = await npx('vitest', ['run'], { timeoutMs: 30 * MINUTE, quiet: true });
  const text = existsSync(VITEST_JSON) ? readFileSync(VITEST_JSON, 'utf8') : null;
  const report = readJson(VITEST_JSON);
  if (!report || typeof report.numPassedTests !== 'number') {
    const note = `no report at ${path.relative(root, VITEST_JSON)} (exit ${code}): counted as 1 failed`;
    record('vitest', 0, 1, note, seconds);
    return text;
  }
  let failed = report.numFailedTests ?? 0;
  let note = '';
  if (code !== 0 && failed === 0) {
    // e.g. a test file that fails to load, an unhandled error, or no test files at all
    failed = Math.max(1, report.numFailedTestSuites ?? 0);
    note = `vitest exited ${code} with no failed test: counted ${failed} failed (a file failed to load or an error outside tests)`;
  }
  record('vitest', report.numPassedTests, failed, note, seconds);
  return text;
}

heading('checks (tsc, eslint, prettier, barrels, route sizes) beside the unit and API tests (vitest)');
say(
  process.env.TEST_DATABASE_URL
    ? 'TEST_DATABASE_URL is set: the API tests run on SQLite and on PostgreSQL'
    : 'TEST_DATABASE_URL is not set: the API tests run on SQLite only',
);
const [, vitestReport] = await Promise.all([checks(), unitAndApiTests()]);

heading('browser journeys: playwright');
if (browserProblem) {
  say(`!! not run: ${browserProblem}. Counted as 1 failed.`);
  record('playwright', 0, 1, `Chromium missing at ${CHROMIUM}: ${browserProblem}`);
} else {
  // playwright.config.ts must keep its json reporter; PLAYWRIGHT_JSON_OUTPUT_FILE (which wins over the
  // reporter's outputFile) makes sure the report lands where the totals are read.
  const { code, seconds } = await npx('playwright', ['test'], {
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
      seconds,
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
    record('playwright', expected, failed, notes.join('; '), seconds);
  }
}

// Playwright empties test-results/ when it starts; put the Vitest report back for whoever reads it.
if (vitestReport !== null && !existsSync(VITEST_JSON)) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(VITEST_JSON, vitestReport);
}

// --- d/e. totals --------------------------------------------------------------------------------
heading('summary');
for (const { name, passed, failed, note, seconds } of results) {
  const mark = failed > 0 ? 'FAIL' : 'ok  ';
  const counts = `${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed`;
  say(`${mark} ${name.padEnd(24)} ${counts} ${`${seconds} s`.padStart(7)}${note ? `  (${note})` : ''}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
say(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
