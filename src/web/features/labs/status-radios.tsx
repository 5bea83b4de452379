// A row of radio chips for a lab state: each pick is sent at once.
import { useEffect, useId, useState } from 'react';

/**
 * Shows a picked state while its write is on its way and until the record coming back from the server
 * agrees, so the radio never flips back while the list catches up; a failed write shows the state as it was.
 */
export function useStatusPick<S extends string>(current: S, send: (status: S) => Promise<unknown>) {
  const [picked, setPicked] = useState<S | null>(null);
  useEffect(() => {
    if (picked !== null && picked === current) setPicked(null);
  }, [picked, current]);
  return {
    shown: picked ?? current,
    pick: (status: S) => {
      setPicked(status);
      send(status).catch(() => setPicked(null));
    },
  };
}

interface StatusRadiosProps<S extends string> {
  legend: string;
  /** Radio group name, unique on the page. */
  name: string;
  options: readonly S[];
  value: S;
  labelOf: (status: S) => string;
  busy: boolean;
  onPick: (status: S) => void;
}

export function StatusRadios<S extends string>({
  legend,
  name,
  options,
  value,
  labelOf,
  busy,
  onPick,
}: StatusRadiosProps<S>) {
  const legendId = useId();
  return (
    <fieldset className="lb-radios" aria-labelledby={legendId} aria-busy={busy}>
      <legend id={legendId}>{legend}</legend>
      <div className="lb-radio-options">
        {options.map((option) => (
          <label
            key={option}
            className={option === value ? 'lb-radio active' : 'lb-radio'}
            aria-disabled={busy || undefined}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              disabled={busy}
              onChange={() => onPick(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
