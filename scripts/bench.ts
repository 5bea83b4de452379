// `npm run bench`: a booking rush over HTTP against the real server on SQLite, and in the same run two bare
// Fastify baselines on the same machine (a hello-world, and one SQLite insert per request), so the figures
// can be compared; then another user's latency while one session floods the server, without and with the
// request limits; then 2,000 open event streams on one doctor hearing its In (scripts/bench-fanout.ts). All
// servers run as child processes on 127.0.0.1; the load is bounded in time and the servers are stopped at
// the end. BENCH_ONLY=flood runs the flood figure alone, BENCH_ONLY=fanout the fanout figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { todayInClinic, addDays, DEFAULT_TIME_ZONE } from '../src/shared/dates';
import { admin, HOST, signIn, start, startApp, stop, waitFor } from './bench-servers';
import { printFanoutFigures } from './bench-fanout';
import { crashCheck } from './crash-check';
import { LIMITS_OFF } from '../src/server/testing/limits-off';

const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = 3390;
const FLOOD_PORT = 3393;
const HELLO_PORT = 3391;
const INSERT_PORT = 3392;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function bookingRush() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-bench-'));
  const doctor = admin(dataDir, ['create-user', '--role', 'doctor', '--phone', '9500000000', '--password', 'Bench#1234', '--name', 'Bench Doctor', '--capacity', '10000000']).users[0]!;
  admin(dataDir, ['create-user', '--role', 'patient', '--phone', '9500000001', '--password', 'Bench#1234', '--name', 'Bench Patient']);
  const { server, base } = await startApp(dataDir, APP_PORT, LIMITS_OFF);
  try {
    const headers = await signIn(base, '9500000001');
    // A weekday the doctor sits (not Sunday), a few days ahead so the clock never closes the slot mid-run.
    let date = addDays(todayInClinic(DEFAULT_TIME_ZONE), 2);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
    const body = JSON.stringify({
      name: 'Bench Patient',
      age: 30,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9500000001',
      type: 'Self',
      doctor_id: doctor.id,
      slot: 'Morning',
      booking_date: date,
    });
    const result = await run({ url: `${base}/api/add-booking.json`, method: 'POST', headers, body, connections: CONNECTIONS, duration: SECONDS });
    const db = new Database(path.join(dataDir, 'parchee.sqlite'), { readonly: true });
    const counts = db
      .prepare('SELECT COUNT(*) AS confirmed, COUNT(DISTINCT booking_number) AS distinct_tokens, MAX(booking_number) AS highest FROM bookings WHERE booking_number IS NOT NULL')
      .get() as { confirmed: number; distinct_tokens: number; highest: number };
    db.close();
    return { result, counts };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A bare Fastify server from a one-file script, loaded at 100 connections for the same time as the rush. */
async function baseline(script: string, port: number, request: Partial<autocannon.Options> = {}) {
  const server = start(process.execPath, ['-e', script], {});
  try {
    await waitFor(`http://${HOST}:${port}/`);
    return await run({ url: `http://${HOST}:${port}/`, connections: CONNECTIONS, duration: SECONDS, ...request });
  } finally {
    await stop(server);
  }
}

const helloWorld = () =>
  baseline(`const app = require('fastify')(); app.get('/', async () => ({ hello: 'world' })); app.listen({ port: ${HELLO_PORT}, host: '${HOST}' });`, HELLO_PORT);

/**
 * The floor under any durable write: Fastify committing one row per POST to SQLite with the app's journal
 * settings (WAL, synchronous NORMAL), nothing else. A booking does that and much more (session, doctor,
 * slot rule, token counter, booking, audit entry), so it cannot outrun this.
 */
async function oneInsert() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-bench-insert-'));
  const file = JSON.stringify(path.join(dir, 'insert.sqlite'));
  const script = `const db = new (require('better-sqlite3'))(${file}); db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL');
    db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, name TEXT, at TEXT)');
    const insert = db.prepare('INSERT INTO rows (name, at) VALUES (?, ?) RETURNING id');
    const app = require('fastify')(); app.get('/', async () => 'up');
    app.post('/', async (request) => insert.get(request.body.name, new Date().toISOString()));
    app.listen({ port: ${INSERT_PORT}, host: '${HOST}' });`;
  try {
    return await baseline(script, INSERT_PORT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"bench"}' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One session sending 1,000 calls at once, again as soon as they are answered, until stopped. */
const FLOOD_SCRIPT = `const { FLOOD_URL: url, FLOOD_HEADERS: headers, FLOOD_BODY: body } = process.env;
  const seen = {};
  const call = () => fetch(url, { method: 'POST', headers: JSON.parse(headers), body })
    .then(async (r) => { await r.arrayBuffer(); seen[r.status] = (seen[r.status] ?? 0) + 1; })
    .catch((e) => { seen[e.cause?.code ?? 'error'] = (seen[e.cause?.code ?? 'error'] ?? 0) + 1; });
  process.on('SIGTERM', () => { console.error('  flooding session got ' + JSON.stringify(seen)); process.exit(0); });
  (async () => { for (;;) await Promise.all(Array.from({ length: 1000 }, call)); })();`;

/** The 95th percentile of a list of latencies. */
const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? NaN;

/**
 * One patient (B) reads the doctor list one call after another for the whole time, as a person
 * refreshing does, and B's p95 is taken: alone, then while another patient's session (A, at another
 * address behind the same proxy) fires 1,000 calls at once, again and again.
 */
async function floodFigures(limits: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-bench-flood-'));
  admin(dataDir, ['create-user', '--role', 'doctor', '--phone', '9500000000', '--password', 'Bench#1234', '--name', 'Bench Doctor']);
  admin(dataDir, ['create-user', '--role', 'patient', '--phone', '9500000001', '--password', 'Bench#1234', '--name', 'Flooding Patient']);
  admin(dataDir, ['create-user', '--role', 'patient', '--phone', '9500000002', '--password', 'Bench#1234', '--name', 'Waiting Patient']);
  // Both patients come through one proxy (TRUST_PROXY), each from an address of their own.
  const { server, base } = await startApp(dataDir, FLOOD_PORT, { TRUST_PROXY: '1', ...limits });
  try {
    const flooder = await signIn(base, '9500000001', '10.0.0.1');
    const waiter = await signIn(base, '9500000002', '10.0.0.2');
    const idOf = async (headers: Record<string, string>) =>
      ((await (await fetch(`${base}/api/get-current-user.json`, { method: 'POST', headers, body: '{}' })).json()) as { result: { id: number } }).result.id;
    const read = (headers: Record<string, string>, id: number) =>
      fetch(`${base}/api/get-all-doctors.json`, { method: 'POST', headers, body: JSON.stringify({ patient_id: id }) }).then((r) => r.arrayBuffer());
    const [flooderId, waiterId] = [await idOf(flooder), await idOf(waiter)];
    const waiterP95 = async () => {
      const latencies: number[] = [];
      const until = Date.now() + SECONDS * 1000;
      while (Date.now() < until) {
        const started = performance.now();
        await read(waiter, waiterId);
        latencies.push(performance.now() - started);
      }
      return p95(latencies);
    };
    const alone = await waiterP95();
    // The flood runs in a process of its own, so the waiting patient's client does not share its event loop.
    const flood = start(process.execPath, ['-e', FLOOD_SCRIPT], {
      FLOOD_URL: `${base}/api/get-all-doctors.json`,
      FLOOD_HEADERS: JSON.stringify(flooder),
      FLOOD_BODY: JSON.stringify({ patient_id: flooderId }),
    });
    const flooded = await waiterP95();
    await stop(flood);
    return { alone, flooded };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function printFloodFigures() {
  const without = await floodFigures(LIMITS_OFF);
  const withLimits = await floodFigures({});
  console.log('');
  console.log(`another patient's p95 while one session sends 1,000 calls at once, over and over (${SECONDS} s each)`);
  console.log(`  alone                          ${without.alone.toFixed(1)} ms`);
  console.log(`  flooded, limits off            ${without.flooded.toFixed(1)} ms  (${(without.flooded / without.alone).toFixed(1)} x alone)`);
  console.log(`  alone, limits on               ${withLimits.alone.toFixed(1)} ms`);
  console.log(`  flooded, limits on (defaults)  ${withLimits.flooded.toFixed(1)} ms  (${(withLimits.flooded / withLimits.alone).toFixed(1)} x alone)`);
}

if (process.env.BENCH_ONLY === 'flood') {
  await printFloodFigures();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'fanout') {
  await printFanoutFigures();
  process.exit();
}

const rush = await bookingRush();
const hello = await helloWorld();
const insert = await oneInsert();
const confirmedPerSecond = rush.counts.confirmed / SECONDS;
const ratio = confirmedPerSecond / hello.requests.average;
const errors = rush.result.non2xx + rush.result.errors + rush.result.timeouts;
console.log('');
console.log(`booking rush (SQLite, ${CONNECTIONS} connections, ${SECONDS} s, add-booking with a slot = a confirmed token)`);
console.log(`  confirmed bookings per second  ${confirmedPerSecond.toFixed(0)}`);
console.log(`  latency p50 / p99              ${rush.result.latency.p50} ms / ${rush.result.latency.p99} ms`);
console.log(`  tokens: ${rush.counts.confirmed} confirmed, ${rush.counts.distinct_tokens} distinct, highest ${rush.counts.highest}; failed requests ${errors}`);
console.log(`bare Fastify hello-world          ${hello.requests.average.toFixed(0)} requests per second`);
console.log(`ratio (bookings / hello-world)    ${ratio.toFixed(2)}  (target at least 0.35; p99 target under 50 ms)`);
console.log(`bare Fastify + one SQLite insert  ${insert.requests.average.toFixed(0)} requests per second (${(insert.requests.average / hello.requests.average).toFixed(2)} of hello-world; bookings are ${(confirmedPerSecond / insert.requests.average).toFixed(2)} of it)`);
await printFloodFigures();
await printFanoutFigures();
const routeSizes = 'dist/web/.vite/manifest.json';
if (fs.existsSync(routeSizes)) {
  console.log('');
  spawnSync(process.execPath, ['scripts/route-sizes.mjs'], { stdio: 'inherit' });
}
if (rush.counts.confirmed !== rush.counts.distinct_tokens) {
  console.error('DUPLICATE TOKENS');
  process.exitCode = 1;
}
console.log('');
if (!(await crashCheck())) {
  console.error('BOOKINGS LOST OR DUPLICATED AFTER A CRASH');
  process.exitCode = 1;
}
// Lighthouse (mobile, default throttling) on /home and /patient-selection; BENCH_LIGHTHOUSE=off skips it.
if (process.env.BENCH_LIGHTHOUSE !== 'off') {
  console.log('');
  const lighthouse = spawnSync(process.execPath, ['scripts/lighthouse.mjs'], { stdio: 'inherit' });
  if (lighthouse.status !== 0) {
    console.error('LIGHTHOUSE SCORES BELOW 95');
    process.exitCode = 1;
  }
}
