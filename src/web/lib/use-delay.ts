import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount (the spec's "doctor list loads after 1 second"). */
export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return done;
}
