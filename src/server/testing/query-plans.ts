// A statement's plan on a migrated SQLite database, for tests that hold a statement to the index made for it:
// without statistics SQLite chooses an index by the query's shape alone, so a new index or a changed query could
// send a cheap statement back to reading a table, and only the bench would show it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { PreparedQuery } from '../db/prepared';

export interface PlanDatabase {
  db: Db;
  /** The steps of the statement's plan (EXPLAIN QUERY PLAN) that read the bookings. */
  bookingReads<P extends object>(statement: PreparedQuery<P, unknown>, values: P): Promise<string[]>;
  close(): Promise<void>;
}

/** An empty SQLite database with every migration, in a folder of its own. */
export async function planDatabase(): Promise<PlanDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-plans-'));
  const db = openDatabase({ dataDir, databaseUrl: undefined });
  await migrateToLatest(db);
  return {
    db,
    async bookingReads(statement, values) {
      const compiled = statement.compile(values);
      const plan = await db.kysely.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
      );
      return plan.rows.map((row) => row.detail).filter((detail) => / bookings\b/.test(detail));
    },
    async close() {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
