// A backup on PostgreSQL, by PostgreSQL's own tools: pg_dump -Fc of a snapshot the rows were counted in,
// checked by pg_restore --list and the rows pg_restore reads back out of the dump, and restored by
// pg_restore into an empty database. The tools run as child processes: they must be installed, at the
// server's major version or newer (pg_dump refuses a newer server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import pg from 'pg';
import { SCHEMA_VERSION_SQL } from '../db/migrate';
import { writableHostOf } from '../db/writable-pool';
import { BackupError } from './backup-error';
import type { EngineBackups, RestoreTarget } from './engine-backups';
import { compareTables, type BackupManifest } from './manifest';

const DUMP = 'parchee.dump';

type Tool = 'pg_dump' | 'pg_restore';

const INSTALL_HINT =
  "install the PostgreSQL client tools of the server's major version or newer (Debian and Ubuntu: apt install postgresql-client-NN) and put them on PATH";

/** A tool that is not installed: nothing can be dumped, checked or restored until it is. */
class MissingToolError extends BackupError {}

/**
 * How a tool reaches the database: the connection string without its password (a command line is seen by
 * every user of the machine), the password in PGPASSWORD, and never a prompt for one.
 */
function toolConnection(databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    args: ['--no-password', `--dbname=${url.href}`],
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** Runs a tool to its end; each line it writes goes to `line` if given. Refused: a BackupError with its words. */
function runTool(
  tool: Tool,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; signal?: AbortSignal; line?: (line: string) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: options.env ?? process.env,
      signal: options.signal,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let lines: Promise<void> = Promise.resolve();
    if (options.line) {
      const reader = readline.createInterface({ input: child.stdout, crlfDelay: Infinity });
      reader.on('line', options.line);
      lines = new Promise((done) => reader.once('close', done));
    } else {
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    }
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (options.signal?.aborted) return reject(options.signal.reason);
      reject(
        error.code === 'ENOENT'
          ? new MissingToolError(`${tool} is not installed here (not found on PATH): ${INSTALL_HINT}`)
          : error,
      );
    });
    child.once('close', (code) => {
      void lines.then(() => {
        if (code === 0) resolve(stdout);
        else
          reject(
            new BackupError(
              `${tool} failed${code === null ? '' : ` (exit ${code})`}: ${stderr.trim() || 'no message'}`,
            ),
          );
      });
    });
  });
}

/**
 * The one server of DATABASE_URL (it may name a primary and its standbys) that accepts writes: the one
 * whose database a backup copies and a restore replaces. A URL of it alone, for pg and the tools.
 */
async function serverUrlOf(databaseUrl: string): Promise<string> {
  try {
    return (await writableHostOf(databaseUrl)).url;
  } catch (error) {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  }
}

/** The major version of an installed tool, from its --version ("pg_dump (PostgreSQL) 15.20 ..."). */
async function toolMajor(tool: Tool): Promise<number> {
  const printed = await runTool(tool, ['--version']);
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(printed)?.[1];
  if (!major) throw new BackupError(`${tool} --version answered "${printed.trim()}", not a PostgreSQL version`);
  return Number(major);
}

/** pg_dump refuses a server newer than itself: said before it runs, with what to install. */
async function requireDumpFor(client: pg.Client): Promise<void> {
  const serverMajor = Math.floor(
    Number(
      (await client.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]!.server_version_num,
    ) / 10_000,
  );
  const dumpMajor = await toolMajor('pg_dump');
  if (dumpMajor < serverMajor)
    throw new BackupError(
      `pg_dump ${dumpMajor} cannot dump a PostgreSQL ${serverMajor} server: install the client tools of version ${serverMajor} or newer (Debian and Ubuntu: apt install postgresql-client-${serverMajor})`,
    );
}

