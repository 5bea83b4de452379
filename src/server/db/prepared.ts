// The statements every booking runs, compiled once. Kysely builds a query's tree and compiles it to SQL on
// every call, which costs more than SQLite running it; a prepared query is written with Kysely as usual
// (typed, on either engine) over named placeholders, compiled once by the engine's own compiler, and then
// run with each call's values. SQLite keeps the statement itself prepared too (database.ts).
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';

/**
 * The values of an insert, one placeholder per column: `columns` is a record of every column so that none can
 * be left out (the placeholders themselves have no keys to list).
 */
export function placeholderRow<T>(p: T, columns: Record<keyof T, true>): T {
  return Object.fromEntries(Object.keys(columns).map((column) => [column, p[column as keyof T]])) as T;
}

/** Stands for a value given at each run; Kysely passes it through as a parameter. */
class Placeholder {
  constructor(readonly name: string) {}
}

export class PreparedQuery<P extends object, R> {
  private readonly sql: string;
  private readonly parameters: readonly unknown[];

  /**
   * `build` gets placeholders typed as the values (`p.doctorId` stands for values.doctorId); use them only
   * where a value goes. Values written directly into the query are kept as they are.
   */
  constructor(db: Kysely<Database>, build: (db: Kysely<Database>, p: P) => Compilable<R>) {
    const placeholders = new Proxy({}, { get: (_target, name) => new Placeholder(String(name)) }) as P;
    const compiled = build(db, placeholders).compile();
    this.sql = compiled.sql;
    this.parameters = compiled.parameters;
  }

  /** The statement with these values, as the engine gets it. */
  compile(values: P): CompiledQuery<R> {
    const parameters = this.parameters.map((parameter) =>
      parameter instanceof Placeholder ? values[parameter.name as keyof P] : parameter,
    );
    return CompiledQuery.raw(this.sql, parameters) as CompiledQuery<R>;
  }

  /** Runs with these values, on the database or inside the caller's transaction. */
  execute(executor: Kysely<Database>, values: P): Promise<QueryResult<R>> {
    return executor.executeQuery(this.compile(values));
  }

  async first(executor: Kysely<Database>, values: P): Promise<R | undefined> {
    return (await this.execute(executor, values)).rows[0];
  }

  /** The one row the statement answers (an upsert's RETURNING); none is a bug. */
  async one(executor: Kysely<Database>, values: P): Promise<R> {
    const row = await this.first(executor, values);
    if (row === undefined) throw new Error('a prepared statement answered no row');
    return row;
  }

  async all(executor: Kysely<Database>, values: P): Promise<R[]> {
    return (await this.execute(executor, values)).rows;
  }

  /** How many rows an UPDATE or DELETE changed. */
  async changed(executor: Kysely<Database>, values: P): Promise<number> {
    return Number((await this.execute(executor, values)).numAffectedRows ?? 0);
  }
}
