#!/usr/bin/env node
// `npm start`: installs dependencies if they are missing, builds the web app when it is missing or older
// than its sources, then runs the server (SQLite under ./data and demo data unless configured otherwise).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

if (!fs.existsSync('node_modules/.package-lock.json')) run('npm', ['ci', '--no-audit', '--no-fund']);

const builtPage = 'dist/web/index.html';
const sources = Math.max(newestMtime('src/web'), newestMtime('src/shared'), fs.statSync('vite.config.ts').mtimeMs);
if (!fs.existsSync(builtPage) || fs.statSync(builtPage).mtimeMs < sources) {
  console.log('Building the web app…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