/** Rows of every table of the connection's schema (public, unless the URL's search_path says otherwise). */
async function countTables(client: pg.Client): Promise<Record<string, number>> {
  const names = (
    await client.query<{ tablename: string }>(
      'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    )
  ).rows.map((row) => row.tablename);
  const tables: Record<string, number> = {};
  for (const name of names)
    tables[name] = (
      await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${client.escapeIdentifier(name)}`)
    ).rows[0]!.n;
  return tables;
}

/** A table's name in a dump's COPY line without its schema: public.bookings, "public"."bookings" -> bookings. */
function tableOf(qualified: string): string {
  const last = qualified.match(/("(?:[^"]|"")*"|[^.]+)$/)?.[1] ?? qualified;
  return last.startsWith('"') ? last.slice(1, -1).replaceAll('""', '"') : last;
}

/** The rows of each table, and the newest migration, as pg_restore reads them out of the dump (no database needed). */
async function readDumpRows(
  file: string,
  signal?: AbortSignal,
): Promise<{ tables: Record<string, number>; schemaVersion: string | null }> {
  const tables: Record<string, number> = {};
  let table: string | null = null;
  let nameColumn = -1;
  let schemaVersion: string | null = null;
  // The data as COPY blocks: "COPY public.t (a, b) FROM stdin;", a line per row, then "\.".
  await runTool('pg_restore', ['--data-only', '--file=-', file], {
    signal,
    line: (line) => {
      if (table === null) {
        const copy = /^COPY (\S+) \((.*)\) FROM stdin;$/.exec(line);
        if (!copy) return;
        table = tableOf(copy[1]!);
        tables[table] = 0;
        nameColumn = table === DEFAULT_MIGRATION_TABLE ? copy[2]!.split(', ').indexOf('name') : -1;
      } else if (line === '\\.') {
        table = null;
      } else {
        tables[table] = (tables[table] ?? 0) + 1;
        const migration = nameColumn >= 0 ? line.split('\t')[nameColumn] : undefined;
        if (migration !== undefined && (schemaVersion === null || migration > schemaVersion)) schemaVersion = migration;
      }
    },
  });
  return { tables, schemaVersion };
}

function restoreTarget(databaseUrl: string): RestoreTarget {
  let serverUrl = '';
  let client: pg.Client | null = null;
  // The database's name as DATABASE_URL gives it (the same on every server it names).
  const database = decodeURIComponent(/^[^/]*\/\/[^/]*\/([^?#]*)/.exec(databaseUrl)?.[1] ?? '') || 'of DATABASE_URL';
  const connected = () => client!;
  const tableCount = async () =>
    (
      await connected().query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()',
      )
    ).rows[0]!.n;
  return {
    name: `PostgreSQL database ${database}`,
    async claim() {
      serverUrl = await serverUrlOf(databaseUrl);
      client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // Every running server keeps connections to its database (its pool, its LISTEN): any other is one.
      const others = await client.query<{ who: string }>(
        "SELECT coalesce(nullif(application_name, ''), usename::text, 'a connection') || coalesce(' from ' || host(client_addr), '') AS who FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      if (others.rowCount) {
        const who = [...new Set(others.rows.map((row) => row.who))].join(', ');
        throw new BackupError(
          `${others.rowCount} other connection${others.rowCount === 1 ? ' is' : 's are'} open to database ${database} (${who}): stop the servers using it before restoring into it`,
        );
      }
    },
    async contents() {
      const tables = await tableCount();
      return tables ? [`${tables} table${tables === 1 ? '' : 's'} in database ${database}`] : [];
    },
    async replaceWith(backupDir: string, manifest: BackupManifest) {
      if (await tableCount()) {
        // --force: the schema and everything in it go, and come back from the dump.
        const schema = connected().escapeIdentifier(
          (await connected().query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema,
        );
        await connected().query(`DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema}`);
      }
      const connection = toolConnection(serverUrl);
      await runTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          ...connection.args,
          path.join(backupDir, DUMP),
        ],
        { env: connection.env },
      );
      const problems = compareTables(manifest, await countTables(connected()));
      if (problems.length)
        throw new BackupError(`the restored database is not what the backup holds: ${problems.join('; ')}`);
    },
    async release() {
      await client?.end().catch(() => {});
    },
  };
}

export const postgresBackups: EngineBackups = {
  file: DUMP,

  async take(config, dir, signal) {
    const serverUrl = await serverUrlOf(config.databaseUrl!);
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await requireDumpFor(client);
      // The rows are counted in the snapshot pg_dump then dumps, so the manifest says what the dump holds.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
      const tables = await countTables(client);
      if (!Object.hasOwn(tables, DEFAULT_MIGRATION_TABLE))
        throw new BackupError('the database is not a Parchee database: no migration was ever applied to it');
      const schemaVersion = (await client.query<{ version: string | null }>(SCHEMA_VERSION_SQL)).rows[0]!.version;
      if (!schemaVersion)
        throw new BackupError('the database is not a Parchee database: no migration was ever applied to it');
      const connection = toolConnection(serverUrl);
      await runTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(dir, DUMP)}`, ...connection.args],
        { env: connection.env, signal },
      );
      await client.query('COMMIT');
      return { schemaVersion, tables };
    } finally {
      await client.end().catch(() => {});
    }
  },

  async check(dir, manifest, signal) {
    const file = path.join(dir, DUMP);
    try {
      await runTool('pg_restore', ['--list', file], { signal });
      const found = await readDumpRows(file, signal);
      const problems = compareTables(manifest, found.tables);
      if (found.schemaVersion !== manifest.schema_version)
        problems.push(
          `the dump's schema version is ${found.schemaVersion}, the manifest says ${manifest.schema_version}`,
        );
      return problems;
    } catch (error) {
      // A tool that is missing checks nothing: that is not a fault of the backup.
      if (!(error instanceof BackupError) || error instanceof MissingToolError) throw error;
      return [`pg_restore cannot read the dump: ${error.message}`];
    }
  },

  target: (config) => restoreTarget(config.databaseUrl!),
};
