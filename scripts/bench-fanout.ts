// `npm run bench`'s fanout section (BENCH_ONLY=fanout runs it with the queue it needs): 5,000 open event
// streams on one doctor, 2,500 public board streams and 2,500 live-event streams of patients holding a token
// in the doctor's queue today, all from one address, then the doctor's In. Prints the time from the In to
// the last stream receiving it, and the server's resident memory before and with the streams open. Runs on
// the SQLite sections' server once the patients have joined the queue (bench-sqlite.ts); the streams are
// closed at the end.
import http from 'node:http';
import { call, HOST, inParallel, rssOf, type App } from './bench-servers';
import type { Session } from './bench-patients';
import { figure, judge, underCheck } from './bench-report';

export const STREAMS_EACH = 2500;
/** Streams opened at once. */
const AT_ONCE = 16;

/**
 * What the server needs for them: the board streams all come from one address, so their cap per address
 * is lifted to hold them all. (Live-event streams are capped per session, at 5; each patient opens one.)
 */
export const FANOUT_ENV = { BOARD_STREAMS_PER_ADDRESS: String(STREAMS_EACH) };

export interface Queue {
  doctorId: number;
  doctor: Session;
  /** Patients holding a token in the doctor's queue today. */
  patients: Session[];
  /** The booking holding token 1, which the doctor calls in. */
  firstBooking: number;
}

interface Stream {
  request: http.ClientRequest;
  /** When the stream first held the marker (performance.now()), once armed. */
  heardAt: number | null;
  arm(marker: string): void;
}

/** Opens an event stream and resolves once it holds `ready` (its first board, or the connected line). */
function openStream(
  port: number,
  pathAndQuery: string,
  headers: Record<string, string>,
  ready: string,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let text = '';
    let marker: string | null = null;
    let readyYet = false;
    const request = http.get({ host: HOST, port, path: pathAndQuery, headers, agent: false }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (!readyYet && text.includes(ready)) {
          readyYet = true;
          text = '';
          resolve(stream);
        }
        if (marker && stream.heardAt === null && text.includes(marker)) stream.heardAt = performance.now();
      });
    });
    request.on('error', reject);
    const stream: Stream = {
      request,
      heardAt: null,
      arm: (m) => {
        marker = m;
      },
    };
  });
}

async function fanoutFigures(app: App, queue: Queue) {
  const streams: Stream[] = [];
  try {
    const rssBefore = rssOf(app.server.pid!);
    const opening = performance.now();
    await inParallel(STREAMS_EACH, AT_ONCE, async (i) => {
      streams.push(
        await openStream(app.port, `/api/queue-board-events?doctor_id=${queue.doctorId}`, {}, '"type":"board"'),
      );
      streams.push(
        await openStream(app.port, '/api/live-events', { cookie: queue.patients[i]!.headers.cookie! }, ': connected'),
      );
    });
    const openSeconds = (performance.now() - opening) / 1000;
    const rssOpen = rssOf(app.server.pid!);
    for (const stream of streams)
      stream.arm(stream.request.path.startsWith('/api/live-events') ? '"token":"Live"' : '"now_serving":1');
    const sent = performance.now();
    await call(app.base, 'update-live-booking', queue.doctor.headers, {
      booking_id: queue.firstBooking,
      token: 'Live',
    });
    const answered = performance.now();
    for (let waited = 0; streams.some((s) => s.heardAt === null) && waited < 30_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    const heard = streams.filter((s) => s.heardAt !== null).map((s) => s.heardAt!);
    // The last stream is not reached while any stream has not heard it.
    const lastMs = heard.length === streams.length ? Math.max(...heard) - sent : Infinity;
    return {
      open: streams.length,
      openSeconds,
      heard: heard.length,
      answerMs: answered - sent,
      lastMs,
      rssBefore,
      rssOpen,
    };
  } finally {
    for (const stream of streams) stream.request.destroy();
  }
}

export async function printFanoutFigures(app: App, queue: Queue) {
  const f = await fanoutFigures(app, queue);
  console.log('');
  console.log(
    `fanout: ${STREAMS_EACH} board streams and ${STREAMS_EACH} patients' live-event streams on one doctor, then the doctor's In`,
  );
  figure(`opening the streams, ${AT_ONCE} at a time`, `${f.openSeconds.toFixed(1)} s`);
  figure("the In's answer", `${f.answerMs.toFixed(1)} ms`);
  figure(
    'server RSS',
    `${f.rssBefore.toFixed(0)} MB before the streams, ${f.rssOpen.toFixed(0)} MB with ${f.open} open`,
  );
  judge(`live fan-out, ${f.open} streams on one doctor`, [
    {
      what: 'streams that heard the In',
      figure: `${f.heard}/${f.open}`,
      goal: 'every one',
      met: f.heard === f.open,
      correctness: true,
    },
    underCheck('the In sent -> last stream', f.lastMs, 1000, 'ms'),
    underCheck('server RSS with the streams open', f.rssOpen, 400, 'MB'),
  ]);
}
