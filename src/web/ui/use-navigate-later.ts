// "Show the answer, then move on": navigates (replacing the entry) after a short delay (TIMING.redirectDelayMs), and
// forgets the pending move if the screen goes away first.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TIMING } from '../../shared/constants';

/** `state` goes with the move as the router's (a number just registered, for the sign-in to show). */
export function useNavigateLater(): (to: string, delayMs?: number, state?: unknown) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number = TIMING.redirectDelayMs, state?: unknown) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => navigate(to, { replace: true, state }), delayMs);
    },
    [navigate],
  );
}
