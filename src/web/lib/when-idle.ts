// Background work that must not compete with the first screen on a slow phone (the service worker's
// download, warming up the form checks): it starts once the page has loaded, the first screen has had a
// moment to fetch its data, and the main thread is idle.
const SETTLE_MS = 2000;

export function whenPageIdle(task: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 3000 });
    else task();
  };
  const afterLoad = () => setTimeout(idle, SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
