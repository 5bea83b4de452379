// A row of radio chips for a lab state: each pick is sent at once (part 2 section 4).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { LabBookingView } from '../../../shared/contract/labs';

/**
 * Sends a picked state at once and shows the pick until the record coming back from the server agrees,
 * so the radio never flips back while the list catches up (or until the change fails).
 */
export function useStatusPick<S extends string>(current: S, send: (status: S) => Promise<LabBookingView>, onChanged: (booking: LabBookingView) => void) {
  const [picked, setPicked] = useState<S | null>(null);
  const mutation = useMutation({ mutationFn: send, onSuccess: onChanged, onError: () => setPicked(null) });
  useEffect(() => {
    if (picked !== null && picked === current) setPicked(null);
  }, [picked, current]);
  return {
    shown: picked ?? current,
    busy: mutation.isPending,
    error: mutation.isError ? mutation.error : null,
    pick: (status: S) => {
      setPicked(status);
      mutation.mutate(status);
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

export function StatusRadios<S extends string>({ legend, name, options, value, labelOf, busy, onPick }: StatusRadiosProps<S>) {
  const legendId = useId();
  return (
    <fieldset className="lb-radios" aria-labelledby={legendId} aria-busy={busy}>
      <legend id={legendId}>{legend}</legend>
      <div className="lb-radio-options">
        {options.map((option) => (
          <label key={option} className={option === value ? 'lb-radio active' : 'lb-radio'} aria-disabled={busy || undefined}>
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
