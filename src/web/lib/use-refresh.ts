import { useEffect, useRef } from 'react';

/** A list's refresh: first after `firstMs`, then every `everyMs` (the fallback to live events). */
export function useRefresh(refresh: () => void, firstMs: number, everyMs: number, enabled = true): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!enabled) return;
    let interval: number | undefined;
    const first = window.setTimeout(() => {
      latest.current();
      interval = window.setInterval(() => latest.current(), everyMs);
    }, firstMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [firstMs, everyMs, enabled]);
}
