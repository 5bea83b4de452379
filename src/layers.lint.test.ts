// The layers of docs/architecture.md are enforced by lint (eslint.config.js): a made-up file in each place is
// linted with the real configuration, as `npx eslint .` would lint it, so each rule is shown to fire (and a
// lawful import to pass).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

async function lintRules(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the web layers', () => {
  it('keep lib/ from importing the app above it', async () => {
    const rules = await lintRules(
      'src/web/lib/made-up.ts',
      "import { resolveRoute } from '../app/router';\nexport const resolve = resolveRoute;\n",
    );
    expect(rules).toContain(RULE);
  });

  it("keep one feature from importing another's own files", async () => {
    const rules = await lintRules(
      'src/web/features/labs/made-up.ts',
      "import { BookingCard } from '../queue/booking-card';\nexport const card = BookingCard;\n",
    );
    expect(rules).toContain(RULE);
  });

  it("keep one feature from another's own files by a path through its shared/ folder too", async () => {
    const rules = await lintRules(
      'src/web/features/labs/made-up.ts',
      "import { useHospitalDoctors } from '../hospital/shared/../hospital-queries';\nexport const doctors = useHospitalDoctors;\n",
    );
    expect(rules).toContain(RULE);
  });

  it('let one feature import what another lends in its shared/ folder', async () => {
    const rules = await lintRules(
      'src/web/features/labs/made-up.ts',
      "import { useActingDoctor } from '../hospital/shared/acting-doctor';\nexport const acting = useActingDoctor;\n",
    );
    expect(rules).toEqual([]);
  });

  it('keep one feature from importing another lazily too', async () => {
    const rules = await lintRules(
      'src/web/features/operator/made-up.ts',
      "export const desk = () => import('../delivery/delivery-desk');\n",
    );
    expect(rules).toContain(RULE);
  });

  it('let ui/ import lib/ below it', async () => {
    const rules = await lintRules(
      'src/web/ui/made-up.ts',
      "import { formatDate } from '../lib/format';\nexport const format = formatDate;\n",
    );
    expect(rules).toEqual([]);
  });
});

describe('the server layers', () => {
  it('keep a domain from importing the seed', async () => {
    const rules = await lintRules(
      'src/server/domains/labs/made-up.ts',
      "import { seedDemoData } from '../../seed/demo';\nexport const seed = seedDemoData;\n",
    );
    expect(rules).toContain(RULE);
  });

  it('keep a domain from importing app.ts', async () => {
    const rules = await lintRules(
      'src/server/domains/labs/made-up.ts',
      "import { buildApp } from '../../app';\nexport const build = buildApp;\n",
    );
    expect(rules).toContain(RULE);
  });

  it('keep the platform from importing app.ts', async () => {
    const rules = await lintRules(
      'src/server/platform/made-up.ts',
      "import { buildApp } from '../app';\nexport const build = buildApp;\n",
    );
    expect(rules).toContain(RULE);
  });

  it('keep the platform from importing cli/', async () => {
    const rules = await lintRules('src/server/platform/made-up.ts', "import '../cli/admin';\n");
    expect(rules).toContain(RULE);
  });

  it("keep a domain from another domain's repository.ts", async () => {
    const rules = await lintRules(
      'src/server/domains/labs/made-up.ts',
      "import { QueueRepository } from '../queue/repository';\nexport const repo = QueueRepository;\n",
    );
    expect(rules).toContain(RULE);
  });

  it("keep a domain from another domain's <piece>-repository.ts, by a roundabout path too", async () => {
    const rules = await lintRules(
      'src/server/domains/labs/made-up.ts',
      "import { ConsentsRepository } from '../../domains/labs/../privacy/consents-repository';\nexport const repo = ConsentsRepository;\n",
    );
    expect(rules).toContain(RULE);
  });

  it('keep the waiting room from importing any other domain', async () => {
    const rules = await lintRules(
      'src/server/domains/waiting-room/made-up.ts',
      "import { BookingService } from '../appointments/service';\nexport const service = BookingService;\n",
    );
    expect(rules).toContain(RULE);
  });

  it("keep a service from checking ownership beside its area's policy (platform/guards)", async () => {
    const rules = await lintRules(
      'src/server/domains/labs/service.ts',
      "import { requireOwnId } from '../../platform/guards';\nexport const check = requireOwnId;\n",
    );
    expect(rules).toContain(RULE);
  });

  it.each([
    ['a route map', 'src/server/domains/queue/routes.ts', '../../platform/guards'],
    ['the platform', 'src/server/platform/made-up.ts', './guards'],
    ['app.ts', 'src/server/app.ts', './platform/guards'],
  ])('keep %s from platform/guards too', async (_name, filePath, specifier) => {
    const rules = await lintRules(
      filePath,
      `import { requireOwnDoctor } from '${specifier}';\nexport const check = requireOwnDoctor;\n`,
    );
    expect(rules).toContain(RULE);
  });

  it("let an area's policy.ts import platform/guards", async () => {
    const rules = await lintRules(
      'src/server/domains/labs/policy.ts',
      "import { requireOwnId } from '../../platform/guards';\nexport const check = requireOwnId;\n",
    );
    expect(rules).toEqual([]);
  });

  it("let a domain import its own repository and another domain's service", async () => {
    const rules = await lintRules(
      'src/server/domains/privacy/made-up.ts',
      "import { ConsentsRepository } from './consents-repository';\nimport { BookingService } from '../appointments/service';\nexport const both = [ConsentsRepository, BookingService];\n",
    );
    expect(rules).toEqual([]);
  });
});
