// A hospital's board shows its sitting doctors one after another, each for CYCLE_MS; a doctor who calls a
// token in is shown at once (and for a full turn), so the hall sees whose patient was called.
import { useCallback, useEffect, useRef, useState } from 'react';

export const CYCLE_MS = 10_000;

/** The doctor on screen: the one chosen while still in `order`, else the first (none chosen yet, or it left). */
export function shownDoctor(order: readonly number[], chosen: number | null): number | null {
  return chosen !== null && order.includes(chosen) ? chosen : (order[0] ?? null);
}

/** The doctor to show after the one on screen: the next in `order`, the first after the last. */
export function nextDoctor(order: readonly number[], chosen: number | null): number | null {
  const shown = shownDoctor(order, chosen);
  if (shown === null) return null;
  return order[(order.indexOf(shown) + 1) % order.length] ?? null;
}

/** The doctor shown now among `order`, and `show` to turn to one at once. */
export function useBoardCycle(order: readonly number[]) {
  const [chosen, setChosen] = useState<number | null>(null);
  // Each turn to a doctor starts a full period: a new count restarts the timer.
  const [turns, setTurns] = useState(0);
  const latestOrder = useRef(order);
  useEffect(() => {
    latestOrder.current = order;
  });
  const single = order.length <= 1;
  useEffect(() => {
    if (single) return;
    const timer = window.setInterval(() => setChosen((current) => nextDoctor(latestOrder.current, current)), CYCLE_MS);
    return () => window.clearInterval(timer);
  }, [single, turns]);
  const show = useCallback((doctorId: number) => {
    setChosen(doctorId);
    setTurns((count) => count + 1);
  }, []);
  return { shown: shownDoctor(order, chosen), show };
}
