// The operator's tool: `npm run admin -- <command> [options]`, with the server's environment. The last line
// written to stdout is one JSON object, so scripts can read the outcome.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CITY, DELIVERY_STATUSES, PAYMENT_STATUSES, ROLES, type Role } from '../../shared/constants';
import { email as emailField, phoneNumber } from '../../shared/contract/fields';
import { requireVerified, takeBackup } from '../backups/backup';
import { BackupError } from '../backups/backup-error';
import { recordBackup } from '../backups/last-backup';
import type { BackupManifest } from '../backups/manifest';
import { restoreBackup } from '../backups/restore';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedReferenceData } from '../seed/reference';
import { createAccount, defaultSlots } from '../domains/accounts/account-factory';
import { setDeliveryStatus } from '../domains/delivery/desk';
import { PushService } from '../platform/push';
import { listEmergencyRequests } from '../domains/emergency/service';
import { hashPassword } from '../platform/passwords';
import { writeAppVersion } from '../platform/settings';

class UsageError extends Error {}

/** Warnings of the services the commands use go to stderr, so stdout stays the command's answer. */
const cliLogger = {
  warn: (detail: object, message?: string) => console.error(message ?? '', detail),
  error: (detail: object, message?: string) => console.error(message ?? '', detail),
};

const USAGE = `Commands:
  create-user --role patient|doctor|hospital|lab|operator --phone 9876500000 --password Secret#123 --name "Full Name"
              [--city Deoria] [--hospital-id ID] [--lab-id ID] [--unregistered] [--email a@b.in] [--capacity 30] [--count N]
  set-app-version --version V [--process live|maintenance] [--test-version V]
  list-outbox [--to EMAIL] | list-outbox --sms [--to PHONE]   (each with its state, attempts, gateway's answer)
  set-delivery-status --id ID --status ${DELIVERY_STATUSES.join('|')} [--amount RUPEES] [--payment-status ${PAYMENT_STATUSES.join('|')}]
  list-emergencies [--since 2026-11-23T00:00:00Z]
  backup --to DIR                  a backup of the database and the uploaded files into a new folder, verified
  verify-backup --from DIR         checks a backup: every file's SHA-256, the database copy, its rows
  restore --from DIR [--force]     into an empty DATA_DIR (and database); --force replaces what is there`;

function roleOf(text: string | undefined): Role {
  const role = ROLES.find((r) => r.toLowerCase() === text?.toLowerCase());
  if (!role) throw new UsageError('--role must be patient, doctor, hospital, lab or operator');
  return role;
}

