// The page's start script: inlined into index.html by the build (vite.config.ts, inlineStartScript), it runs
// as soon as the page is read, while the app's code (a hundred kilobytes on a slow link, then its run on a
// slow phone's CPU) is still to come, and starts what the first screen will wait for (api/start-plan.ts):
// its texts (and a first start's language dialog) as module preloads, and the version check and the
// signed-in user, whose answers the client takes instead of asking again (api/early-calls.ts). The server
// allows it by its hash in the page's Content-Security-Policy (server/web-page.ts). It carries only what it
// needs: about 2.6 KB (1.4 KB compressed).
import { csrfToken } from './api/call-request';
import { startEarlyCall } from './api/early-calls';
import { startPlan, type StartFiles } from './api/start-plan';
import { needsLanguageChoice } from './app/language-choice';
import { STORAGE_KEYS, readStorage } from './lib/storage';
import { startLanguage } from './lib/stored-language';

/** Written in by the build. */
declare const START_FILES: StartFiles;

const plan = startPlan(
  {
    online: navigator.onLine,
    language: startLanguage(),
    asksLanguage: needsLanguageChoice(),
    storedVersion: readStorage(STORAGE_KEYS.version),
    csrfToken: csrfToken(),
  },
  START_FILES,
);
for (const file of plan.preloads) {
  const preload = document.createElement('link');
  preload.rel = 'modulepreload';
  preload.crossOrigin = '';
  preload.href = file;
  document.head.append(preload);
}
for (const { name, body } of plan.calls) startEarlyCall(name, body);
