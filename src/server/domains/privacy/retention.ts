// Keeping only what is needed (decision 0093): a daily job deletes what has served its purpose, one step per
// kind of data, so a new table with an end is one more step here; docs/deploy.md "Retention" lists every
// period. What is not here: the audit log, append-only and kept (a trigger refuses deletes); a printed
// slip's status link, which the waiting room's own chore removes hourly once its day is over; a booking draft,
// removed after a day by the appointments' chore; backups, which BACKUP_KEEP rotates.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { todayOf } from '../../platform/calendar';
import type { Platform } from '../../platform/platform';
import { SETTING } from '../../platform/settings';
import { KeptRecords } from './kept-records';

const DAY_MS = 24 * 3_600_000;

/** What a step is given: the database and the moment the job runs. */
interface StepContext {
  db: Kysely<Database>;
  now: Date;
}

/** One kind of data and how to delete what of it has had its time; answers how many rows went. */
interface RetentionStep {
  /** What it deletes, as the job's answer names it. */
  name: string;
  run(context: StepContext): Promise<number>;
}

const counted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
const iso = (at: Date) => at.toISOString();
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export class Retention {
  private readonly records: KeptRecords;

  constructor(private readonly platform: Platform) {
    this.records = new KeptRecords(platform.db, platform.files, platform.config.timeZone);
  }

  /** The steps in their order; every period comes from here or the settings (docs/deploy.md "Retention"). */
  private steps(): RetentionStep[] {
    const { recordYears, outboxKeepDays } = this.platform.config.retention;
    return [
      {
        // A session is deleted at sign-out; this takes the ones left to run out.
        name: 'sessions',
        run: () => this.platform.sessions.removeExpired(),
      },
      {
        // Sign-in codes and number-change codes past their 5 minutes.
        name: 'login-codes',
        run: async ({ db, now }) =>
          counted(await db.deleteFrom('login_codes').where('expires_at', '<=', now.getTime()).executeTakeFirst()),
      },
      {
        // A used link is deleted when used; this takes the ones that ran out unused.
        name: 'password-links',
        run: async ({ db, now }) =>
          counted(await db.deleteFrom('password_resets').where('expires_at', '<=', iso(now)).executeTakeFirst()),
      },
      {
        // Confirmed, stopped or let lapse: past its day the link can do nothing, and the row holds the old and
        // new number or e-mail. The audit log keeps who asked for, approved and decided it.
        name: 'contact-changes',
        run: async ({ db, now }) =>
          counted(await db.deleteFrom('contact_changes').where('expires_at', '<=', iso(now)).executeTakeFirst()),
      },
      {
        // A link to a copy of a patient's data, used or past its time, can give nothing more; kept a day so a
        // second tap is told why (410) rather than "not found". A new link removes the patient's spent ones too.
        name: 'data-export-links',
        run: async ({ db, now }) => {
          const dayAgo = iso(daysBefore(now, 1));
          return counted(
            await db
              .deleteFrom('data_exports')
              .where((eb) => eb.or([eb('used_at', '<=', dayAgo), eb('expires_at', '<=', dayAgo)]))
              .executeTakeFirst(),
          );
        },
      },
      {
        // A retry comes within minutes; the answers kept for it may hold a patient's details.
        name: 'idempotency-keys',
        run: async ({ db, now }) =>
          counted(
            await db
              .deleteFrom('idempotency_keys')
              .where('created_at', '<=', iso(daysBefore(now, 1)))
              .executeTakeFirst(),
          ),
      },
      {
        // Their keys name numbers and addresses; no window is longer than a day.
        name: 'rate-limits',
        run: async ({ db, now }) =>
          counted(
            await db
              .deleteFrom('rate_limits')
              .where('window_start', '<=', daysBefore(now, 1).getTime())
              .executeTakeFirst(),
          ),
      },
      {
        // A day without failures starts an account's count again anyway (platform/sign-in-guard.ts).
        name: 'sign-in-failures',
        run: async ({ db, now }) =>
          counted(
            await db
              .deleteFrom('sign_in_failures')
              .where('last_failure_at', '<=', daysBefore(now, 1).getTime())
              .where('locked_until', '<=', now.getTime())
              .executeTakeFirst(),
          ),
      },
      {
        // Never one still queued: it is being sent, or held for a gateway not set up yet. Nor the text that
        // told a patient of a breach: the notice given points to it, and the breach report shows from it how
        // and when they were told, for as long as the patient's account keeps the notice.
        name: 'outbox',
        run: async ({ db, now }) =>
          counted(
            await db
              .deleteFrom('outbox')
              .where('state', 'in', ['sent', 'failed', 'dropped'])
              .where('created_at', '<=', iso(daysBefore(now, outboxKeepDays)))
              .where(
                'id',
                'not in',
                db.selectFrom('patient_notices').select('outbox_id').where('outbox_id', 'is not', null),
              )
              .executeTakeFirst(),
          ),
      },
      {
        // A write that passed its session check just before an erasure committed may have named the person.
        name: 'erased-names-left',
        run: ({ db }) => this.records.pseudonymise(db, 'erased'),
      },
      {
        // The kept records of erased accounts, with their files (kept-records.ts).
        name: 'erased-health-records',
        run: ({ now }) => this.records.removePast(this.records.pastOn(todayOf(this.platform, now), recordYears)),
      },
    ];
  }

  /**
   * The chore, asked every hour: runs the job when it last began a day ago or more, by any instance (the time is
   * claimed in one statement, so of several instances asking together one runs it), else does nothing. A
   * server restarted more often than daily still runs it daily.
   */
  async runIfDue(): Promise<Record<string, number> | null> {
    const now = this.platform.now();
    const claimed = await this.platform.db
      .insertInto('settings')
      .values({ key: SETTING.lastRetention, value: iso(now) })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ value: iso(now) })
          .where('settings.value', '<=', iso(daysBefore(now, 1))),
      )
      .returning('key')
      .executeTakeFirst();
    return claimed ? this.run() : null;
  }

  /** Runs every step (a test calls it on its clock); answers the rows each deleted, by its name. */
  async run(): Promise<Record<string, number>> {
    const context = { db: this.platform.db, now: this.platform.now() };
    const counts: Record<string, number> = {};
    for (const step of this.steps()) counts[step.name] = await step.run(context);
    return counts;
  }
}
