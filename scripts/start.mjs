#!/usr/bin/env node
// `npm start`: installs the dependencies when none are installed, builds the web app and the server when
// they are missing or older than their sources (on an install with the dev dependencies), then runs the
// compiled server (dist/server/main.js) in this very process: a signal sent to `npm start` or to this
// process reaches the server's own graceful shutdown (src/server/shutdown.ts). SQLite under ./data and
// demo data unless configured otherwise (README "Configuration").
//
// A production install (`npm ci --omit=dev`) has no build tools: it needs dist/ built beforehand
// (`npm run build`) and then only starts it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// better-sqlite3 13 and cookie 2 need Node 22 or newer; on Node 20 the database driver crashes outright.
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22) {
  console.error(
    `Parchee needs Node 22 or newer (24 LTS is the one it is tested on); this is Node ${process.versions.node}.`,
  );
  console.error('On Linux, `source .ci/node.sh` puts Node 24 from the npm registry first on PATH for this shell.');
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const SERVER_ENTRY = 'dist/server/main.js';
const WEB_PAGE = 'dist/web/index.html';

/** Runs a command to its end; a SIGINT or SIGTERM meanwhile stops it and this script. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const stop = (signal) => {
      child.kill(signal);
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const done = (code) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      if (code !== 0) {
        console.error(`${command} ${args.join(' ')} failed (exit ${code})`);
        process.exit(code || 1);
      }
      resolve();
    };
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `built` is missing or older than any of `sources` (those that exist). */
function isStale(built, sources) {
  if (!fs.existsSync(built)) return true;
  const present = sources.filter((source) => fs.existsSync(source));
  return present.length > 0 && fs.statSync(built).mtimeMs < Math.max(...present.map(newestMtime));
}

/** Builds `built` with the dev tools when stale; without them, a missing build is the operator's to make. */
async function ensureBuilt(what, built, sources, command, args) {
  if (!isStale(built, sources)) return;
  const hasBuildTools =
    fs.existsSync('node_modules/vite/package.json') && fs.existsSync('node_modules/esbuild/package.json');
  if (hasBuildTools) {
    console.log(`Building the ${what}…`);
    // What start builds is what it serves, even when a test runner (NODE_ENV=test) started it: Vite would
    // otherwise build React's development bundle, an app that never registers its worker.
    await run(command, args, { ...process.env, NODE_ENV: 'production' });
  } else if (!fs.existsSync(built)) {
    console.error(`${built} is missing and this install has no build tools (npm ci --omit=dev).`);
    console.error('Build on a machine with the dev dependencies (npm ci && npm run build) and copy dist/ here.');
    process.exit(1);
  }
  // else: a production install with a build older than the sources beside it; it is run as it is.
}

if (!fs.existsSync('node_modules/.package-lock.json')) {
  console.log('Installing the dependencies (npm ci)…');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}

const shared = ['src/shared', 'package-lock.json'];
await ensureBuilt('web app', WEB_PAGE, ['src/web', 'vite.config.ts', ...shared], process.execPath, [
  'node_modules/vite/bin/vite.js',
  'build',
  '--logLevel',
  'warn',
]);
await ensureBuilt('server', SERVER_ENTRY, ['src/server', 'scripts/build-server.mjs', ...shared], process.execPath, [
  'scripts/build-server.mjs',
]);

// Stack traces point at the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, SERVER_ENTRY)).href);
