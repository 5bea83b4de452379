// The accessibility check of the journeys: axe-core (Deque's engine, not ours) on what the page shows now,
// against WCAG 2.x A and AA (2.0 to 2.2) and axe's best practices. A serious or critical violation is a
// failure; each is described by its rule, the elements (first three) and what is wrong with them.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * What the builder evaluates in place of axe-core's source once the page has it (from its first check): the
 * source (half a megabyte) evaluated again at every check of a page that moves between routes inside the
 * app costs most of the check's time.
 */
const AXE_ALREADY_IN_PAGE = '/* axe-core is in the page from its first check */';

/** The serious and critical violations on the page (within `selector` when given), one line each. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  let builder = new AxeBuilder(loaded ? { page, axeSource: AXE_ALREADY_IN_PAGE } : { page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    // Our pages have no frames of their own (only a map's, another site's): axe runs in the page itself
    // instead of opening a blank page per check to gather the frames' results, several times quicker.
    .setLegacyMode();
  if (selector) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)})` : ''}`,
        );
      return `${violation.id} [${violation.impact}] ${violation.help}: ${where.join('; ')}`;
    });
}
