// The board's clock: the clinic's time (India) and date in both languages, turning over on each minute.
import { useEffect, useState } from 'react';
import { formatDate, formatTime } from '../../lib/format';
import type { BothLanguages } from './both-languages';
import { InBothLanguages } from './in-both-languages';

const MINUTE_MS = 60_000;

function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // Set for the next minute's start each time, so the clock never lags by part of a minute.
    const timer = window.setTimeout(() => setNow(new Date()), MINUTE_MS - (Date.now() % MINUTE_MS));
    return () => window.clearTimeout(timer);
  }, [now]);
  return now;
}

export function BoardClock({ both }: { both: BothLanguages }) {
  const now = useMinute();
  return (
    <div className="board-clock">
      <InBothLanguages both={both} className="board-clock-time" text={(_t, lang) => formatTime(now, lang)} />
      <InBothLanguages both={both} className="board-clock-date" text={(_t, lang) => formatDate(now, lang)} />
    </div>
  );
}
