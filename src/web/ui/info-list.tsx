// A card's label and value list (<dl class="info-list">). Rows come as InfoRow children or as
// [label, value, ltr] items; `ltr` keeps a date or a number left-to-right inside Hindi text.
import type { ReactNode } from 'react';

export type InfoItem = readonly [label: string, value: ReactNode, ltr?: boolean];

interface InfoRowProps {
  label: string;
  children: ReactNode;
  ltr?: boolean | undefined;
  /** On the value: e.g. token-number for the large token. */
  className?: string;
}

export function InfoRow({ label, children, ltr = false, className }: InfoRowProps) {
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd dir={ltr ? 'ltr' : undefined} className={className}>
        {children}
      </dd>
    </div>
  );
}

export function InfoList({ rows = [], children }: { rows?: readonly InfoItem[]; children?: ReactNode }) {
  return (
    <dl className="info-list">
      {rows.map(([label, value, ltr]) => (
        <InfoRow key={label} label={label} ltr={ltr}>
          {value}
        </InfoRow>
      ))}
      {children}
    </dl>
  );
}
