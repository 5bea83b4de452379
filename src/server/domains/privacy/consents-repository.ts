// The consents table's writes (decision 0090): rows are only ever added; a purpose's newest row is its state
// (read through platform/consents.ts, which the alerts share).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Engine } from '../../db/database';
import type { ConsentsTable, Database } from '../../db/schema';

export type ConsentRow = Insertable<ConsentsTable>;

/** Adds consent rows in `db` (the transaction of the change they record). */
export async function insertConsents(db: Kysely<Database>, rows: readonly ConsentRow[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('consents')
      .values([...rows])
      .execute();
}

export class ConsentsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Holds the patient's account until the commit, so two changes of their consents (or a change and a new
   * push subscription) go one after the other and each reads the state the other left. SQLite runs one
   * transaction at a time anyway.
   */
  async holdPatient(trx: Transaction<Database>, patientId: number): Promise<void> {
    const query = trx.selectFrom('users').select('id').where('id', '=', patientId);
    await (this.engine === 'postgres' ? query.forUpdate() : query).execute();
  }

  /** Forgets every device of the patient: no push can reach them. */
  async removePushSubscriptions(trx: Transaction<Database>, patientId: number): Promise<void> {
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', patientId).execute();
  }
}
