// Restoring a backup: only one that verifies, only of this engine and of a schema this code knows, only into
// an empty DATA_DIR (and database) unless told to replace what is there, and never under a running server.
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { isKnownSchemaVersion } from '../db/migrate';
import { uploadsDir } from '../platform/uploads';
import { BACKUP_UPLOADS, engineBackups, engineOf, requireVerified } from './backup';
import { BackupError } from './backup-error';
import type { BackupManifest } from './manifest';

export interface RestoreOptions {
  /** Replace the database and uploaded files the target holds. */
  force: boolean;
}

async function uploadsHeld(dataDir: string): Promise<string[]> {
  const dir = uploadsDir(dataDir);
  const names = await fs.readdir(dir).catch(() => []);
  return names.length ? [`${names.length} uploaded file${names.length === 1 ? '' : 's'} in ${dir}`] : [];
}

/** DATA_DIR/uploads becomes the backup's: what was there goes. */
async function restoreUploads(backupDir: string, manifest: BackupManifest, dataDir: string): Promise<void> {
  const target = uploadsDir(dataDir);
  await fs.rm(target, { recursive: true, force: true });
  await fs.mkdir(target, { recursive: true });
  const prefix = `${BACKUP_UPLOADS}/`;
  for (const name of Object.keys(manifest.files).filter((file) => file.startsWith(prefix))) {
    const destination = path.join(target, name.slice(prefix.length));
    await fs.mkdir(path.dirname(destination), { recursive: true });
    await fs.copyFile(path.join(backupDir, name), destination, constants.COPYFILE_FICLONE);
  }
}

/** Restores the backup in `from` into the configured database and DATA_DIR; answers its manifest and where it went. */
export async function restoreBackup(
  config: AppConfig,
  from: string,
  options: RestoreOptions,
): Promise<{ manifest: BackupManifest; into: string }> {
  const manifest = await requireVerified(from);
  const engine = engineOf(config);
  if (manifest.engine !== engine) {
    throw new BackupError(
      `the backup holds a ${manifest.engine} database and this configuration uses ${engine}: restore it where DATABASE_URL is ${manifest.engine === 'sqlite' ? 'unset' : 'a postgres:// URL'}`,
    );
  }
  if (!isKnownSchemaVersion(manifest.schema_version)) {
    throw new BackupError(
      `the backup's schema version ${manifest.schema_version} is newer than this version of Parchee knows: restore it with the version that took it, or a newer one`,
    );
  }
  const target = engineBackups(engine).target(config);
  try {
    await target.claim();
    const held = [...(await target.contents()), ...(await uploadsHeld(config.dataDir))];
    if (held.length && !options.force) {
      throw new BackupError(
        `${held.join(' and ')} ${held.length === 1 ? 'is' : 'are'} there already: restore into an empty DATA_DIR${engine === 'postgres' ? ' and an empty database' : ''}, or add --force to replace ${held.length === 1 ? 'it' : 'them'}`,
      );
    }
    await target.replaceWith(from, manifest);
    await restoreUploads(from, manifest, config.dataDir);
  } finally {
    await target.release();
  }
  return { manifest, into: target.name };
}
