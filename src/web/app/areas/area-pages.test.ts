// Every route of the route table has its page in its area, so no screen falls through to "not found".
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../route-table';
import { loadArea } from '../router';

// An area loads with the other screens' texts, which name their language on the page's <html>.
vi.stubGlobal('document', { documentElement: { lang: '' } });

describe('the route table', () => {
  it('has a page for every route, in the route’s own area', async () => {
    const missing: string[] = [];
    for (const entry of ROUTES) {
      const load = (await loadArea(entry.area)).pages[entry.path];
      // Loading it proves the module and the exported component exist.
      const page = load ? await load() : undefined;
      if (typeof page !== 'function') missing.push(`${entry.area} ${entry.path}`);
    }
    expect(ROUTES.length).toBeGreaterThanOrEqual(70);
    expect(missing).toEqual([]);
  });
});
