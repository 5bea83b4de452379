// Writes of the hospital user's own account row.
import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export class HospitalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async updateProfile(
    hospitalId: number,
    values: Pick<UsersTable, 'full_name' | 'first_name' | 'last_name'> & { image?: string },
  ): Promise<void> {
    await this.db.updateTable('users').set(values).where('id', '=', hospitalId).execute();
  }
}
