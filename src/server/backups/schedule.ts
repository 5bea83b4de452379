// The backups the server takes itself (BACKUP_DIR, BACKUP_EVERY_MINUTES, BACKUP_KEEP). The chores runner
// asks every minute whether one is due: whether the last backup (the record of last-backup.ts, whoever
// took it) began a period ago. A due backup goes into BACKUP_DIR/parchee-<time>.partial, is verified, and
// only then takes its name; the newest BACKUP_KEEP are kept. On PostgreSQL with several instances one
// takes it at a time (an advisory lock held on one connection for the backup's time); the others find the
// lock taken, and at their next ask the backup no longer due.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Platform } from '../platform/platform';
import { takeBackup, verifyBackup } from './backup';
import { BackupError } from './backup-error';
import { readLastBackup, recordBackup } from './last-backup';

/** How often the server asks whether a backup is due. */
export const BACKUP_CHECK_MS = 60_000;

export type ScheduledBackupOutcome =
  'taken' | 'not due' | 'under way' | 'another instance is taking it' | 'failed' | 'stopped';

const COMPLETE = /^parchee-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;
const PARTIAL = '.partial';
/** The advisory lock's name on PostgreSQL (hashed to its key by the database). */
const LOCK_NAME = 'parchee.scheduled-backup';

/** A scheduled backup's folder name: its start, in UTC, with no colons (some file systems refuse them). */
export function backupFolderName(at: Date): string {
  return `parchee-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
}

type SchedulePlatform = Pick<Platform, 'db' | 'engine' | 'config' | 'log' | 'now'>;

export class BackupSchedule {
  private running: Promise<ScheduledBackupOutcome> | null = null;
  private readonly stopping = new AbortController();
  private readonly settings: { dir: string; everyMinutes: number; keep: number };

  constructor(private readonly platform: SchedulePlatform) {
    const { dir, everyMinutes, keep } = platform.config.backups;
    if (!dir || everyMinutes === null) throw new Error('BackupSchedule needs BACKUP_DIR and BACKUP_EVERY_MINUTES');
    this.settings = { dir, everyMinutes, keep };
  }

  /** Takes the backup if it is due and no other run (here or on another instance) is taking one. */
  async runIfDue(): Promise<ScheduledBackupOutcome> {
    if (this.stopping.signal.aborted) return 'stopped';
    if (this.running) return 'under way';
    this.running = this.oneAtATime(async () => ((await this.isDue()) ? this.take() : 'not due')).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Ends a backup under way (the server is stopping) and waits for it to be gone, half-made folder and all. */
  async stop(): Promise<void> {
    this.stopping.abort(new Error('the server is stopping'));
    await this.running?.catch(() => {});
  }

  private async oneAtATime(work: () => Promise<ScheduledBackupOutcome>): Promise<ScheduledBackupOutcome> {
    if (this.platform.engine !== 'postgres') return work();
    // A session's advisory lock belongs to its connection: the same one takes it, holds it and lets it go.
    return this.platform.db.connection().execute(async (connection) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`SELECT pg_try_advisory_lock(hashtext(${LOCK_NAME})) AS locked`.execute(connection);
      if (!rows[0]?.locked) return 'another instance is taking it';
      try {
        return await work();
      } finally {
        await sql`SELECT pg_advisory_unlock(hashtext(${LOCK_NAME}))`.execute(connection);
      }
    });
  }

  private async isDue(): Promise<boolean> {
    const last = await readLastBackup(this.platform.db);
    if (!last) return true;
    // Asked once a minute, a backup begins at an ask: half a minute early is on time.
    const dueAt = Date.parse(last.started_at) + this.settings.everyMinutes * 60_000 - BACKUP_CHECK_MS / 2;
    return this.platform.now().getTime() >= dueAt;
  }

  /** The complete backups in BACKUP_DIR, oldest first. */
  private async completeBackups(): Promise<string[]> {
    return (await fs.readdir(this.settings.dir)).filter((name) => COMPLETE.test(name)).sort();
  }

  private async take(): Promise<ScheduledBackupOutcome> {
    const { dir, keep } = this.settings;
    const { config, db, log, now } = this.platform;
    const final = path.join(dir, backupFolderName(now()));
    const partial = `${final}${PARTIAL}`;
    const began = performance.now();
    try {
      await fs.mkdir(dir, { recursive: true });
      // What a run stopped half-way left behind.
      for (const name of await fs.readdir(dir))
        if (name.endsWith(PARTIAL) && COMPLETE.test(name.slice(0, -PARTIAL.length)))
          await fs.rm(path.join(dir, name), { recursive: true, force: true });
      const earlier = (await this.completeBackups()).at(-1);
      const manifest = await takeBackup(config, partial, {
        now,
        linkUploadsFrom: earlier && path.join(dir, earlier),
        signal: this.stopping.signal,
      });
      const { problems } = await verifyBackup(partial, this.stopping.signal);
      if (problems.length) throw new BackupError('the backup does not verify', problems);
      await fs.rename(partial, final);
      const record = await recordBackup(db, final, manifest, now());
      for (const old of (await this.completeBackups()).slice(0, -keep))
        await fs.rm(path.join(dir, old), { recursive: true, force: true });
      log.info(
        {
          backup: final,
          seconds: Math.round((performance.now() - began) / 100) / 10,
          bytes: record.bytes,
          bookings: manifest.tables.bookings,
        },
        'backup taken and verified',
      );
      return 'taken';
    } catch (error) {
      // (Nothing to remove when BACKUP_DIR itself is what failed.)
      await fs.rm(partial, { recursive: true, force: true }).catch(() => {});
      if (this.stopping.signal.aborted) {
        log.warn({ backup: final }, 'backup stopped with the server');
        return 'stopped';
      }
      log.error(
        { err: error, backup: final, problems: error instanceof BackupError ? error.problems : undefined },
        'scheduled backup failed',
      );
      return 'failed';
    }
  }
}
