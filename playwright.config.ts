// Browser journeys in the system Chromium, each run in English and in Hindi (projects en and hi): the
// fixture sets localStorage 'lang' before the app loads. Two workers (E2E_WORKERS) run at once, each
// against a server of its own started fresh here with its own data folder (tests/e2e/servers.ts: ports
// from E2E_PORT, default 3107, upward). The servers start one after the other, so only the first one
// builds the web app and the server when they are missing or stale (scripts/start.mjs). Before the first
// journey, tests/e2e/global-setup.ts gives each server's demo doctor room in its Evening for the whole run.
import { defineConfig } from '@playwright/test';
import type { LangOption } from './tests/e2e/fixtures';
import { E2E_WORKERS, e2eServer } from './tests/e2e/servers';

const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));
// The workers read the first folder's name from here (their own E2E_DATA_DIR is set per worker).
process.env.E2E_DATA_DIR_BASE = servers[0]!.dataDir;

export default defineConfig<LangOption>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // baseURL: each worker's own server, set by tests/e2e/fixtures.ts.
    headless: true,
    // Per-action traces and a picture after every test cost about a fifth of the run on two cores; a
    // failure still leaves its picture and the page's accessibility snapshot (error-context.md), and
    // the journeys take their own pictures of the screens worth looking at (fixtures.ts shot()).
    screenshot: 'only-on-failure',
    trace: 'off',
    // Each new context would install the service worker and download every chunk into its cache, beside
    // the journey on the same two cores. The journeys about the worker and offline use allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    { name: 'en', use: { lang: 'en' } },
    { name: 'hi', use: { lang: 'hi' } },
  ],
  webServer: servers.map(({ port, url, dataDir }) => ({
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    // Every journey registers from 127.0.0.1, and the demo patient books, orders and asks for help in
    // every journey and language: more than a real address or family is allowed. Request rates keep
    // their defaults: a journey must not be slowed by them.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REGISTRATIONS_PER_HOUR: '500',
      BOOKINGS_PER_DAY: '1000',
      EMERGENCY_REQUESTS_PER_HOUR: '200',
      LAB_ORDERS_PER_DAY: '200',
      MEDICINE_ORDERS_PER_DAY: '200',
      // The code journeys ask the demo accounts for codes in every language and on every repeat.
      OTP_RESEND_SECONDS: '2',
      OTP_CODES_PER_PHONE_PER_HOUR: '200',
      OTP_CODES_PER_ADDRESS_PER_HOUR: '500',
      // The browsers and the servers share the machine: a stall of it would read as an overload and shed a
      // journey's request (the gate has its own test, src/server/platform/overload.api.test.ts).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    },
    url: `${url}/api/get-cities.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The server finishes what it is doing and exits on SIGTERM (src/server/shutdown.ts).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
