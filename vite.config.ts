// Vite builds the web app from src/web into dist/web, which the server serves; in development the dev
// server proxies the API and uploaded files to the server on port 3000. vite-plugin-pwa builds our own
// service worker (src/web/service-worker.ts -> /service-worker.js, the name installed apps know) with the list of files
// to precache injected, and writes /manifest.webmanifest (docs/decisions/0005-pwa-service-worker-and-icons.md).
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { buildSync } from 'esbuild';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { LANGUAGES } from './src/shared/constants.ts';
import { VitePWA } from 'vite-plugin-pwa';
import type { StartFiles } from './src/web/api/start-plan.ts';
import { ROUTES } from './src/web/app/route-table.ts';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** Writes .br and .gz beside each text file of the build; the server sends them as they are
 *  (@fastify/static preCompressed), so a phone on a slow network downloads a third of the bytes. */
function precompress(): Plugin {
  return {
    name: 'parchee-precompress',
    apply: 'build',
    enforce: 'post',
    // After every other plugin's closeBundle (vite-plugin-pwa writes service-worker.js there).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          fs
            .readdirSync(dir, { withFileTypes: true })
            .flatMap((e) =>
              e.isDirectory() ? (e.name === '.vite' ? [] : walk(path.join(dir, e.name))) : [path.join(dir, e.name)],
            );
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|json|svg|webmanifest)$/.test(file)) continue;
          const data = fs.readFileSync(file);
          if (data.length < 1024) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

type OutputChunk = Extract<Rollup.OutputBundle[string], { type: 'chunk' }>;

/** A chunk's file and, recursively, its static imports, leaving out what `skip` already holds. */
function withImports(
  chunks: OutputChunk[],
  fileName: string,
  skip: Set<string>,
  into = new Set<string>(),
): Set<string> {
  if (skip.has(fileName) || into.has(fileName)) return into;
  const chunk = chunks.find((c) => c.fileName === fileName);
  if (!chunk) return into;
  into.add(fileName);
  for (const imported of chunk.imports) withImports(chunks, imported, skip, into);
  return into;
}

/** The chunk built for a module: the one it is the entry of, else (a module two entries share) the one holding it. */
function chunkOf(chunks: OutputChunk[], source: string): OutputChunk | undefined {
  const isSource = (id: string | null) => !!id && id.replace(/\\/g, '/').endsWith(`src/web/${source}`);
  return chunks.find((c) => isSource(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isSource));
}

/**
 * Each route's own screen module, read from the area modules (src/web/app/areas/*-area.tsx), whose pages
 * are all written `'/path': () => import('../../features/...')`: path -> source path under src/web.
 */
function screenModules(): Map<string, string> {
  const areasDir = path.join(root, 'app', 'areas');
  const screens = new Map<string, string>();
  for (const file of fs.readdirSync(areasDir).filter((name) => name.endsWith('-area.tsx'))) {
    const source = fs.readFileSync(path.join(areasDir, file), 'utf8');
    for (const [, routePath, specifier] of source.matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\)/g)) {
      screens.set(routePath!, path.relative(root, path.resolve(areasDir, specifier!)).replace(/\\/g, '/'));
    }
  }
  return screens;
}

/**
 * The first screen's code downloads beside the entry instead of after it runs, so a slow phone paints a
 * round trip sooner: route-preloads.json lists, for every route of the route table, its area's chunks
 * (and TanStack Query's for the signed-in areas), which the server adds to the page it sends for that
 * route (src/server/web-page.ts). The texts are not preloaded: the page cannot know the language, chosen
 * on the device, and the entry asks for them at once, beside the version check the first screen waits for.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'parchee-preload-first-screen',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      // The entry and all its static imports, which the page itself preloads (the bundler's runtime, which
      // every chunk imports, among them).
      const inPage = withImports(chunks, entry.fileName, new Set());
      const queryProvider = chunkOf(chunks, 'api/query-provider.tsx');
      const screens = screenModules();
      const preloads: Record<string, string[]> = {};
      for (const route of ROUTES) {
        const area = chunkOf(chunks, `app/areas/${route.area}-area.tsx`);
        if (!area) continue;
        const files = withImports(chunks, area.fileName, inPage);
        if (route.area !== 'home' && queryProvider) withImports(chunks, queryProvider.fileName, inPage, files);
        const screen = screens.get(route.path);
        if (screen) {
          const chunk = chunkOf(chunks, `${screen}.tsx`);
          if (!chunk) this.error(`route ${route.path}: no chunk for its screen ${screen}.tsx`);
          withImports(chunks, chunk.fileName, inPage, files);
        }
        preloads[route.path] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

/** Turns the build's stylesheet link into a preload, so nothing blocks the first paint: the page's own
 *  splash (styled inline) shows as soon as the HTML arrives, and src/web/lib/styles-ready.ts applies the
 *  stylesheet before the app renders its first screen. */
