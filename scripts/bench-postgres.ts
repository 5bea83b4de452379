// `npm run bench`'s postgres section (BENCH_ONLY=postgres runs it alone): two server instances on one
// PostgreSQL database, 2,000 signed-in patients joining one doctor's slot from their drafts, half through
// each instance at once (slot-confirmation, 50 connections to each). The database is made for the run and
// dropped after it, on the server BENCH_DATABASE_URL names (else the local test server); without a
// PostgreSQL to reach, the section says so and is skipped.
import pg from 'pg';
import { LIMITS_OFF } from '../src/server/testing/limits-off';
import { createPatients, draftsOf, sessionsOf } from './bench-patients';
import { atLeastCheck, judge, skip, timed, tokensCheck, underCheck } from './bench-report';
import {
  admin,
  CONNECTIONS,
  newStore,
  openStore,
  removeStore,
  startApp,
  stop,
  type App,
  type Store,
} from './bench-servers';
import { bookableDate, CAPACITY, confirmEach, printTokenRush, tokensOf, type SlotOf } from './bench-tokens';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'parchee_bench';
const PORTS = [3395, 3396];
const PATIENTS = 2000;
const TARGET = 'PostgreSQL, two instances, one slot';

/** The rush through both instances, on a database of its own (`store`). */
async function rushThroughTwo(store: Store): Promise<void> {
  const { db, config } = openStore(store);
  const apps: App[] = [];
  try {
    const { doctorId, drafts } = await timed('postgres preparation', async () => {
      const doctorId = admin(store, [
        'create-user',
        '--role',
        'doctor',
        '--phone',
        '9500000000',
        '--password',
        'Bench#1234',
        '--name',
        'Queue Doctor',
        '--capacity',
        CAPACITY,
      ]).users[0]!.id;
      const patients = await sessionsOf(db, config, createPatients(store, 9600000000, PATIENTS));
      for (const port of PORTS) apps.push(await startApp(store, port, LIMITS_OFF));
      const share = Math.ceil(patients.length / apps.length);
      return {
        doctorId,
        drafts: await Promise.all(
          apps.map((app, i) => draftsOf(app.base, doctorId, patients.slice(i * share, (i + 1) * share))),
        ),
      };
    });
    const at: SlotOf = { doctorId, date: bookableDate(), slot: 'Morning' };
    const results = await timed('postgres rush', () =>
      Promise.all(apps.map((app, i) => confirmEach(app.base, drafts[i]!, at, CONNECTIONS / apps.length))),
    );
    const counts = await tokensOf(db, at);
    console.log('');
    console.log(
      `slot-confirmation by ${PATIENTS} signed-in patients through ${apps.length} instances on one PostgreSQL database (${CONNECTIONS / apps.length} connections to each)`,
    );
    const { perSecond, p99 } = printTokenRush(results, counts);
    judge(TARGET, [
      atLeastCheck('tokens confirmed per second, in all', perSecond, 1500, '/s'),
      underCheck('latency p99', p99, 100, 'ms'),
      tokensCheck(counts),
    ]);
  } finally {
    for (const app of apps) await stop(app.server);
    await db.close();
  }
}

export async function postgresSection(): Promise<void> {
  const server = new pg.Client({ connectionString: SERVER_URL });
  const where = new URL(SERVER_URL).host;
  try {
    await server.connect();
  } catch (error) {
    console.log('');
    skip(
      TARGET,
      `PostgreSQL is not reachable at ${where} (${error instanceof Error ? error.message : String(error)}); start it or set BENCH_DATABASE_URL`,
    );
    return;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  const store = newStore(url.href);
  try {
    await server.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await server.query(`CREATE DATABASE ${DATABASE}`);
    await rushThroughTwo(store);
  } finally {
    await server.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await server.end();
    removeStore(store);
  }
}
