import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebPage } from './web-page';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-web-page-'));
const HTML = '<!doctype html><html><head><title>Parchee</title></head><body><div id="root"></div></body></html>';
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('WebPage', () => {
  fs.writeFileSync(path.join(root, 'index.html'), HTML);
  fs.writeFileSync(
    path.join(root, 'route-preloads.json'),
    JSON.stringify({
      '/': ['/assets/home-area.js'],
      '/patient-selection': ['/assets/patient-area.js', '/assets/query.js'],
    }),
  );
  const page = new WebPage(root);

  it("adds the route's chunks as module preloads in the head", () => {
    const html = page.for('/patient-selection');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/patient-area.js"><link rel="modulepreload" crossorigin href="/assets/query.js"></head>',
    );
    expect(html).not.toContain('home-area.js');
  });

  it('treats a trailing slash as the same route, and keeps / apart', () => {
    expect(page.for('/patient-selection/')).toBe(page.for('/patient-selection'));
    expect(page.for('/')).toContain('href="/assets/home-area.js"');
  });

  it('sends any other path the page as built', () => {
    expect(page.for('/no-such-route')).toBe(HTML);
    expect(page.for('/patient-selection-x')).toBe(HTML);
  });

  it('gives the CSP source of each inline script of the page, and none for a page without one', () => {
    const withScript = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-web-page-script-'));
    fs.writeFileSync(
      path.join(withScript, 'index.html'),
      '<html><head><script>start()</script><script type="module" src="/assets/web.js"></script></head></html>',
    );
    expect(new WebPage(withScript).inlineScriptSources).toEqual([
      `'sha256-${createHash('sha256').update('start()').digest('base64')}'`,
    ]);
    expect(page.inlineScriptSources).toEqual([]);
    fs.rmSync(withScript, { recursive: true, force: true });
  });

  it('works without the list (a build that wrote none)', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'parchee-web-page-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), HTML);
    expect(new WebPage(bare).for('/patient-selection')).toBe(HTML);
    fs.rmSync(bare, { recursive: true, force: true });
  });
});
