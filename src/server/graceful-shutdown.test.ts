// Graceful shutdown, end to end: `npm start` (the whole start chain: npm, scripts/start.mjs, the compiled
// server) on SQLite, a booking rush and an open live-event stream, then SIGTERM to the npm process. The
// port must be free within 10 s, npm must exit cleanly, the stream must end with a retry hint, and every
// booking the server acknowledged must be in the database with its token.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../shared/dates';
import { LIMITS_OFF } from './testing/limits-off';

const HOST = '127.0.0.1';
const ROOT = path.resolve(import.meta.dirname, '../..');
const RUSH_WORKERS = 12;
const PASSWORD = 'Shutdown#1234';
const DOCTOR_PHONE = '9500000200';
const PATIENT_PHONE = '9500000201';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-shutdown-'));
let npmStart: ChildProcess | null = null;
afterAll(() => {
  // npm runs the server as its child: a failed test stops the whole group, so no server outlives it.
  if (npmStart?.pid && npmStart.exitCode === null) {
    try {
      process.kill(-npmStart.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** The operator's tool on the test's data folder; answers its last stdout line (JSON). */
function admin(args: string[]) {
  const out = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'off' },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`admin ${args[0]} failed: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}');
}

async function waitUp(base: string): Promise<void> {
  // A first start may build the web app and the server.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/get-cities.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('npm start did not come up');
}

const cookieOf = (answer: Response, name: string) =>
  new RegExp(`${name}=([^;]+)`).exec(answer.headers.get('set-cookie') ?? '')![1]!;

/** Signs the patient in; answers the headers of a signed-in call (the CSRF token is the session's own). */
async function signIn(base: string): Promise<Record<string, string>> {
  const first = await fetch(`${base}/api/get-cities.json`);
  const anonymous = cookieOf(first, 'XSRF-TOKEN');
  const login = await fetch(`${base}/api/patient-login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': anonymous, cookie: `XSRF-TOKEN=${anonymous}` },
    body: JSON.stringify({ phone_number: PATIENT_PHONE, password: PASSWORD }),
  });
  const sid = cookieOf(login, 'sid');
  const xsrf = cookieOf(login, 'XSRF-TOKEN');
  return { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}; sid=${sid}` };
}

/** Reads a live-event stream to its end; answers everything it carried. */
async function readStream(base: string, headers: Record<string, string>): Promise<string> {
  const answer = await fetch(`${base}/api/live-events`, { headers: { cookie: headers.cookie! } });
  if (!answer.body) return '';
  const reader = answer.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read())
      text += decoder.decode(read.value, { stream: true });
  } catch {
    // the connection was cut instead of ended: the text so far has no farewell, which the test reports
  }
  return text;
}

test('SIGTERM to npm start during a booking rush: the port is free within 10 s and no acknowledged booking is lost', async () => {
  const doctorId: number = admin([
    'create-user',
    '--role',
    'doctor',
    '--phone',
    DOCTOR_PHONE,
    '--password',
    PASSWORD,
    '--name',
    'Shutdown Doctor',
    '--capacity',
    '1000000',
  ]).users[0].id;
  admin([
    'create-user',
    '--role',
    'patient',
    '--phone',
    PATIENT_PHONE,
    '--password',
    PASSWORD,
    '--name',
    'Shutdown Patient',
  ]);
  let date = addDays(todayInClinic(DEFAULT_TIME_ZONE), 2);
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);

  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  npmStart = spawn('npm', ['start'], {
    cwd: ROOT,
    // One session rushes on purpose: the limits would answer most of it with 429.
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      ...LIMITS_OFF,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  npmStart.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npmStart!.once('exit', (code) => resolve(code)));
  await waitUp(base);

  const headers = await signIn(base);
  const stream = readStream(base, headers);
  // One person holds one token per slot, so each booking is for another member of the family.
  let sent = 0;
  const body = () =>
    JSON.stringify({
      name: `Family Member ${++sent}`,
      age: 40,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: PATIENT_PHONE,
      type: 'Other',
      doctor_id: doctorId,
      slot: 'Evening',
      booking_date: date,
    });
  const acknowledged = new Map<number, number>();
  let refused = 0;
  let lastRefusal = '';
  let stopRush = false;
  const worker = async () => {
    while (!stopRush) {
      try {
        const answer = await fetch(`${base}/api/add-booking.json`, { method: 'POST', headers, body: body() });
        if (answer.status === 200) {
          const { result } = (await answer.json()) as { result: { id: number; booking_number: number } };
          acknowledged.set(result.id, result.booking_number);
        } else {
          refused += 1;
          lastRefusal = `${answer.status} ${await answer.text()}`;
        }
      } catch {
        // the server has stopped listening: this one was not acknowledged
        refused += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const rush = Array.from({ length: RUSH_WORKERS }, worker);
  const rushDeadline = Date.now() + 60_000;
  while (acknowledged.size < 30) {
    if (Date.now() > rushDeadline) {
      stopRush = true;
      throw new Error(`the rush got ${acknowledged.size} bookings in 60 s; last refusal: ${lastRefusal}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  const signalledAt = Date.now();
  npmStart.kill('SIGTERM');
  let freeAfterMs = -1;
  while (Date.now() - signalledAt < 10_000) {
    if ((await portIsFree(port)) && npmStart.exitCode !== null) {
      freeAfterMs = Date.now() - signalledAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stopRush = true;
  await Promise.all(rush);
  const exitCode = await exited;
  const streamed = await stream;

  expect(freeAfterMs, `port still taken or npm still running 10 s after SIGTERM\n${stderr}`).toBeGreaterThanOrEqual(0);
  expect(exitCode, stderr).toBe(0);
  expect(streamed).toContain(': connected');
  expect(streamed).toMatch(/retry: \d+\n: server stopping/);

  const db = new Database(path.join(dataDir, 'parchee.sqlite'), { readonly: true });
  const rows = db.prepare('SELECT id, booking_number FROM bookings WHERE doctor_id = ?').all(doctorId) as {
    id: number;
    booking_number: number;
  }[];
  db.close();
  const stored = new Map(rows.map((row) => [row.id, row.booking_number]));
  const lost = [...acknowledged].filter(([id, token]) => stored.get(id) !== token);
  expect(lost).toEqual([]);
  expect(new Set(rows.map((row) => row.booking_number)).size).toBe(rows.length);
  expect(refused).toBeGreaterThan(0); // the rush was still going when the server stopped
}, 300_000);
