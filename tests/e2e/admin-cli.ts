// The operator's tool, run against this worker's test server database (E2E_DATA_DIR, set per worker by fixtures.ts).
import { execFileSync } from 'node:child_process';

export function setAppVersion(version: string, appProcess: 'live' | 'maintenance') {
  execFileSync('npx', ['tsx', 'src/server/cli/admin.ts', 'set-app-version', '--version', version, '--process', appProcess], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.test-data/e2e' },
    stdio: 'pipe',
  });
}
