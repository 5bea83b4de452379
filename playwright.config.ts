// Browser journeys in the system Chromium, each run in English and in Hindi (projects en and hi): the
// fixture sets localStorage 'lang' before the app loads. The server is started fresh on port 3107 with
// its own data folder; scripts/start.mjs builds the web app when it is missing or stale.
import { defineConfig } from '@playwright/test';
import type { LangOption } from './tests/e2e/fixtures';

// E2E_PORT / E2E_DATA_DIR let a second run go beside another one (defaults: 3107, .test-data/e2e).
const PORT = Number(process.env.E2E_PORT ?? 3107);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.test-data/e2e';
process.env.E2E_DATA_DIR = DATA_DIR;
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig<LangOption>({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    headless: true,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'en', use: { lang: 'en' } },
    { name: 'hi', use: { lang: 'hi' } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node scripts/start.mjs`,
    // Every journey registers from 127.0.0.1: more than a real address is allowed in an hour.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, REGISTRATIONS_PER_HOUR: '500' },
    url: `${baseURL}/api/get-cities.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
