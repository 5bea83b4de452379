// Vitest runs the unit tests and the API tests (app.inject against a real database; docs/architecture.md,
// "Running, stopping, testing").
// This file replaces vite.config.ts for Vitest on purpose: that one is rooted at src/web for the build.
//   unit          src/**/*.test.ts(x), except the API tests, and scripts/*.test.ts (docs/calls.md is current)
//   api-sqlite    src/**/*.api.test.ts on embedded SQLite (always)
//   api-postgres  the same files on PostgreSQL, only when TEST_DATABASE_URL is set (as in .ci/run)
// A test helper reads TEST_ENGINE to pick the engine; each API test file gets a fresh database.
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const API_TESTS = ['src/**/*.api.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/*.test.ts'],
      exclude: ['**/node_modules/**', '**/dist/**', ...API_TESTS],
      environment: 'node',
    },
  },
  {
    extends: true,
    test: {
      name: 'api-sqlite',
      include: API_TESTS,
      environment: 'node',
      env: { TEST_ENGINE: 'sqlite' },
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'api-postgres',
      include: API_TESTS,
      environment: 'node',
      env: { TEST_ENGINE: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // API tests hash passwords with argon2 and build a fresh database per file: slow-ish, not stuck.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // forks: better-sqlite3 and argon2 are native addons, safest in child processes.
    pool: 'forks',
    fileParallelism: true,
    // The machine (and CI) has 2 cores.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
