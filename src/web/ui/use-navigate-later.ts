// "Show the answer, then move on": navigates (replacing the entry) after the spec's short delay, and
// forgets the pending move if the screen goes away first.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TIMING } from '../../shared/constants';

export function useNavigateLater(): (to: string, delayMs?: number) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number = TIMING.redirectDelayMs) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
}
