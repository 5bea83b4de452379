// `npm run bench`'s floor section, on the SQLite sections' server: the OPD floor's two busy moments.
// Call next at 50 desks, each desk its own doctor's (a slot of today full of walk-ins): first every desk presses
// at the same moment, moment after moment, and the p99 of those presses is judged (under 20 ms), beside the same
// desks asking for their account at the same moments (get-current-user, the cheapest call with a session: what
// the server and this machine take for any 50 calls at once); then each desk presses again as soon as its answer
// comes, for the section's time: the presses answered per second, and the latency of a queue always 50 deep.
// And 1,000 patients of one queue checking in with the code on the clinic's screen, all within a second: their
// rate against the one-insert floor measured in the same run (at least 0.35). A rush of 1,000 lasts a third of a
// second, so one rush's rate was as noisy as the machine (0.08 to 0.23 of the floor for the same code): the rush
// is run ROUNDS times with other patients of the queue, and the median rush is the figure.
import type autocannon from 'autocannon';
import type { Db } from '../src/server/db/database';
import { DEFAULT_TIME_ZONE, todayInClinic } from '../src/shared/dates';
import { oneInsert } from './bench-baselines';
import type { Queue } from './bench-fanout';
import type { Session } from './bench-patients';
import { figure, judge, ratioCheck, underCheck } from './bench-report';
import { call, CONNECTIONS, failuresOf, inParallel, load, SECONDS, type App } from './bench-servers';

export const DESKS = 50;
/** Walk-ins each desk's slot holds: more than its presses call in. */
const WALK_INS_EACH = 500;
/** Moments at which every desk presses at once, and the pause between two (the presses of one all answered). */
const MOMENTS = 100;
const PAUSE_MS = 50;
const CHECK_INS = 1000;
/** Rushes of CHECK_INS patients each, one after another. */
const ROUNDS = 4;

/** The p-th percentile of the values, in the values' unit. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Each desk's doctor gets today's Morning full of walk-ins, written at the desk (arrived as written). */
async function fillSlots(app: App, desks: Session[]): Promise<void> {
  const today = todayInClinic(DEFAULT_TIME_ZONE);
  const jobs = desks.flatMap((desk) => Array.from({ length: WALK_INS_EACH }, () => desk));
  await inParallel(jobs.length, 32, async (i) => {
    const desk = jobs[i]!;
    const body = {
      name: 'Walk In Patient',
      age: 30,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9000000002',
      type: 'Manual',
      doctor_id: desk.userId,
      slot: 'Morning',
      booking_date: today,
    };
    await call(app.base, 'add-booking', desk.headers, body);
  });
}

/** What the desks' calls measured: each call's latency (ms), the calls refused, and the time they took (s). */
interface DeskCalls {
  latencies: number[];
  failed: number;
  seconds: number;
}

/** One desk's call, timed from its sending to the end of its answer. */
async function timedCall(app: App, desk: Session, name: string, body: object, into: DeskCalls): Promise<void> {
  const sent = performance.now();
  const answer = await fetch(`${app.base}/api/${name}.json`, {
    method: 'POST',
    headers: desk.headers,
    body: JSON.stringify(body),
  });
  await answer.arrayBuffer();
  into.latencies.push(performance.now() - sent);
  if (!answer.ok) into.failed += 1;
}

const pressOf = (desk: Session) => ({ doctor_id: desk.userId, slot: 'Morning' });

/** At each of MOMENTS moments every desk sends the call at once; the next moment comes PAUSE_MS after the last answer. */
async function atOnce(app: App, desks: Session[], name: string, bodyOf: (desk: Session) => object): Promise<DeskCalls> {
  const calls: DeskCalls = { latencies: [], failed: 0, seconds: 0 };
  const started = performance.now();
  for (let moment = 0; moment < MOMENTS; moment += 1) {
    await Promise.all(desks.map((desk) => timedCall(app, desk, name, bodyOf(desk), calls)));
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  calls.seconds = (performance.now() - started) / 1000;
  return calls;
}

/** Every desk presses Call next for its own doctor, one press after another, for the section's time. */
async function backToBack(app: App, desks: Session[]): Promise<DeskCalls> {
  const calls: DeskCalls = { latencies: [], failed: 0, seconds: 0 };
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    desks.map(async (desk) => {
      while (performance.now() < until) await timedCall(app, desk, 'call-next', pressOf(desk), calls);
    }),
  );
  calls.seconds = (performance.now() - started) / 1000;
  return calls;
}

const latencyOf = (calls: DeskCalls) =>
  `${percentile(calls.latencies, 50).toFixed(1)} ms / ${percentile(calls.latencies, 99).toFixed(1)} ms`;

