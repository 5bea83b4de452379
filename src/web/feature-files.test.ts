// One file pattern per feature (docs/architecture.md "Layers"): a feature sends its calls only from
// `<area>-queries.ts` (query options and mutation hooks) and declares its form schemas only in
// `<area>-schemas.ts`, each at the feature's root or, for what it lends to other features, in its shared/
// folder. A file is read for what it imports: the client's senders and TanStack's query options, or the zod
// resolver of react-hook-form.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = path.join(import.meta.dirname, 'features');

/** A file that sends calls without being a queries file, and why it may. */
const SENDS_ELSEWHERE: Record<string, string> = {
  // /home's login form loads it on focus: a queries file would bring TanStack Query into /home's downloads.
  'accounts/sign-in.ts': 'the password sign-in, sent without TanStack Query',
};

/** What a file imports, by module: `{ call }` from '../../api/client' -> ['../../api/client', 'call']. */
function importsOf(text: string): [string, string][] {
  const found: [string, string][] = [];
  for (const match of text.matchAll(/^import (?:type )?\{([^}]*)\} from '([^']+)';/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) found.push([match[2]!, name]);
    }
  }
  for (const match of text.matchAll(/^import \* as \w+ from '([^']+)';/gm)) found.push([match[1]!, '*']);
  return found;
}

const SENDERS: [RegExp, string[]][] = [
  [/\/api\/client$/, ['call', 'callWithMessage', '*']],
  [/\/api\/use-call-mutation$/, ['useCallMutation', '*']],
  [/^@tanstack\/react-query$/, ['queryOptions', 'infiniteQueryOptions', '*']],
];
const SCHEMAS: [RegExp, string[]][] = [[/^@hookform\/resolvers\/zod$/, ['zodResolver', '*']]];

const uses = (text: string, kinds: [RegExp, string[]][]) =>
  importsOf(text).some(([module, name]) => kinds.some(([from, names]) => from.test(module) && names.includes(name)));

interface FeatureFile {
  /** features/<area>/..., from the area on: 'queue/queue-queries.ts'. */
  file: string;
  area: string;
  text: string;
}

function featureFiles(): FeatureFile[] {
  return readdirSync(featuresDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => {
      const file = path.relative(featuresDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return { file, area: file.split('/')[0]!, text: readFileSync(path.join(featuresDir, file), 'utf8') };
    });
}

/** `<area>/<area>-<kind>.ts` or `<area>/shared/<area>-<kind>.ts`. */
const isAreaFile = ({ file, area }: FeatureFile, kind: 'queries' | 'schemas') =>
  file === `${area}/${area}-${kind}.ts` || file === `${area}/shared/${area}-${kind}.ts`;

describe('the files of a feature', () => {
  const files = featureFiles();

  it('send calls only from <area>-queries.ts', () => {
    const astray = files
      .filter((f) => uses(f.text, SENDERS) && !isAreaFile(f, 'queries') && !(f.file in SENDS_ELSEWHERE))
      .map((f) => f.file);
    expect(astray).toEqual([]);
  });

  it('declare form schemas only in <area>-schemas.ts', () => {
    const astray = files.filter((f) => uses(f.text, SCHEMAS) && !isAreaFile(f, 'schemas')).map((f) => f.file);
    expect(astray).toEqual([]);
  });

  it('name no other file as a queries or schemas file', () => {
    const misnamed = files
      .filter((f) => /-(quer(y|ies)|mutations?|schemas?)\.tsx?$/.test(f.file))
      .filter((f) => !isAreaFile(f, 'queries') && !isAreaFile(f, 'schemas'))
      .map((f) => f.file);
    expect(misnamed).toEqual([]);
  });

  it('keep only exceptions that still send a call', () => {
    const stale = Object.keys(SENDS_ELSEWHERE).filter(
      (file) => !files.some((f) => f.file === file && uses(f.text, SENDERS)),
    );
    expect(stale).toEqual([]);
  });

  it('are read: the pattern holds for files that send and declare', () => {
    // The checks above would pass on an empty or unreadable folder; these prove the reading works.
    expect(files.filter((f) => uses(f.text, SENDERS)).length).toBeGreaterThan(20);
    expect(files.filter((f) => uses(f.text, SCHEMAS)).length).toBeGreaterThan(10);
    expect(uses("import { call } from '../../api/client';\n", SENDERS)).toBe(true);
    expect(uses("import { useQuery } from '@tanstack/react-query';\n", SENDERS)).toBe(false);
  });
});
