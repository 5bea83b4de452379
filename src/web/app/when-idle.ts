// Background work that must not compete with the first screen on a slow phone: it starts once the page
// has loaded and the main thread is idle (at most 3 s after load).
export function whenPageIdle(task: () => void): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 3000 });
    else setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
