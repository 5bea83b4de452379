// The PostgreSQL servers DATABASE_URL names (one, or several: postgres://user@h1:5432,h2:5433/parchee), and a
// pool of connections to the one that accepts writes. node-postgres connects to one host and knows no
// target_session_attrs, so the choice is made here: every host is asked whether it is a standby or
// read-only, and the one that is neither is used. When a connection to it is lost, or it says it is
// read-only or shutting down, it is given up at once: calls fail fast with DatabaseUnavailableError (503 and
// Retry-After) while the hosts are asked again every second, until one accepts writes (the promoted
// standby); the pool is then on it, without a restart (docs/deploy.md, "A standby that takes over").
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { DatabaseUnavailableError } from '../platform/errors';

/** One server of DATABASE_URL: how logs name it, and the URL that names it alone. */
export interface PostgresHost {
  name: string;
  url: string;
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^/?#]*)(.*)$/s;
/** A host name or address, [an IPv6 address], and an optional port. */
const HOST_AND_PORT = /^(\[[0-9a-f:.]+\]|[^[\]:,@]*)(?::(\d{1,5}))?$/i;

/**
 * The servers a postgres:// URL names, in its order, each as a URL of its own with the same user, database
 * and parameters. Throws an Error saying what is wrong with a URL it cannot read (its message follows
 * "DATABASE_URL").
 */
export function postgresHostsOf(databaseUrl: string): PostgresHost[] {
  const parts = URL_PARTS.exec(databaseUrl);
  if (!parts) throw new Error('must be a postgres:// URL (leave it unset for the embedded SQLite)');
  const [, scheme, authority, rest] = parts as unknown as [string, string, string, string];
  const at = authority.lastIndexOf('@');
  const user = authority.slice(0, at + 1);
  const list = authority.slice(at + 1).split(',');
  return list.map((entry) => {
    const hostAndPort = HOST_AND_PORT.exec(entry);
    const port = hostAndPort?.[2];
    if (
      !hostAndPort ||
      (list.length > 1 && !hostAndPort[1]) ||
      (port !== undefined && (Number(port) < 1 || Number(port) > 65535))
    ) {
      throw new Error(`names "${entry}", which is not a host with an optional port (db.internal:5432)`);
    }
    return { name: `${hostAndPort[1] || 'localhost'}:${port ?? 5432}`, url: `${scheme}${user}${entry}${rest}` };
  });
}

/** How often the hosts are asked again while none accepts writes. */
const RECHECK_MS = 1000;
/** How long one host has to answer whether it accepts writes. */
const PROBE_TIMEOUT_MS = 2000;
/** What a refused call is told to wait: a takeover is a promotion away, and the hosts are asked every second. */
export const RETRY_AFTER_SECONDS = 2;

/** SQLSTATEs that say this server cannot take our writes now: shutting down, starting, crashed, read-only. */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03', '25006']);
/** Errors of the socket under a connection. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection that ended or never came (these errors have no code). */
const CONNECTION_ENDED = /^(Connection terminated|Client has encountered a connection error|timeout expired)/;

/** Whether an error says the server is lost to us (class 08 is every connection exception). */
export function losesTheServer(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code.startsWith('08') || SERVER_GONE_STATES.has(code) || SOCKET_ERRORS.has(code);
  return CONNECTION_ENDED.test(error.message);
}

/** Where the pool is: choosing its first host (the start waits for it), on a host, or without one. */
type State = { kind: 'choosing'; chosen: Promise<void> } | On | { kind: 'lost'; why: string };
interface On {
  kind: 'on';
  host: PostgresHost;
  pool: pg.Pool;
}

/** What the log hears: the host the pool is now on, or the host it lost and why. */
export type HostChange = { on: string; afterMs: number | null } | { lost: string; why: string };

/** A standby (in recovery) or a server set read-only takes no writes. */
const READ_ONLY = "SELECT pg_is_in_recovery() OR current_setting('transaction_read_only') = 'on' AS read_only";

/** A host's answer to "do you accept writes?": yes, or why not. */
type Probe = { host: PostgresHost; writable: true } | { host: PostgresHost; writable: false; why: string };

async function probe(host: PostgresHost): Promise<Probe> {
  const client = new pg.Client({
    connectionString: host.url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  // A server lost during the probe says so in the awaited calls as well; unheard, this event would end the process.
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ read_only: boolean }>(READ_ONLY);
    return rows[0]?.read_only === false
      ? { host, writable: true }
      : { host, writable: false, why: 'read-only (a standby)' };
  } catch (error) {
    return { host, writable: false, why: error instanceof Error ? error.message : String(error) };
  } finally {
    void client.end().catch(() => {});
  }
}

/** How the pool's connections are used now. */
export interface PoolUsage {
  inUse: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The one host among the answers that accepts writes, or why there is none to use. */
function writableAmong(answers: Probe[]): { host: PostgresHost } | { why: string } {
  const writable = answers.filter((answer) => answer.writable);
  if (writable.length === 1) return { host: writable[0]!.host };
  // Two servers that both take writes (an old primary started again beside the promoted standby) would
  // hand out the same tokens twice: neither is used until one of them is stopped.
  return {
    why:
      writable.length > 1
        ? `${writable.map((answer) => answer.host.name).join(' and ')} all accept writes; stop the one that is no longer the primary`
        : answers.map((answer) => `${answer.host.name}: ${answer.writable ? 'writable' : answer.why}`).join('; '),
  };
}

/**
 * The host of DATABASE_URL that accepts writes now, found as the pool finds it, for what needs one server's
 * own URL (pg_dump and pg_restore, a backup's snapshot). Throws saying why when there is none.
 */
export async function writableHostOf(databaseUrl: string): Promise<PostgresHost> {
  const found = writableAmong(await Promise.all(postgresHostsOf(databaseUrl).map(probe)));
  if ('why' in found) throw new Error(`no server of DATABASE_URL accepts writes: ${found.why}`);
  return found.host;
}

/** Kysely's pool (PostgresDialect) over the pool of the host that accepts writes. */
export class WritablePool implements PostgresPool {
  private state: State;
  private lostAt: number | null = null;
  private recheck: NodeJS.Timeout | null = null;
  private closed = false;
  private hearChange: (change: HostChange) => void = () => {};
  /** Each pg client once, as Kysely keeps its connection per client object. */
  private readonly clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  constructor(
    private readonly hosts: PostgresHost[],
    private readonly poolSize: number,
  ) {
    this.state = { kind: 'choosing', chosen: this.choose() };
  }

