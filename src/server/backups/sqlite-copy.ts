// A backup on SQLite: the database copied by SQLite's online backup API while the server serves, checked by
// SQLite's integrity_check and the rows of every table, and restored by putting the file in DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { claimDataDir, type DataDirLock } from '../db/data-dir-lock';
import { sqliteFile } from '../db/database';
import { SCHEMA_VERSION_SQL } from '../db/migrate';
import { BackupError } from './backup-error';
import type { EngineBackups, RestoreTarget } from './engine-backups';
import { compareTables } from './manifest';
import { copySqlite, inspectSqlite } from './worker-tasks';

const COPY = 'parchee.sqlite';
/** Beside the database file while the server runs: its write-ahead log and the log's index. */
const SIDE_FILES = ['-wal', '-shm', '-journal'];

function restoreTarget(dataDir: string): RestoreTarget {
  const file = sqliteFile(dataDir);
  let lock: DataDirLock | null = null;
  return {
    name: file,
    async claim() {
      lock = claimDataDir(dataDir);
    },
    async contents() {
      return fs.existsSync(file) ? [file] : [];
    },
    async replaceWith(backupDir) {
      // The old database's log goes first: left beside the new file, SQLite would replay it into it.
      for (const side of ['', ...SIDE_FILES]) fs.rmSync(`${file}${side}`, { force: true });
      const incoming = `${file}.restoring`;
      fs.copyFileSync(path.join(backupDir, COPY), incoming);
      fs.renameSync(incoming, file);
    },
    async release() {
      lock?.release();
    },
  };
}

export const sqliteBackups: EngineBackups = {
  file: COPY,

  async take(config, dir, signal) {
    const source = sqliteFile(config.dataDir);
    if (!fs.existsSync(source)) throw new BackupError(`there is no database at ${source}: is DATA_DIR right?`);
    const target = path.join(dir, COPY);
    await copySqlite(source, target, signal);
    const { tables, schemaVersion } = await inspectSqlite(target, false, SCHEMA_VERSION_SQL, signal);
    if (!schemaVersion)
      throw new BackupError(`${source} is not a Parchee database: no migration was ever applied to it`);
    return { schemaVersion, tables };
  },

  async check(dir, manifest, signal) {
    const found = await inspectSqlite(path.join(dir, COPY), true, SCHEMA_VERSION_SQL, signal);
    const problems = found.problems.map((line) => `integrity_check: ${line}`);
    problems.push(...compareTables(manifest, found.tables));
    if (found.schemaVersion !== manifest.schema_version)
      problems.push(
        `the copy's schema version is ${found.schemaVersion}, the manifest says ${manifest.schema_version}`,
      );
    return problems;
  },

  target: (config) => restoreTarget(config.dataDir),
};
