// Crash safety: rush bookings at the real server on SQLite, kill it with SIGKILL in the middle, start it
// again, and check that every acknowledged booking is there once with its token, and tokens are unique.
// Run by `npm run bench` (and on its own: `npx tsx scripts/crash-check.ts`). Prints the counts; exits 1 on a loss.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../src/shared/dates';
import { LIMITS_OFF } from '../src/server/testing/limits-off';

const HOST = '127.0.0.1';
const PORT = 3393;
const BASE = `http://${HOST}:${PORT}`;
const WORKERS = 20;
const KILL_AFTER_MS = 3000;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // 20 workers book through one session on purpose: the limits are lifted.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST, DEMO_DATA: 'off', LOG_LEVEL: 'warn', ...LIMITS_OFF },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUp(): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/get-cities.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not come up');
}

function admin(dataDir: string, args: string[]) {
  const out = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'off' }, encoding: 'utf8' });
  return JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}');
}

async function session(): Promise<Record<string, string>> {
  const first = await fetch(`${BASE}/api/get-cities.json`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
  const login = await fetch(`${BASE}/api/patient-login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ phone_number: '9500000101', password: 'Crash#1234' }),
  });
  const sid = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
  return { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}; sid=${sid}` };
}

export async function crashCheck(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-crash-'));
  const doctorId = admin(dataDir, ['create-user', '--role', 'doctor', '--phone', '9500000100', '--password', 'Crash#1234', '--name', 'Crash Doctor', '--capacity', '1000000']).users[0].id;
  admin(dataDir, ['create-user', '--role', 'patient', '--phone', '9500000101', '--password', 'Crash#1234', '--name', 'Crash Patient']);
  let date = addDays(todayInClinic(DEFAULT_TIME_ZONE), 2);
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = addDays(date, 1);
  let server = startServer(dataDir);
  const acknowledged = new Map<number, number>();
  let sent = 0;
  try {
    await waitUp();
    const headers = await session();
    const body = JSON.stringify({ name: 'Crash Patient', age: 40, problem: 'Fever', address: 'Deoria', phone_number: '9500000101', type: 'Self', doctor_id: doctorId, slot: 'Evening', booking_date: date });
    let killed = false;
    const worker = async () => {
      while (!killed) {
        sent += 1;
        try {
          const answer = await fetch(`${BASE}/api/add-booking.json`, { method: 'POST', headers, body });
          if (answer.status === 200) {
            const { result } = (await answer.json()) as { result: { id: number; booking_number: number } };
            acknowledged.set(result.id, result.booking_number);
          }
        } catch {
          // the server died under this request: not acknowledged
        }
      }
    };
    const rush = Array.from({ length: WORKERS }, worker);
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    // Listened for before the kill: the exit may come while the workers are still finishing.
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGKILL');
    killed = true;
    await Promise.all(rush);
    await exited;
    server = startServer(dataDir);
    await waitUp();
    const db = new Database(path.join(dataDir, 'parchee.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT id, booking_number FROM bookings WHERE doctor_id = ?').all(doctorId) as { id: number; booking_number: number }[];
    db.close();
    const stored = new Map(rows.map((r) => [r.id, r.booking_number]));
    const lost = [...acknowledged].filter(([id, token]) => stored.get(id) !== token).length;
    const distinctTokens = new Set(rows.map((r) => r.booking_number)).size;
    console.log('crash safety (SQLite, SIGKILL during a booking rush, then restart)');
    console.log(`  requests sent ${sent}, acknowledged ${acknowledged.size}, stored after restart ${rows.length}`);
    console.log(`  acknowledged but missing or changed ${lost}; stored tokens ${rows.length}, distinct ${distinctTokens}`);
    return lost === 0 && distinctTokens === rows.length && rows.length >= acknowledged.size;
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('crash-check.ts')) {
  process.exitCode = (await crashCheck()) ? 0 : 1;
}
