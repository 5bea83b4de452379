// ESLint flat config. Kept fast on purpose (no type-aware rules: `tsc -p .` already checks types).
// Besides the recommended sets it enforces the one-way imports of docs/architecture.md and forbids import cycles:
// shared -> server and shared -> web, the web never imports the server, and shared does no I/O. On the server db,
// platform and backups sit below the domains, the seed, app.ts and cli/; a domain sits below the seed and app.ts and
// never imports another domain's repository; the waiting room imports no other domain; only an area's policy.ts
// imports platform/guards. Inside the web app lib <- ui <- api <- features <- app, and a feature imports of another
// only what that one lends in its shared/ folder. The "no barrel index.ts" rule is a file-existence check in
// scripts/test-all.mjs, not a lint rule.
import js from '@eslint/js';
import fs from 'node:fs';
import { defineConfig } from 'eslint/config';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const TS_FILES = ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mts}', '*.{ts,mts}'];
const JS_FILES = ['src/**/*.{js,mjs,cjs}', 'tests/**/*.{js,mjs,cjs}', 'scripts/**/*.{js,mjs,cjs}', '*.{js,mjs,cjs}'];
const ALL_FILES = [...TS_FILES, ...JS_FILES];

// Plain-JS files (scripts/*.mjs, this file) are not type checked, so no-undef stays on for them and
// needs to know Node's globals. (The `globals` package is not installed; this is the subset we use.)
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'TextEncoder',
    'TextDecoder',
    'AbortController',
    'AbortSignal',
    'fetch',
    'Response',
    'Request',
    'Headers',
    'FormData',
    'Blob',
    'structuredClone',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'clearImmediate',
    'queueMicrotask',
    'performance',
    'crypto',
    'global',
    'globalThis',
  ].map((name) => [name, 'readonly']),
);

