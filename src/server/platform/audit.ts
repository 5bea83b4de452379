// The append-only record of who read or changed a health record (booking, prescription, lab report).
import type { Insertable, Kysely } from 'kysely';
import { placeholderRow, PreparedQuery } from '../db/prepared';
import type { AuditLogTable, Database } from '../db/schema';
import type { AuthUser } from './sessions';

export interface AuditEntry {
  user: AuthUser | null;
  action: string;
  recordType: string;
  recordId: number | null;
  outcome: 'ok' | 'refused' | 'failed';
}

type AuditRow = Omit<Insertable<AuditLogTable>, 'id'>;

/** Entries per INSERT: SQLite takes at most 32,766 parameters in one statement (PostgreSQL 65,535), 7 an entry. */
const ROWS_PER_INSERT = 500;

/** Every column an entry names. */
const AUDIT_COLUMNS: Record<keyof AuditRow, true> = {
  at: true,
  user_id: true,
  role: true,
  action: true,
  record_type: true,
  record_id: true,
  outcome: true,
};

/** Written with every booking: compiled once. */
const insertEntryQuery = (db: Kysely<Database>) =>
  new PreparedQuery(db, (q, p: AuditRow) => q.insertInto('audit_log').values(placeholderRow(p, AUDIT_COLUMNS)));

export class AuditLog {
  private readonly insertEntry: ReturnType<typeof insertEntryQuery>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.insertEntry = insertEntryQuery(db);
  }

  /** Writes one entry; inside a transaction when given one, so the entry and the change commit together. */
  async record(entry: AuditEntry, executor: Kysely<Database> = this.db): Promise<void> {
    await this.insertEntry.execute(executor, this.rowOf(entry, this.now().toISOString()));
  }

  /**
   * Writes entries in one statement per ROWS_PER_INSERT (the joins placed together, the tokens one Call next
   * passes), as record does.
   */
  async recordAll(entries: AuditEntry[], executor: Kysely<Database> = this.db): Promise<void> {
    // One entry (a booking written alone) goes by the prepared statement.
    if (entries.length === 1) return this.record(entries[0]!, executor);
    const at = this.now().toISOString();
    for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
      await executor
        .insertInto('audit_log')
        .values(entries.slice(i, i + ROWS_PER_INSERT).map((entry) => this.rowOf(entry, at)))
        .execute();
    }
  }

  /** The entries of one record, newest first, with who acted as the directory names them now. */
  async entriesOf(recordType: string, recordId: number, limit: number) {
    const rows = await this.db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.user_id')
      .select([
        'audit_log.id',
        'audit_log.at',
        'audit_log.user_id',
        'audit_log.role',
        'audit_log.action',
        'audit_log.outcome',
        'users.full_name',
      ])
      .where('audit_log.record_type', '=', recordType)
      .where('audit_log.record_id', '=', recordId)
      .orderBy('audit_log.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(({ full_name, ...row }) => ({ ...row, user_name: full_name ?? '' }));
  }

  private rowOf(entry: AuditEntry, at: string): AuditRow {
    return {
      at,
      user_id: entry.user?.id ?? null,
      role: entry.user?.role ?? null,
      action: entry.action,
      record_type: entry.recordType,
      record_id: entry.recordId,
      outcome: entry.outcome,
    };
  }
}
