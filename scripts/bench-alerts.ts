// `npm run bench`'s alerts section (BENCH_ONLY=alerts runs it alone): 5,000 "your turn is near" texts from one
// doctor's In. A slot alerts the few patients within their count of the doctor (10 at most) at each change, so
// an ordinary In makes a handful; what makes thousands at once is Call next passing the patients who have not
// arrived (decision 0045). That is the day measured here: 5,000 patients hold tokens 1 to 5,000 of one doctor's
// slot today and none has checked in, a walk-in written at the desk (token 5,001) is the one patient there,
// and the doctor's first Call next calls the walk-in in and passes the 5,000. Each of them is then one patient
// from the doctor were they to arrive now, within the doctor's count (3): one In, 5,000 turn-near alerts due,
// each by SMS (a patient who never chose a channel and has no push device hears by SMS), through the real
// path: the compiled server on SQLite over HTTP, the In's look at the slot (waiting-room/alerts.ts), the
// patients' preferences, their status links, the alerts recorded and their texts written to the outbox in one
// transaction. The figure is the time from sending the Call next to the 5,000 texts being in the outbox (rows
// committed, as the bench's own connection reads them), against 1 s; beside it, a bare insert of 5,000 outbox
// rows in one transaction on the same database. The server has no SMS gateway, so the texts stay queued. The
// check: exactly 5,000 texts written, each a turn-near text, each patient's phone once.
import type { Db } from '../src/server/db/database';
import { LIMITS_OFF } from '../src/server/testing/limits-off';
import { DEFAULT_TIME_ZONE, todayInClinic } from '../src/shared/dates';
import { createPatients, draftsOf, sessionsOf, type Session } from './bench-patients';
import { figure, judge, timed, underCheck } from './bench-report';
import {
  admin,
  call,
  CONNECTIONS,
  newStore,
  openStore,
  removeStore,
  sitsAllDay,
  startApp,
  stop,
  type App,
} from './bench-servers';
import { CAPACITY, confirmEach, tokensOf, type SlotOf } from './bench-tokens';

const PORT = 3397;
const PATIENTS = 5000;
const FIRST_PHONE = 9600000000;
/** How long the bench waits for the texts before it calls them missing. */
const GIVE_UP_MS = 30_000;
/** Rows per INSERT of the baseline, as the outbox writes them. */
const ROWS_PER_INSERT = 500;

/** The outbox's highest row id (0 when empty): the texts of the In are the rows after it. */
async function lastOutboxId(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function textsAfter(db: Db, id: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', '>', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The doctor's slot today: 5,000 patients' tokens, none arrived, then the walk-in at the desk (arrived as written). */
async function fillSlot(app: App, db: Db, at: SlotOf, doctor: Session, patients: Session[]): Promise<void> {
  const drafts = await draftsOf(app.base, at.doctorId, patients);
  await confirmEach(app.base, drafts, at, CONNECTIONS);
  const joined = await tokensOf(db, at);
  if (joined.confirmed !== PATIENTS)
    throw new Error(`bench alerts: ${joined.confirmed} patients joined the slot, not ${PATIENTS}`);
  const walkIn = {
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
  await call(app.base, 'add-booking', doctor.headers, walkIn);
}

/** The time of a bare insert of `count` outbox rows in one transaction, in ms. */
async function bareInsert(db: Db, count: number): Promise<number> {
  const at = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    channel: 'sms' as const,
    to_address: String(FIRST_PHONE + i),
    subject: 'SMS',
    body: `Parchee: Token ${i + 1} with Dr Alert Doctor: 1 ahead of you. Please be at the clinic. https://parchee.example/t/abcdefghijkl`,
    created_at: at,
    sent_at: null,
    state: 'queued' as const,
    next_attempt_at: at,
    last_answer: '',
  }));
  const started = performance.now();
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
      await trx
        .insertInto('outbox')
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .execute();
  });
  return performance.now() - started;
}

/**
 * Sends the doctor's Call next and reads the outbox until its texts are there; then checks them and measures the
 * baseline.
 */