function positiveInt(text: string | undefined, name: string, fallback?: number): number {
  if (text === undefined && fallback !== undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${name} must be a whole number above 0`);
  return n;
}

async function createUsers(db: Db, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      role: { type: 'string' },
      phone: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      city: { type: 'string' },
      'hospital-id': { type: 'string' },
      'lab-id': { type: 'string' },
      unregistered: { type: 'boolean' },
      email: { type: 'string' },
      capacity: { type: 'string' },
      count: { type: 'string' },
    },
  });
  const role = roleOf(values.role);
  if (!phoneNumber().safeParse(values.phone).success) throw new UsageError('--phone must be 10 digits');
  if (!values.password || values.password.length < 6)
    throw new UsageError('--password must have at least 6 characters');
  if (!values.name?.trim()) throw new UsageError('--name is required');
  if (values.email && !emailField().safeParse(values.email).success)
    throw new UsageError('--email is not a valid address');
  const count = positiveInt(values.count, '--count', 1);
  const capacity = positiveInt(values.capacity, '--capacity', 30);
  const hospitalId = values['hospital-id'] ? positiveInt(values['hospital-id'], '--hospital-id') : null;
  const labId = values['lab-id'] ? positiveInt(values['lab-id'], '--lab-id') : null;
  const passwordHash = await hashPassword(values.password);
  const first = Number(values.phone);
  if (first + count - 1 > 9999999999) throw new UsageError('--count runs past the last 10-digit number');
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const phone = String(first + i).padStart(10, '0');
    const name = count > 1 ? `${values.name.trim()} ${i + 1}` : values.name.trim();
    const id = await createAccount(
      db.kysely,
      {
        role,
        phoneNumber: phone,
        passwordHash: values.unregistered ? null : passwordHash,
        fullName: name,
        email: values.email ?? '',
        city: values.city ?? DEFAULT_CITY,
        hospitalId,
        labId,
        listing: values.unregistered ? 'unregistered' : 'registered',
        practice: { clinicName: `${name} Clinic`, slots: values.unregistered ? [] : defaultSlots(capacity) },
      },
      new Date(),
    );
    users.push({ id, phone_number: phone, role });
  }
  return { users };
}

async function setAppVersion(db: Db, args: string[]) {
  const { values } = parseArgs({
    args,
    options: { version: { type: 'string' }, process: { type: 'string' }, 'test-version': { type: 'string' } },
  });
  if (!values.version?.trim()) throw new UsageError('--version is required');
  if (values.process && !['live', 'maintenance'].includes(values.process))
    throw new UsageError('--process must be live or maintenance');
  await writeAppVersion(db.kysely, {
    version: values.version.trim(),
    process: values.process as 'live' | 'maintenance' | undefined,
    testVersion: values['test-version'],
  });
  return {
    version: values.version.trim(),
    app_process: values.process ?? null,
    test_version: values['test-version'] ?? null,
  };
}

/**
 * The mails in the outbox, or with --sms the text messages and voice calls, each with its state, attempts
 * and the gateway's last answer; then how many are in each state (the dropped ones were over a number's
 * daily limit).
 */
async function listOutbox(db: Db, args: string[]) {
  const { values } = parseArgs({ args, options: { to: { type: 'string' }, sms: { type: 'boolean' } } });
  let query = db.kysely
    .selectFrom('outbox')
    .selectAll()
    .where('channel', values.sms ? 'in' : '=', values.sms ? ['sms', 'call'] : 'mail')
    .orderBy('id');
  if (values.to) query = query.where('to_address', '=', values.to);
  const mails = await query.execute();
  const states: Record<string, number> = { queued: 0, sent: 0, failed: 0, dropped: 0 };
  for (const m of mails) {
    states[m.state] = (states[m.state] ?? 0) + 1;
    const answer = m.last_answer ? ` (${m.last_answer})` : '';
    console.log(
      `#${m.id} ${m.created_at} to ${m.to_address}: ${m.subject} [${m.state}, ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}${answer}]\n${m.body}\n`,
    );
  }
  console.log(
    Object.entries(states)
      .map(([state, count]) => `${state}: ${count}`)
      .join(', '),
  );
  return { mails, states };
}

/** Picks a listed value case-insensitively, so 'delivered' works as well as 'Delivered'. */
function listed<T extends string>(text: string | undefined, values: readonly T[], name: string): T {
  const value = values.find((v) => v.toLowerCase() === text?.trim().toLowerCase());
  if (!value) throw new UsageError(`${name} must be one of ${values.join(', ')}`);
  return value;
}

async function setDeliveryStatusCommand(db: Db, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      id: { type: 'string' },
      status: { type: 'string' },
      amount: { type: 'string' },
      'payment-status': { type: 'string' },
    },
  });
  const id = positiveInt(values.id, '--id');
  const status = listed(values.status, DELIVERY_STATUSES, '--status');
  let amount: number | undefined;
  if (values.amount !== undefined) {
    amount = Number(values.amount);
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(values.amount.trim()) || !Number.isFinite(amount))
      throw new UsageError('--amount must be rupees, e.g. 250 or 249.50');
  }
  const paymentStatus =
    values['payment-status'] === undefined
      ? undefined
      : listed(values['payment-status'], PAYMENT_STATUSES, '--payment-status');
  // A command's pushes are no server's figures (GET /metrics): they are not counted.
  const push = new PushService(db.kysely, loadConfig(), cliLogger, { delivery: () => {} });
  const delivery = await setDeliveryStatus(db.kysely, { id, status, amount, paymentStatus }, new Date(), push);
  if (!delivery) throw new Error(`no medical delivery with id ${id}`);
  return { delivery };
}

