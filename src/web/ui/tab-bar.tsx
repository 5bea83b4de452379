// Two or more tabs over one panel (the profile's Info/Distance, the slot picker's Today/Another day), with
// arrow-key movement as the ARIA tabs pattern expects.
import { useId, useRef, type ReactNode } from 'react';

export interface TabSpec<K extends string> {
  key: K;
  label: string;
}

export function TabBar<K extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: TabSpec<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length]!;
    onChange(next.key);
    refs.current[next.key]?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[tab.key] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className={tab.key === active ? 'tab active' : 'tab'}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              if (event.key === 'ArrowLeft') move(index, -1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${active}`}>
        {children}
      </div>
    </>
  );
}
