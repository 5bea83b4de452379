// `npm run bench`'s sections on SQLite, all against one server process, as one server serves a clinic's
// day: rush (the doctor's walk-ins, add-booking with a slot), confirm (5,000 signed-in patients joining one
// doctor's slot from their drafts, slot-confirmation), read (get-all-doctors for a city of 50 doctors),
// fanout (bench-fanout.ts) and floor (Call next at 50 desks, 1,000 check-ins: bench-floor.ts); after them
// all, their streams closed, the server's memory. BENCH_ONLY picks sections; the fanout's and the floor's
// patients are the ones who joined the queue, so the confirm rush runs before them even when only they are
// asked for (then its figures are not printed).
import { DEFAULT_TIME_ZONE, todayInClinic } from '../src/shared/dates';
import type { Db } from '../src/server/db/database';
import { LIMITS_OFF } from '../src/server/testing/limits-off';
import { gzipSync } from 'node:zlib';
import { barePost, helloWorld, oneInsert } from './bench-baselines';
import { FANOUT_ENV, printFanoutFigures, type Queue } from './bench-fanout';
import { DESKS, printFloorFigures } from './bench-floor';
import { createPatients, draftsOf, sessionsOf, type Session } from './bench-patients';
import { figure, judge, ratioCheck, timed, tokensCheck, underCheck } from './bench-report';
import {
  admin,
  call,
  CONNECTIONS,
  failuresOf,
  load,
  newStore,
  okPerSecond,
  openStore,
  removeStore,
  rssOf,
  sitsAllDay,
  SECONDS,
  startApp,
  stop,
  type App,
  type Store,
} from './bench-servers';
import { bookableDate, CAPACITY, confirmEach, printTokenRush, tokensOf, type SlotOf } from './bench-tokens';

export const SQLITE_SECTIONS = ['rush', 'confirm', 'read', 'fanout', 'floor'] as const;
export type SqliteSection = (typeof SQLITE_SECTIONS)[number];

const PORT = 3390;
const PATIENTS = 5000;
const CITY = 'Gorakhpur';
const DOCTORS_IN_CITY = 50;

