// Taking a backup while the server serves, and checking one. A backup folder holds the database's copy as
// one moment of it (the engine's own tool: sqlite-copy.ts, postgres-dump.ts), the uploaded files copied after
// it (so every file the copy names was there), and the manifest (manifest.ts). Checking reads everything back:
// every file against its SHA-256, the engine's own check of the copy, and its rows against the manifest's.
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import type { Engine } from '../db/database';
import { uploadsDir } from '../platform/uploads';
import { BackupError } from './backup-error';
import type { EngineBackups } from './engine-backups';
import { compareFileList, filesIn, readManifest, writeManifest, type BackupManifest } from './manifest';
import { postgresBackups } from './postgres-dump';
import { sqliteBackups } from './sqlite-copy';
import { hashFiles } from './worker-tasks';

const ENGINES: Record<Engine, EngineBackups> = { sqlite: sqliteBackups, postgres: postgresBackups };

/** The uploaded files' folder inside a backup, as inside DATA_DIR. */
export const BACKUP_UPLOADS = 'uploads';

export function engineOf(config: AppConfig): Engine {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

export function engineBackups(engine: Engine): EngineBackups {
  return ENGINES[engine];
}

export interface TakeOptions {
  now: () => Date;
  /**
   * An earlier backup beside this one: an upload it holds with the same name and size is hard-linked from
   * it instead of copied (an upload never changes once written), so a series of backups holds each file once.
   */
  linkUploadsFrom?: string;
  /** Stops the backup (the server is stopping). */
  signal?: AbortSignal;
}

/** The backup's folder: new or empty, and not inside the uploads it copies. */
async function newBackupFolder(dir: string, config: AppConfig): Promise<void> {
  const fromUploads = path.relative(uploadsDir(config.dataDir), dir);
  if (!fromUploads.startsWith('..') && !path.isAbsolute(fromUploads))
    throw new BackupError(`${dir} is inside the uploaded files' folder: put backups elsewhere`);
  await fs.mkdir(dir, { recursive: true });
  if ((await fs.readdir(dir)).length) throw new BackupError(`${dir} is not empty: give each backup a new folder`);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function sizeOf(file: string): Promise<number | null> {
  return fs.stat(file).then(
    (stat) => stat.size,
    (error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    },
  );
}

/** Copies DATA_DIR/uploads into the backup (linking what an earlier backup holds already). */
async function copyUploads(config: AppConfig, dir: string, linkFrom: string | undefined): Promise<void> {
  const source = uploadsDir(config.dataDir);
  const entries = await fs.readdir(source, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  if (!names.length) return;
  const target = path.join(dir, BACKUP_UPLOADS);
  await fs.mkdir(target);
  for (const name of names) {
    const size = await sizeOf(path.join(source, name));
    // Removed since the folder was listed (a discarded draft's photo): its record went with it.
    if (size === null) continue;
    if (linkFrom) {
      const earlier = path.join(linkFrom, BACKUP_UPLOADS, name);
      if ((await sizeOf(earlier)) === size) {
        const linked = await fs.link(earlier, path.join(target, name)).then(
          () => true,
          // Another file system, or one without hard links: copied instead.
          () => false,
        );
        if (linked) continue;
      }
    }
    await fs
      .copyFile(path.join(source, name), path.join(target, name), constants.COPYFILE_FICLONE)
      .catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
  }
}

/** Takes a backup of the configured database and DATA_DIR's uploads into `dir`, which must be new or empty. */
export async function takeBackup(config: AppConfig, dir: string, options: TakeOptions): Promise<BackupManifest> {
  await newBackupFolder(dir, config);
  try {
    const startedAt = options.now().toISOString();
    const engine = engineOf(config);
    const copy = await ENGINES[engine].take(config, dir, options.signal);
    await copyUploads(config, dir, options.linkUploadsFrom);
    const files = await hashFiles(dir, await filesIn(dir), options.signal);
    const manifest: BackupManifest = {
      format: 1,
      app: 'parchee',
      engine,
      started_at: startedAt,
      finished_at: options.now().toISOString(),
      schema_version: copy.schemaVersion,
      tables: copy.tables,
      files,
    };
    await writeManifest(dir, manifest);
    return manifest;
  } catch (error) {
    // Nothing half-made is left to be taken for a backup; the folder itself stays (it may be a mount point).
    for (const name of await fs.readdir(dir)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
    throw error;
  }
}

/** The engine's check of the copy; a copy its engine cannot even open is a problem found, not a failure. */
async function checkCopy(
  engine: EngineBackups,
  dir: string,
  manifest: BackupManifest,
  signal?: AbortSignal,
): Promise<string[]> {
  try {
    return await engine.check(dir, manifest, signal);
  } catch (error) {
    if (error instanceof BackupError || signal?.aborted) throw error;
    return [`${engine.file}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

export interface Verification {
  manifest: BackupManifest;
  /** Everything found wrong; none: the backup is whole and holds what its manifest says. */
  problems: string[];
}

/**
 * Checks the backup in `dir` against its manifest. Throws (BackupError) only when it cannot check at all,
 * or when stopped (`signal`: the server is stopping).
 */
export async function verifyBackup(dir: string, signal?: AbortSignal): Promise<Verification> {
  const manifest = await readManifest(dir);
  const { problems, intact } = await compareFileList(dir, manifest);
  const hashes = await hashFiles(dir, intact, signal);
  for (const name of intact) {
    if (hashes[name]!.sha256 !== manifest.files[name]!.sha256)
      problems.push(`${name} is not the file the backup took: its SHA-256 differs`);
  }
  const engine = ENGINES[manifest.engine];
  if (!Object.hasOwn(manifest.files, engine.file))
    problems.push(`the manifest lists no ${engine.file}, the database's copy`);
  else if ((await sizeOf(path.join(dir, engine.file))) !== null)
    problems.push(...(await checkCopy(engine, dir, manifest, signal)));
  return { manifest, problems };
}

/** Verifies, and throws with every problem when the backup is not whole. */
export async function requireVerified(dir: string): Promise<BackupManifest> {
  const { manifest, problems } = await verifyBackup(dir);
  if (problems.length)
    throw new BackupError(
      `the backup in ${dir} does not verify (${problems.length} problem${problems.length === 1 ? '' : 's'})`,
      problems,
    );
  return manifest;
}