/** Call next at 50 desks: all at one moment, then back to back. */
async function callNextAtDesks(app: App, desks: Session[]): Promise<void> {
  await fillSlots(app, desks);
  const baseline = await atOnce(app, desks, 'get-current-user', () => ({}));
  const moments = await atOnce(app, desks, 'call-next', pressOf);
  const queue = await backToBack(app, desks);
  console.log('');
  console.log(`call-next at ${desks.length} desks, each its own doctor's slot (SQLite)`);
  console.log(`  every desk at the same moment, ${MOMENTS} moments`);
  figure('    get-current-user, latency p50 / p99', latencyOf(baseline));
  figure('    call-next, latency p50 / p99', latencyOf(moments));
  console.log(`  each desk pressing again at its answer, ${SECONDS} s`);
  figure(
    '    presses answered per second',
    `${(queue.latencies.length / queue.seconds).toFixed(0)} (${queue.latencies.length} in ${queue.seconds.toFixed(1)} s)`,
  );
  figure('    latency p50 / p99', latencyOf(queue));
  const failed = baseline.failed + moments.failed + queue.failed;
  judge(`call-next at ${desks.length} desks at once`, [
    underCheck('latency p99', percentile(moments.latencies, 99), 20, 'ms'),
    { what: 'calls refused', figure: String(failed), goal: 'none', met: failed === 0, correctness: true },
  ]);
}

/** Rushes of 1,000 patients of the queue checking in with the screen's code, all at once, one rush after another. */
async function checkInRush(app: App, db: Db, queue: Queue): Promise<void> {
  const { code } = await call<{ code: string }>(app.base, 'get-check-in-code', queue.doctor.headers, {
    doctor_id: queue.doctorId,
    kind: 'screen',
  });
  const bookings = await db.kysely
    .selectFrom('bookings')
    .select(['id', 'patient_id'])
    .where('doctor_id', '=', queue.doctorId)
    .where('booking_date', '=', todayInClinic(DEFAULT_TIME_ZONE))
    .where('token', '=', 'Pending')
    .where('booking_number', 'is not', null)
    .execute();
  const bookingOf = new Map(bookings.map((row) => [row.patient_id, row.id]));
  const arriving = queue.patients.filter((patient) => bookingOf.has(patient.userId)).slice(0, CHECK_INS * ROUNDS);
  const results: autocannon.Result[] = [];
  for (let round = 0; round * CHECK_INS < arriving.length; round += 1) {
    const rush = arriving.slice(round * CHECK_INS, (round + 1) * CHECK_INS);
    let next = 0;
    results.push(
      await load({
        url: `${app.base}/api/check-in.json`,
        connections: CONNECTIONS,
        amount: rush.length,
        sampleInt: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const patient = rush[next++]!;
              return {
                ...request,
                headers: { ...patient.headers },
                body: JSON.stringify({ booking_id: bookingOf.get(patient.userId), code }),
              };
            },
          },
        ],
      }),
    );
  }
  const arrived = await db.kysely
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('doctor_id', '=', queue.doctorId)
    .where('arrived_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const rateOf = (result: autocannon.Result) => result['2xx'] / result.duration;
  const median = [...results].sort((a, b) => rateOf(a) - rateOf(b))[Math.floor(results.length / 2)]!;
  const perSecond = rateOf(median);
  console.log('');
  console.log(
    `check-in by ${CHECK_INS} patients of one queue with the screen's code, ${results.length} rushes (SQLite, ${CONNECTIONS} connections)`,
  );
  figure(
    'check-ins per second, median rush',
    `${perSecond.toFixed(0)} (${median.duration.toFixed(2)} s; rushes: ${results.map((r) => rateOf(r).toFixed(0)).join(', ')})`,
  );
  figure(
    'latency p50 / p99, median rush',
    `${median.latency.p50} ms / ${median.latency.p99} ms; ${failuresOf(results)}`,
  );
  judge(`check-in by ${CHECK_INS} patients`, [
    ratioCheck(perSecond, await oneInsert(), 'the one-insert floor'),
    underCheck('median rush checked in within', median.duration * 1000, 1000, 'ms'),
    {
      what: 'patients marked arrived',
      figure: String(Number(arrived.n)),
      goal: `${arriving.length}`,
      met: Number(arrived.n) === arriving.length,
      correctness: true,
    },
  ]);
}

export async function printFloorFigures(app: App, db: Db, desks: Session[], queue: Queue): Promise<void> {
  await callNextAtDesks(app, desks);
  await checkInRush(app, db, queue);
}
