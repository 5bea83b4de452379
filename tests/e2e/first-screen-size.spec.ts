// /home's first screen as a browser fetches it (docs/decisions/0028-first-screen-within-120-kb.md): every
// script the page asks for before its load event, gzipped, in a fresh profile at 360 px. The hi project
// opens a first start (Hindi, the default, with the language dialog), the en project a start with English
// chosen. Those scripts must all be among the ones scripts/route-sizes.mjs counts for that start, so the
// build-only count in CI is what a browser fetches, and together within its budget. (The service worker
// registers once the page is idle, after the load event: its precaching is no part of the first screen.)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, shot, test, tr } from './fixtures';

const VIEWPORT = { width: 360, height: 740 };
const ROOT = path.resolve(import.meta.dirname, '../..');

interface FirstScreenCount {
  lang: 'en' | 'hi';
  firstStart: boolean;
  /** The build's files, 'assets/…'. */
  files: string[];
}

/** What route-sizes counts, from the build the journeys' server serves (dist/web). */
function routeSizes(): { budgetKb: number; firstScreens: FirstScreenCount[] } {
  const run = spawnSync(process.execPath, ['scripts/route-sizes.mjs', '--json'], { cwd: ROOT, encoding: 'utf8' });
  if (!run.stdout) throw new Error(`scripts/route-sizes.mjs --json printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout) as { budgetKb: number; firstScreens: FirstScreenCount[] };
}

test("/home's first screen fetches no more JavaScript than its budget, all of it counted by route-sizes", async ({
  browser,
  baseURL,
  lang,
}) => {
  const firstStart = lang === 'hi';
  const { budgetKb, firstScreens } = routeSizes();
  const counted = firstScreens.find((screen) => screen.lang === lang && screen.firstStart === firstStart);
  expect(counted, `route-sizes counts a ${lang} start`).toBeDefined();

  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  if (!firstStart) await context.addInitScript((chosen) => window.localStorage.setItem('lang', chosen), lang);
  try {
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'home.headline') })).toBeVisible();
    if (firstStart) await expect(page.getByRole('dialog', { name: tr(lang, 'shell.languageTitle') })).toBeVisible();
    await shot(page, 'home-first-screen', lang);

    const scripts = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < navigation!.loadEventStart)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js'));
    });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map((pathname) => pathname.slice(1)).filter((file) => !counted!.files.includes(file))).toEqual([]);

    let bytes = 0;
    for (const script of scripts)
      bytes += zlib.gzipSync(await (await page.request.get(script)).body(), { level: 9 }).length;
    test.info().annotations.push({
      type: 'first-screen JavaScript',
      description: `${(bytes / 1024).toFixed(1)} KB gzipped, ${scripts.length} scripts`,
    });
    expect(bytes, `gzipped bytes of ${scripts.join(', ')}`).toBeLessThanOrEqual(budgetKb * 1024);
  } finally {
    await context.close();
  }
});
