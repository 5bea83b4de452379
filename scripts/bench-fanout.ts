// `npm run bench`'s fanout section (BENCH_ONLY=fanout runs it alone): 2,000 open event streams on one
// doctor, 1,000 public board streams and 1,000 signed-in patients' live-event streams, all from one address
// (the caps lifted through the settings), then the doctor's In. Prints the time from the In's answer to the
// last stream receiving it, and the server's resident memory before and with the streams open.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_TIME_ZONE, todayInClinic } from '../src/shared/dates';
import { LIMITS_OFF } from '../src/server/testing/limits-off';
import { admin, HOST, signIn, startApp, stop } from './bench-servers';

const PORT = 3394;
const STREAMS_EACH = 1000;
/** Sign-ins (argon2) and connections opened at once. */
const AT_ONCE = 16;
const FIRST_PATIENT_PHONE = 9600000001;

/** Runs `work` for 0..count-1, `AT_ONCE` at a time. */
async function inBatches(count: number, work: (i: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < count; i += AT_ONCE) {
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - i) }, (_, j) => work(i + j)));
  }
}

/** The resident memory of a process, in MB. */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

interface Stream {
  request: http.ClientRequest;
  /** When the stream first held the marker (performance.now()), once armed. */
  heardAt: number | null;
  arm(marker: string): void;
}

/** Opens an event stream and resolves once it holds `ready` (its first board, or the connected line). */
function openStream(pathAndQuery: string, headers: Record<string, string>, ready: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let text = '';
    let marker: string | null = null;
    let readyYet = false;
    const request = http.get({ host: HOST, port: PORT, path: pathAndQuery, headers, agent: false }, (response) => {
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

export async function fanoutFigures() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-bench-fanout-'));
  const doctor = admin(dataDir, ['create-user', '--role', 'doctor', '--phone', '9600000000', '--password', 'Bench#1234', '--name', 'Fanout Doctor', '--capacity', '100000']).users[0]!;
  admin(dataDir, ['create-user', '--role', 'patient', '--phone', String(FIRST_PATIENT_PHONE), '--password', 'Bench#1234', '--name', 'Waiting Patient', '--count', String(STREAMS_EACH)]);
  // The doctor sits every day, all day, so today's queue can be joined whenever the bench runs.
  const db = new Database(path.join(dataDir, 'parchee.sqlite'));
  db.prepare("UPDATE doctor_slots SET open_time = '00:00', close_time = '23:59' WHERE doctor_id = ? AND slot = 'Morning'").run(doctor.id);
  db.prepare('UPDATE doctor_details SET sitting = ? WHERE user_id = ?').run(
    JSON.stringify(Object.fromEntries(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => [d, true]))),
    doctor.id,
  );
  db.close();
  const limitsLifted = { ...LIMITS_OFF, BOARD_STREAMS_PER_ADDRESS: String(STREAMS_EACH * 2) };
  const { server, base } = await startApp(dataDir, PORT, limitsLifted);
  const streams: Stream[] = [];
  try {
    const today = todayInClinic(DEFAULT_TIME_ZONE);
    const sessions: Record<string, string>[] = [];
    let firstBooking = 0;
    await inBatches(STREAMS_EACH, async (i) => {
      const headers = await signIn(base, String(FIRST_PATIENT_PHONE + i));
      const booked = await fetch(`${base}/api/add-booking.json`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Waiting Patient', age: 40, problem: 'Fever', address: 'Deoria', phone_number: '9000000001', type: 'Self', doctor_id: doctor.id, slot: 'Morning', booking_date: today }),
      });
      const answer = (await booked.json()) as { result?: { id: number; booking_number: number } };
      if (!answer.result) throw new Error(`bench booking failed: ${booked.status}`);
      if (answer.result.booking_number === 1) firstBooking = answer.result.id;
      sessions[i] = headers;
    });
    const rssBefore = rssOf(server.pid!);
    await inBatches(STREAMS_EACH, async (i) => {
      streams.push(await openStream(`/api/queue-board-events?doctor_id=${doctor.id}`, {}, '"type":"board"'));
      streams.push(await openStream('/api/live-events', { cookie: sessions[i]!.cookie! }, ': connected'));
    });
    const rssOpen = rssOf(server.pid!);
    for (const stream of streams) stream.arm(stream.request.path.startsWith('/api/live-events') ? '"token":"Live"' : '"now_serving":1');
    const doctorHeaders = await signIn(base, '9600000000', undefined, 'doctor-login');
    const sent = performance.now();
    const called = await fetch(`${base}/api/update-live-booking.json`, { method: 'POST', headers: doctorHeaders, body: JSON.stringify({ booking_id: firstBooking, token: 'Live' }) });
    await called.arrayBuffer();
    const answered = performance.now();
    if (!called.ok) throw new Error(`the In failed: ${called.status}`);
    for (let waited = 0; streams.some((s) => s.heardAt === null) && waited < 30_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    const heard = streams.filter((s) => s.heardAt !== null).map((s) => s.heardAt!);
    const last = Math.max(...heard);
    return { open: streams.length, heard: heard.length, answerMs: answered - sent, lastAfterAnswerMs: last - answered, rssBefore, rssOpen };
  } finally {
    for (const stream of streams) stream.request.destroy();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function printFanoutFigures() {
  const f = await fanoutFigures();
  console.log('');
  console.log(`fanout: ${STREAMS_EACH} board streams and ${STREAMS_EACH} patients' live-event streams on one doctor, then the doctor's In`);
  console.log(`  streams that heard the In       ${f.heard} of ${f.open}`);
  console.log(`  the In's answer                 ${f.answerMs.toFixed(1)} ms`);
  console.log(`  answer -> last stream           ${f.lastAfterAnswerMs.toFixed(1)} ms`);
  console.log(`  server RSS                      ${f.rssBefore.toFixed(0)} MB before the streams, ${f.rssOpen.toFixed(0)} MB with ${f.open} open`);
  if (f.heard !== f.open) process.exitCode = 1;
}
