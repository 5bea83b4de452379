// Who uses a SQLite DATA_DIR, told by a lock the operating system keeps: every server holds a shared lock on
// DATA_DIR/in-use.lock for its life, and a restore takes it exclusively, so a restore is refused while any
// server runs there and a server does not start in the middle of a restore. The lock is SQLite's own on a
// small file of its own (a read transaction holds it shared, BEGIN EXCLUSIVE takes it whole), and the
// system lets it go when the process ends, however it ends: a server that crashed leaves nothing to clean.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

const LOCK_FILE = 'in-use.lock';

export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

function open(dataDir: string): SqliteDatabase.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  // No wait: whether another holds it is the answer wanted, not something to wait out.
  return new SqliteDatabase(path.join(dataDir, LOCK_FILE), { timeout: 0 });
}

function isBusy(error: unknown): boolean {
  return error instanceof SqliteDatabase.SqliteError && error.code.startsWith('SQLITE_BUSY');
}

function lockWith(dataDir: string, take: (file: SqliteDatabase.Database) => void, whenBusy: string): DataDirLock {
  const file = open(dataDir);
  try {
    take(file);
  } catch (error) {
    file.close();
    throw isBusy(error) ? new DataDirInUseError(whenBusy) : error;
  }
  return { release: () => file.close() };
}

/** A server's hold on DATA_DIR, shared with any other server there; refused while a restore runs. */
export function holdDataDir(dataDir: string): DataDirLock {
  return lockWith(
    dataDir,
    (file) => {
      file.exec('BEGIN');
      file.prepare('SELECT count(*) FROM sqlite_master').get();
    },
    `${dataDir} is being restored (npm run admin -- restore): start the server when the restore has finished`,
  );
}

/** A restore's hold on DATA_DIR, for it alone; refused while a server uses it. */
export function claimDataDir(dataDir: string): DataDirLock {
  return lockWith(
    dataDir,
    (file) => file.exec('BEGIN EXCLUSIVE'),
    `a server is using ${dataDir}: stop it before restoring into it`,
  );
}
