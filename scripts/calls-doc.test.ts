// docs/calls.md is built from the catalogue and the source (scripts/calls-doc.ts); a call added, moved or
// renamed without building it again fails here, so the index a newcomer reads is never stale.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCallsDoc, CALLS_DOC } from './calls-doc';

describe('docs/calls.md', () => {
  it('is what npm run calls-doc builds now', async () => {
    const fresh = await buildCallsDoc();
    const checkedIn = readFileSync(CALLS_DOC, 'utf8');
    if (checkedIn !== fresh) expect.fail('docs/calls.md is stale: run npm run calls-doc');
  });
});
