// Registers the service worker from /service-worker.js; main.tsx loads this module once
// the page is idle, so neither it nor the worker competes with the first screen. Before registering, the
// file is fetched: if it is missing, or comes back as something other than JavaScript (a server that
// answers every path with index.html), any worker is unregistered and the page reloaded, once (a flag
// in sessionStorage stops a reload loop). Errors are only logged: the app works without the worker.
const SCRIPT = '/service-worker.js';
const RELOADED_FLAG = 'sw_reloaded';

async function unregisterAll(): Promise<boolean> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  return registrations.length > 0;
}

function reloadOnce(): void {
  try {
    if (window.sessionStorage.getItem(RELOADED_FLAG)) return;
    window.sessionStorage.setItem(RELOADED_FLAG, '1');
  } catch {
    return; // no storage: no way to guard a loop, so no reload
  }
  window.location.reload();
}

async function checkAndRegister(): Promise<void> {
  let response: Response;
  try {
    // Straight to the network (a worker never serves its own script): offline, this simply fails.
    response = await fetch(SCRIPT, { cache: 'no-store', credentials: 'same-origin' });
  } catch {
    // Offline: keep the installed worker, it is what serves the app now.
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || !/javascript/i.test(type)) {
    if (await unregisterAll()) reloadOnce();
    return;
  }
  try {
    window.sessionStorage.removeItem(RELOADED_FLAG);
  } catch {
    // ignore
  }
  await navigator.serviceWorker.register(SCRIPT, { scope: '/' });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (import.meta.env.DEV) {
    // The dev server has no worker; drop one left from a production build on the same origin.
    void unregisterAll();
    return;
  }
  checkAndRegister().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