/** The doctor's walk-ins (type Manual: the clinic's own, outside the one-token-per-person rule), all in one slot. */
async function rush(app: App, db: Db, doctor: Session): Promise<void> {
  const at: SlotOf = { doctorId: doctor.userId, date: bookableDate(), slot: 'Morning' };
  const body = {
    name: 'Walk In Patient',
    age: 30,
    problem: 'Fever',
    address: 'Deoria',
    phone_number: '9000000002',
    type: 'Manual',
    doctor_id: at.doctorId,
    slot: at.slot,
    booking_date: at.date,
  };
  const result = await load({
    url: `${app.base}/api/add-booking.json`,
    method: 'POST',
    headers: doctor.headers,
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const counts = await tokensOf(db, at);
  console.log('');
  console.log(`add-booking with a slot, the doctor's walk-ins (SQLite, ${CONNECTIONS} connections, ${SECONDS} s)`);
  const { perSecond, p99 } = printTokenRush([result], counts);
  judge('add-booking with a slot', [
    ratioCheck(perSecond, await oneInsert(), 'the one-insert floor'),
    underCheck('latency p99', p99, 50, 'ms'),
    tokensCheck(counts),
  ]);
}

/**
 * Every patient makes a draft with the doctor, then all join today's Morning slot at once, as patients do
 * when a clinic opens (and the fanout needs today's queue; a bench started in the IST day's last minute
 * finds the slot over). Answers the queue.
 */
async function joinQueue(app: App, db: Db, doctor: Session, patients: Session[], print: boolean): Promise<Queue> {
  const at: SlotOf = { doctorId: doctor.userId, date: todayInClinic(DEFAULT_TIME_ZONE), slot: 'Morning' };
  const drafts = await timed('drafts', () => draftsOf(app.base, at.doctorId, patients));
  const result = await timed('confirm', () => confirmEach(app.base, drafts, at, CONNECTIONS));
  const counts = await tokensOf(db, at);
  if (print) {
    console.log('');
    console.log(
      `slot-confirmation by ${drafts.length} signed-in patients from their drafts, one doctor's slot (SQLite, ${CONNECTIONS} connections)`,
    );
    const { perSecond, p99 } = printTokenRush([result], counts);
    judge(`slot-confirmation by ${drafts.length} patients`, [
      ratioCheck(perSecond, await oneInsert(), 'the one-insert floor'),
      underCheck('latency p99', p99, 50, 'ms'),
      tokensCheck(counts),
    ]);
  }
  const first = await db.kysely
    .selectFrom('bookings')
    .select('id')
    .where('doctor_id', '=', at.doctorId)
    .where('booking_date', '=', at.date)
    .where('slot', '=', at.slot)
    .where('booking_number', '=', 1)
    .executeTakeFirstOrThrow();
  return { doctorId: at.doctorId, doctor, patients, firstBooking: first.id };
}

/** A signed-in patient's browser reading the doctors of one city, at 100 connections. */
async function read(app: App, reader: Session): Promise<void> {
  const body = { patient_id: reader.userId, city: CITY };
  const list = await call<{ doctors: unknown[] }>(app.base, 'get-all-doctors', reader.headers, body);
  if (list.doctors.length !== DOCTORS_IN_CITY)
    throw new Error(`get-all-doctors answered ${list.doctors.length} doctors of ${CITY}, not ${DOCTORS_IN_CITY}`);
  // Asked as every browser asks, taking gzip: the kept list is sent gzipped (about 4 KB instead of 55 KB).
  const headers = { ...reader.headers, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const result = await load({
    url: `${app.base}/api/get-all-doctors.json`,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  console.log('');
  console.log(
    `get-all-doctors for a city of ${DOCTORS_IN_CITY} doctors, signed in as a patient (SQLite, ${CONNECTIONS} connections, ${SECONDS} s)`,
  );
  figure('answers per second', okPerSecond(result).toFixed(0));
  figure('latency p50 / p99', `${result.latency.p50} ms / ${result.latency.p99} ms; ${failuresOf([result])}`);
  judge(`get-all-doctors for a city of ${DOCTORS_IN_CITY} doctors`, [
    ratioCheck(okPerSecond(result), await helloWorld(), 'bare Fastify hello-world'),
    underCheck('latency p99', result.latency.p99, 20, 'ms'),
  ]);
  // Not a target: the same POST answered by bare Fastify with as many bytes, to tell the app's cost from the POST's.
  const answerBytes = gzipSync(JSON.stringify({ response: 'success', result: list })).length;
  const bare = await timed('baseline bare POST', () => barePost(JSON.stringify(body), answerBytes));
  figure(
    `bare Fastify, the same POST, ${answerBytes} bytes back`,
    `${bare.toFixed(0)} requests per second; the app is ${(okPerSecond(result) / bare).toFixed(2)} of it`,
  );
}

/** The server's memory once every section ran on it and its streams are closed. */
async function memory(app: App): Promise<void> {
  // The server closes a stream's socket a moment after the client drops it, and gives the rushes' memory
  // back once quiet for a second (platform/quiet-collection.ts).
  await new Promise((r) => setTimeout(r, 3000));
  const rss = rssOf(app.server.pid!);
  console.log('');
  console.log(`the SQLite server after ${SQLITE_SECTIONS.join(', ')}, every stream closed`);
  judge('memory after the whole bench on SQLite', [underCheck('server RSS', rss, 250, 'MB')]);
}

/** The doctors and patients of the sections, made by the operator's tool before the server starts. */
function createAccounts(store: Store) {
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
    ]).users[0]!.id;
  const walkInDoctor = doctor('9500000000', 'Walk In Doctor', '--capacity', CAPACITY);
  const queueDoctor = doctor('9500000001', 'Queue Doctor', '--capacity', CAPACITY);
  doctor('9510000000', 'City Doctor', '--city', CITY, '--count', String(DOCTORS_IN_CITY));
  const deskDoctors = admin(store, [
    'create-user',
    '--role',
    'doctor',
    '--phone',
    '9520000000',
    '--password',
    'Bench#1234',
    '--name',
    'Desk Doctor',
    '--capacity',
    CAPACITY,
    '--count',
    String(DESKS),
  ]).users.map((user) => user.id);
  return { walkInDoctor, queueDoctor, deskDoctors, patientIds: createPatients(store, 9600000000, PATIENTS) };
}

export async function sqliteSections(wants: (section: SqliteSection) => boolean): Promise<void> {
  const store = newStore();
  try {
    const accounts = await timed('SQLite accounts', async () => createAccounts(store));
    const { db, config } = openStore(store);
    try {
      for (const doctorId of [accounts.queueDoctor, ...accounts.deskDoctors]) await sitsAllDay(db, doctorId);
      const [walkIns, queueDoctor, ...patients] = await sessionsOf(db, config, [
        accounts.walkInDoctor,
        accounts.queueDoctor,
        ...accounts.patientIds,
      ]);
      const desks = await sessionsOf(db, config, accounts.deskDoctors);
      const app = await startApp(store, PORT, { ...LIMITS_OFF, ...FANOUT_ENV });
      try {
        if (wants('rush')) await timed('rush', () => rush(app, db, walkIns!));
        const queue =
          wants('confirm') || wants('fanout') || wants('floor')
            ? await joinQueue(app, db, queueDoctor!, patients, wants('confirm'))
            : null;
        if (wants('read')) await timed('read', () => read(app, patients[0]!));
        if (queue && wants('fanout')) await timed('fanout', () => printFanoutFigures(app, queue));
        if (queue && wants('floor')) await timed('floor', () => printFloorFigures(app, db, desks, queue));
        if (SQLITE_SECTIONS.every(wants)) await memory(app);
      } finally {
        await stop(app.server);
      }
    } finally {
      await db.close();
    }
  } finally {
    removeStore(store);
  }
}
