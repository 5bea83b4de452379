// One query layer over two engines: embedded SQLite (a file under DATA_DIR, WAL) by default, PostgreSQL
// when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** The PostgreSQL pool, for LISTEN/NOTIFY; null on SQLite. */
  pool: pg.Pool | null;
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

export function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the database closed (a restart, an administrator, a network fault) is dropped by the
    // pool, and the next query opens a new one; a query that fails says so itself. Unheard, the pool's
    // 'error' event would end the whole process.
    pool.on('error', () => {});
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, engine: 'postgres', pool, close: () => kysely.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(options.dataDir, 'parchee.sqlite'));
  // WAL: readers never wait for the writer; NORMAL sync keeps every commit across a process crash.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) });
  return { kysely, engine: 'sqlite', pool: null, close: () => kysely.destroy() };
}
