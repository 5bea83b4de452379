// Every route as each role and signed out, in the project's language, checked by axe-core (tests/e2e/axe.ts):
// no serious or critical violation. One browser context per role, its routes opened inside the app
// (route-walk.ts), at a phone's 360 px. The screens' dialogs and menus are checked by their own journeys.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { openInApp, ROLES, walkAs } from './route-walk';

for (const who of ROLES) {
  test(`axe finds no serious or critical violation on any route (${who})`, async ({ browser, lang }) => {
    test.setTimeout(240_000);
    const { page, routes, close } = await walkAs(browser, lang, who);
    try {
      await page.goto(routes[0]!.path);
      const found: string[] = [];
      for (const route of routes) {
        await openInApp(page, route.path);
        for (const violation of await seriousViolations(page)) found.push(`${route.path}: ${violation}`);
      }
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });
}
