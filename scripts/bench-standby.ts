// `npm run bench`'s standby section (BENCH_ONLY=standby runs it alone): the built server on a PostgreSQL
// primary and its synchronous standby (clusters of the section's own, made and dropped by
// src/server/testing/standby-clusters.ts), a rush of the doctor's walk-ins, and in the middle of it the
// primary stopped as in a crash (-m immediate) and the standby promoted by the bench right after. Measured:
// the promotion's own time, the server's reconnection after it, and the takeover from the stop to the first
// booking on the promoted standby; and checked, as a wrong answer: every acknowledged booking kept once,
// tokens 1 to the count, retries with the same key booking nothing twice. Skipped, with the reason, where
// clusters cannot be made (not root, no PostgreSQL cluster tools).
import { LIMITS_OFF } from '../src/server/testing/limits-off';
import { makeStandbyPair, whyNoStandby } from '../src/server/testing/standby-clusters';
import { rushThroughTakeover, takeoverFaults, type WalkInAnswer } from '../src/server/testing/takeover-rush';
import { figure, judge, skip, timed, underCheck } from './bench-report';
import { admin, newStore, removeStore, signIn, startApp, stop, type App } from './bench-servers';
import { bookableDate } from './bench-tokens';

const PORT = 3397;
const DOCTOR_PHONE = '9500000200';
const TARGET = 'PostgreSQL standby takeover';

export async function standbySection(): Promise<void> {
  console.log('');
  const why = whyNoStandby();
  if (why) {
    skip(TARGET, why);
    return;
  }
  const pair = await timed('standby preparation', makeStandbyPair);
  const store = newStore(pair.databaseUrl);
  let app: App | null = null;
  try {
    // The operator's tool migrates the new database and makes the doctor, on the URL naming both servers.
    const doctorId = admin(store, [
      'create-user',
      '--role',
      'doctor',
      '--phone',
      DOCTOR_PHONE,
      '--password',
      'Bench#1234',
      '--name',
      'Takeover Doctor',
      '--capacity',
      '1000000',
    ]).users[0]!.id;
    const server = await startApp(store, PORT, LIMITS_OFF);
    app = server;
    const headers = await signIn(server.base, DOCTOR_PHONE, undefined, 'doctor-login');
    const date = bookableDate();
    const send = async (phone: string, key: string): Promise<WalkInAnswer> => {
      const body = {
        name: 'Takeover Patient',
        age: 40,
        problem: 'Fever',
        address: 'Deoria',
        phone_number: phone,
        type: 'Manual',
        doctor_id: doctorId,
        slot: 'Evening',
        booking_date: date,
      };
      const answer = await fetch(`${server.base}/api/add-booking.json`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      const envelope = (await answer.json()) as { error?: string; result?: { id: number; booking_number: number } };
      return {
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        error: envelope.error,
        booking: envelope.result,
      };
    };
    const run = await timed('standby takeover', () => rushThroughTakeover(pair, doctorId, send));
    const faults = takeoverFaults(run);
    const ms = (value: number | null) => (value === null ? 'none' : `${value.toFixed(0)} ms`);
    console.log(
      `standby takeover: the doctor's walk-ins through the built server on a primary and its synchronous standby (${pair.version}), the primary stopped with -m immediate, the standby promoted at once`,
    );
    figure('acknowledged before the stop, in all', `${run.acknowledgedBeforeStop}, ${run.acknowledged.size}`);
    figure(
      'answers during the takeover',
      [...run.statuses].map(([status, count]) => `${count} x ${status}`).join(', '),
    );
    // A 409 is "not known yet": the retried call was cut off, and its commit may or may not have happened.
    figure(
      'retries with the same key',
      [...run.retries].map(([outcome, count]) => `${count} x ${outcome.split(' ')[0]}`).join(', '),
    );
    figure('stored on the promoted standby', `${run.stored.length} bookings (unacknowledged commits included)`);
    figure('promotion (pg_ctlcluster promote)', ms(run.promotionMs));
    figure("server's reconnection after the promotion", ms(run.reconnectionMs));
    for (const fault of faults) console.error(`  WRONG: ${fault}`);
    judge(TARGET, [
      underCheck('takeover: stop to first booking', run.takeoverMs ?? Number.POSITIVE_INFINITY, 30_000, 'ms'),
      {
        what: 'acknowledged bookings kept once, gap-free',
        figure: faults.length ? 'NO' : 'yes',
        goal: 'every acknowledged booking with its token, 1 to the count, none twice',
        met: faults.length === 0,
        correctness: true,
      },
    ]);
  } finally {
    if (app) await stop(app.server);
    removeStore(store);
    await pair.drop();
  }
}