async function alertsFigures(app: App, db: Db, at: SlotOf, doctor: Session, phones: Set<string>) {
  const before = await lastOutboxId(db);
  const sent = performance.now();
  let answeredMs = Infinity;
  let refused: unknown = null;
  const answering = call<{ passed: number[] }>(app.base, 'call-next', doctor.headers, {
    doctor_id: at.doctorId,
    slot: at.slot,
  }).then(
    (answer) => {
      answeredMs = performance.now() - sent;
      return answer;
    },
    (error: unknown) => {
      refused = error;
      return null;
    },
  );
  // Read while the In is under way: its answer may come after the texts are written (it waits for the other alerts).
  let queuedMs = Infinity;
  for (;;) {
    const elapsed = performance.now() - sent;
    if ((await textsAfter(db, before)) >= PATIENTS) {
      queuedMs = elapsed;
      break;
    }
    if (refused || elapsed > GIVE_UP_MS) break;
    await new Promise((r) => setTimeout(r, 2));
  }
  const answer = await answering;
  if (!answer) throw refused;
  const texts = await db.kysely
    .selectFrom('outbox')
    .select(['to_address', 'body', 'channel'])
    .where('id', '>', before)
    .execute();
  const turnNear = texts.filter(
    (text) => text.channel === 'sms' && text.body.includes(' ahead of you. Please be at the clinic.'),
  );
  const to = new Set(turnNear.map((text) => text.to_address));
  const eachPhoneOnce =
    texts.length === PATIENTS &&
    turnNear.length === PATIENTS &&
    to.size === PATIENTS &&
    [...to].every((phone) => phones.has(phone));
  return {
    passed: answer.passed.length,
    answeredMs,
    queuedMs,
    written: texts.length,
    eachPhoneOnce,
    bareMs: await bareInsert(db, PATIENTS),
  };
}

export async function alertsSection(): Promise<void> {
  const store = newStore();
  try {
    const { doctorId, patientIds } = await timed('alerts accounts', async () => ({
      doctorId: admin(store, [
        'create-user',
        '--role',
        'doctor',
        '--phone',
        '9500000000',
        '--password',
        'Bench#1234',
        '--name',
        'Alert Doctor',
        '--capacity',
        CAPACITY,
      ]).users[0]!.id,
      patientIds: createPatients(store, FIRST_PHONE, PATIENTS),
    }));
    const { db, config } = openStore(store);
    try {
      await sitsAllDay(db, doctorId);
      const [doctor, ...patients] = await sessionsOf(db, config, [doctorId, ...patientIds]);
      const phones = new Set(
        (await db.kysely.selectFrom('users').select('phone_number').where('role', '=', 'Patient').execute()).map(
          (row) => row.phone_number,
        ),
      );
      const app = await startApp(store, PORT, LIMITS_OFF);
      try {
        const at: SlotOf = { doctorId, date: todayInClinic(DEFAULT_TIME_ZONE), slot: 'Morning' };
        await timed('alerts queue', () => fillSlot(app, db, at, doctor!, patients));
        const f = await timed('alerts', () => alertsFigures(app, db, at, doctor!, phones));
        console.log('');
        console.log(
          `${PATIENTS} turn-near texts from one doctor's Call next passing ${PATIENTS} patients not yet arrived (SQLite, no SMS gateway)`,
        );
        figure('tokens passed by the In', String(f.passed));
        figure("the In's answer", `${f.answeredMs.toFixed(0)} ms`);
        figure(
          `bare insert of ${PATIENTS} outbox rows, one transaction`,
          `${f.bareMs.toFixed(0)} ms; the alert path is ${(f.queuedMs / f.bareMs).toFixed(1)} x it`,
        );
        judge(`${PATIENTS} turn-near texts from one In`, [
          underCheck(`the In sent -> ${PATIENTS} texts in the outbox`, f.queuedMs, 1000, 'ms'),
          {
            what: 'texts written, each patient once',
            figure: `${f.written}`,
            goal: `${PATIENTS}, each phone once`,
            met: f.eachPhoneOnce,
            correctness: true,
          },
        ]);
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
