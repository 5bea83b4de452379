// The blocking parts of a backup, each run on a worker thread of its own (backup-worker.ts), so the server
// that takes a scheduled backup keeps answering meanwhile: SQLite's calls run to their end once started,
// and a 1,000,000-booking database takes seconds to copy and check.
import { Worker } from 'node:worker_threads';

/** A file's size and SHA-256 (hex), as the manifest lists it. */
export interface FileFacts {
  bytes: number;
  sha256: string;
}

/** What SQLite says of a copy: its integrity check's complaints (none: whole), rows per table, schema version. */
export interface SqliteInspection {
  problems: string[];
  tables: Record<string, number>;
  schemaVersion: string | null;
}

export type WorkerTask =
  | { kind: 'copy-sqlite'; source: string; target: string }
  | { kind: 'inspect-sqlite'; file: string; integrity: boolean; schemaVersionSql: string }
  | { kind: 'hash-files'; dir: string; names: string[] };

export type WorkerAnswer = { ok: unknown } | { error: string };

// Built, the server is dist/server/*.js with the worker beside it (scripts/build-server.mjs); from the
// sources (tsx, the tests) the worker is the .ts file beside this one, which Node runs with its types stripped.
const BUILT = import.meta.url.endsWith('.js');
const WORKER = new URL(BUILT ? './backup-worker.js' : './backup-worker.ts', import.meta.url);

/** Runs one task on a new worker; an abort (the server stopping) ends the worker and the task with it. */
function run<T>(task: WorkerTask, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = new Worker(WORKER, { workerData: task });
    let answered = false;
    const abort = () => {
      answered = true;
      reject(signal!.reason);
      void worker.terminate();
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      if ('ok' in answer) resolve(answer.ok as T);
      else reject(new Error(answer.error));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', abort);
      if (!answered) reject(new Error(`the backup worker stopped (exit ${code}) before answering ${task.kind}`));
    });
  });
}

/**
 * SQLite's online backup of the database file `source` into the new file `target`, one moment of it
 * however the server writes meanwhile; the copy is left in rollback-journal mode, one file alone.
 */
export function copySqlite(source: string, target: string, signal?: AbortSignal): Promise<void> {
  return run({ kind: 'copy-sqlite', source, target }, signal);
}

/** Rows per table and the schema version of a SQLite file, and with `integrity` SQLite's integrity check of it. */
export function inspectSqlite(
  file: string,
  integrity: boolean,
  schemaVersionSql: string,
  signal?: AbortSignal,
): Promise<SqliteInspection> {
  return run({ kind: 'inspect-sqlite', file, integrity, schemaVersionSql }, signal);
}

/** The size and SHA-256 of each named file under `dir`. */
export function hashFiles(dir: string, names: string[], signal?: AbortSignal): Promise<Record<string, FileFacts>> {
  return run({ kind: 'hash-files', dir, names }, signal);
}
