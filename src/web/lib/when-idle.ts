// Background work that must not compete with the first screen on a slow phone (the service worker's
// download, warming up the form checks): it starts once the page has loaded, the first screen has had a
// moment to fetch its data, and the main thread is idle.
const SETTLE_MS = 2000;

/** Once the main thread is idle (a screen just drawn has painted and started its data). */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 3000 });
  else task();
}

export function whenPageIdle(task: () => void): void {
  const afterLoad = () => setTimeout(() => whenIdle(task), SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
