// What each engine does for a backup: copy its database into the backup folder as one moment of it, check
// such a copy, and put one in place of a target's database. sqlite-copy.ts and postgres-dump.ts answer.
import type { AppConfig } from '../config';
import type { BackupManifest } from './manifest';

/** The moment the copy holds: its schema version and the rows of every table. */
export interface DatabaseCopy {
  schemaVersion: string;
  tables: Record<string, number>;
}

/** Where a restore puts the database: a DATA_DIR's SQLite file, or a PostgreSQL database. */
export interface RestoreTarget {
  /** The target, as the operator knows it (a file, a database's name). */
  name: string;
  /** Takes the target for the restore's time: refused (BackupError) while a server uses it. */
  claim(): Promise<void>;
  /** What the target holds already; nothing when it is empty. */
  contents(): Promise<string[]>;
  /** Puts the backup's copy in place of whatever the target holds. */
  replaceWith(backupDir: string, manifest: BackupManifest): Promise<void>;
  release(): Promise<void>;
}

export interface EngineBackups {
  /** The copy's file in a backup folder. */
  file: string;
  take(config: AppConfig, dir: string, signal?: AbortSignal): Promise<DatabaseCopy>;
  /**
   * What is wrong with the copy in `dir`: the engine's own check, its rows against the manifest's, its schema version.
   */
  check(dir: string, manifest: BackupManifest, signal?: AbortSignal): Promise<string[]>;
  target(config: AppConfig): RestoreTarget;
}
