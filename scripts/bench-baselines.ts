// The baselines of the bench's figures, measured in the same run on the same machine: bare Fastify answering
// a hello-world (the baseline of reads), and bare Fastify committing one SQLite row per request (the floor
// under any durable write, the baseline of the token paths). Each is a one-file server in a child process,
// loaded like the app: 100 connections for BENCH_SECONDS. Each is measured once a run, the first time a
// section asks for it (bench.ts asks before any app server starts), and the same figure serves every section.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { CONNECTIONS, HOST, load, okPerSecond, SECONDS, start, stop, waitFor } from './bench-servers';

const HELLO_PORT = 3391;
const INSERT_PORT = 3392;
const BARE_POST_PORT = 3393;

async function baseline(script: string, port: number, request: Partial<autocannon.Options> = {}): Promise<number> {
  const server = start(process.execPath, ['-e', script], {});
  try {
    await waitFor(`http://${HOST}:${port}/`);
    return okPerSecond(
      await load({ url: `http://${HOST}:${port}/`, connections: CONNECTIONS, duration: SECONDS, ...request }),
    );
  } finally {
    await stop(server);
  }
}

/** Measures once; answers that figure to every later call. */
function once(measure: () => Promise<number>): () => Promise<number> {
  let figure: Promise<number> | undefined;
  return () => (figure ??= measure());
}

/** Requests per second of bare Fastify answering { hello: 'world' }. */
export const helloWorld = once(() =>
  baseline(
    `const app = require('fastify')(); app.get('/', async () => ({ hello: 'world' })); app.listen({ port: ${HELLO_PORT}, host: '${HOST}' });`,
    HELLO_PORT,
  ),
);

/**
 * Requests per second of Fastify committing one row per POST to SQLite with the app's journal settings
 * (WAL, synchronous NORMAL), nothing else. A booking does that and much more (session, doctor, slot rule,
 * token counter, booking, audit entry), so it cannot outrun this.
 */
export const oneInsert = once(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-bench-insert-'));
  const file = JSON.stringify(path.join(dir, 'insert.sqlite'));
  const script = `const db = new (require('better-sqlite3'))(${file}); db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL');
    db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, name TEXT, at TEXT)');
    const insert = db.prepare('INSERT INTO rows (name, at) VALUES (?, ?) RETURNING id');
    const app = require('fastify')(); app.get('/', async () => 'up');
    app.post('/', async (request) => insert.get(request.body.name, new Date().toISOString()));
    app.listen({ port: ${INSERT_PORT}, host: '${HOST}' });`;
  try {
    return await baseline(script, INSERT_PORT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"bench"}',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Requests per second of bare Fastify taking a POST with `body` as JSON and answering `bytes` bytes: what a
 * call with an answer of that size costs before any of the app's own work. No target's baseline: it says how
 * much of a read's time is the app's and how much is the POST itself (a JSON body costs bare Fastify about
 * as much again as the whole of hello-world).
 */
export function barePost(body: string, bytes: number): Promise<number> {
  const script = `const answer = Buffer.alloc(${bytes}, 97); const app = require('fastify')(); app.get('/', async () => 'up');
    app.post('/', async (request, reply) => reply.type('application/json; charset=utf-8').send(answer));
    app.listen({ port: ${BARE_POST_PORT}, host: '${HOST}' });`;
  return baseline(script, BARE_POST_PORT, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}
