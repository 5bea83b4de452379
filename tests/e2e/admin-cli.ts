// The operator's tool, run against this worker's test server database (E2E_DATA_DIR, set per worker by fixtures.ts).
import { execFileSync } from 'node:child_process';

export function setAppVersion(version: string, appProcess: 'live' | 'maintenance') {
  execFileSync(
    'npx',
    ['tsx', 'src/server/cli/admin.ts', 'set-app-version', '--version', version, '--process', appProcess],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.test-data/e2e' },
      stdio: 'pipe',
    },
  );
}

/**
 * The newest text message to a phone in the outbox: its id (later messages have higher ones), its 6-digit
 * code and its whole text (a password link's address, say).
 */
export function latestSms(phone: string): { id: number; code: string | null; text: string } | null {
  const listed = execFileSync('npx', ['tsx', 'src/server/cli/admin.ts', 'list-outbox', '--sms', '--to', phone], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.test-data/e2e' },
    stdio: 'pipe',
    encoding: 'utf8',
  });
  // Each message: "#<id> <created_at> to <phone>: SMS", then its text on the lines after; listed oldest first.
  const newest = listed
    .split(/^(?=#\d+ )/m)
    .filter((message) => message.startsWith('#'))
    .at(-1);
  if (!newest) return null;
  const text = newest.slice(newest.indexOf('\n') + 1);
  return { id: Number(/^#(\d+)/.exec(newest)?.[1]), code: text.match(/\b\d{6}\b/g)?.at(-1) ?? null, text };
}

/** A new account made by the operator's tool on this worker's server (a second operator, say); answers its id. */
export function createUser(
  role: 'patient' | 'doctor' | 'operator',
  phone: string,
  password: string,
  name: string,
): number {
  const printed = execFileSync(
    'npx',
    [
      'tsx',
      'src/server/cli/admin.ts',
      'create-user',
      '--role',
      role,
      '--phone',
      phone,
      '--password',
      password,
      '--name',
      name,
    ],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.test-data/e2e' },
      stdio: 'pipe',
      encoding: 'utf8',
    },
  );
  const last = printed.trim().split('\n').at(-1) ?? '{}';
  return (JSON.parse(last) as { users: { id: number }[] }).users[0]!.id;
}
