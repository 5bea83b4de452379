// The hosts of DATABASE_URL, which errors give a server up, and a start with no server to write to. The pool
// on a real server: writable-pool.api.test.ts and standby-takeover.test.ts.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { losesTheServer, postgresHostsOf, WritablePool } from './writable-pool';

describe('the hosts of DATABASE_URL', () => {
  it('names each server with the same user, database and parameters, in order', () => {
    expect(
      postgresHostsOf('postgres://app:se%40cret@db1.internal:5432,db2.internal:5433/parchee?sslmode=require'),
    ).toEqual([
      { name: 'db1.internal:5432', url: 'postgres://app:se%40cret@db1.internal:5432/parchee?sslmode=require' },
      { name: 'db2.internal:5433', url: 'postgres://app:se%40cret@db2.internal:5433/parchee?sslmode=require' },
    ]);
    expect(postgresHostsOf('postgresql://app@[::1]:6432,10.0.0.2/parchee').map((host) => host.name)).toEqual([
      '[::1]:6432',
      '10.0.0.2:5432',
    ]);
    expect(postgresHostsOf('postgres://postgres@127.0.0.1:5432/test')).toEqual([
      { name: '127.0.0.1:5432', url: 'postgres://postgres@127.0.0.1:5432/test' },
    ]);
  });

  it('refuses what is not a list of hosts with optional ports', () => {
    for (const url of [
      'mysql://db/parchee',
      'postgres://app@db1:5432,,db2/parchee',
      'postgres://app@db1:65536/parchee',
      'postgres://app@db1:54x/parchee',
      'postgres://app@:5432,db2/parchee',
    ]) {
      expect(() => postgresHostsOf(url), url).toThrow();
    }
  });
});

describe('errors that give the server up', () => {
  const withCode = (code: string) => Object.assign(new Error('refused'), { code });

  it('are a lost connection, a server shutting down, starting or crashed, and a read-only server', () => {
    for (const code of ['08006', '08001', '57P01', '57P02', '57P03', '25006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'])
      expect(losesTheServer(withCode(code)), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'Client has encountered a connection error and is not queryable',
      'timeout expired',
    ]) {
      expect(losesTheServer(new Error(message)), message).toBe(true);
    }
  });

  it('are not a refusal of the query itself (a unique index, a syntax error, a cancelled statement)', () => {
    for (const code of ['23505', '42601', '57014', '40001']) expect(losesTheServer(withCode(code)), code).toBe(false);
    expect(losesTheServer(new Error('a prepared statement answered no row'))).toBe(false);
    expect(losesTheServer('Connection terminated')).toBe(false);
  });
});

it('stops a start on which no host accepts writes with what each said', async () => {
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  const pool = new WritablePool(postgresHostsOf(`postgres://postgres@127.0.0.1:${port}/parchee`), 1);
  try {
    await expect(pool.connect()).rejects.toThrow(
      new RegExp(`^no server of DATABASE_URL accepts writes: 127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
    expect(await pool.acceptsWrites()).toBe(false);
  } finally {
    await pool.end();
  }
});
