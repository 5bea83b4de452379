// The app's one HTML page, sent for every route of the app. The build lists each route's chunks in
// route-preloads.json (vite.config.ts, preloadFirstScreen); the page sent for a route carries a
// <link rel="modulepreload"> for each, so a slow phone fetches the first screen's code beside the entry
// instead of after the entry has run. The page's one inline script (the start script, src/web/page-start.ts)
// runs only by its hash in the Content-Security-Policy, read here from the page as built.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class WebPage {
  private readonly html: string;
  private readonly preloads: Record<string, string[]>;
  /** One page per route of the route table; any other path gets the page as built. */
  private readonly byRoute = new Map<string, string>();
  /** The CSP sources of the page's inline scripts: 'sha256-<base64>' each. */
  readonly inlineScriptSources: string[];

  constructor(webRoot: string) {
    this.html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    this.inlineScriptSources = [...this.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`,
    );
    const listFile = path.join(webRoot, 'route-preloads.json');
    this.preloads = fs.existsSync(listFile)
      ? (JSON.parse(fs.readFileSync(listFile, 'utf8')) as Record<string, string[]>)
      : {};
  }

  for(pathname: string): string {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const files = this.preloads[route];
    if (!files?.length) return this.html;
    let page = this.byRoute.get(route);
    if (!page) {
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
      page = this.html.replace('</head>', `${links}</head>`);
      this.byRoute.set(route, page);
    }
    return page;
  }
}