function deferStylesheet(): Plugin {
  return {
    name: 'parchee-defer-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          '<link rel="preload" as="style"$1 href="$2">',
        ),
    },
  };
}

/**
 * Inlines the page's start script (src/web/page-start.ts) into the page, with the files it may preload written
 * in (each language's first-screen texts, the language dialog's chunks), so those, the version check and the
 * user's read start as soon as the page is read instead of after the entry has downloaded and run. The server
 * allows it by its hash (src/server/web-page.ts), read from the built page.
 */
function inlineStartScript(): Plugin {
  return {
    name: 'parchee-inline-start-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const dialog = chunkOf(chunks, 'app/language-modal.tsx');
        const files: StartFiles = {
          texts: Object.fromEntries(
            LANGUAGES.flatMap((lang) => {
              const chunk = chunkOf(chunks, `locales/${lang}-first-screen.json`);
              return chunk ? [[lang, `/${chunk.fileName}`]] : [];
            }),
          ),
          languageDialog:
            entry && dialog
              ? [...withImports(chunks, dialog.fileName, withImports(chunks, entry.fileName, new Set()))].map(
                  (file) => `/${file}`,
                )
              : [],
        };
        const [script] = buildSync({
          entryPoints: [path.join(root, 'page-start.ts')],
          bundle: true,
          write: false,
          format: 'iife',
          minify: true,
          target: 'es2022',
          define: { START_FILES: JSON.stringify(files) },
        }).outputFiles;
        return html.replace('</head>', `<script>${script!.text.trim()}</script></head>`);
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  root,
  plugins: [
    react(),
    preloadFirstScreen(),
    deferStylesheet(),
    inlineStartScript(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'service-worker.ts',
      // Registered by src/web/app/service-worker.ts (with its missing-file check), not injected.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The glob below already lists the icons and the manifest.
      includeManifestIcons: false,
      injectManifest: {
        // The app shell: the page, every JS/CSS chunk (route areas and locale texts), icons, manifest.
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,woff2}'],
        globIgnores: ['.vite/**', 'service-worker.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: 'Parchee',
        short_name: 'Parchee',
        description:
          'Book doctor appointments, lab tests and medicine delivery. डॉक्टर अपॉइंटमेंट, लैब जांच और दवा डिलीवरी बुक करें।',
        lang: 'hi',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0b5d63',
        background_color: '#f3f6f6',
        categories: ['health', 'medical'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
      integration: {
        // The worker is built as one file; vite-plugin-pwa says so with Rollup's inlineDynamicImports, which
        // Vite 8 (Rolldown) warns about on every build. This says the same in Rolldown's words. The worker's
        // own build reports only problems: `npm start` builds quietly, and the app build lists its files.
        configureCustomSWViteBuild(swBuild) {
          swBuild.logLevel = 'warn';
          const output = swBuild.build?.rollupOptions?.output;
          if (!output || Array.isArray(output)) return;
          delete output.inlineDynamicImports;
          output.codeSplitting = false;
        },
      },
    }),
  ],
  resolve: {
    // react-router's package exports point at its development build; production uses its production
    // build (no dev warnings, ~30% smaller).
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  // The locale texts (the only JSON the app imports) ship as JSON.parse of one string: a little smaller
  // than the object literals with a named export per namespace that Vite makes by default, and quicker
  // for the browser to read.
  json: { namedExports: false, stringify: true },
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/route-sizes.mjs reads the manifest to report each route chunk's gzipped size.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Every module the entry imports statically goes into one file (the bundler names it web-*.js):
          // left to itself it splits them into a file per set of lazy chunks that share them (React, the
          // constants, the translator...), ten files gzipped one by one, about 4 KB more than together.
          groups: [{ name: 'first-screen', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
}));
