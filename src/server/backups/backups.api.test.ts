// Backups end to end on the suite's engine: the operator's tool (npm run admin -- backup, verify-backup,
// restore) as a process of its own beside a server in a booking rush, the restored database served by a new
// server, what verify finds in a damaged backup, what restore refuses, and the backups the server takes itself.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { sqliteFile } from '../db/database';
import { claimDataDir } from '../db/data-dir-lock';
import { uploadsDir } from '../platform/uploads';
import { bookingForm, startBookingTest, testClock, TestAccounts, TOMORROW } from '../testing/booking-fixtures';
import { LIMITS_OFF } from '../testing/limits-off';
import { startTestApp, TestClient, type TestApp } from '../testing/test-app';
import { takeBackup, verifyBackup } from './backup';
import { readLastBackup } from './last-backup';
import { MANIFEST_FILE, type BackupManifest } from './manifest';
import { restoreBackup } from './restore';
import { backupFolderName } from './schedule';
import { hashFiles } from './worker-tasks';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const POSTGRES = process.env.TEST_ENGINE === 'postgres';
const clock = testClock();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-backups-'));
const databases: string[] = [];
let t: TestApp;
let accounts: TestAccounts;

beforeAll(async () => {
  ({ t, accounts } = await startBookingTest(clock));
});

