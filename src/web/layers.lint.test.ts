// The web app's layers are enforced by lint (eslint.config.js, docs/architecture.md "Layers"): a made-up
// file in each place is linted with the real configuration, as `npx eslint .` would lint it.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

async function lintRules(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the web layers', () => {
  it('keep lib/ from importing the app above it', async () => {
    const rules = await lintRules('src/web/lib/made-up.ts', "import { resolveRoute } from '../app/router';\nexport const resolve = resolveRoute;\n");
    expect(rules).toContain(RULE);
  });

  it('keep one feature from importing another', async () => {
    const rules = await lintRules('src/web/features/labs/made-up.ts', "import { BookingCard } from '../queue/booking-card';\nexport const card = BookingCard;\n");
    expect(rules).toContain(RULE);
  });

  it('let ui/ import lib/ below it', async () => {
    const rules = await lintRules('src/web/ui/made-up.ts', "import { formatDate } from '../lib/format';\nexport const format = formatDate;\n");
    expect(rules).toEqual([]);
  });
});
