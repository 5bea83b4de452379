// Queries of patients' grievances: written by the patient, listed for them and for the desk, closed once. An
// erased account's grievances stay, without its words, in the grievance officer's register.
import type { Kysely, SqlBool, Transaction } from 'kysely';
import type { Database, GrievancesTable } from '../../db/schema';
import { erasedAccounts } from '../../platform/erased-accounts';

/** A grievance with whose it is, as the desk lists it, and whether that account has been erased since. */
export type GrievanceRow = Omit<GrievancesTable, 'id' | 'reply'> & {
  id: number;
  reply: string;
  patient_name: string;
  phone_number: string;
  account_erased: SqlBool;
};

/** The grievances with their account's name and number, and whether it has been erased (decision 0093). */
const withAccount = (executor: Kysely<Database>) =>
  executor
    .selectFrom('grievances')
    .innerJoin('users', 'users.id', 'grievances.patient_id')
    .selectAll('grievances')
    .select((eb) => [
      'users.full_name as patient_name',
      'users.phone_number',
      eb('grievances.patient_id', 'in', erasedAccounts(executor)).as('account_erased'),
    ]);

export class GrievanceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async insert(
    trx: Kysely<Database>,
    row: Pick<GrievancesTable, 'patient_id' | 'subject' | 'message' | 'created_at'>,
  ): Promise<number> {
    const { id } = await trx
      .insertInto('grievances')
      .values({ ...row, status: 'Open', resolved_at: null, resolved_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Newest first: one patient's, or every patient's (the desk). */
  list(patientId?: number, executor: Kysely<Database> = this.db): Promise<GrievanceRow[]> {
    let query = withAccount(executor).orderBy('grievances.id', 'desc');
    if (patientId !== undefined) query = query.where('grievances.patient_id', '=', patientId);
    return query.execute();
  }

  find(id: number, executor: Kysely<Database> = this.db): Promise<GrievanceRow | undefined> {
    return withAccount(executor).where('grievances.id', '=', id).executeTakeFirst();
  }

  /** Closes it with the reply if it is still open (one conditional update: of two replies at once, one closes it). */
  async resolve(trx: Kysely<Database>, id: number, reply: string, by: number, at: string): Promise<boolean> {
    const result = await trx
      .updateTable('grievances')
      .set({ status: 'Resolved', reply, resolved_at: at, resolved_by: by })
      .where('id', '=', id)
      .where('status', '=', 'Open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