// Unused things are errors, except what is named `_...` on purpose (e.g. a handler's unused `_req`).
const unusedVarsOptions = {
  args: 'after-used',
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

// --- one-way imports (docs/architecture.md "Layers") ---------------------------------------------
// '**/server/**' catches any path going through a server/ folder ('../../server/db/schema'); the regex
// catches a path that climbs with ../ and ends at it ('../server'), so each import is reported once.
// import-x/no-restricted-paths below also checks the *resolved* file, so odd spellings are caught too.
const serverPatterns = [
  {
    group: ['**/server/**', 'src/server', 'src/server/**'],
    message: 'docs/architecture.md "Layers": this side must not import src/server.',
  },
  {
    regex: '^(\\.\\./)+(.*/)?server$',
    message: 'docs/architecture.md "Layers": this side must not import src/server.',
  },
];
const webPatterns = [
  {
    group: ['**/web/**', 'src/web', 'src/web/**'],
    message: 'docs/architecture.md "Layers": this side must not import src/web.',
  },
  { regex: '^(\\.\\./)+(.*/)?web$', message: 'docs/architecture.md "Layers": this side must not import src/web.' },
];
// Node built-ins that do I/O; src/shared runs in the browser too and must stay pure.
const ioBuiltins = [
  'fs',
  'fs/promises',
  'net',
  'child_process',
  'http',
  'https',
  'http2',
  'dgram',
  'dns',
  'dns/promises',
  'tls',
  'cluster',
  'worker_threads',
  'readline',
  'readline/promises',
].flatMap((name) => [name, `node:${name}`]);

// The web app's layers, bottom to top (docs/architecture.md "Layers"): an import goes down or stays in its folder.
// One zone per feature folder, read from the disk, so a new feature is kept apart from the others by itself.
const WEB_LAYERS = 'docs/architecture.md "Layers" (web)';
const webFeatures = fs
  .readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  {
    target: './src/web/lib',
    from: ['./src/web/ui', './src/web/api', './src/web/features', './src/web/app'],
    message: `${WEB_LAYERS}: lib/ is the bottom layer and imports none of ui/, api/, features/, app/.`,
  },
  {
    target: './src/web/ui',
    from: ['./src/web/api', './src/web/features', './src/web/app'],
    message: `${WEB_LAYERS}: ui/ imports only lib/ (and shared); a component that needs data takes it as a prop.`,
  },
  {
    target: './src/web/api',
    from: ['./src/web/features', './src/web/app'],
    message: `${WEB_LAYERS}: api/ imports only ui/ and lib/ (and shared).`,
  },
  { target: './src/web/features', from: './src/web/app', message: `${WEB_LAYERS}: a feature never imports app/.` },
  // A feature lends pieces to the others only from its shared/ folder; anything else of it is its own.
  ...webFeatures.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`, ...webFeatures.filter((other) => other !== name).map((other) => `./${other}/shared`)],
    message: `${WEB_LAYERS}: a feature imports of another feature only what it lends in its shared/ folder.`,
  })),
];

// The server's areas (docs/architecture.md "Layers" and "Areas"), one zone per domain folder read from the disk.
// A domain's API tests are exempt from the first and the last: they build the app (app.ts) and set up accounts
// as the seed does. app.ts itself may build an area's repository: it is where the services are put together.
const SERVER_LAYERS = 'docs/architecture.md "Layers" (server)';
const serverDomains = fs
  .readdirSync(new URL('./src/server/domains', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverAreaZones = [
  {
    target: './src/server/domains/**/!(*.test).ts',
    from: ['./src/server/seed', './src/server/app.ts'],
    message: `${SERVER_LAYERS}: a domain is below the seed and app.ts, which put the domains together; it never imports them.`,
  },
  // A repository (repository.ts, or <piece>-repository.ts) is its own area's, by whatever path it is reached.
  ...serverDomains.map((name) => ({
    target: `./src/server/domains/!(${name})/**`,
    from: `./src/server/domains/${name}/**/*repository.ts`,
    message:
      'docs/architecture.md "Areas": a domain does not reach into another domain\'s repository; call its service.',
  })),
  // Who may read or change which record is each area's policy.ts (docs/architecture.md "Security model"): the
  // ownership primitives of platform/guards.ts are reached through it alone, so a service cannot check an id
  // its own way beside the policy.
  {
    target: [
      './src/server/!(*.test).ts',
      './src/server/!(domains)/**/!(*.test).ts',
      './src/server/domains/**/!(policy|*.test).ts',
    ],
    from: './src/server/platform/guards.ts',
    message:
      'docs/architecture.md "Security model": ownership is checked in the area\'s domains/<area>/policy.ts, the only module that imports platform/guards.',
  },
  // The waiting room's boards and status links are public; it reads bookings through queries of its own and
  // is told of changes by the areas that make them, so it stands on no other area.
  {
    target: './src/server/domains/waiting-room/**/!(*.test).ts',
    from: './src/server/domains',
    except: ['./waiting-room'],
    message: 'docs/architecture.md "Areas": waiting-room depends on no other area; the other areas call it.',
  },
];

export default defineConfig([
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.test-data/**',
      'data/**',
      'coverage/**',
    ],
  },

  {
    files: ALL_FILES,
    extends: [js.configs.recommended],
  },

  {
    files: TS_FILES,
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', unusedVarsOptions],
    },
  },

  // API tests read JSON answers of many shapes; typing each one would add noise, not safety.
  {
    files: ['src/**/*.api.test.ts', 'src/server/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  {
    files: JS_FILES,
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: nodeGlobals },
    rules: {
      'no-unused-vars': ['error', unusedVarsOptions],
    },
  },

  // Import cycles. The resolver is import-x's own (unrs-resolver, shipped with the plugin), told about
  // the TypeScript extensions so that extensionless imports like '../../shared/constants' resolve.
  {
    files: ALL_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
          mainFields: ['types', 'module', 'main'],
        }),
      ],
    },
    rules: {
      // ignoreExternal: only our own files can form a cycle worth reporting, and it keeps lint fast.
      // A chain broken by a dynamic import() (a lazy route chunk importing back into the shell) runs
      // fine, so it is allowed; `import type` cycles are ignored by the rule itself (erased at build).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/web',
              from: './src/server',
              message: 'docs/architecture.md "Layers": web never imports server.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'docs/architecture.md "Layers": server never imports web.',
            },
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'docs/architecture.md "Layers": shared is imported by both sides and imports neither.',
            },
            // Tests are exempt: an API test of the platform sets up its accounts and bookings as a domain would,
            // and builds the app (app.ts) as main.ts does.
            {
              target: './src/server/{db,platform,backups}/**/!(*.test).ts',
              from: ['./src/server/domains', './src/server/seed', './src/server/app.ts', './src/server/cli'],
              message: `${SERVER_LAYERS}: db, platform and backups are below the domains, the seed, app.ts and cli/; pass what they need in from above.`,
            },
            ...serverAreaZones,
            ...webLayerZones,
          ],
          // The zones' paths are read from this file's folder, wherever ESLint is started from.
          basePath: import.meta.dirname,
        },
      ],
    },
  },

  {
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  // lib/ runs below the router: no React Router there (navigation belongs to ui/ and up).
  {
    files: ['src/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: `${WEB_LAYERS}: lib/ does not use React Router.` }],
          patterns: serverPatterns,
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: webPatterns }] },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioBuiltins.map((name) => ({
            name,
            message: 'docs/architecture.md "Layers": src/shared does no I/O (it also runs in the browser).',
          })),
          patterns: [...serverPatterns, ...webPatterns],
        },
      ],
    },
  },
]);