  /** `hear` is told each time the pool loses its host or is on one again. */
  onChange(hear: (change: HostChange) => void): void {
    this.hearChange = hear;
  }

  async connect(): Promise<PostgresPoolClient> {
    const on = await this.current();
    let client: pg.PoolClient;
    try {
      client = await on.pool.connect();
    } catch (error) {
      // A pool given up meanwhile refuses to connect with words of its own.
      throw this.state === on
        ? this.failure(on, error)
        : new DatabaseUnavailableError(RETRY_AFTER_SECONDS, { cause: error });
    }
    let wrapped = this.clients.get(client);
    if (!wrapped) {
      // A connection that breaks while lent out says so on the client too (the pool listens only while it is
      // idle); unheard, that would end the process. Its call hears it as well.
      client.on('error', (error) => void this.failure(on, error));
      wrapped = {
        query: ((sql: string, parameters: readonly unknown[]) =>
          client
            .query(sql, parameters as unknown[])
            .catch((error: unknown) => Promise.reject(this.failure(on, error)))) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      this.clients.set(client, wrapped);
    }
    return wrapped;
  }

  /** One statement outside any transaction (the event bus's NOTIFY). */
  async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    const client = await this.connect();
    try {
      return await client.query<R>(sql, parameters);
    } finally {
      client.release();
    }
  }

