// Crash safety: rush bookings at the real server on SQLite, kill it with SIGKILL in the middle, start it
// again, and check that every acknowledged booking is there once with its token, and tokens are unique.
// Run by `npm run bench` (and on its own: `npx tsx scripts/crash-check.ts`). Prints the counts; exits 1 on a loss.
import path from 'node:path';
import Database from 'better-sqlite3';
import { LIMITS_OFF } from '../src/server/testing/limits-off';
import { admin, buildServer, newStore, removeStore, signIn, startApp, stop, type Store } from './bench-servers';
import { bookableDate } from './bench-tokens';

const PORT = 3393;
const WORKERS = 20;
const KILL_AFTER_MS = 3000;

/**
 * The doctor's walk-ins by 20 workers until the server is killed; answers the bookings acknowledged and how many were
 * sent.
 */
async function rushUntilKilled(store: Store, doctorId: number) {
  // 20 workers book through one session on purpose: the limits are lifted.
  const { server, base } = await startApp(store, PORT, LIMITS_OFF);
  const acknowledged = new Map<number, number>();
  let sent = 0;
  try {
    // Walk-ins, so each booking is a new token (a patient's account holds one token per person per slot).
    const headers = await signIn(base, '9500000100', undefined, 'doctor-login');
    const body = JSON.stringify({
      name: 'Crash Patient',
      age: 40,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9500000101',
      type: 'Manual',
      doctor_id: doctorId,
      slot: 'Evening',
      booking_date: bookableDate(),
    });
    let killed = false;
    const worker = async () => {
      while (!killed) {
        sent += 1;
        try {
          const answer = await fetch(`${base}/api/add-booking.json`, { method: 'POST', headers, body });
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
    return { acknowledged, sent };
  } finally {
    await stop(server);
  }
}

export async function crashCheck(): Promise<boolean> {
  const store = newStore();
  try {
    const doctorId = admin(store, [
      'create-user',
      '--role',
      'doctor',
      '--phone',
      '9500000100',
      '--password',
      'Bench#1234',
      '--name',
      'Crash Doctor',
      '--capacity',
      '1000000',
    ]).users[0]!.id;
    const { acknowledged, sent } = await rushUntilKilled(store, doctorId);
    // Started again on the same folder: it recovers the database as a restart after a crash does.
    await stop((await startApp(store, PORT, LIMITS_OFF)).server);
    const db = new Database(path.join(store.DATA_DIR, 'parchee.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT id, booking_number FROM bookings WHERE doctor_id = ?').all(doctorId) as {
      id: number;
      booking_number: number;
    }[];
    db.close();
    const stored = new Map(rows.map((r) => [r.id, r.booking_number]));
    const lost = [...acknowledged].filter(([id, token]) => stored.get(id) !== token).length;
    const distinctTokens = new Set(rows.map((r) => r.booking_number)).size;
    console.log('crash safety (SQLite, SIGKILL during a booking rush, then restart)');
    console.log(`  requests sent ${sent}, acknowledged ${acknowledged.size}, stored after restart ${rows.length}`);
    console.log(
      `  acknowledged but missing or changed ${lost}; stored tokens ${rows.length}, distinct ${distinctTokens}`,
    );
    // A rush with nothing acknowledged has checked nothing.
    return acknowledged.size > 0 && lost === 0 && distinctTokens === rows.length && rows.length >= acknowledged.size;
  } finally {
    removeStore(store);
  }
}

if (process.argv[1]?.endsWith('crash-check.ts')) {
  buildServer();
  process.exitCode = (await crashCheck()) ? 0 : 1;
}