async function listEmergencies(db: Db, args: string[]) {
  const { values } = parseArgs({ args, options: { since: { type: 'string' } } });
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since && Number.isNaN(since.getTime())) throw new UsageError('--since must be a date or an ISO instant');
  const requests = await listEmergencyRequests(db.kysely, since?.toISOString());
  for (const r of requests) {
    const what = r.kind === 'Emergency' ? `${r.type} emergency` : 'Ambulance';
    const where = [r.address, r.city].filter(Boolean).join(', ');
    console.log(
      `#${r.id} ${r.created_at} ${what} [${r.status}] ${r.name} ${r.phone_number} at ${where}${r.hospital_name ? ` -> ${r.hospital_name}` : ''}${r.note ? ` (${r.note})` : ''}`,
    );
  }
  return { requests };
}

/** A folder named by an option, made absolute. */
function folderOption(text: string | undefined, name: string, what: string): string {
  if (!text?.trim()) throw new UsageError(`${name} is required: ${what}`);
  return path.resolve(text.trim());
}

/** What the commands say of a backup. */
function summaryOf(dir: string, manifest: BackupManifest) {
  const bytes = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
  return {
    dir,
    engine: manifest.engine,
    schema_version: manifest.schema_version,
    started_at: manifest.started_at,
    files: Object.keys(manifest.files).length,
    bytes,
    tables: manifest.tables,
  };
}

/** A backup while the server serves, verified once written, and recorded as the last one. */
async function backup(config: AppConfig, args: string[]) {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  const dir = folderOption(values.to, '--to', 'the new (or empty) folder the backup goes to');
  const began = performance.now();
  const manifest = await takeBackup(config, dir, { now: () => new Date() });
  await requireVerified(dir);
  const db = openDatabase(config);
  try {
    await recordBackup(db.kysely, dir, manifest, new Date());
  } finally {
    await db.close();
  }
  return {
    backup: { ...summaryOf(dir, manifest), seconds: Math.round(performance.now() - began) / 1000, verified: true },
  };
}

async function verifyBackupCommand(_config: AppConfig, args: string[]) {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
  const dir = folderOption(values.from, '--from', "the backup's folder");
  return { verified: true, backup: summaryOf(dir, await requireVerified(dir)) };
}

async function restore(config: AppConfig, args: string[]) {
  const { values } = parseArgs({ args, options: { from: { type: 'string' }, force: { type: 'boolean' } } });
  const dir = folderOption(values.from, '--from', "the backup's folder");
  const { manifest, into } = await restoreBackup(config, dir, { force: values.force ?? false });
  return { restored: summaryOf(dir, manifest), into, data_dir: config.dataDir };
}

/** Commands that take the database as it is, without migrating or seeding it: a copy, a check, a replacement. */
const AS_IT_IS: Record<string, (config: AppConfig, args: string[]) => Promise<object>> = {
  backup,
  'verify-backup': verifyBackupCommand,
  restore,
};

const COMMANDS: Record<string, (db: Db, args: string[]) => Promise<object>> = {
  'create-user': createUsers,
  'set-app-version': setAppVersion,
  'list-outbox': listOutbox,
  'set-delivery-status': setDeliveryStatusCommand,
  'list-emergencies': listEmergencies,
};

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? COMMANDS[name] : undefined;
  const asItIs = name ? AS_IT_IS[name] : undefined;
  if (!command && !asItIs) {
    console.error(USAGE);
    console.log(JSON.stringify({ error: name ? `unknown command ${name}` : 'no command given' }));
    return 2;
  }
  const config = loadConfig();
  let db: Db | null = null;
  try {
    if (asItIs) {
      console.log(JSON.stringify(await asItIs(config, args)));
      return 0;
    }
    db = openDatabase(config);
    await migrateToLatest(db);
    await seedReferenceData(db.kysely);
    console.log(JSON.stringify(await command!(db, args)));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UsageError) console.error(USAGE);
    const problems = error instanceof BackupError ? error.problems : [];
    for (const problem of problems) console.error(`  ${problem}`);
    console.log(JSON.stringify({ error: message, ...(problems.length ? { problems } : {}) }));
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await db?.close();
  }
}

process.exitCode = await main();
