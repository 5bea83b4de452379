// One query layer over two engines: embedded SQLite (a file under DATA_DIR, WAL) by default, PostgreSQL
// when DATABASE_URL is set: on the one of its servers that accepts writes (writable-pool.ts).
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { postgresHostsOf, WritablePool } from './writable-pool';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** The PostgreSQL pool on the server that accepts writes (LISTEN/NOTIFY use it too); null on SQLite. */
  postgres: WritablePool | null;
  close(): Promise<void>;
}

// COUNT(*) and other int8 values arrive as text by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running. The same SQL text reuses its
 * prepared statement (safe: better-sqlite3 runs one statement at a time).
 */
function withStatementCache(file: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = file.prepare.bind(file);
  file.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof file.prepare;
  return file;
}

/** The SQLite database's file in DATA_DIR. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'parchee.sqlite');
}

export function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }): Db {
  if (options.databaseUrl) {
    // A connection the server closes (a restart, a lost primary, an administrator) is the pool's to handle:
    // an idle one is dropped and the next call opens a new one, and a call that fails says so itself.
    const postgres = new WritablePool(postgresHostsOf(options.databaseUrl), 10);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgres }) });
    return { kysely, engine: 'postgres', postgres, close: () => kysely.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(sqliteFile(options.dataDir));
  // WAL: readers never wait for the writer; NORMAL sync keeps every commit across a process crash.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  return { kysely, engine: 'sqlite', postgres: null, close: () => kysely.destroy() };
}
