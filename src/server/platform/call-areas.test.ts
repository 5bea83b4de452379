// One area, one name (docs/architecture.md "Areas"): a call's entry is in contract/<area>.ts and its handler in
// domains/<area>/routes.ts, the same <area>. The contract modules are read as the catalogue reads them, the route
// maps as text (building them needs the whole app): a handler is a key of the map, `'call-name': ...` or `name: ...`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callNames } from '../../shared/contract/catalogue';
import type { CallDefinition } from '../../shared/contract/define';

const contractDir = fileURLToPath(new URL('../../shared/contract', import.meta.url));
const domainsDir = fileURLToPath(new URL('../domains', import.meta.url));

const isCall = (v: unknown): v is CallDefinition =>
  typeof v === 'object' && v !== null && 'name' in v && 'access' in v && 'request' in v;

/** Each call's contract module (file name without .ts). */
async function contractAreas(): Promise<Map<string, string>> {
  const areaOf = new Map<string, string>();
  for (const file of fs.readdirSync(contractDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module: Record<string, unknown> = await import(path.join(contractDir, file));
    for (const entry of Object.values(module).filter(isCall)) areaOf.set(entry.name, file.replace(/\.ts$/, ''));
  }
  return areaOf;
}

/** Each call's handlers: the domain folders whose routes.ts has a key of that name. */
function servingDomains(names: ReadonlySet<string>): Map<string, string[]> {
  const served = new Map<string, string[]>();
  for (const domain of fs.readdirSync(domainsDir)) {
    const routes = path.join(domainsDir, domain, 'routes.ts');
    if (!fs.existsSync(routes)) continue;
    for (const [, quoted, bare] of fs
      .readFileSync(routes, 'utf8')
      .matchAll(/^\s*(?:'([a-z][a-z0-9-]*)'|([a-z][a-z0-9]*))\s*:/gm)) {
      const name = quoted ?? bare!;
      if (names.has(name)) served.set(name, [...(served.get(name) ?? []), domain]);
    }
  }
  return served;
}

describe('every call', () => {
  it('is served by the domain of the area its contract module names', async () => {
    const areaOf = await contractAreas();
    expect([...areaOf.keys()].sort()).toEqual([...callNames].sort());
    const served = servingDomains(new Set(areaOf.keys()));
    const misplaced = [...areaOf]
      .filter(([name, area]) => served.get(name)?.join() !== area)
      .map(
        ([name, area]) => `${name}: contract/${area}.ts, served by ${served.get(name)?.join(', ') || 'no routes.ts'}`,
      );
    expect(misplaced).toEqual([]);
  });
});
