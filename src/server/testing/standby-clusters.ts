// A PostgreSQL primary and a synchronous hot standby of our own on this machine, for the takeover test and
// the bench: the primary made with pg_createcluster, the standby with scripts/pg-standby.sh (as an operator
// would), each on a free port, and both dropped afterwards. The machine's other clusters are never touched.
// Needs root and Debian's cluster tools (postgresql-common).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../../scripts/pg-standby.sh', import.meta.url));
const SERVERS = '/usr/lib/postgresql';
/** Our clusters' names start so, followed by the process id that made them. */
const PREFIX = 'parchee_takeover_';
export const TAKEOVER_DATABASE = 'parchee';

/** Why a standby cannot be made here, or null when it can. */
export function whyNoStandby(): string | null {
  if (process.getuid?.() !== 0) return "not running as root (pg_createcluster and the standby's files need it)";
  if (
    !['pg_createcluster', 'pg_ctlcluster', 'pg_dropcluster', 'pg_lsclusters', 'pg_conftool'].every((tool) =>
      fs.existsSync(`/usr/bin/${tool}`),
    )
  ) {
    return "Debian's PostgreSQL cluster tools (postgresql-common: pg_createcluster) are not installed";
  }
  if (newestServer() === null) return `no PostgreSQL server is installed under ${SERVERS}`;
  return null;
}

function newestServer(): string | null {
  if (!fs.existsSync(SERVERS)) return null;
  const versions = fs
    .readdirSync(SERVERS)
    .filter((version) => fs.existsSync(`${SERVERS}/${version}/bin/pg_basebackup`));
  return versions.sort((a, b) => Number(a) - Number(b)).pop() ?? null;
}

interface Cluster {
  name: string;
  port: number;
}

export interface StandbyPair {
  version: string;
  primary: Cluster;
  standby: Cluster;
  /** DATABASE_URL naming both, the standby first (so the choice of the writable one is tested too). */
  databaseUrl: string;
  /** The primary lost at once, as in a crash: pg_ctlcluster stop -m immediate. */
  stopPrimary(): Promise<void>;
  /** pg_ctlcluster promote: the standby takes writes from the moment it returns. */
  promoteStandby(): Promise<void>;
  /** Runs a query on a cluster's database (the new primary's bookings after a takeover). */
  query<R extends pg.QueryResultRow>(cluster: Cluster, text: string, values?: unknown[]): Promise<R[]>;
  /** Stops and removes both clusters. */
  drop(): Promise<void>;
}

const clusterList = async () =>
  (await run('pg_lsclusters', ['-h'])).stdout.split('\n').map((line) => line.split(/\s+/));

/** A port nothing listens on, no cluster names and no socket file holds. */
async function freePort(taken: Set<number>): Promise<number> {
  const clusterPorts = new Set((await clusterList()).map((fields) => Number(fields[2])));
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 10000);
    if (taken.has(port) || clusterPorts.has(port) || fs.existsSync(`/var/run/postgresql/.s.PGSQL.${port}`)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

const dropCluster = (version: string, name: string) => run('pg_dropcluster', ['--stop', version, name]).catch(() => {});

/** Clusters an earlier run left behind when it was killed (its process is gone). */
async function dropLeftovers(): Promise<void> {
  for (const [version, name] of await clusterList()) {
    const pid = name?.startsWith(PREFIX) ? Number(name.slice(PREFIX.length).split('_')[0]) : NaN;
    if (version && name && Number.isInteger(pid) && pid !== process.pid && !fs.existsSync(`/proc/${pid}`))
      await dropCluster(version, name);
  }
}

async function onCluster<R extends pg.QueryResultRow>(
  cluster: Cluster,
  database: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ host: '127.0.0.1', port: cluster.port, user: 'postgres', database });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Makes the pair (about 20 s); whatever was made is dropped again if a step fails. */
export async function makeStandbyPair(): Promise<StandbyPair> {
  const version = newestServer();
  if (!version) throw new Error(`no PostgreSQL server under ${SERVERS}`);
  await dropLeftovers();
  const base = `${PREFIX}${process.pid}_${randomBytes(3).toString('hex')}`;
  const primaryPort = await freePort(new Set());
  const primary = { name: base, port: primaryPort };
  const standby = { name: `${base}_standby`, port: await freePort(new Set([primaryPort])) };
  const drop = async () => {
    await dropCluster(version, standby.name);
    await dropCluster(version, primary.name);
  };
  try {
    // Trust on this machine only (the clusters listen on localhost); not started again at the machine's boot.
    await run('pg_createcluster', [
      version,
      primary.name,
      '-p',
      String(primary.port),
      '--start-conf',
      'manual',
      '--',
      '--auth=trust',
      '--no-sync',
    ]);
    await run('pg_ctlcluster', [version, primary.name, 'start']);
    await onCluster(primary, 'postgres', `CREATE DATABASE ${TAKEOVER_DATABASE}`);
    await run('sh', [
      SCRIPT,
      '--version',
      version,
      '--primary',
      primary.name,
      '--standby',
      standby.name,
      '--port',
      String(standby.port),
      '--sync',
    ]);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    version,
    primary,
    standby,
    databaseUrl: `postgres://postgres@127.0.0.1:${standby.port},127.0.0.1:${primary.port}/${TAKEOVER_DATABASE}`,
    stopPrimary: async () => void (await run('pg_ctlcluster', [version, primary.name, 'stop', '-m', 'immediate'])),
    promoteStandby: async () => void (await run('pg_ctlcluster', [version, standby.name, 'promote'])),
    query: (cluster, text, values) => onCluster(cluster, TAKEOVER_DATABASE, text, values),
    drop,
  };
}
