// `npm run bench`: the speed and memory figures, each beside its baseline from the same run and said met or NOT
// met, with a list of the targets at the end. The baselines first (bench-baselines.ts), then the SQLite
// sections on one server (bench-sqlite.ts: rush, confirm, read, fanout, floor, and its memory after them), the
// patients' alerts (bench-alerts.ts: 5,000 turn-near texts from one Call next) and the outbox's sender
// (bench-outbox.ts: its send rate to a local SMS gateway), each on a server of its own, the PostgreSQL section
// (bench-postgres.ts), the takeover of a promoted standby (bench-standby.ts), another user's latency under a
// flood (bench-flood.ts), the time to a token on a slow phone (bench-phone.ts), a backup of 1,000,000 bookings
// while walk-ins keep coming (bench-backup.ts); in the full run also the first download's sizes, the crash
// check and Lighthouse (BENCH_LIGHTHOUSE=off skips it). All servers run as child processes on 127.0.0.1 and
// are stopped at the end. BENCH_ONLY=<section>[,<section>] runs only those: rush, confirm, read, fanout, floor,
// alerts, outbox, postgres, standby, flood, phone, backup. The exit code is 1 only for a wrong answer
// (duplicated or gapped tokens, a stream that missed the In, texts missing or sent twice, bookings lost in a
// crash or a takeover, a backup that misses bookings or does not verify) or Lighthouse below 95; a speed
// target not met is printed as NOT met.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { alertsSection } from './bench-alerts';
import { backupSection } from './bench-backup';
import { helloWorld, oneInsert } from './bench-baselines';
import { printFloodFigures } from './bench-flood';
import { outboxSection } from './bench-outbox';
import { printPhoneFigures } from './bench-phone';
import { postgresSection } from './bench-postgres';
import { figure, printSummary, timed } from './bench-report';
import { buildServer, CONNECTIONS, SECONDS } from './bench-servers';
import { SQLITE_SECTIONS, sqliteSections } from './bench-sqlite';
import { standbySection } from './bench-standby';
import { crashCheck } from './crash-check';

const SECTIONS = [...SQLITE_SECTIONS, 'alerts', 'outbox', 'postgres', 'standby', 'flood', 'phone', 'backup'];
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only?.filter((name) => !SECTIONS.includes(name)) ?? [];
if (unknown.length) {
  console.error(`BENCH_ONLY: no section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const wants = (section: string) => !only || only.includes(section);

buildServer();
// The baselines before any app server starts, so nothing else runs beside them.
const needsFloor = wants('rush') || wants('confirm');
if (needsFloor || wants('read')) {
  console.log(`baselines, bare Fastify on this machine (${CONNECTIONS} connections, ${SECONDS} s each)`);
  if (wants('read'))
    figure('hello-world', `${(await timed('baseline hello-world', helloWorld)).toFixed(0)} requests per second`);
  if (needsFloor)
    figure(
      'one SQLite insert per request (the floor)',
      `${(await timed('baseline one insert', oneInsert)).toFixed(0)} requests per second`,
    );
}
if (SQLITE_SECTIONS.some(wants)) await sqliteSections(wants);
if (wants('alerts')) await alertsSection();
if (wants('outbox')) await outboxSection();
if (wants('postgres')) await postgresSection();
if (wants('standby')) await standbySection();
if (wants('flood')) await timed('flood', printFloodFigures);
if (wants('phone')) await timed('time to token on a slow phone', printPhoneFigures);
if (wants('backup')) await timed('backup', backupSection);
if (!only) {
  const routeSizes = 'dist/web/.vite/manifest.json';
  if (fs.existsSync(routeSizes)) {
    console.log('');
    spawnSync(process.execPath, ['scripts/route-sizes.mjs'], { stdio: 'inherit' });
  }
  console.log('');
  if (!(await timed('crash check', crashCheck))) {
    console.error('BOOKINGS LOST OR DUPLICATED AFTER A CRASH');
    process.exitCode = 1;
  }
  // Lighthouse (mobile, default throttling) on /home and /patient-selection.
  if (process.env.BENCH_LIGHTHOUSE !== 'off') {
    console.log('');
    const lighthouse = spawnSync(process.execPath, ['scripts/lighthouse.mjs'], { stdio: 'inherit' });
    if (lighthouse.status !== 0) {
      console.error('LIGHTHOUSE SCORES BELOW 95');
      process.exitCode = 1;
    }
  }
}
printSummary();