  /** A client of its own on the host that accepts writes, not yet connected (the event bus's LISTEN). */
  async newClient(config: Omit<pg.ClientConfig, 'connectionString'>): Promise<pg.Client> {
    const on = await this.current();
    return new pg.Client({ ...config, connectionString: on.host.url });
  }

  /**
   * Whether the database takes writes now: the pool is on a host, and that host still says it is neither a
   * standby nor read-only (if it does, the pool gives it up). What a readiness check asks.
   */
  async acceptsWrites(): Promise<boolean> {
    if (this.state.kind === 'choosing') await this.state.chosen;
    const on = this.state;
    if (on.kind !== 'on') return false;
    try {
      const { rows } = await this.query<{ read_only: boolean }>(READ_ONLY, []);
      if (rows[0]?.read_only === false) return true;
      this.lose(on, 'read-only (a standby)');
      return false;
    } catch {
      return false;
    }
  }

  /** The connections of the host's pool, for the metrics; none while no host is chosen. */
  usage(): PoolUsage {
    if (this.state.kind !== 'on') return { inUse: 0, idle: 0, waiting: 0, max: this.poolSize };
    const { pool } = this.state;
    return {
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: this.poolSize,
    };
  }

  async end(): Promise<void> {
    this.closed = true;
    if (this.recheck) clearTimeout(this.recheck);
    if (this.state.kind === 'choosing') await this.state.chosen;
    if (this.state.kind === 'on') await this.state.pool.end();
  }

  /** The host's pool, once one is chosen; none, the call fails fast. */
  private async current(): Promise<On> {
    if (this.state.kind === 'choosing') await this.state.chosen;
    const state = this.state as On | { kind: 'lost'; why: string };
    if (state.kind === 'on') return state;
    // Never on a host yet: no database to start with, which the operator must hear as it is.
    if (this.lostAt === null) throw new Error(`no server of DATABASE_URL accepts writes: ${state.why}`);
    throw new DatabaseUnavailableError(RETRY_AFTER_SECONDS, { cause: new Error(state.why) });
  }

  /** The error a call hears: a lost server gives the host up and is answered as DatabaseUnavailableError. */
  private failure(on: On, error: unknown): unknown {
    if (!losesTheServer(error)) return error;
    this.lose(on, error instanceof Error ? error.message : String(error));
    return new DatabaseUnavailableError(RETRY_AFTER_SECONDS, { cause: error });
  }

  /**
   * Gives the host up (once: a connection of a pool given up before changes nothing), and asks the hosts
   * again at once: a connection cut on a host that still accepts writes costs one round of questions.
   */
  private lose(on: On, why: string): void {
    if (this.state !== on || this.closed) return;
    this.state = { kind: 'lost', why };
    this.lostAt = Date.now();
    void on.pool.end().catch(() => {});
    this.hearChange({ lost: on.host.name, why });
    void this.choose();
  }

  /** Asks every host at once; the pool goes on the one host that accepts writes, or asks again in a second. */
  private async choose(): Promise<void> {
    const answers = await Promise.all(this.hosts.map(probe));
    if (this.closed) return;
    const found = writableAmong(answers);
    if ('host' in found) {
      const { host } = found;
      const pool = new pg.Pool({ connectionString: host.url, max: this.poolSize });
      const on: On = { kind: 'on', host, pool };
      // An idle connection that breaks says the server is going (a shutdown), before any call finds out.
      pool.on('error', (error) => void this.failure(on, error));
      this.state = on;
      this.hearChange({ on: host.name, afterMs: this.lostAt === null ? null : Date.now() - this.lostAt });
      return;
    }
    const { why } = found;
    this.state = { kind: 'lost', why };
    this.recheck = setTimeout(() => void this.choose(), RECHECK_MS);
    // A command-line tool on a missing database still ends.
    this.recheck.unref();
  }
}
