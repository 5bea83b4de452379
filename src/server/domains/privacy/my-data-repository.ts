// The links to copies of patients' data (data_exports): made, found by their token's hash, used once.
import type { Insertable, Kysely } from 'kysely';
import type { DataExportsTable, Database } from '../../db/schema';

export type NewDataExport = Omit<Insertable<DataExportsTable>, 'id' | 'used_at'>;

export class MyDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(link: NewDataExport): Promise<number> {
    return (await this.db.insertInto('data_exports').values(link).returning('id').executeTakeFirstOrThrow()).id;
  }

  /** The patient's links no longer usable (used, or past their time): a new one replaces them. */
  async removeSpent(patientId: number, now: string): Promise<void> {
    await this.db
      .deleteFrom('data_exports')
      .where('patient_id', '=', patientId)
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
      .execute();
  }

  find(tokenHash: string) {
    return this.db.selectFrom('data_exports').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Marks the link used, in one statement: of two uses at once only one finds it unused and in time. */
  async use(id: number, now: string): Promise<boolean> {
    const used = await this.db
      .updateTable('data_exports')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** The language the app last told for the patient (null: never told). */
  async appLanguageOf(patientId: number): Promise<string | null> {
    const row = await this.db.selectFrom('users').select('app_language').where('id', '=', patientId).executeTakeFirst();
    return row?.app_language ?? null;
  }
}
