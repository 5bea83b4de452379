import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { claimDataDir, DataDirInUseError, holdDataDir } from './data-dir-lock';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-lock-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('lets servers share DATA_DIR, refuses a restore while one holds it, and a server while a restore runs', () => {
  const first = holdDataDir(dataDir);
  const second = holdDataDir(dataDir);
  expect(() => claimDataDir(dataDir)).toThrow(DataDirInUseError);
  first.release();
  expect(() => claimDataDir(dataDir)).toThrow(/a server is using/);
  second.release();

  const restore = claimDataDir(dataDir);
  expect(() => holdDataDir(dataDir)).toThrow(/is being restored/);
  expect(() => claimDataDir(dataDir)).toThrow(DataDirInUseError);
  restore.release();
  holdDataDir(dataDir).release();
});
