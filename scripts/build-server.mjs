#!/usr/bin/env node
// `npm run build:server`: compiles the server and the operator's tool from TypeScript to JavaScript,
// dist/server/main.js and dist/server/admin.js, with the backups' worker thread beside them
// (dist/server/backup-worker.js, which both start), so production starts them with plain `node` (no tsx, no
// compiler at run time). Each entry is one ES module of our own code; every npm package stays an import
// from node_modules, so native modules (better-sqlite3, argon2, sharp) load as installed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'src/server/cli/admin.ts',
    'backup-worker': 'src/server/backups/backup-worker.ts',
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  logLevel: 'warning',
});
