// `npm run bench`'s backup section (BENCH_ONLY=backup runs it alone): the operator's `backup` of a SQLite
// database of 1,000,000 bookings while the server takes a steady stream of walk-ins, and those walk-ins'
// latency before and during it. The bookings are written straight into the bench's own database file, in
// big transactions (a year of a hundred doctors' days, tokens Done), before the server starts on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type autocannon from 'autocannon';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../src/shared/dates';
import { sqliteFile } from '../src/server/db/database';
import { LIMITS_OFF } from '../src/server/testing/limits-off';
import { sessionsOf } from './bench-patients';
import { figure, judge, timed, underCheck, type Check } from './bench-report';
import {
  admin,
  adminBeside,
  failuresOf,
  load,
  newStore,
  openStore,
  removeStore,
  SECONDS,
  startApp,
  startLoad,
  stop,
  type Store,
} from './bench-servers';
import { bookableDate } from './bench-tokens';

const PORT = 3397;
const BOOKINGS = 1_000_000;
const DOCTORS = 100;
const SLOTS = ['Morning', 'Afternoon', 'Evening'] as const;
const TOKENS_PER_SLOT = 10;
const ROWS_PER_TRANSACTION = 50_000;
/** The walk-ins' steady rate, through 20 connections: far above a town's clinics at their busiest. */
const RATE = 200;
const LOAD_CONNECTIONS = 20;
const TARGET = `booking p99 during a backup of ${BOOKINGS.toLocaleString('en')} bookings`;

/** The past days of `doctorIds`, each slot with its tokens Done, newest first, until there are BOOKINGS of them. */
function fillBookings(store: Store, doctorIds: number[]): void {
  const file = new Database(sqliteFile(store.DATA_DIR));
  try {
    const booking = file.prepare(
      `INSERT INTO bookings (doctor_id, created_by, name, age, problem, address, phone_number, type, created_on, booking_date, slot, booking_number, token, status, created_at, updated_at, called_at, done_at)
       VALUES (?, ?, 'Bench Patient', 40, 'Fever', 'Deoria', '9000000003', 'Manual', ?, ?, ?, ?, 'Done', 'Approved', ?, ?, ?, ?)`,
    );
    const counter = file.prepare(
      'INSERT INTO token_counters (doctor_id, booking_date, slot, last) VALUES (?, ?, ?, ?)',
    );
    const today = todayInClinic(DEFAULT_TIME_ZONE);
    let made = 0;
    let day = 0;
    const someDays = file.transaction(() => {
      const until = Math.min(made + ROWS_PER_TRANSACTION, BOOKINGS);
      while (made < until) {
        day += 1;
        const date = addDays(today, -day);
        const at = `${date}T05:00:00.000Z`;
        for (const doctorId of doctorIds) {
          for (const slot of SLOTS) {
            const tokens = Math.min(TOKENS_PER_SLOT, BOOKINGS - made);
            if (tokens === 0) return;
            counter.run(doctorId, date, slot, tokens);
            for (let token = 1; token <= tokens; token += 1)
              booking.run(doctorId, doctorId, date, date, slot, token, at, at, at, at);
            made += tokens;
          }
        }
      }
    });
    while (made < BOOKINGS) someDays();
  } finally {
    file.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const latencies = (result: autocannon.Result) => `${result.latency.p50} ms / ${result.latency.p99} ms`;

export async function backupSection(): Promise<void> {
  const store = newStore();
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-bench-backup-'));
  try {
    const doctor = (phone: string, name: string, ...more: string[]) =>
      admin(store, [
        'create-user',
        '--role',
        'doctor',
        '--phone',
        phone,
        '--password',
        'Bench#1234',
        '--name',
        name,
        ...more,
      ]).users;
    const walkInDoctor = doctor('9500000000', 'Walk In Doctor', '--capacity', '10000000')[0]!.id;
    const filler = doctor('9510000000', 'Busy Doctor', '--count', String(DOCTORS)).map((user) => user.id);
    await timed(`backup: ${BOOKINGS.toLocaleString('en')} bookings written`, async () => fillBookings(store, filler));
    const { db, config } = openStore(store);
    const app = await startApp(store, PORT, LIMITS_OFF);
    try {
      const [session] = await sessionsOf(db, config, [walkInDoctor]);
      const body = {
        name: 'Walk In Patient',
        age: 30,
        problem: 'Fever',
        address: 'Deoria',
        phone_number: '9000000002',
        type: 'Manual',
        doctor_id: walkInDoctor,
        slot: 'Morning',
        booking_date: bookableDate(),
      };
      const walkIns: autocannon.Options = {
        url: `${app.base}/api/add-booking.json`,
        method: 'POST',
        headers: session!.headers,
        body: JSON.stringify(body),
        connections: LOAD_CONNECTIONS,
        overallRate: RATE,
      };
      // A fresh server on a database it has not read yet: warmed up first, as a running server is.
      await load({ ...walkIns, duration: 3 });
      const before = await load({ ...walkIns, duration: SECONDS });

      // Every booking acknowledged so far is in the database; the backup begins after this count.
      const counted = await db.kysely
        .selectFrom('bookings')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const during = startLoad(walkIns);
      const began = performance.now();
      const answer = (await adminBeside(store, ['backup', '--to', backupDir])) as {
        backup: { verified: boolean; bytes: number; tables: Record<string, number> };
      };
      const seconds = (performance.now() - began) / 1000;
      const duringResult = await during.stop();

      console.log('');
      console.log(
        `npm run admin -- backup of ${BOOKINGS.toLocaleString('en')} bookings (SQLite) while the doctor's walk-ins come at ${RATE}/s (${LOAD_CONNECTIONS} connections)`,
      );
      figure('database file', megabytes(fs.statSync(sqliteFile(store.DATA_DIR)).size));
      figure('backup taken and verified in', `${seconds.toFixed(1)} s, ${megabytes(answer.backup.bytes)}`);
      figure(`walk-ins p50 / p99, ${SECONDS} s before`, `${latencies(before)}; ${failuresOf([before])}`);
      figure(
        'walk-ins p50 / p99, during the backup',
        `${latencies(duringResult)}; ${duringResult['2xx']} booked; ${failuresOf([duringResult])}`,
      );
      const holdsAll = answer.backup.verified && (answer.backup.tables.bookings ?? 0) >= counted.n;
      const holds: Check = {
        what: 'backup verified, holds every booking before it',
        figure: holdsAll ? 'yes' : 'NO',
        goal: `verified, at least ${counted.n} bookings`,
        met: holdsAll,
        correctness: true,
      };
      judge(TARGET, [underCheck('walk-ins latency p99 during the backup', duringResult.latency.p99, 100, 'ms'), holds]);
    } finally {
      await stop(app.server);
      await db.close();
    }
  } finally {
    removeStore(store);
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
}
