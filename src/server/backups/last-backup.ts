// The last successful backup, whoever took it (the server on its schedule, or the operator's `backup`), kept
// in the settings table: every instance sees the same one, it outlives a restart, the schedule counts from
// it, and it is the figure to watch (readLastBackup: an alert when it grows old).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { readSettings, SETTING, writeSetting } from '../platform/settings';
import type { BackupManifest } from './manifest';

const lastBackupSchema = z.object({
  /** When the backup began, and when it had been taken and verified (ISO instants). */
  started_at: z.string(),
  finished_at: z.string(),
  /** Its folder, as the machine that took it names it. */
  dir: z.string(),
  /** Its files' bytes, the database's copy and the uploads. */
  bytes: z.number(),
});

export type LastBackup = z.infer<typeof lastBackupSchema>;

export async function recordBackup(
  db: Kysely<Database>,
  dir: string,
  manifest: BackupManifest,
  verifiedAt: Date,
): Promise<LastBackup> {
  const record: LastBackup = {
    started_at: manifest.started_at,
    finished_at: verifiedAt.toISOString(),
    dir,
    bytes: Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0),
  };
  await writeSetting(db, SETTING.lastBackup, JSON.stringify(record));
  return record;
}

/** The last successful backup, or null when none was taken (or its record is unreadable). */
export async function readLastBackup(db: Kysely<Database>): Promise<LastBackup | null> {
  const { [SETTING.lastBackup]: text } = await readSettings(db, [SETTING.lastBackup]);
  if (!text) return null;
  try {
    const parsed = lastBackupSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
