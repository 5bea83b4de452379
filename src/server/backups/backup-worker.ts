// The worker thread of worker-tasks.ts: does one task and answers. It imports only Node and better-sqlite3
// (and types, which vanish), so it runs from its source as it is, and as dist/server/backup-worker.js built.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { FileFacts, SqliteInspection, WorkerAnswer, WorkerTask } from './worker-tasks';

/** Pages copied a step: 8 MB, flushed to the disk before the next step. */
const PAGES_PER_STEP = 2048;

async function copySqlite(source: string, target: string): Promise<null> {
  const database = new SqliteDatabase(source, { fileMustExist: true });
  let copy: number | null = null;
  try {
    // One read transaction, held for the whole copy: every step reads the same moment of the database, and
    // the server's commits meanwhile (another connection) never start the copy over, which SQLite does
    // when a step's own transaction sees the database changed. In WAL mode the server writes on meanwhile.
    database.exec('BEGIN');
    database.prepare('SELECT count(*) FROM sqlite_master').get();
    await database.backup(target, {
      progress: () => {
        // Each step's pages go to the disk before the next: written all at once, hundreds of MB would
        // queue before the server's own flushes and stall them.
        copy ??= fs.openSync(target, 'r+');
        fs.fdatasyncSync(copy);
        return PAGES_PER_STEP;
      },
    });
    database.exec('COMMIT');
    // The server's commits during the copy wait in its log, which could not be folded into the database
    // past the copy's moment. Folded here, they cost the server nothing; else its next commit would do it.
    database.pragma('wal_checkpoint(PASSIVE)');
  } finally {
    // Only now: closing a file's descriptor drops the locks SQLite holds on it.
    if (copy !== null) fs.closeSync(copy);
    database.close();
  }
  // The copy's header says WAL, as the database's does; a backup is better one file with nothing beside it.
  const copied = new SqliteDatabase(target, { fileMustExist: true });
  try {
    copied.pragma('journal_mode = DELETE');
  } finally {
    copied.close();
  }
  return null;
}

function inspectSqlite(file: string, integrity: boolean, schemaVersionSql: string): SqliteInspection {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const problems = integrity
      ? (database.pragma('integrity_check') as { integrity_check: string }[])
          .map((row) => row.integrity_check)
          .filter((line) => line !== 'ok')
      : [];
    const names = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const tables = Object.fromEntries(
      names.map((name) => [
        name,
        database
          .prepare(`SELECT count(*) FROM "${name.replaceAll('"', '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
    const schemaVersion = names.length
      ? ((database.prepare(schemaVersionSql).pluck().get() as string | null) ?? null)
      : null;
    return { problems, tables, schemaVersion };
  } finally {
    database.close();
  }
}

async function hashFiles(dir: string, names: string[]): Promise<Record<string, FileFacts>> {
  const facts: Record<string, FileFacts> = {};
  for (const name of names) {
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of fs.createReadStream(path.join(dir, name), { highWaterMark: 1024 * 1024 })) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    facts[name] = { bytes, sha256: hash.digest('hex') };
  }
  return facts;
}

async function perform(task: WorkerTask): Promise<unknown> {
  switch (task.kind) {
    case 'copy-sqlite':
      return copySqlite(task.source, task.target);
    case 'inspect-sqlite':
      return inspectSqlite(task.file, task.integrity, task.schemaVersionSql);
    case 'hash-files':
      return hashFiles(task.dir, task.names);
  }
}

// This thread gives way to the server's on a busy machine: a backup may take longer, bookings should not.
// Only on Linux, where a thread has a priority of its own; elsewhere it would lower the whole server's.
if (process.platform === 'linux') {
  try {
    os.setPriority(os.constants.priority.PRIORITY_LOW);
  } catch {
    // not allowed here: the backup runs at the server's priority
  }
}

const answer: WorkerAnswer = await perform(workerData as WorkerTask).then(
  (ok) => ({ ok }),
  (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
);
parentPort!.postMessage(answer);
