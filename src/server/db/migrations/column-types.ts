// The few column definitions that differ between SQLite and PostgreSQL.
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../database';

/** An auto-increment integer primary key named id. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, engine: Engine) {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNullText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/** Rows of this table may be added, never changed or removed. */
export async function makeAppendOnly(db: Kysely<unknown>, engine: Engine, table: string): Promise<void> {
  if (engine === 'sqlite') {
    for (const op of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_no_${op.toLowerCase()} BEFORE ${op} ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END`,
        )
        .execute(db);
    }
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${table} is append-only'; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_append_only()`,
    )
    .execute(db);
}
