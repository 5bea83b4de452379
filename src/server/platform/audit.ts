// The append-only record of who read or changed a health record (booking, prescription, lab report).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from './sessions';

export interface AuditEntry {
  user: AuthUser | null;
  action: string;
  recordType: string;
  recordId: number | null;
  outcome: 'ok' | 'refused' | 'failed';
}

export class AuditLog {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Writes one entry; inside a transaction when given one, so the entry and the change commit together. */
  async record(entry: AuditEntry, executor: Kysely<Database> = this.db): Promise<void> {
    await executor
      .insertInto('audit_log')
      .values({
        at: this.now().toISOString(),
        user_id: entry.user?.id ?? null,
        role: entry.user?.role ?? null,
        action: entry.action,
        record_type: entry.recordType,
        record_id: entry.recordId,
        outcome: entry.outcome,
      })
      .execute();
  }
}
