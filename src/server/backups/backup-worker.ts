// The worker thread of worker-tasks.ts: does one task and answers. It imports only Node and better-sqlite3
// (and types, which vanish), so it runs from its source as it is, and as dist/server/backup-worker.js built.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { FileFacts, SqliteInspection, WorkerAnswer, WorkerTask } from './worker-tasks';

/** As many pages as SQLite's backup step takes: the whole database in one step. */
const ALL_PAGES = 0x7fffffff;

async function copySqlite(source: string, target: string): Promise<null> {
  const database = new SqliteDatabase(source, { fileMustExist: true });
  try {
    // The first step copies nothing; the second copies every page inside one read transaction, so the copy
    // is the database at one moment. Copied in small steps through this connection, a commit by the server
    // (another connection) between two steps would start the copy over, and a busy server would keep it
    // from ever ending. In WAL mode the server's writes go on while the step reads.
    await database.backup(target, { progress: () => ALL_PAGES });
  } finally {
    database.close();
  }
  // The copy's header says WAL, as the database's does; a backup is better one file with nothing beside it.
  const copy = new SqliteDatabase(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return null;
}

function inspectSqlite(file: string, integrity: boolean, schemaVersionSql: string): SqliteInspection {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const problems = integrity ? (database.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).filter((line) => line !== 'ok') : [];
    const names = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
    const tables = Object.fromEntries(names.map((name) => [name, database.prepare(`SELECT count(*) FROM "${name.replaceAll('"', '""')}"`).pluck().get() as number]));
    const schemaVersion = names.length ? ((database.prepare(schemaVersionSql).pluck().get() as string | null) ?? null) : null;
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

const answer: WorkerAnswer = await perform(workerData as WorkerTask).then(
  (ok) => ({ ok }),
  (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
);
parentPort!.postMessage(answer);
