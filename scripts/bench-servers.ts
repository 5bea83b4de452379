// What the bench's sections share: the server built and started as child processes on 127.0.0.1, the
// database a section runs on (its store), the operator's tool on it, signing in and calling over HTTP,
// loading a server with autocannon, and a process's resident memory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase, type Db } from '../src/server/db/database';

export const HOST = '127.0.0.1';
/** The load of every figure: 100 connections, for BENCH_SECONDS (10 s) where it runs for a time. */
export const CONNECTIONS = 100;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * The bench runs the compiled server (dist/server), as `npm start` does in production: under tsx the
 * loader alone adds about 40 MB to the server's memory and slows its start. Built afresh by buildServer()
 * at the start of every bench run, so the figures are always those of the sources as they are.
 */
const SERVER = 'dist/server/main.js';
/** Node's flags of the server, as package.json's start script gives them (decision 0029). */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--expose-gc'];
const ADMIN = 'dist/server/admin.js';

export function buildServer(): void {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build:server failed');
}

/**
 * The database a section's servers share, as the environment names it: a SQLite folder, or a PostgreSQL
 * database (DATABASE_URL) with an empty folder for uploads. DATABASE_URL is always set, empty for SQLite,
 * so one in the bench's own environment cannot send a section to another database.
 */
export interface Store {
  DATA_DIR: string;
  DATABASE_URL: string;
}

export function newStore(databaseUrl = ''): Store {
  return { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-bench-')), DATABASE_URL: databaseUrl };
}

export function removeStore(store: Store): void {
  fs.rmSync(store.DATA_DIR, { recursive: true, force: true });
}

/** The store opened the way the server opens it, with the configuration the bench's servers get. */
export function openStore(store: Store): { db: Db; config: AppConfig } {
  const config = loadConfig({ ...process.env, ...store, DEMO_DATA: 'off' });
  return { db: openDatabase(config), config };
}

export function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function waitFor(url: string, tries = 150): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    // Gone already: exited, or killed by a signal (the crash check's SIGKILL).
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The operator's tool run beside the servers without holding up this process (a backup while the bench
 * loads a server); answers its last stdout line, parsed, or throws with its error.
 */
export function adminBeside(store: Store, args: string[]): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ADMIN, ...args], {
      env: { ...process.env, ...store, DEMO_DATA: 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('error', reject);
    child.once('close', () => {
      const parsed = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
      if (parsed.error) reject(new Error(String(parsed.error)));
      else resolve(parsed);
    });
  });
}

export function admin(store: Store, args: string[]): { users: { id: number }[] } {
  const out = spawnSync(process.execPath, [ADMIN, ...args], {
    env: { ...process.env, ...store, DEMO_DATA: 'off' },
    encoding: 'utf8',
    // create-user --count answers every account made.
    maxBuffer: 64 * 1024 * 1024,
  });
  const last = out.stdout.trim().split('\n').pop() ?? '{}';
  const parsed = JSON.parse(last);
  if (parsed.error) throw new Error(parsed.error);
  return parsed;
}

/**
 * Signs a patient (or, with doctor-login, a doctor) in with the bench's password; `address` is the client
 * address the proxy in front reports (X-Forwarded-For). Answers the headers of the session's calls.
 */
export async function signIn(
  base: string,
  phone: string,
  address?: string,
  call = 'patient-login',
): Promise<Record<string, string>> {
  const forwarded: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  const first = await fetch(`${base}/api/get-cities.json`, { headers: forwarded });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}/api/${call}.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}`, ...forwarded },
    body: JSON.stringify({ phone_number: phone, password: 'Bench#1234' }),
  });
  const cookies = login.headers.get('set-cookie') ?? '';
  const sid = /sid=([^;]+)/.exec(cookies)?.[1];
  if (!sid) throw new Error(`bench sign-in failed: ${login.status}`);
  // The CSRF token is the session's own from sign-in on.
  const sessionXsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? xsrf;
  return {
    'content-type': 'application/json',
    'x-xsrf-token': sessionXsrf,
    cookie: `XSRF-TOKEN=${sessionXsrf}; sid=${sid}`,
    ...forwarded,
  };
}

/** One API call with a session's headers; answers its result, or throws with the status when it fails. */
export async function call<T>(base: string, name: string, headers: Record<string, string>, body: object): Promise<T> {
  const answer = await fetch(`${base}/api/${name}.json`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await answer.json()) as { result?: T };
  if (!answer.ok || json.result === undefined)
    throw new Error(`bench ${name} failed: ${answer.status} ${JSON.stringify(json)}`);
  return json.result;
}

export interface App {
  server: ChildProcess;
  base: string;
  port: number;
}

/** The real server on its store, without demo data, started and answering. */
export async function startApp(store: Store, port: number, env: Record<string, string>): Promise<App> {
  const server = start(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
    ...store,
    PORT: String(port),
    HOST,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const base = `http://${HOST}:${port}`;
  // A server that stopped at once (its port taken) must not pass for up because another one answers there.
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) =>
      reject(new Error(`the server on port ${port} stopped at start (exit ${code}); is the port taken?`)),
    ),
  );
  try {
    await Promise.race([waitFor(`${base}/api/get-cities.json`), exited]);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { server, base, port };
}

export function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A load that runs until stopped (for as long as something else takes); `stop` answers its results. */
export function startLoad(options: autocannon.Options): { stop(): Promise<autocannon.Result> } {
  let instance: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ duration: 3600, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return {
    stop: () => {
      instance.stop();
      return done;
    },
  };
}

/** Successful answers per second over a load's whole time. */
export const okPerSecond = (result: autocannon.Result) => result['2xx'] / result.duration;

/**
 * Requests answered with an error status or not answered, as a figure (autocannon counts a timeout among its errors).
 */
export function failuresOf(results: autocannon.Result[]): string {
  const sum = (count: (result: autocannon.Result) => number) =>
    results.reduce((total, result) => total + count(result), 0);
  return `failed requests ${sum((r) => r.non2xx + r.errors)} (${sum((r) => r.timeouts)} of them unanswered after 10 s)`;
}

/** Runs `work` for 0..count-1, at most `atOnce` at a time. */
export async function inParallel(count: number, atOnce: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, count) }, worker));
}

/** The resident memory of a process, in MB. */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** The doctor sits every day, its Morning slot all day, so today's queue can be joined whenever the bench runs. */
export async function sitsAllDay(db: Db, doctorId: number): Promise<void> {
  await db.kysely
    .updateTable('doctor_slots')
    .set({ open_time: '00:00', close_time: '23:59' })
    .where('doctor_id', '=', doctorId)
    .where('slot', '=', 'Morning')
    .execute();
  const everyDay = Object.fromEntries(
    ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => [d, true]),
  );
  await db.kysely
    .updateTable('doctor_details')
    .set({ sitting: JSON.stringify(everyDay) })
    .where('user_id', '=', doctorId)
    .execute();
}
