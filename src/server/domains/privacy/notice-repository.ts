// Queries of the notices patients are given (a breach notice is one kind): the notice's texts, one row per
// patient given it (with the text message that told them), and the breach notices the desk sent. A notice
// to every patient writes thousands of rows: they go ROWS_PER_INSERT to a statement.
import type { Kysely, Transaction } from 'kysely';
import type { BreachNoticesTable, Database, NoticesTable, OutboxState } from '../../db/schema';
import { erasedAccounts } from '../../platform/erased-accounts';

/** Rows per INSERT: SQLite takes at most 32,766 parameters in one statement, PostgreSQL 65,535. */
const ROWS_PER_INSERT = 500;

export interface Recipient {
  patientId: number;
  /** The text message that told them; null without one. */
  outboxId: number | null;
}

/** A breach notice with its texts, who sent it and how many patients were given it. */
export interface BreachNoticeRow {
  id: number;
  audience: BreachNoticesTable['audience'];
  message_en: string;
  message_hi: string;
  created_at: string;
  sent_by_name: string;
  patients: number;
}

/** One patient given a breach notice, with their text message's state. */
export interface BreachRecipientRow {
  patient_id: number;
  name: string;
  phone_number: string;
  text_state: OutboxState | null;
  text_sent_at: string | null;
  seen_at: string | null;
  dismissed_at: string | null;
}

/** The patients' accounts a notice can reach: not the erased ones (decision 0093). */
const patients = (executor: Kysely<Database>) =>
  executor
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'Patient')
    .where('id', 'not in', erasedAccounts(executor));

export class NoticeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insertNotice(trx: Kysely<Database>, notice: Omit<NoticesTable, 'id'>): Promise<number> {
    const { id } = await trx.insertInto('notices').values(notice).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async insertRecipients(trx: Kysely<Database>, noticeId: number, recipients: readonly Recipient[]): Promise<void> {
    for (let i = 0; i < recipients.length; i += ROWS_PER_INSERT) {
      const rows = recipients.slice(i, i + ROWS_PER_INSERT).map((r) => ({
        notice_id: noticeId,
        patient_id: r.patientId,
        outbox_id: r.outboxId,
        seen_at: null,
        dismissed_at: null,
      }));
      await trx.insertInto('patient_notices').values(rows).execute();
    }
  }

  /** A patient's notices, newest first. */
  ofPatient(patientId: number) {
    return this.db
      .selectFrom('patient_notices')
      .innerJoin('notices', 'notices.id', 'patient_notices.notice_id')
      .select([
        'notices.id',
        'notices.kind',
        'notices.message_en',
        'notices.message_hi',
        'notices.created_at',
        'patient_notices.dismissed_at',
      ])
      .where('patient_notices.patient_id', '=', patientId)
      .orderBy('notices.id', 'desc')
      .execute();
  }

  /** Marks the patient's notices not seen before as seen now (their app is showing them). */
  async markSeen(patientId: number, at: string): Promise<void> {
    await this.db
      .updateTable('patient_notices')
      .set({ seen_at: at })
      .where('patient_id', '=', patientId)
      .where('seen_at', 'is', null)
      .execute();
  }

  /**
   * Dismisses one of the patient's notices; false when they were not given it. Dismissing again keeps the first time.
   */
  async dismiss(patientId: number, noticeId: number, at: string): Promise<boolean> {
    const given = await this.db
      .updateTable('patient_notices')
      .set((eb) => ({
        dismissed_at: eb.fn.coalesce('dismissed_at', eb.val(at)),
        seen_at: eb.fn.coalesce('seen_at', eb.val(at)),
      }))
      .where('patient_id', '=', patientId)
      .where('notice_id', '=', noticeId)
      .executeTakeFirst();
    return Number(given.numUpdatedRows) === 1;
  }

  /**
   * Which of these ids are patients' accounts (a listed notice's check), a thousand ids a query. An erased
   * account is none: nobody is left to tell.
   */
  async patientsAmong(ids: readonly number[], executor: Kysely<Database>): Promise<Set<number>> {
    const found = new Set<number>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await patients(executor)
        .where('id', 'in', ids.slice(i, i + 1000))
        .execute();
      for (const row of rows) found.add(row.id);
    }
    return found;
  }

  /** Every patient's account but the erased ones. */
  async allPatients(executor: Kysely<Database>): Promise<number[]> {
    const rows = await patients(executor).orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  async insertBreachNotice(trx: Kysely<Database>, row: Omit<BreachNoticesTable, 'id'>): Promise<number> {
    const { id } = await trx.insertInto('breach_notices').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** The breach notices sent, newest first, or the one of this id. */
  breachNotices(id?: number): Promise<BreachNoticeRow[]> {
    let query = this.db
      .selectFrom('breach_notices')
      .innerJoin('notices', 'notices.id', 'breach_notices.notice_id')
      .innerJoin('users', 'users.id', 'breach_notices.sent_by')
      .select((eb) => [
        'breach_notices.id',
        'breach_notices.audience',
        'notices.message_en',
        'notices.message_hi',
        'breach_notices.created_at',
        'users.full_name as sent_by_name',
        eb
          .selectFrom('patient_notices')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('patient_notices.notice_id', '=', 'breach_notices.notice_id')
          .as('patients'),
      ])
      .orderBy('breach_notices.id', 'desc');
    if (id !== undefined) query = query.where('breach_notices.id', '=', id);
    return query.execute().then((rows) => rows.map((row) => ({ ...row, patients: Number(row.patients ?? 0) })));
  }

  /** Everyone given a breach notice, by patient id, with where their text message is. */
  breachRecipients(breachId: number): Promise<BreachRecipientRow[]> {
    return this.db
      .selectFrom('breach_notices')
      .innerJoin('patient_notices', 'patient_notices.notice_id', 'breach_notices.notice_id')
      .innerJoin('users', 'users.id', 'patient_notices.patient_id')
      .leftJoin('outbox', 'outbox.id', 'patient_notices.outbox_id')
      .select([
        'patient_notices.patient_id',
        'users.full_name as name',
        'users.phone_number',
        'outbox.state as text_state',
        'outbox.sent_at as text_sent_at',
        'patient_notices.seen_at',
        'patient_notices.dismissed_at',
      ])
      .where('breach_notices.id', '=', breachId)
      .orderBy('patient_notices.patient_id')
      .execute();
  }
}
