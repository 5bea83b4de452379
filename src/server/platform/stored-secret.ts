// A server secret (the CSRF tokens', the token slips' codes): one for every instance, made by the first one
// that needs it and kept in the settings table, read once per process.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newSecret } from './tokens';

export class StoredSecret {
  private value: Promise<string> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settingKey: string,
  ) {}

  /** The secret; read (or made) the first time through `db`, the caller's transaction when it is in one. */
  get(db: Kysely<Database> = this.db): Promise<string> {
    this.value ??= (async () => {
      await db
        .insertInto('settings')
        .values({ key: this.settingKey, value: newSecret() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', this.settingKey)
        .executeTakeFirstOrThrow();
      return row.value;
    })().catch((error: unknown) => {
      this.value = null;
      throw error;
    });
    return this.value;
  }
}
