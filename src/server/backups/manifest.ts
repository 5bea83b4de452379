// A backup is a folder: the database's copy (parchee.sqlite, or parchee.dump from pg_dump), the uploaded
// files under uploads/, and manifest.json, written last, which says what the folder holds: when it was taken,
// from which engine, the schema version, the rows of every table, and the size and SHA-256 of every file.
// A folder without a manifest is a backup that did not finish.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './backup-error';

export const MANIFEST_FILE = 'manifest.json';

/** A file's name in a backup: relative, with / between folders, never climbing out of the folder. */
const staysInside = (name: string) =>
  name !== '' &&
  !name.startsWith('/') &&
  !name.includes('\\') &&
  !name.split('/').some((part) => part === '..' || part === '.' || part === '');

const manifestSchema = z
  .object({
    format: z.literal(1),
    app: z.literal('parchee'),
    engine: z.enum(['sqlite', 'postgres']),
    started_at: z.iso.datetime(),
    finished_at: z.iso.datetime(),
    schema_version: z.string().min(1),
    tables: z.record(z.string(), z.number().int().min(0)),
    files: z.record(
      z.string(),
      z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
    ),
  })
  .superRefine((manifest, ctx) => {
    for (const name of Object.keys(manifest.files)) {
      if (!staysInside(name))
        ctx.addIssue({ code: 'custom', path: ['files'], message: `${name} is outside the backup folder` });
    }
  });

export type BackupManifest = z.infer<typeof manifestSchema>;

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  // Written beside, then renamed: a manifest is there whole or not at all.
  const partial = path.join(dir, `${MANIFEST_FILE}.partial`);
  await fs.writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
  await fs.rename(partial, path.join(dir, MANIFEST_FILE));
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${dir} has no ${MANIFEST_FILE}: it is not a backup, or one that did not finish`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not JSON`);
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success) {
    const where = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not a Parchee backup's manifest (${where})`);
  }
  return checked.data;
}

/** Every file under `dir`, by its name in a backup, the manifest aside. */
export async function filesIn(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== MANIFEST_FILE)
    .sort();
}

/**
 * Names and sizes against the manifest: what is missing, what is there besides, what is not the size it was;
 * and the files listed that are there whole by their size (their hashes are verify's to compare).
 */
export async function compareFileList(
  dir: string,
  manifest: BackupManifest,
): Promise<{ problems: string[]; intact: string[] }> {
  const present = new Set(await filesIn(dir));
  const problems: string[] = [];
  const intact: string[] = [];
  for (const [name, facts] of Object.entries(manifest.files)) {
    if (!present.has(name)) {
      problems.push(`${name} is missing`);
      continue;
    }
    const { size } = await fs.stat(path.join(dir, name));
    if (size === facts.bytes) intact.push(name);
    else problems.push(`${name} has ${size} bytes, the manifest says ${facts.bytes}`);
  }
  for (const name of present) if (!Object.hasOwn(manifest.files, name)) problems.push(`${name} is not in the manifest`);
  return { problems, intact };
}

/** Rows per table found in a copy against the manifest's: every difference, said plainly. */
export function compareTables(manifest: BackupManifest, found: Record<string, number>): string[] {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (!Object.hasOwn(found, table)) problems.push(`table ${table} is missing from the copy`);
    else if (found[table] !== rows) problems.push(`table ${table} has ${found[table]} rows, the manifest says ${rows}`);
  }
  for (const table of Object.keys(found))
    if (!Object.hasOwn(manifest.tables, table)) problems.push(`table ${table} is not in the manifest`);
  return problems;
}
