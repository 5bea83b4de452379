// Entry: read the start-up state once, load the first screen's texts in the chosen language and check the
// app version in parallel, then render the shell. The page's start script (page-start.ts) has usually
// started the texts, the version check and the user's read already: the client takes those answers.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { call } from './api/client';
import { loadCurrentUser, savedUser } from './api/current-user';
import { AppShell, loadLanguageModal } from './app/app-shell';
import { needsLanguageChoice } from './app/language-choice';
import { versionRequest } from './api/start-plan';
import { initI18n, initWithoutTexts } from './lib/i18n';
import { startInstallListener } from './lib/install';
import { prefetchAreaOf } from './app/prefetch';
import { STORAGE_KEYS, readStorage, rememberClinicTimeZone } from './lib/storage';
import { applyPreloadedStyles } from './lib/styles-ready';
import { applyStoredTextSize } from './lib/text-size';
import { whenPageIdle } from './lib/when-idle';
import './styles.css';

// The text size chosen on this device, before anything renders: the first screen already reads at it.
applyStoredTextSize();
startInstallListener();
// The worker's registration code is fetched once the page is idle, like the worker itself: the first
// screen does not need it. A failed fetch (offline before any worker was installed) changes nothing.
whenPageIdle(
  () =>
    void import('./app/service-worker').then(
      (worker) => worker.registerServiceWorker(),
      () => undefined,
    ),
);

const offlineAtStart = !navigator.onLine;
// Offline at start, a user known on this device opens their saved screens; anyone else sees the offline
// view (decision 0039).
const offlineView = offlineAtStart && savedUser() === null;
const versionCheck = offlineAtStart ? null : call('version', versionRequest(readStorage(STORAGE_KEYS.version)));
// The clinic's time zone comes with the version; a failure is handled by the shell.
versionCheck?.then((answer) => rememberClinicTimeZone(answer.time_zone)).catch(() => undefined);
// The guards' first read of the user, started early; a failure is not kept (the guard asks again).
if (!offlineAtStart) loadCurrentUser().catch(() => undefined);
// The opened screen's code, in parallel with the texts and the version check; on a first start, the
// language dialog's too, which would otherwise wait for the texts.
if (!offlineAtStart) prefetchAreaOf(window.location.pathname);
if (!offlineAtStart && needsLanguageChoice()) loadLanguageModal().catch(() => undefined);

async function start() {
  const styles = applyPreloadedStyles();
  try {
    await initI18n();
  } catch {
    // The texts could not be loaded (offline without a cache): the views fall back to their defaults.
    initWithoutTexts();
  }
  await styles;
  const root = document.getElementById('root');
  if (!root) return;
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: a slow phone keeps answering taps while the app starts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppShell offlineView={offlineView} versionCheck={versionCheck} />
      </StrictMode>,
    );
  });
}

void start();