afterAll(async () => {
  await t?.close();
  if (databases.length) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Where a server or the operator's tool finds its data: DATA_DIR, and on PostgreSQL the database. */
interface Store {
  DATA_DIR: string;
  DATABASE_URL: string;
}

const sourceStore = (): Store => ({ DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' });

/** A new, empty place to restore into: a DATA_DIR, and on PostgreSQL a database of its own. */
async function emptyStore(): Promise<Store> {
  const DATA_DIR = fs.mkdtempSync(path.join(scratch, 'data-'));
  if (!POSTGRES) return { DATA_DIR, DATABASE_URL: '' };
  const name = `parchee_test_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { DATA_DIR, DATABASE_URL: url.href };
}

const configOf = (store: Store) =>
  loadConfig({ ...store, LOG_LEVEL: 'silent', DEMO_DATA: 'off', APP_BASE_URL: t.config.baseUrl, ...LIMITS_OFF });

/** The operator's tool as a process of its own; answers its exit code, its last stdout line (JSON) and its stderr. */
function admin(
  args: string[],
  store: Store,
  env: Record<string, string> = {},
): Promise<{ code: number | null; answer: any; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...store, DEMO_DATA: 'off', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      let answer: any;
      try {
        answer = JSON.parse(last);
      } catch {
        answer = { unreadable: stdout };
      }
      resolve({ code, answer, stderr });
    });
  });
}

async function picture(): Promise<Blob> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(data)], { type: 'image/jpeg' });
}

/** A patient's booking with a prescription picture; answers the patient's client and the picture's URL. */
async function bookingWithPicture(
  app: TestApp,
  people: TestAccounts,
  doctorId: number,
): Promise<{ patient: TestClient; url: string }> {
  const patient = await app.clientFor(await people.user('Patient'));
  const fields = Object.fromEntries(
    Object.entries(bookingForm(doctorId, { type: 'Other' })).map(([k, v]) => [k, String(v)]),
  );
  const added = await patient.callMultipart('add-booking', { ...fields, priscription_image: await picture() });
  expect(added.status, added.raw).toBe(200);
  return { patient, url: added.body.result.priscription_image };
}

const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const fetchFile = (app: FastifyInstance, url: string, client: TestClient) =>
  app.inject({ method: 'GET', url, headers: { cookie: cookieHeader(client) } });

/** The same signed-in person on another server of the same database (its sessions and secrets are in it). */
function sameClientOn(app: FastifyInstance, client: TestClient): TestClient {
  const copy = new TestClient(app, '127.0.3.1');
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

it('a backup taken during a booking rush holds every booking acknowledged before it began, and the restored server serves them, the picture too', async () => {
  const doctorId = await accounts.doctor({ capacity: 100_000 });
  const doctor = await t.clientFor(doctorId);
  const { patient, url } = await bookingWithPicture(t, accounts, doctorId);
  const picture = await fetchFile(t.app, url, patient);
  expect(picture.statusCode).toBe(200);

  // The doctor's walk-ins, eight at a time, for as long as the backup takes.
  const acknowledged: { id: number; token: number }[] = [];
  const refusals: string[] = [];
  let sent = 0;
  let stop = false;
  const walkIns = async () => {
    while (!stop) {
      sent += 1;
      const answer = await doctor.call('add-booking', {
        name: `Walk In ${sent}`,
        age: 30,
        problem: 'Fever',
        address: 'Deoria',
        phone_number: '9000000002',
        type: 'Manual',
        doctor_id: doctorId,
        slot: 'Morning',
        booking_date: TOMORROW,
      });
      if (answer.status === 200)
        acknowledged.push({ id: answer.body.result.id, token: answer.body.result.booking_number });
      else refusals.push(answer.raw);
    }
  };
  const rush = Array.from({ length: 8 }, walkIns);
  while (acknowledged.length < 30 && !refusals.length) await new Promise((resolve) => setTimeout(resolve, 10));
  const beforeBackup = [...acknowledged];
  const backupDir = path.join(scratch, 'rush-backup');
  const backup = await admin(['backup', '--to', backupDir], sourceStore());
  const duringBackup = acknowledged.length - beforeBackup.length;
  stop = true;
  await Promise.all(rush);

  expect(refusals).toEqual([]);
  expect(backup.code, `${backup.stderr}\n${JSON.stringify(backup.answer)}`).toBe(0);
  expect(backup.answer.backup).toMatchObject({
    dir: backupDir,
    engine: POSTGRES ? 'postgres' : 'sqlite',
    verified: true,
  });
  // Bookings went on being taken while the backup ran.
  expect(duringBackup).toBeGreaterThan(0);
  expect(backup.answer.backup.tables.bookings).toBeGreaterThanOrEqual(beforeBackup.length + 1);
  expect((await readLastBackup(t.platform.db))?.dir).toBe(backupDir);

  const verified = await admin(['verify-backup', '--from', backupDir], sourceStore());
  expect(verified.code, verified.stderr).toBe(0);
  expect(verified.answer).toMatchObject({ verified: true, backup: { dir: backupDir } });

  const target = await emptyStore();
  const restored = await admin(['restore', '--from', backupDir], target);
  expect(restored.code, `${restored.stderr}\n${JSON.stringify(restored.answer)}`).toBe(0);

  const app = await buildApp(configOf(target), { webRoot: null, now: clock.now });
  try {
    const day = await sameClientOn(app, doctor).call('get-all-booking', {
      doctor_id: doctorId,
      date: TOMORROW,
      type: 'Doctor',
    });
    expect(day.status, day.raw).toBe(200);
    const served = new Map<number, number>(
      (day.body.result.Morning as { id: number; booking_number: number }[]).map((b) => [b.id, b.booking_number]),
    );
    expect(beforeBackup.filter(({ id, token }) => served.get(id) !== token)).toEqual([]);
    // The token counter came in the same moment as the bookings: the next walk-in takes the next token.
    const next = await sameClientOn(app, doctor).call('add-booking', {
      name: 'After The Restore',
      age: 30,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9000000002',
      type: 'Manual',
      doctor_id: doctorId,
      slot: 'Morning',
      booking_date: TOMORROW,
    });
    expect(next.body.result.booking_number).toBe(Math.max(...served.values()) + 1);

    const file = path.basename(url);
    expect(
      fs
        .readFileSync(path.join(uploadsDir(target.DATA_DIR), file))
        .equals(fs.readFileSync(path.join(uploadsDir(t.config.dataDir), file))),
    ).toBe(true);
    const again = await fetchFile(app, url, sameClientOn(app, patient));
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(picture.rawPayload)).toBe(true);
  } finally {
    await app.close();
  }
}, 240_000);

it('takes a backup only into a new or empty folder outside the uploads, and leaves nothing of one that failed', async () => {
  const used = fs.mkdtempSync(path.join(scratch, 'used-'));
  fs.writeFileSync(path.join(used, 'something.txt'), 'x');
  await expect(takeBackup(t.config, used, { now: clock.now })).rejects.toThrow(
    /is not empty: give each backup a new folder/,
  );
  expect(fs.readdirSync(used)).toEqual(['something.txt']);
  await expect(
    takeBackup(t.config, path.join(uploadsDir(t.config.dataDir), 'backup'), { now: clock.now }),
  ).rejects.toThrow(/is inside the uploaded files' folder/);
  const stopped = fs.mkdtempSync(path.join(scratch, 'stopped-by-hand-'));
  await expect(
    takeBackup(t.config, stopped, { now: clock.now, signal: AbortSignal.abort(new Error('stopped')) }),
  ).rejects.toThrow('stopped');
  expect(fs.readdirSync(stopped)).toEqual([]);
});

describe('verify-backup', () => {
  let sample: string;
  let manifest: BackupManifest;

  beforeAll(async () => {
    await bookingWithPicture(t, accounts, await accounts.doctor());
    sample = path.join(scratch, 'sample');
    manifest = await takeBackup(t.config, sample, { now: clock.now });
  });

  /** A copy of the sample backup to damage. */
  function copyOfSample(): string {
    const dir = fs.mkdtempSync(path.join(scratch, 'damaged-'));
    fs.cpSync(sample, dir, { recursive: true });
    return dir;
  }

  const anUpload = () => Object.keys(manifest.files).find((name) => name.startsWith('uploads/'))!;
  const writeManifest = (dir: string, changed: BackupManifest) =>
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(changed));

  it('finds nothing wrong in a whole backup, which holds the database, every upload and their SHA-256s', async () => {
    expect(await verifyBackup(sample)).toEqual({ manifest, problems: [] });
    expect(Object.keys(manifest.files)).toContain(POSTGRES ? 'parchee.dump' : 'parchee.sqlite');
    expect(manifest.tables.files).toBeGreaterThan(0);
    expect(Object.keys(manifest.files).filter((name) => name.startsWith('uploads/'))).toHaveLength(
      manifest.tables.files!,
    );
    expect(manifest.schema_version).toMatch(/^\d{4}-/);
  });

  it('finds a changed, a missing and an unlisted file', async () => {
    const changed = copyOfSample();
    const file = path.join(changed, anUpload());
    const bytes = fs.readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 0xff, bytes.length - 3);
    fs.writeFileSync(file, bytes);
    expect((await verifyBackup(changed)).problems).toEqual([
      `${anUpload()} is not the file the backup took: its SHA-256 differs`,
    ]);

    const missing = copyOfSample();
    fs.rmSync(path.join(missing, anUpload()));
    fs.writeFileSync(path.join(missing, 'notes.txt'), 'added later');
    expect((await verifyBackup(missing)).problems).toEqual([
      `${anUpload()} is missing`,
      'notes.txt is not in the manifest',
    ]);
  });

  it('finds a copy whose rows are not what the manifest says', async () => {
    const dir = copyOfSample();
    writeManifest(dir, { ...manifest, tables: { ...manifest.tables, bookings: manifest.tables.bookings! + 1 } });
    expect((await verifyBackup(dir)).problems).toEqual([
      `table bookings has ${manifest.tables.bookings} rows, the manifest says ${manifest.tables.bookings! + 1}`,
    ]);
  });

  it("finds a copy its engine cannot read, even with the manifest's hash made to match", async () => {
    const dir = copyOfSample();
    const copy = POSTGRES ? 'parchee.dump' : 'parchee.sqlite';
    const bytes = fs.readFileSync(path.join(dir, copy));
    // Half the dump; or, in the SQLite file, four pages past the header overwritten.
    const damaged = POSTGRES
      ? bytes.subarray(0, Math.floor(bytes.length / 2))
      : Buffer.concat([bytes.subarray(0, 8192), Buffer.alloc(16384, 0xa5), bytes.subarray(8192 + 16384)]);
    fs.writeFileSync(path.join(dir, copy), damaged);
    writeManifest(dir, { ...manifest, files: { ...manifest.files, ...(await hashFiles(dir, [copy])) } });
    const { problems } = await verifyBackup(dir);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(POSTGRES ? /^pg_restore cannot read the dump/ : /integrity_check|malformed/);
  });

  it('refuses a folder without a manifest, and a manifest naming a file outside its folder', async () => {
    await expect(verifyBackup(scratch)).rejects.toThrow(/has no manifest\.json/);
    const dir = copyOfSample();
    writeManifest(dir, {
      ...manifest,
      files: { ...manifest.files, '../../etc/passwd': { bytes: 1, sha256: '0'.repeat(64) } },
    });
    await expect(verifyBackup(dir)).rejects.toThrow(
      /not a Parchee backup's manifest \(files: \.\.\/\.\.\/etc\/passwd is outside the backup folder\)/,
    );
  });

  it('the command exits 1 and lists each problem', async () => {
    const dir = copyOfSample();
    fs.rmSync(path.join(dir, anUpload()));
    const checked = await admin(['verify-backup', '--from', dir], sourceStore());
    expect(checked.code).toBe(1);
    expect(checked.answer).toEqual({
      error: `the backup in ${dir} does not verify (1 problem)`,
      problems: [`${anUpload()} is missing`],
    });
  });
});

describe('restore', () => {
  let sample: string;

  beforeAll(async () => {
    sample = path.join(scratch, 'restore-sample');
    await takeBackup(t.config, sample, { now: clock.now });
  });

  it('refuses a DATA_DIR (or database) that holds data without --force, and replaces it with --force', async () => {
    const target = await emptyStore();
    await restoreBackup(configOf(target), sample, { force: false });
    await expect(restoreBackup(configOf(target), sample, { force: false })).rejects.toThrow(
      /there already: restore into an empty DATA_DIR.*or add --force/,
    );
    // Something added to the target since goes with --force.
    if (POSTGRES) {
      const client = new pg.Client({ connectionString: target.DATABASE_URL });
      await client.connect();
      await client.query('CREATE TABLE left_over (x int)');
      await client.end();
    }
    fs.writeFileSync(path.join(uploadsDir(target.DATA_DIR), 'left-over.jpg'), 'x');
    const { manifest } = await restoreBackup(configOf(target), sample, { force: true });
    expect(fs.existsSync(path.join(uploadsDir(target.DATA_DIR), 'left-over.jpg'))).toBe(false);
    const app = await buildApp(configOf(target), { webRoot: null, now: clock.now });
    try {
      expect(
        await app.platform.db
          .selectFrom('bookings')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ).toEqual({ n: manifest.tables.bookings });
      if (POSTGRES)
        expect((await app.platform.db.introspection.getTables()).map((table) => table.name)).not.toContain('left_over');
    } finally {
      await app.close();
    }
  });

  it('refuses, even with --force, while a server uses the DATA_DIR or database, and leaves it as it was', async () => {
    const before = await t.platform.db
      .selectFrom('bookings')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await admin(['restore', '--from', sample, '--force'], sourceStore());
    expect(refused.code).toBe(1);
    expect(refused.answer.error).toMatch(
      POSTGRES
        ? /other connections? (is|are) open to database .*stop the servers using it/
        : /a server is using .*stop it before restoring into it/,
    );
    expect(
      await t.platform.db
        .selectFrom('bookings')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await t.client().call('get-cities', {})).status).toBe(200);
  }, 60_000);

  it.skipIf(POSTGRES)('keeps a server from starting on a DATA_DIR while it restores into it', async () => {
    const target = await emptyStore();
    const restoring = claimDataDir(target.DATA_DIR);
    try {
      await expect(buildApp(configOf(target), { webRoot: null })).rejects.toThrow(/is being restored/);
    } finally {
      restoring.release();
    }
    await (await buildApp(configOf(target), { webRoot: null })).close();
  });

  it.skipIf(POSTGRES)('refuses a backup of a schema newer than this code knows', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'future-'));
    fs.cpSync(sample, dir, { recursive: true });
    const copy = new Database(path.join(dir, 'parchee.sqlite'));
    copy
      .prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)')
      .run('9999-from-the-future', new Date().toISOString());
    copy.close();
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
    const future = {
      ...manifest,
      schema_version: '9999-from-the-future',
      tables: { ...manifest.tables, kysely_migration: manifest.tables.kysely_migration! + 1 },
      files: { ...manifest.files, ...(await hashFiles(dir, ['parchee.sqlite'])) },
    };
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(future));
    expect((await verifyBackup(dir)).problems).toEqual([]);
    const target = await emptyStore();
    await expect(restoreBackup(configOf(target), dir, { force: false })).rejects.toThrow(
      /schema version 9999-from-the-future is newer than this version of Parchee knows/,
    );
    expect(fs.existsSync(sqliteFile(target.DATA_DIR))).toBe(false);
  });

  it('refuses a backup that does not verify, and restores nothing of it', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'broken-'));
    fs.cpSync(sample, dir, { recursive: true });
    fs.appendFileSync(path.join(dir, POSTGRES ? 'parchee.dump' : 'parchee.sqlite'), 'tail');
    const target = await emptyStore();
    await expect(restoreBackup(configOf(target), dir, { force: false })).rejects.toThrow(/does not verify/);
    expect(fs.readdirSync(target.DATA_DIR)).toEqual([]);
  });
});

it.runIf(POSTGRES)(
  'with a primary and its standbys in DATABASE_URL, backs up and restores on the server that accepts writes',
  async () => {
    // A first host that refuses connections, as a stopped server does, before the test's server.
    const besideRefusing = (url: string) => url.replace(/^(postgres(?:ql)?:\/\/[^@/]*@)/, '$1127.0.0.1:1,');
    const source = { ...sourceStore(), DATABASE_URL: besideRefusing(sourceStore().DATABASE_URL) };
    const dir = path.join(scratch, 'several-hosts');
    const taken = await admin(['backup', '--to', dir], source);
    expect(taken.code, `${taken.stderr}\n${JSON.stringify(taken.answer)}`).toBe(0);
    const target = await emptyStore();
    const restored = await admin(['restore', '--from', dir], {
      ...target,
      DATABASE_URL: besideRefusing(target.DATABASE_URL),
    });
    expect(restored.code, `${restored.stderr}\n${JSON.stringify(restored.answer)}`).toBe(0);
    expect(restored.answer.into).toBe(`PostgreSQL database ${new URL(target.DATABASE_URL).pathname.slice(1)}`);
  },
  60_000,
);

describe.runIf(POSTGRES)('without the PostgreSQL client tools', () => {
  it('says which tool is missing, or too old for the server, and what to install', async () => {
    const bin = fs.mkdtempSync(path.join(scratch, 'bin-'));
    const none = await admin(['backup', '--to', path.join(scratch, 'no-tools')], sourceStore(), { PATH: bin });
    expect(none.code).toBe(1);
    expect(none.answer.error).toMatch(
      /^pg_dump is not installed here \(not found on PATH\): install the PostgreSQL client tools/,
    );
    // An old pg_dump on PATH: a stand-in that only says its version.
    fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
    const old = await admin(['backup', '--to', path.join(scratch, 'old-tools')], sourceStore(), { PATH: bin });
    expect(old.answer.error).toMatch(
      /^pg_dump 9 cannot dump a PostgreSQL \d+ server: install the client tools of version \d+ or newer/,
    );
    const taken = path.join(scratch, 'taken-with-tools');
    await takeBackup(t.config, taken, { now: clock.now });
    const verify = await admin(['verify-backup', '--from', taken], sourceStore(), { PATH: bin });
    expect(verify.answer.error).toMatch(/^pg_restore is not installed here/);
  }, 60_000);
});

describe('backups the server takes itself', () => {
  const HOUR_MS = 3600_000;

  const scheduled = (env: Record<string, string>) =>
    startTestApp({ now: clock.now, env: { BACKUP_EVERY_MINUTES: '60', ...env } });

  it('takes one when due, verified; links the uploads an earlier one holds; keeps the newest BACKUP_KEEP; records the last', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'scheduled-'));
    const s = await scheduled({ BACKUP_DIR: dir, BACKUP_KEEP: '2' });
    try {
      const people = new TestAccounts(s, clock);
      const { url } = await bookingWithPicture(s, people, await people.doctor());
      const upload = `uploads/${path.basename(url)}`;
      const start = clock.now().getTime();
      const at = (ms: number) => new Date(start + ms);

      expect(await s.app.backups!.runIfDue()).toBe('taken');
      const first = path.join(dir, backupFolderName(at(0)));
      expect(await readLastBackup(s.platform.db)).toMatchObject({ started_at: at(0).toISOString(), dir: first });
      expect(await s.app.backups!.runIfDue()).toBe('not due');
      clock.set(at(HOUR_MS - 60_000).toISOString());
      expect(await s.app.backups!.runIfDue()).toBe('not due');

      // A run stopped half-way left a folder behind: it goes.
      fs.mkdirSync(path.join(dir, `${backupFolderName(at(HOUR_MS / 2))}.partial`));
      clock.set(at(HOUR_MS).toISOString());
      expect(await s.app.backups!.runIfDue()).toBe('taken');
      const second = path.join(dir, backupFolderName(at(HOUR_MS)));
      expect(fs.statSync(path.join(second, upload)).ino).toBe(fs.statSync(path.join(first, upload)).ino);

      clock.set(at(2 * HOUR_MS).toISOString());
      expect(await s.app.backups!.runIfDue()).toBe('taken');
      const third = path.join(dir, backupFolderName(at(2 * HOUR_MS)));
      expect(fs.readdirSync(dir).sort()).toEqual([path.basename(second), path.basename(third)]);
      for (const kept of [second, third]) expect((await verifyBackup(kept)).problems).toEqual([]);
      expect(await readLastBackup(s.platform.db)).toMatchObject({
        started_at: at(2 * HOUR_MS).toISOString(),
        dir: third,
      });
    } finally {
      await s.close();
    }
  }, 120_000);

  it('counts an operator backup as the last one, and records nothing for a backup that failed', async () => {
    const file = path.join(scratch, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const s = await scheduled({ BACKUP_DIR: file });
    try {
      clock.set(new Date().toISOString());
      expect(await s.app.backups!.runIfDue()).toBe('failed');
      expect(await readLastBackup(s.platform.db)).toBeNull();
      const manual = await admin(['backup', '--to', path.join(scratch, 'manual')], {
        DATA_DIR: s.config.dataDir,
        DATABASE_URL: s.config.databaseUrl ?? '',
      });
      expect(manual.code, manual.stderr).toBe(0);
      expect(await s.app.backups!.runIfDue()).toBe('not due');
    } finally {
      await s.close();
    }
  }, 60_000);

  it('a server stopping ends a backup under way and leaves nothing of it', async () => {
    const dir = fs.mkdtempSync(path.join(scratch, 'stopped-'));
    const s = await scheduled({ BACKUP_DIR: dir });
    const run = s.app.backups!.runIfDue();
    await s.close();
    expect(await run).toBe('stopped');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.runIf(POSTGRES)(
    'with two instances on one database, one of them takes it',
    async () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'two-instances-'));
      const s = await scheduled({ BACKUP_DIR: dir });
      const other = await buildApp(s.config, { webRoot: null, now: clock.now });
      try {
        const outcomes = await Promise.all([s.app.backups!.runIfDue(), other.backups!.runIfDue()]);
        expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome !== 'taken')[0]).toMatch(
          /^(another instance is taking it|not due)$/,
        );
        expect(fs.readdirSync(dir)).toHaveLength(1);
      } finally {
        await other.close();
        await s.close();
      }
    },
    60_000,
  );
});
